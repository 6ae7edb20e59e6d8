import { useState } from 'react';
import {
  Alert,
  Button,
  SelectField,
  errorMessage,
  useApiMutation,
  useApiQuery,
} from '@portico/frontend-kit';
import { useIntl, type Intl } from '../i18n';
import { INBOX, THREAD, type Conversation } from './types';

/**
 * Who takes part, and for the team: who it is assigned to, open or closed, and adding people.
 * Escape or Close hides it.
 */
export function ConversationPanel({
  conversation,
  staff,
  onClose,
}: {
  conversation: Conversation;
  staff: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <aside
      className="conversation-panel"
      aria-label={intl.formatMessage({ id: 'messages.details.region' })}
    >
      <div className="conversation-panel__header">
        <h3>{intl.formatMessage({ id: 'messages.details' })}</h3>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {intl.formatMessage({ id: 'messages.details.close' })}
        </Button>
      </div>
      <h4>{intl.formatMessage({ id: 'messages.details.people' })}</h4>
      <ul className="item-list">
        {conversation.participants.map((person) => (
          <li key={person.id}>
            {person.name}
            <span className="item-list__meta">{sideOf(intl, person.side)}</span>
          </li>
        ))}
      </ul>
      {staff && <TeamControls conversation={conversation} />}
    </aside>
  );
}

/** Which side of the conversation someone is on, as the reader says it. */
const sideOf = (intl: Intl, side: string) =>
  intl.formatMessage({ id: side === 'team' ? 'messages.side.team' : 'messages.side.client' });

function TeamControls({ conversation }: { conversation: Conversation }) {
  const intl = useIntl();
  const people = useApiQuery('/api/conversations/people', undefined);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState('');
  const options = { invalidates: [THREAD, INBOX] } as const;
  const onError = (failure: unknown) =>
    setError(errorMessage(failure, intl.formatMessage({ id: 'messages.details.saveFailed' })));
  const assign = useApiMutation('put', '/api/conversations/{id}/assignee', options);
  const status = useApiMutation('put', '/api/conversations/{id}/status', options);
  const add = useApiMutation('post', '/api/conversations/{id}/participants', options);
  const path = { path: { id: conversation.id } };
  const everyone = people.data?.people ?? [];
  const team = everyone.filter((p) => p.side === 'team');
  const inIt = new Set(conversation.participants.map((p) => p.id));
  const closed = conversation.status === 'closed';

  return (
    <div className="conversation-panel__team">
      <SelectField
        label={intl.formatMessage({ id: 'messages.details.assignee' })}
        value={conversation.assignee_id}
        options={[
          { value: '', label: intl.formatMessage({ id: 'messages.details.nobody' }) },
          ...team.map((p) => ({ value: p.id, label: p.name })),
        ]}
        onChange={(event) =>
          assign.mutate(
            { params: path, body: { assignee_id: event.target.value || null } },
            { onError },
          )
        }
      />
      <Button
        variant="secondary"
        busy={status.isPending}
        onClick={() =>
          status.mutate({ params: path, body: { status: closed ? 'open' : 'closed' } }, { onError })
        }
      >
        {intl.formatMessage({
          id: closed ? 'messages.details.reopen' : 'messages.details.closeConversation',
        })}
      </Button>
      <form
        className="conversation-panel__add"
        onSubmit={(event) => {
          event.preventDefault();
          if (!adding) return;
          add.mutate(
            { params: path, body: { user_ids: [adding] } },
            { onError, onSuccess: () => setAdding('') },
          );
        }}
      >
        <SelectField
          label={intl.formatMessage({ id: 'messages.details.add' })}
          value={adding}
          options={[
            { value: '', label: intl.formatMessage({ id: 'messages.details.choosePerson' }) },
            ...everyone
              .filter((p) => !inIt.has(p.id))
              .map((p) => ({
                value: p.id,
                label: intl.formatMessage(
                  { id: 'messages.details.personOption' },
                  { name: p.name, side: sideOf(intl, p.side) },
                ),
              })),
          ]}
          onChange={(event) => setAdding(event.target.value)}
        />
        <Button type="submit" variant="secondary" busy={add.isPending} disabled={!adding}>
          {intl.formatMessage({ id: 'messages.details.addSubmit' })}
        </Button>
      </form>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
