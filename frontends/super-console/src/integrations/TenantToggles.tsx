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

/** Every switch the spec lists; Google and Microsoft decide what a tenant's login page offers. */
const KEYS = ['slack', 'sendgrid', 'google', 'microsoft', 'webhooks'] as const;
type Key = (typeof KEYS)[number];

/**
 * Per-tenant toggles (docs/product.md §2 Super Integrations): which of slack, sendgrid, google,
 * microsoft and webhooks each tenant may use; every switch saves at once.
 */
export function TenantToggles() {
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
      setError(`Could not change ${key} for ${tenant.name}: ${errorMessage(cause, 'Error')}`);
    }
  };
  return (
    <section className="pt-card" aria-labelledby="tenant-toggles">
      <h2 className="pt-card__title" id="tenant-toggles">
        Per-tenant toggles
      </h2>
      <p className="console__subtitle">
        Slack: the tenant&rsquo;s form and file messages. SendGrid: its emails leave through
        SendGrid while a key is stored. Google and Microsoft: its login page offers sign-in with
        them (Slack&rsquo;s switch does the same for Sign in with Slack). Webhooks: its endpoints
        receive events.
      </p>
      <TextField label="Search tenants" value={q} onChange={(e) => setQ(e.target.value.trim())} />
      {error && <Alert tone="error">{error}</Alert>}
      <QueryState
        query={tenants}
        loadingLabel="Loading tenants"
        error="Failed to load tenants"
        retry
        isEmpty={(answer) => answer.tenants.length === 0}
        empty={<EmptyState title="No tenants found." />}
      >
        {(answer) => (
          <Table
            caption="Integrations each tenant may use"
            rowKey={(row) => row.id}
            rows={answer.tenants}
            columns={[
              { key: 'name', header: 'Tenant', render: (row) => row.name },
              ...KEYS.map((key) => ({
                key,
                header: key,
                render: (row: (typeof answer.tenants)[number]) => {
                  const on = row.integrations?.[key] ?? true;
                  return (
                    <input
                      type="checkbox"
                      checked={on}
                      aria-label={`${key} for ${row.name}`}
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
