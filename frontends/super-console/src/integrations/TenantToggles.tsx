import { useState } from 'react';
import {
  Alert,
  EmptyState,
  errorMessage,
  QueryState,
  Table,
  TextField,
  useApiMutation,
  useApiQuery,
} from '@portico/frontend-kit';
import { useIntl } from '../i18n';

/** Every switch the spec lists; Google and Microsoft decide what a tenant's login page offers. */
const KEYS = ['slack', 'sendgrid', 'google', 'microsoft', 'webhooks'] as const;
type Key = (typeof KEYS)[number];

/**
 * Per-tenant toggles (docs/product.md §2 Super Integrations): which of slack, sendgrid, google,
 * microsoft and webhooks each tenant may use; every switch saves at once.
 */
export function TenantToggles() {
  const intl = useIntl();
  const [q, setQ] = useState('');
  const [error, setError] = useState<string | null>(null);
  const tenants = useApiQuery('/api/tenants', {
    params: { query: { includeIntegrations: 'true', ...(q ? { q } : {}) } },
    tenantId: null,
  });
  const save = useApiMutation('put', '/api/tenants/{id}/integrations', {
    invalidates: ['/api/tenants'],
  });
  const flip = async (tenant: { id: string; name: string }, key: Key, enabled: boolean) => {
    setError(null);
    try {
      await save.mutateAsync({
        tenantId: null,
        params: { path: { id: tenant.id } },
        body: { key, enabled },
      });
    } catch (cause) {
      setError(
        intl.formatMessage(
          { id: 'integrations.toggles.failed' },
          {
            key,
            tenant: tenant.name,
            reason: errorMessage(cause, intl.formatMessage({ id: 'integrations.error' })),
          },
        ),
      );
    }
  };
  return (
    <section className="pt-card" aria-labelledby="tenant-toggles">
      <h2 className="pt-card__title" id="tenant-toggles">
        {intl.formatMessage({ id: 'integrations.toggles.title' })}
      </h2>
      <p className="console__subtitle">{intl.formatMessage({ id: 'integrations.toggles.body' })}</p>
      <TextField
        label={intl.formatMessage({ id: 'integrations.toggles.search' })}
        value={q}
        onChange={(e) => setQ(e.target.value.trim())}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <QueryState
        query={tenants}
        loadingLabel={intl.formatMessage({ id: 'integrations.toggles.loading' })}
        error={intl.formatMessage({ id: 'integrations.toggles.loadFailed' })}
        retry
        isEmpty={(answer) => answer.tenants.length === 0}
        empty={<EmptyState title={intl.formatMessage({ id: 'integrations.toggles.empty' })} />}
      >
        {(answer) => (
          <Table
            caption={intl.formatMessage({ id: 'integrations.toggles.caption' })}
            rowKey={(row) => row.id}
            rows={answer.tenants}
            columns={[
              {
                key: 'name',
                header: intl.formatMessage({ id: 'integrations.toggles.tenant' }),
                render: (row) => row.name,
              },
              ...KEYS.map((key) => ({
                key,
                header: key,
                render: (row: (typeof answer.tenants)[number]) => {
                  const on = row.integrations?.[key] ?? true;
                  return (
                    <input
                      type="checkbox"
                      checked={on}
                      aria-label={intl.formatMessage(
                        { id: 'integrations.toggles.switch' },
                        { key, tenant: row.name },
                      )}
                      onChange={() => void flip(row, key, !on)}
                    />
                  );
                },
              })),
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
