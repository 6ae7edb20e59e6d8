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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tone = (status: string) =>
  status === 'delivered' ? 'green' : status === 'failed' ? 'red' : 'blue';

/** One tenant's deliveries, newest first, each replayable with its original id and body. */
function Deliveries({ tenantId }: { tenantId: string }) {
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
      setResult({ ok: true, text: `Replayed: ${sent.status}` });
    } catch (cause) {
      setResult({ ok: false, text: `Replay failed: ${errorMessage(cause, 'Error')}` });
    }
  };
  return (
    <div className="pt-stack">
      {result && <Alert tone={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      <QueryState
        query={deliveries}
        loadingLabel="Loading deliveries"
        error={(cause) => `Failed to load deliveries: ${errorMessage(cause, 'Error')}`}
        retry
        isEmpty={(answer) => answer.deliveries.length === 0}
        empty={<EmptyState title="No deliveries yet">This tenant has sent no webhooks</EmptyState>}
      >
        {(answer) => (
          <Table
            caption="Webhook deliveries, newest first"
            rowKey={(row) => row.id}
            rows={answer.deliveries}
            columns={[
              { key: 'event', header: 'Event', render: (row) => <code>{row.event}</code> },
              {
                key: 'status',
                header: 'Status',
                render: (row) => <Badge tone={tone(row.status)}>{row.status}</Badge>,
              },
              {
                key: 'code',
                header: 'Response',
                render: (row) => (row.response_status ? row.response_status : '—'),
              },
              { key: 'ms', header: 'Duration (ms)', render: (row) => row.duration_ms },
              {
                key: 'at',
                header: 'Delivered',
                render: (row) =>
                  row.delivered_at ? new Date(row.delivered_at).toLocaleString() : '—',
              },
              {
                key: 'replay',
                header: 'Replay',
                render: (row) => (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Replay ${row.event} delivery ${row.id.slice(0, 8)}`}
                    busy={replay.isPending && replay.variables?.body.id === row.id}
                    onClick={() => void onReplay(row.id)}
                  >
                    Replay
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
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [tenantId, setTenantId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const id = input.trim();
    if (!UUID.test(id)) return setError('Please enter a tenant id');
    setError(null);
    setTenantId(id);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Webhook Debugger
      </Button>
      {open && (
        <Drawer title="Webhook Debugger" onClose={() => setOpen(false)}>
          <form className="pt-stack" onSubmit={onSubmit} noValidate>
            <TextField
              label="Tenant id"
              value={input}
              error={error}
              onChange={(e) => setInput(e.target.value)}
            />
            <Button type="submit" size="sm">
              Show deliveries
            </Button>
          </form>
          {tenantId && <Deliveries key={tenantId} tenantId={tenantId} />}
        </Drawer>
      )}
    </>
  );
}
