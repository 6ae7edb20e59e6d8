import { useId, useRef } from 'react';
import { Button, Icon } from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import type { Attachments } from './useAttachments';

/** The chosen files with their progress, and the button that chooses more. */
export function AttachmentField({ attachments }: { attachments: Attachments }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  return (
    <div className="attachment-field">
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        hidden
        onChange={(event) => {
          if (event.target.files) attachments.add(event.target.files);
          event.target.value = '';
        }}
      />
      <Button type="button" variant="ghost" size="sm" onClick={() => input.current?.click()}>
        {intl.formatMessage({ id: 'messages.attach' })}
      </Button>
      {attachments.items.length > 0 && (
        <ul
          className="attachment-chips"
          aria-label={intl.formatMessage({ id: 'messages.attached' })}
        >
          {attachments.items.map((item) => (
            <li key={item.key} className={item.error ? 'attachment-chip--error' : undefined}>
              <span>{item.name}</span>
              {item.error ? (
                <span role="alert">{item.error}</span>
              ) : item.fileId ? null : (
                <progress
                  max={1}
                  value={item.progress}
                  aria-label={intl.formatMessage({ id: 'messages.uploading' }, { name: item.name })}
                />
              )}
              <button
                type="button"
                className="link-button"
                onClick={() => attachments.remove(item.key)}
                aria-label={intl.formatMessage({ id: 'messages.remove' }, { name: item.name })}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {attachments.notice && (
        <p className="pt-field__error" role="alert">
          {attachments.notice}
        </p>
      )}
    </div>
  );
}
