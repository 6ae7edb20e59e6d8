import { useId, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button, errorMessage, useApiMutation } from '@portico/frontend-kit';
import { AttachmentField } from './AttachmentField';
import { INBOX, THREAD, UNREAD } from './types';
import { useAttachments } from './useAttachments';

const EMPTY = 'Write a message before sending';

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
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const attachments = useAttachments();
  const hintId = useId();
  const post = useApiMutation('post', THREAD, { invalidates: [THREAD, INBOX, UNREAD] });

  const send = () => {
    if (post.isPending || attachments.uploading) return;
    if (!text.trim() && attachments.fileIds.length === 0) {
      setError(EMPTY);
      return;
    }
    setError(null);
    // The box empties at once, ready for the next message; a refused one comes back into it.
    const sent = text;
    setText('');
    post.mutate(
      {
        params: { path: { id: conversationId } },
        body: {
          body: sent,
          attachment_file_ids: attachments.fileIds,
          client_message_id: crypto.randomUUID(),
        },
      },
      {
        onSuccess: () => attachments.clear(),
        onError: (failure) => {
          setText((current) => (current ? current : sent));
          setError(errorMessage(failure, 'Your message could not be sent.'));
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className={over ? 'composer composer--over' : 'composer'}
      aria-label="Reply"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      {...dropHandlers(attachments.add, setOver)}
    >
      <textarea
        className="pt-input composer__text"
        aria-label="Message"
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        placeholder="Write a message"
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="composer__hint">
        Enter sends, Shift+Enter adds a line. **bold**, lists and links work.
      </p>
      {error && (
        <p className="pt-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="composer__actions">
        <AttachmentField attachments={attachments} />
        <Button type="submit" busy={post.isPending} disabled={attachments.uploading}>
          Send
        </Button>
      </div>
    </form>
  );
}
