import { useState } from 'react';
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
} from '@portico/frontend-kit';
import { FormattedMessage, useIntl } from '../i18n';
import { usePeopleSearch } from '../pickers/usePeopleSearch';
import { Workspaces } from '../pickers/Workspaces';
import { statusText } from './tenantDisplay';

/**
 * Find anyone on the platform by email, whatever their tenant, and act on the account:
 * disable it (its sessions end, it cannot sign in), enable it again, or send a reset link.
 */
export function UserSearch() {
  const intl = useIntl();
  const { typed, setTyped, query, users } = usePeopleSearch();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
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
        text: intl.formatMessage(
          { id: next === 'disabled' ? 'users.disabled' : 'users.enabled' },
          { email },
        ),
      });
    } catch (failure) {
      setOutcome({
        tone: 'error',
        text: (failure as Error).message || intl.formatMessage({ id: 'tenants.updateFailed' }),
      });
    }
  };
  const sendReset = async (id: string) => {
    setOutcome(null);
    try {
      const answer = await reset.mutateAsync({ tenantId: null, params: { path: { id } } });
      setOutcome({ tone: 'success', text: answer.message });
    } catch (failure) {
      setOutcome({
        tone: 'error',
        text: (failure as Error).message || intl.formatMessage({ id: 'tenants.updateFailed' }),
      });
    }
  };

  return (
    <section className="pt-card" aria-labelledby="find-user">
      <h2 className="pt-card__title" id="find-user">
        {intl.formatMessage({ id: 'users.find' })}
      </h2>
      <TextField
        label={intl.formatMessage({ id: 'users.search' })}
        type="search"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {query && (
        <QueryState
          query={users}
          loadingLabel={intl.formatMessage({ id: 'users.searching' })}
          error={intl.formatMessage({ id: 'users.failed' })}
          isEmpty={(answer) => answer.users.length === 0}
          empty={
            <EmptyState
              title={intl.formatMessage({ id: 'users.none' })}
              icon={<Icon name="users" />}
            />
          }
        >
          {(answer) => (
            <Table
              caption={intl.formatMessage({ id: 'users.found' })}
              rowKey={(u) => u.id}
              rows={answer.users}
              columns={[
                {
                  key: 'email',
                  header: intl.formatMessage({ id: 'tenants.users.email' }),
                  render: (u) => u.email,
                },
                {
                  key: 'name',
                  header: intl.formatMessage({ id: 'tenants.name' }),
                  render: (u) => u.name || '-',
                },
                {
                  key: 'workspaces',
                  header: intl.formatMessage({ id: 'users.workspaces' }),
                  render: (u) => <Workspaces workspaces={u.workspaces} />,
                },
                {
                  key: 'status',
                  header: intl.formatMessage({ id: 'tenants.status' }),
                  render: (u) => (
                    <Badge tone={u.status === 'disabled' ? 'red' : 'green'}>
                      {statusText(u.status, intl)}
                    </Badge>
                  ),
                },
                {
                  key: 'actions',
                  header: intl.formatMessage({ id: 'tenants.actions' }),
                  render: (u) => (
                    <div className="quick-actions">
                      {u.status === 'disabled' ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => void setStatus(u.id, u.email, 'active')}
                        >
                          <FormattedMessage
                            id="users.enable"
                            values={{
                              email: u.email,
                              h: (chunks) => <span className="pt-visually-hidden">{chunks}</span>,
                            }}
                          />
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          variant="danger"
                          onClick={() => void setStatus(u.id, u.email, 'disabled')}
                        >
                          <FormattedMessage
                            id="users.disable"
                            values={{
                              email: u.email,
                              h: (chunks) => <span className="pt-visually-hidden">{chunks}</span>,
                            }}
                          />
                        </Button>
                      )}
                      <Button size="sm" variant="secondary" onClick={() => void sendReset(u.id)}>
                        <FormattedMessage
                          id="users.sendReset"
                          values={{
                            email: u.email,
                            h: (chunks) => <span className="pt-visually-hidden">{chunks}</span>,
                          }}
                        />
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
