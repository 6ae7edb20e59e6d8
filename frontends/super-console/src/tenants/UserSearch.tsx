import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  Icon,
  QueryState,
  Table,
  TextField,
  useApiMutation,
  useApiQuery,
} from '@portico/frontend-kit';

/** As the Impersonate User search (docs/product.md §9): 300 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Find anyone on the platform by email, whatever their tenant, and act on the account:
 * disable it (its sessions end, it cannot sign in), enable it again, or send a reset link.
 */
export function UserSearch() {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const users = useApiQuery(
    '/api/users',
    { params: { query: { query } }, tenantId: null },
    { enabled: query.length > 0 },
  );
  const status = useApiMutation('put', '/api/super/users/{id}/status', {
    invalidates: ['/api/users', '/api/super/tenant-users'],
  });
  const reset = useApiMutation('post', '/api/super/users/{id}/password-reset');

  const setStatus = async (id: string, email: string, next: 'active' | 'disabled') => {
    setOutcome(null);
    try {
      await status.mutateAsync({
        tenantId: null,
        params: { path: { id } },
        body: { status: next },
      });
      setOutcome({
        tone: 'success',
        text: next === 'disabled' ? `${email} is disabled` : `${email} is enabled`,
      });
    } catch (failure) {
      setOutcome({ tone: 'error', text: (failure as Error).message || 'Update failed' });
    }
  };
  const sendReset = async (id: string) => {
    setOutcome(null);
    try {
      const answer = await reset.mutateAsync({ tenantId: null, params: { path: { id } } });
      setOutcome({ tone: 'success', text: answer.message });
    } catch (failure) {
      setOutcome({ tone: 'error', text: (failure as Error).message || 'Update failed' });
    }
  };

  return (
    <section className="pt-card" aria-labelledby="find-user">
      <h2 className="pt-card__title" id="find-user">
        Find a user
      </h2>
      <TextField
        label="Search by email"
        type="search"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {query && (
        <QueryState
          query={users}
          loadingLabel="Searching users"
          error="Failed to fetch users"
          isEmpty={(answer) => answer.users.length === 0}
          empty={<EmptyState title="No users found." icon={<Icon name="users" />} />}
        >
          {(answer) => (
            <Table
              caption="Users found"
              rowKey={(u) => u.id}
              rows={answer.users}
              columns={[
                { key: 'email', header: 'Email', render: (u) => u.email },
                { key: 'name', header: 'Name', render: (u) => u.name || '-' },
                {
                  key: 'status',
                  header: 'Status',
                  render: (u) => (
                    <Badge tone={u.status === 'disabled' ? 'red' : 'green'}>{u.status}</Badge>
                  ),
                },
                {
                  key: 'actions',
                  header: 'Actions',
                  render: (u) => (
                    <div className="quick-actions">
                      {u.status === 'disabled' ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => void setStatus(u.id, u.email, 'active')}
                        >
                          Enable<span className="pt-visually-hidden"> {u.email}</span>
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          variant="danger"
                          onClick={() => void setStatus(u.id, u.email, 'disabled')}
                        >
                          Disable<span className="pt-visually-hidden"> {u.email}</span>
                        </Button>
                      )}
                      <Button size="sm" variant="secondary" onClick={() => void sendReset(u.id)}>
                        Send password reset
                        <span className="pt-visually-hidden"> to {u.email}</span>
                      </Button>
                    </div>
                  ),
                },
              ]}
            />
          )}
        </QueryState>
      )}
    </section>
  );
}
