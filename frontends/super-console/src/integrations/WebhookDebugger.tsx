import { useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Drawer,
  EmptyState,
  errorMessage,
  QueryState,
  Table,
  TextField,
  useApiMutation,
  useApiQuery,
} from '@portico/frontend-kit';
import { useIntl } from '../i18n';

/** What a table shows where there is nothing. */
const DASH = '—';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tone = (status: string) =>
  status === 'delivered' ? 'green' : status === 'failed' ? 'red' : 'blue';

/** One tenant's deliveries, newest first, each replayable with its original id and body. */
function Deliveries({ tenantId }: { tenantId: string }) {
  const intl = useIntl();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const deliveries = useApiQuery(
    '/api/integrations/webhooks',
    { params: { query: { tenantId } }, tenantId },
    { retry: false },
  );
  const replay = useApiMutation('post', '/api/integrations/webhooks/replay', {
    invalidates: ['/api/integrations/webhooks'],
  });
  const onReplay = async (id: string) => {
    setResult(null);
    try {
      const sent = await replay.mutateAsync({ tenantId, body: { id } });
      setResult({
        ok: true,
        text: intl.formatMessage({ id: 'webhooks.replayed' }, { status: sent.status }),
      });
    } catch (cause) {
      setResult({
        ok: false,
        text: intl.formatMessage(
          { id: 'webhooks.replayFailed' },
          { reason: errorMessage(cause, intl.formatMessage({ id: 'integrations.error' })) },
        ),
      });
    }
  };
  return (
    <div className="pt-stack">
      {result && <Alert tone={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      <QueryState
        query={deliveries}
        loadingLabel={intl.formatMessage({ id: 'webhooks.loading' })}
        error={(cause) =>
          intl.formatMessage(
            { id: 'webhooks.failed' },
            { reason: errorMessage(cause, intl.formatMessage({ id: 'integrations.error' })) },
          )
        }
        retry
        isEmpty={(answer) => answer.deliveries.length === 0}
        empty={
          <EmptyState title={intl.formatMessage({ id: 'webhooks.empty.title' })}>
            {intl.formatMessage({ id: 'webhooks.empty.body' })}
          </EmptyState>
        }
      >
        {(answer) => (
          <Table
            caption={intl.formatMessage({ id: 'webhooks.caption' })}
            rowKey={(row) => row.id}
            rows={answer.deliveries}
            columns={[
              {
                key: 'event',
                header: intl.formatMessage({ id: 'webhooks.event' }),
                render: (row) => <code>{row.event}</code>,
              },
              {
                key: 'status',
                header: intl.formatMessage({ id: 'webhooks.status' }),
                render: (row) => <Badge tone={tone(row.status)}>{row.status}</Badge>,
              },
              {
                key: 'code',
                header: intl.formatMessage({ id: 'webhooks.response' }),
                render: (row) => (row.response_status ? row.response_status : DASH),
              },
              {
                key: 'ms',
                header: intl.formatMessage({ id: 'webhooks.duration' }),
                render: (row) => row.duration_ms,
              },
              {
                key: 'at',
                header: intl.formatMessage({ id: 'webhooks.delivered' }),
                render: (row) => (row.delivered_at ? intl.formatDateTime(row.delivered_at) : DASH),
              },
              {
                key: 'replay',
                header: intl.formatMessage({ id: 'webhooks.replay' }),
                render: (row) => (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={intl.formatMessage(
                      { id: 'webhooks.replay.label' },
                      { event: row.event, id: row.id.slice(0, 8) },
                    )}
                    busy={replay.isPending && replay.variables?.body.id === row.id}
                    onClick={() => void onReplay(row.id)}
                  >
                    {intl.formatMessage({ id: 'webhooks.replay' })}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </div>
  );
}

/**
 * The Webhook Debugger (docs/product.md §2 Super Integrations): a drawer showing one tenant's
 * webhook deliveries with Replay, for a super admin looking into a tenant's integration.
 */
export function WebhookDebugger() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [tenantId, setTenantId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const id = input.trim();
    if (!UUID.test(id)) return setError(intl.formatMessage({ id: 'webhooks.tenantId.invalid' }));
    setError(null);
    setTenantId(id);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'webhooks.title' })}
      </Button>
      {open && (
        <Drawer title={intl.formatMessage({ id: 'webhooks.title' })} onClose={() => setOpen(false)}>
          <form className="pt-stack" onSubmit={onSubmit} noValidate>
            <TextField
              label={intl.formatMessage({ id: 'webhooks.tenantId' })}
              value={input}
              error={error}
              onChange={(e) => setInput(e.target.value)}
            />
            <Button type="submit" size="sm">
              {intl.formatMessage({ id: 'webhooks.show' })}
            </Button>
          </form>
          {tenantId && <Deliveries key={tenantId} tenantId={tenantId} />}
        </Drawer>
      )}
    </>
  );
}
