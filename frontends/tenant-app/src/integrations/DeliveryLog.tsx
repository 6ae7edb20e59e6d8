/**
 * The delivery log of the workspace's webhooks (docs/product.md §3: id, event, status,
 * deliveredAt; issue 15 adds the response code and duration), newest first, with Replay:
 * the same event sent again with its original webhook-id.
 */
import {
  Badge,
  Button,
  EmptyState,
  errorMessage,
  Table,
  useApiMutation,
  useToast,
  type ApiAnswer,
  type BadgeTone,
} from '@portico/frontend-kit';

const HOOKS = '/api/integrations/webhooks';
type Delivery = ApiAnswer<'get', typeof HOOKS>['deliveries'][number];

const TONES: Record<string, BadgeTone> = {
  delivered: 'green',
  failed: 'red',
  retrying: 'orange',
  pending: 'gray',
};
const STATUS_LABELS: Record<string, string> = {
  delivered: 'Delivered',
  failed: 'Failed',
  retrying: 'Retrying',
  pending: 'Pending',
};

const when = (iso: string) => (iso ? new Date(iso).toLocaleString() : '—');

export function DeliveryLog({
  deliveries,
  onRefresh,
}: {
  deliveries: Delivery[];
  onRefresh: () => void;
}) {
  const toast = useToast();
  const replay = useApiMutation('post', `${HOOKS}/replay`, { invalidates: [HOOKS] });
  return (
    <div className="pt-stack">
      <div className="pt-row delivery-log-head">
        <h3>Delivery log</h3>
        <Button size="sm" variant="secondary" onClick={onRefresh}>
          Refresh
        </Button>
      </div>
      {deliveries.length === 0 ? (
        <EmptyState title="No deliveries yet." />
      ) : (
        <Table
          caption="Delivery log"
          rows={deliveries}
          rowKey={(d) => d.id}
          columns={[
            { key: 'id', header: 'ID', render: (d) => <code>{d.id.slice(0, 8)}</code> },
            {
              key: 'event',
              header: 'Event',
              render: (d) => (
                <>
                  {d.event}
                  {d.replay_of && <span className="delivery-replay"> (replay)</span>}
                </>
              ),
            },
            {
              key: 'status',
              header: 'Status',
              render: (d) => (
                <span title={d.last_error || undefined}>
                  <Badge tone={TONES[d.status] ?? 'gray'}>
                    {STATUS_LABELS[d.status] ?? d.status}
                  </Badge>
                  {d.attempts > 1 && ` after ${d.attempts} attempts`}
                </span>
              ),
            },
            {
              key: 'code',
              header: 'Response code',
              render: (d) => (d.response_status ? d.response_status : d.last_error || '—'),
            },
            { key: 'duration', header: 'Duration', render: (d) => `${d.duration_ms} ms` },
            { key: 'delivered', header: 'Delivered at', render: (d) => when(d.delivered_at) },
            {
              key: 'replay',
              header: 'Replay',
              render: (d) => (
                <Button
                  size="sm"
                  variant="secondary"
                  busy={replay.isPending && replay.variables?.body.id === d.id}
                  onClick={() =>
                    replay.mutate(
                      { body: { id: d.id } },
                      {
                        onSuccess: () => toast('Delivery queued again', { tone: 'success' }),
                        onError: (cause) =>
                          toast(errorMessage(cause, 'Failed to replay the delivery'), {
                            tone: 'error',
                          }),
                      },
                    )
                  }
                >
                  Replay
                  <span className="pt-visually-hidden">
                    {' '}
                    {d.event} {d.id.slice(0, 8)}
                  </span>
                </Button>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
