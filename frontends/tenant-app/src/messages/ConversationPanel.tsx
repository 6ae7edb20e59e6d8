import { useState } from 'react';
import {
  Alert,
  Button,
  SelectField,
  errorMessage,
  useApiMutation,
  useApiQuery,
} from '@portico/frontend-kit';
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
  return (
    <aside className="conversation-panel" aria-label="Conversation details">
      <div className="conversation-panel__header">
        <h3>Details</h3>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close details
        </Button>
      </div>
      <h4>People</h4>
      <ul className="item-list">
        {conversation.participants.map((person) => (
          <li key={person.id}>
            {person.name}
            <span className="item-list__meta">{person.side === 'team' ? 'Team' : 'Client'}</span>
          </li>
        ))}
      </ul>
      {staff && <TeamControls conversation={conversation} />}
    </aside>
  );
}

function TeamControls({ conversation }: { conversation: Conversation }) {
  const people = useApiQuery('/api/conversations/people', undefined);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState('');
  const options = { invalidates: [THREAD, INBOX] } as const;
  const onError = (failure: unknown) =>
    setError(errorMessage(failure, 'The change could not be saved.'));
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
        label="Assigned to"
        value={conversation.assignee_id}
        options={[
          { value: '', label: 'Nobody (shared inbox)' },
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
        {closed ? 'Reopen conversation' : 'Close conversation'}
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
          label="Add someone"
          value={adding}
          options={[
            { value: '', label: 'Choose a person' },
            ...everyone
              .filter((p) => !inIt.has(p.id))
              .map((p) => ({
                value: p.id,
                label: `${p.name} (${p.side === 'team' ? 'Team' : 'Client'})`,
              })),
          ]}
          onChange={(event) => setAdding(event.target.value)}
        />
        <Button type="submit" variant="secondary" busy={add.isPending} disabled={!adding}>
          Add
        </Button>
      </form>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
