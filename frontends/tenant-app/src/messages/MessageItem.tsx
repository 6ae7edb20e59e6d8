import { useState } from 'react';
import {
  Button,
  errorMessage,
  useApi,
  useApiMutation,
  useSessionUserId,
} from '@portico/frontend-kit';
import { saveBlob } from '../files/fileBytes';
import { useIntl } from '../i18n';
import { MessageBody } from './MessageBody';
import { INBOX, THREAD, shortTime, type ChatMessage } from './types';

/** What the portal says about a message (a note's code and figure), in the reader's language. */
function noteText(intl: ReturnType<typeof useIntl>, note: ChatMessage['notes'][number]): string {
  switch (note.code) {
    case 'attachments_not_added':
      return intl.formatMessage(
        { id: 'messages.item.note.attachmentsNotAdded' },
        { count: note.count },
      );
  }
}

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
  const intl = useIntl();
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
        onError: (failure) =>
          setError(errorMessage(failure, intl.formatMessage({ id: 'messages.item.saveFailed' }))),
      },
    );

  const download = async (fileId: string, name: string) => {
    const { data, response } = await api.http.GET('/api/messages/{id}/attachments/{fileId}', {
      params: { path: { id: message.id, fileId } },
      parseAs: 'blob',
    });
    if (!response.ok || !(data instanceof Blob)) {
      setError(intl.formatMessage({ id: 'messages.item.downloadFailed' }));
      return;
    }
    saveBlob(data, name);
  };

  return (
    <article
      className={mine ? 'message message--mine' : 'message'}
      aria-label={intl.formatMessage(
        { id: 'messages.item.label' },
        { sender: senderName, time: shortTime(intl, message.created_at) },
      )}
    >
      <header className="message__meta">
        <span className="message__sender">{senderName}</span>
        <time dateTime={message.created_at}>{shortTime(intl, message.created_at)}</time>
        {message.via === 'email' && (
          <span className="message__note">
            {intl.formatMessage({ id: 'messages.item.byEmail' })}
          </span>
        )}
        {message.via === 'api' && (
          <span className="message__note">{intl.formatMessage({ id: 'messages.item.byApi' })}</span>
        )}
        {message.edited_at && !message.deleted_at && (
          <span className="message__note">
            {intl.formatMessage({ id: 'messages.item.edited' })}
          </span>
        )}
      </header>
      {message.deleted_at ? (
        <p className="message__deleted">{intl.formatMessage({ id: 'messages.item.deleted' })}</p>
      ) : editing ? (
        <div className="message__edit">
          <textarea
            className="pt-input"
            aria-label={intl.formatMessage({ id: 'messages.item.editLabel' })}
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
              {intl.formatMessage({ id: 'messages.item.save' })}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {intl.formatMessage({ id: 'messages.cancel' })}
            </Button>
          </div>
        </div>
      ) : (
        <MessageBody source={message.body} />
      )}
      {!message.deleted_at &&
        message.notes.map((note) => (
          <p key={note.code} className="message__notice">
            {noteText(intl, note)}
          </p>
        ))}
      {!message.deleted_at && message.attachments.length > 0 && (
        <ul
          className="message__files"
          aria-label={intl.formatMessage({ id: 'messages.item.files' })}
        >
          {message.attachments.map((file) => (
            <li key={file.file_id}>
              <button
                type="button"
                className="link-button"
                onClick={() => void download(file.file_id, file.file_name)}
              >
                {intl.formatMessage({ id: 'messages.item.download' }, { name: file.file_name })}
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
            {intl.formatMessage({ id: 'messages.item.edit' })}
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
                    setError(
                      errorMessage(
                        failure,
                        intl.formatMessage({ id: 'messages.item.deleteFailed' }),
                      ),
                    ),
                },
              )
            }
          >
            {intl.formatMessage({ id: 'messages.item.delete' })}
          </Button>
        </div>
      )}
      {error && (
        <p className="pt-field__error" role="alert">
          {error}
        </p>
      )}
      {seenBy.length > 0 && (
        <p className="message__seen">
          {intl.formatMessage({ id: 'messages.item.seenBy' }, { names: seenBy.join(', ') })}
        </p>
      )}
    </article>
  );
}
