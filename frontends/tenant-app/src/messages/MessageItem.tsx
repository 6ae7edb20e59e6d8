import { useState } from 'react';
import {
  Button,
  errorMessage,
  useApi,
  useApiMutation,
  useSessionUserId,
} from '@portico/frontend-kit';
import { saveBlob } from '../files/fileBytes';
import { MessageBody } from './MessageBody';
import { INBOX, THREAD, shortTime, type ChatMessage } from './types';

/** One message: who and when, the text (or that it was deleted), its files, edit and delete. */
export function MessageItem({
  message,
  senderName,
  seenBy,
  now,
}: {
  message: ChatMessage;
  senderName: string;
  /** Names of the others whose read position is this message (ThreadView `seenByAt`). */
  seenBy: string[];
  now: number;
}) {
  const me = useSessionUserId();
  const api = useApi();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.body);
  const [error, setError] = useState<string | null>(null);
  const mine = message.sender_id === me;
  const changeable = mine && !message.deleted_at && Date.parse(message.editable_until) > now;
  const edit = useApiMutation('patch', '/api/messages/{id}', { invalidates: [THREAD, INBOX] });
  const remove = useApiMutation('delete', '/api/messages/{id}', { invalidates: [THREAD, INBOX] });

  const save = () =>
    edit.mutate(
      { params: { path: { id: message.id } }, body: { body: draft } },
      {
        onSuccess: () => setEditing(false),
        onError: (failure) => setError(errorMessage(failure, 'The message could not be saved.')),
      },
    );

  const download = async (fileId: string, name: string) => {
    const { data, response } = await api.http.GET('/api/messages/{id}/attachments/{fileId}', {
      params: { path: { id: message.id, fileId } },
      parseAs: 'blob',
    });
    if (!response.ok || !(data instanceof Blob)) {
      setError('The file could not be downloaded.');
      return;
    }
    saveBlob(data, name);
  };

  return (
    <article
      className={mine ? 'message message--mine' : 'message'}
      aria-label={`${senderName}, ${shortTime(message.created_at)}`}
    >
      <header className="message__meta">
        <span className="message__sender">{senderName}</span>
        <time dateTime={message.created_at}>{shortTime(message.created_at)}</time>
        {message.via === 'email' && <span className="message__note">by email</span>}
        {message.edited_at && !message.deleted_at && <span className="message__note">edited</span>}
      </header>
      {message.deleted_at ? (
        <p className="message__deleted">This message was deleted.</p>
      ) : editing ? (
        <div className="message__edit">
          <textarea
            className="pt-input"
            aria-label="Edit message"
            value={draft}
            rows={3}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setEditing(false);
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                save();
              }
            }}
          />
          <div className="message__actions">
            <Button size="sm" onClick={save} busy={edit.isPending}>
              Save
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <MessageBody source={message.body} />
      )}
      {!message.deleted_at && message.attachments.length > 0 && (
        <ul className="message__files" aria-label="Files">
          {message.attachments.map((file) => (
            <li key={file.file_id}>
              <button
                type="button"
                className="link-button"
                onClick={() => void download(file.file_id, file.file_name)}
              >
                Download {file.file_name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {changeable && !editing && (
        <div className="message__actions">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setDraft(message.body);
              setEditing(true);
            }}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            busy={remove.isPending}
            onClick={() =>
              remove.mutate(
                { params: { path: { id: message.id } } },
                {
                  onError: (failure) =>
                    setError(errorMessage(failure, 'The message could not be deleted.')),
                },
              )
            }
          >
            Delete
          </Button>
        </div>
      )}
      {error && (
        <p className="pt-field__error" role="alert">
          {error}
        </p>
      )}
      {seenBy.length > 0 && <p className="message__seen">Seen by {seenBy.join(', ')}</p>}
    </article>
  );
}
