import { useId, useState } from 'react';
import {
  Button,
  Modal,
  SelectField,
  TextField,
  errorMessage,
  roleLabel,
  useApiMutation,
  useApiQuery,
  useTenantRoles,
} from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import { AttachmentField } from './AttachmentField';
import { dropHandlers, enterSends } from './Composer';
import { INBOX, UNREAD } from './types';
import { useAttachments } from './useAttachments';

/**
 * A new conversation with its first message: the team chooses who takes part (clients by name,
 * and everyone holding a role, whom messaging looks up when it starts); a client's goes to the
 * agency's shared inbox.
 */
export function NewConversation({
  staff,
  onClose,
  onStarted,
}: {
  staff: boolean;
  onClose: () => void;
  onStarted: (id: string) => void;
}) {
  const intl = useIntl();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [role, setRole] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const attachments = useAttachments();
  const hintId = useId();
  const people = useApiQuery('/api/conversations/people', undefined, { enabled: staff });
  const clients = (people.data?.people ?? []).filter((person) => person.side === 'client');
  const tenantRoles = useTenantRoles().data?.roles ?? [];
  const start = useApiMutation('post', INBOX, { invalidates: [INBOX, UNREAD] });

  const submit = () => {
    // Enter sends too (enterSends), so the Send button's busy and disabled states are not enough.
    if (start.isPending || attachments.uploading) return;
    if (staff && chosen.length === 0 && !role) {
      setError(intl.formatMessage({ id: 'messages.new.noOne' }));
      return;
    }
    if (!body.trim() && attachments.fileIds.length === 0) {
      setError(intl.formatMessage({ id: 'messages.composer.empty' }));
      return;
    }
    setError(null);
    start.mutate(
      {
        body: {
          subject: subject.trim() || undefined,
          body,
          ...(staff
            ? { participant_user_ids: chosen, ...(role ? { audience_role: role } : {}) }
            : {}),
          attachment_file_ids: attachments.fileIds,
          client_message_id: crypto.randomUUID(),
        },
      },
      {
        onSuccess: (conversation) => onStarted(conversation.id),
        onError: (failure) =>
          setError(errorMessage(failure, intl.formatMessage({ id: 'messages.composer.notSent' }))),
      },
    );
  };

  return (
    <Modal
      title={intl.formatMessage({ id: 'messages.new' })}
      onClose={onClose}
      wide
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {intl.formatMessage({ id: 'messages.cancel' })}
          </Button>
          <Button onClick={submit} busy={start.isPending} disabled={attachments.uploading}>
            {intl.formatMessage({ id: 'messages.send' })}
          </Button>
        </>
      }
    >
      <form
        className={over ? 'new-conversation composer--over' : 'new-conversation'}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        {...dropHandlers(attachments.add, setOver)}
      >
        {staff && (
          <fieldset className="new-conversation__people">
            <legend>{intl.formatMessage({ id: 'messages.new.to' })}</legend>
            {people.status === 'pending' && (
              <p>{intl.formatMessage({ id: 'messages.new.loadingPeople' })}</p>
            )}
            {people.status === 'error' && (
              <p role="alert">
                {errorMessage(
                  people.error,
                  intl.formatMessage({ id: 'messages.new.peopleFailed' }),
                )}
              </p>
            )}
            {people.status === 'success' && clients.length === 0 && (
              <p className="pt-field__hint">
                {intl.formatMessage({ id: 'messages.new.noClients' })}
              </p>
            )}
            {clients.map((person) => (
              <label key={person.id} className="checkbox-row">
                <input
                  type="checkbox"
                  checked={chosen.includes(person.id)}
                  onChange={(event) =>
                    setChosen((current) =>
                      event.target.checked
                        ? [...current, person.id]
                        : current.filter((id) => id !== person.id),
                    )
                  }
                />
                {person.name}
              </label>
            ))}
            <SelectField
              label={intl.formatMessage({ id: 'messages.new.role' })}
              value={role}
              onChange={(event) => setRole(event.target.value)}
              options={[
                { value: '', label: intl.formatMessage({ id: 'messages.new.noRole' }) },
                ...tenantRoles.map((r) => ({
                  value: r.role_key,
                  label: intl.formatMessage(
                    { id: 'messages.new.everyoneWho' },
                    { role: roleLabel(r.role_key, tenantRoles) },
                  ),
                })),
              ]}
            />
          </fieldset>
        )}
        <TextField
          label={intl.formatMessage({ id: 'messages.new.subject' })}
          value={subject}
          maxLength={200}
          onChange={(event) => setSubject(event.target.value)}
        />
        <label className="pt-field__label" htmlFor="new-conversation-body">
          {intl.formatMessage({ id: 'messages.message' })}
        </label>
        <textarea
          id="new-conversation-body"
          className="pt-input"
          rows={5}
          value={body}
          aria-describedby={hintId}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={enterSends(submit)}
        />
        <p id={hintId} className="composer__hint">
          {intl.formatMessage({ id: 'messages.composer.hint' })}
        </p>
        <AttachmentField attachments={attachments} />
        {error && (
          <p className="pt-field__error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
