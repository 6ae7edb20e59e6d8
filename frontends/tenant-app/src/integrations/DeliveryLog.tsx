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
import { defineMessages, FormattedMessage, useIntl, visuallyHidden, type Intl } from '../i18n';

const HOOKS = '/api/integrations/webhooks';
type Delivery = ApiAnswer<'get', typeof HOOKS>['deliveries'][number];

const TONES: Record<string, BadgeTone> = {
  delivered: 'green',
  failed: 'red',
  retrying: 'orange',
  pending: 'gray',
};
const STATUS_LABELS: Record<string, { id: string }> = defineMessages({
  delivered: { id: 'integrations.deliveries.status.delivered' },
  failed: { id: 'integrations.deliveries.status.failed' },
  retrying: { id: 'integrations.deliveries.status.retrying' },
  pending: { id: 'integrations.deliveries.status.pending' },
});
const statusLabel = (intl: Intl, status: string) => {
  const message = Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status] : undefined;
  return message ? intl.formatMessage(message) : status;
};

const when = (intl: Intl, iso: string) => (iso ? intl.formatDateTime(iso) : '—');

export function DeliveryLog({
  deliveries,
  onRefresh,
}: {
  deliveries: Delivery[];
  onRefresh: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const replay = useApiMutation('post', `${HOOKS}/replay`, { invalidates: [HOOKS] });
  return (
    <div className="pt-stack">
      <div className="pt-row delivery-log-head">
        <h3>{intl.formatMessage({ id: 'integrations.deliveries.title' })}</h3>
        <Button size="sm" variant="secondary" onClick={onRefresh}>
          {intl.formatMessage({ id: 'integrations.deliveries.refresh' })}
        </Button>
      </div>
      {deliveries.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'integrations.deliveries.empty' })} />
      ) : (
        <Table
          caption={intl.formatMessage({ id: 'integrations.deliveries.title' })}
          rows={deliveries}
          rowKey={(d) => d.id}
          columns={[
            {
              key: 'id',
              header: intl.formatMessage({ id: 'integrations.deliveries.col.id' }),
              render: (d) => <code>{d.id.slice(0, 8)}</code>,
            },
            {
              key: 'event',
              header: intl.formatMessage({ id: 'integrations.deliveries.col.event' }),
              render: (d) => (
                <>
                  {d.event}
                  {d.replay_of && (
                    <span className="delivery-replay">
                      {intl.formatMessage({ id: 'integrations.deliveries.replayOf' })}
                    </span>
                  )}
                </>
              ),
            },
            {
              key: 'status',
              header: intl.formatMessage({ id: 'integrations.deliveries.col.status' }),
              render: (d) => (
                <span title={d.last_error || undefined}>
                  <Badge tone={TONES[d.status] ?? 'gray'}>{statusLabel(intl, d.status)}</Badge>
                  {d.attempts > 1 &&
                    intl.formatMessage(
                      { id: 'integrations.deliveries.attempts' },
                      { count: d.attempts },
                    )}
                </span>
              ),
            },
            {
              key: 'code',
              header: intl.formatMessage({ id: 'integrations.deliveries.col.code' }),
              render: (d) => (d.response_status ? d.response_status : d.last_error || '—'),
            },
            {
              key: 'duration',
              header: intl.formatMessage({ id: 'integrations.deliveries.col.duration' }),
              render: (d) =>
                intl.formatNumber(d.duration_ms, {
                  style: 'unit',
                  unit: 'millisecond',
                  unitDisplay: 'short',
                }),
            },
            {
              key: 'delivered',
              header: intl.formatMessage({ id: 'integrations.deliveries.col.delivered' }),
              render: (d) => when(intl, d.delivered_at),
            },
            {
              key: 'replay',
              header: intl.formatMessage({ id: 'integrations.deliveries.col.replay' }),
              render: (d) => (
                <Button
                  size="sm"
                  variant="secondary"
                  busy={replay.isPending && replay.variables?.body.id === d.id}
                  onClick={() =>
                    replay.mutate(
                      { body: { id: d.id } },
                      {
                        onSuccess: () =>
                          toast(intl.formatMessage({ id: 'integrations.deliveries.replayed' }), {
                            tone: 'success',
                          }),
                        onError: (cause) =>
                          toast(
                            errorMessage(
                              cause,
                              intl.formatMessage({ id: 'integrations.deliveries.replayFailed' }),
                            ),
                            { tone: 'error' },
                          ),
                      },
                    )
                  }
                >
                  <FormattedMessage
                    id="integrations.deliveries.replayOne"
                    values={{ event: d.event, id: d.id.slice(0, 8), hidden: visuallyHidden }}
                  />
                </Button>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
