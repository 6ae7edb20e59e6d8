import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button, errorMessage, useApiMutation } from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import { AttachmentField } from './AttachmentField';
import { INBOX, THREAD, UNREAD } from './types';
import { useAttachments } from './useAttachments';

/** Files dropped anywhere on the composer are attached (drag and drop). */
export function dropHandlers(add: (files: FileList) => void, setOver: (over: boolean) => void) {
  return {
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (event: DragEvent) => {
      setOver(false);
      if (event.dataTransfer.files.length === 0) return;
      event.preventDefault();
      add(event.dataTransfer.files);
    },
  };
}

/**
 * Enter sends, Shift+Enter starts a new line (and Enter while an input method is composing a
 * character does neither). Files attach by the button or by dropping them here.
 */
export function Composer({ conversationId }: { conversationId: string }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const attachments = useAttachments();
  const hintId = useId();
  const emptyMessage = intl.formatMessage({ id: 'messages.composer.empty' });
  const post = useApiMutation('post', THREAD, { invalidates: [THREAD, INBOX, UNREAD] });
  /** Messages leave one after another, in the order they were sent: each waits for the last. */
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [inFlight, setInFlight] = useState(0);

  const send = () => {
    if (attachments.uploading) return;
    if (!text.trim() && attachments.fileIds.length === 0) {
      setError(emptyMessage);
      return;
    }
    setError(null);
    // The box empties at once, ready for the next message (Enter while one is on its way
    // queues the next behind it); a refused one comes back into it, files and all.
    const sent = text;
    const files = attachments.take();
    setText('');
    setInFlight((n) => n + 1);
    queue.current = queue.current
      .then(() =>
        post.mutateAsync({
          params: { path: { id: conversationId } },
          body: {
            body: sent,
            attachment_file_ids: files.flatMap((file) => (file.fileId ? [file.fileId] : [])),
            client_message_id: crypto.randomUUID(),
          },
        }),
      )
      .catch((failure: unknown) => {
        setText((current) => (current ? `${sent}\n${current}` : sent));
        attachments.restore(files);
        setError(errorMessage(failure, intl.formatMessage({ id: 'messages.composer.notSent' })));
      })
      .finally(() => setInFlight((n) => n - 1));
  };

  const onKeyDown = enterSends(send);

  return (
    <form
      className={over ? 'composer composer--over' : 'composer'}
      aria-label={intl.formatMessage({ id: 'messages.composer.label' })}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      {...dropHandlers(attachments.add, setOver)}
    >
      <textarea
        className="pt-input composer__text"
        aria-label={intl.formatMessage({ id: 'messages.message' })}
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        placeholder={intl.formatMessage({ id: 'messages.composer.placeholder' })}
        rows={2}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          // Typing answers "write a message first"; a refusal's reason stays until the next send.
          if (event.target.value.trim() && error === emptyMessage) setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="composer__hint">
        {intl.formatMessage({ id: 'messages.composer.hint' })}
      </p>
      {error && (
        <p className="pt-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="composer__actions">
        <AttachmentField attachments={attachments} />
        <Button type="submit" busy={inFlight > 0} disabled={attachments.uploading}>
          {intl.formatMessage({ id: 'messages.send' })}
        </Button>
      </div>
    </form>
  );
}

/**
 * Enter sends, Shift+Enter adds a line (and Enter while an input method composes a word is the
 * method's): the thread's composer and the New message dialog alike.
 */
export function enterSends(send: () => void) {
  return (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
}
