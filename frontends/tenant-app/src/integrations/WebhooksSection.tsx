/**
 * Webhooks (docs/product.md §2 Integrations, §3 webhook and delivery, §6 pro and advanced only):
 * add an endpoint for all, forms, files, tasks, payments or messages events (its whsec_ signing secret shown once, with
 * Copy), the list with Test, Rotate secret and Delete, and the delivery log with Replay.
 * Starter workspaces see the upgrade banner instead.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  errorMessage,
  Modal,
  QueryState,
  SelectField,
  Table,
  TextField,
  useApiMutation,
  useApiQuery,
  useToast,
  type ApiAnswer,
} from '@portico/frontend-kit';
import { defineMessages, FormattedMessage, useIntl, visuallyHidden, type Intl } from '../i18n';
import { Section } from '../screens/settings/AccountSections';
import { DeliveryLog } from './DeliveryLog';
import { ShownOnceSecret } from './ShownOnceSecret';

const HOOKS = '/api/integrations/webhooks';
type Webhook = ApiAnswer<'get', typeof HOOKS>['webhooks'][number];

/** An endpoint's address as an admin might type it (an example address, not words). */
const ENDPOINT_EXAMPLE = 'https://example.com/webhooks';

const EVENTS: Record<string, { id: string }> = defineMessages({
  all: { id: 'integrations.webhooks.events.all' },
  forms: { id: 'integrations.webhooks.events.forms' },
  files: { id: 'integrations.webhooks.events.files' },
  tasks: { id: 'integrations.webhooks.events.tasks' },
  payments: { id: 'integrations.webhooks.events.payments' },
  messages: { id: 'integrations.webhooks.events.messages' },
});
const eventOptions = (intl: Intl) =>
  Object.entries(EVENTS).map(([value, message]) => ({
    value,
    label: intl.formatMessage(message),
  }));
const eventsLabel = (intl: Intl, events: string[]) =>
  events
    .map((e) => {
      const message = Object.hasOwn(EVENTS, e) ? EVENTS[e] : undefined;
      return message ? intl.formatMessage(message) : e;
    })
    .join(', ');

export function WebhooksSection() {
  const intl = useIntl();
  const hooks = useApiQuery(HOOKS, undefined);
  return (
    <Section id="webhooks" title={intl.formatMessage({ id: 'integrations.webhooks.title' })}>
      <QueryState
        query={hooks}
        loadingLabel={intl.formatMessage({ id: 'integrations.webhooks.loading' })}
        error={intl.formatMessage({ id: 'integrations.webhooks.failed' })}
        retry
      >
        {(answer) =>
          answer.allowed ? (
            <div className="pt-stack">
              <WebhookManager webhooks={answer.webhooks} />
              <DeliveryLog deliveries={answer.deliveries} onRefresh={() => void hooks.refetch()} />
            </div>
          ) : (
            <Alert tone="info">
              {/* One flow of text: the alert lays each of its children out as a column. */}
              <span>
                <FormattedMessage
                  id="integrations.webhooks.upgrade"
                  values={{ link: (words) => <Link to="/dashboard/admin/billing">{words}</Link> }}
                />
              </span>
            </Alert>
          )
        }
      </QueryState>
    </Section>
  );
}

function WebhookManager({ webhooks }: { webhooks: Webhook[] }) {
  const intl = useIntl();
  const toast = useToast();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState('all');
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const create = useApiMutation('post', HOOKS, { invalidates: [HOOKS] });
  const remove = useApiMutation('delete', `${HOOKS}/{id}`, { invalidates: [HOOKS] });
  const test = useApiMutation('post', `${HOOKS}/{id}/test`, { invalidates: [HOOKS] });
  const rotate = useApiMutation('post', `${HOOKS}/{id}/rotate-secret`, { invalidates: [HOOKS] });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!url.trim()) {
      setError(intl.formatMessage({ id: 'integrations.webhooks.invalidUrl' }));
      return;
    }
    create.mutate(
      { body: { url: url.trim(), events: [events as 'all'], enabled: true } },
      {
        onSuccess: (created) => {
          setUrl('');
          setSecret(created.secret);
        },
        onError: (cause) =>
          setError(
            errorMessage(cause, intl.formatMessage({ id: 'integrations.webhooks.addFailed' })),
          ),
      },
    );
  };

  const sendTest = (hook: Webhook) =>
    test.mutate(
      { params: { path: { id: hook.id } } },
      {
        onSuccess: (delivery) =>
          delivery.status === 'delivered'
            ? toast(
                intl.formatMessage(
                  { id: 'integrations.webhooks.testDelivered' },
                  { status: delivery.response_status },
                ),
                { tone: 'success' },
              )
            : toast(
                intl.formatMessage(
                  { id: 'integrations.webhooks.testFailed' },
                  {
                    reason:
                      delivery.last_error ||
                      intl.formatMessage(
                        { id: 'integrations.webhooks.endpointAnswered' },
                        { status: delivery.response_status },
                      ),
                  },
                ),
                { tone: 'error' },
              ),
        onError: (cause) =>
          toast(
            errorMessage(cause, intl.formatMessage({ id: 'integrations.webhooks.testSendFailed' })),
            { tone: 'error' },
          ),
      },
    );

  const rotateSecret = (hook: Webhook) =>
    rotate.mutate(
      { params: { path: { id: hook.id } } },
      {
        onSuccess: (rotated) => setSecret(rotated.secret),
        onError: (cause) =>
          toast(
            errorMessage(cause, intl.formatMessage({ id: 'integrations.webhooks.rotateFailed' })),
            { tone: 'error' },
          ),
      },
    );

  return (
    <div className="pt-stack">
      {secret && (
        <ShownOnceSecret
          secret={secret}
          label={intl.formatMessage({ id: 'integrations.webhooks.newSecret' })}
          copyLabel={intl.formatMessage({ id: 'integrations.webhooks.copySecret' })}
          onHide={() => setSecret(null)}
        >
          {intl.formatMessage({ id: 'integrations.webhooks.secretShownOnce' })}
        </ShownOnceSecret>
      )}
      <form className="domain-add webhook-add" onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage({ id: 'integrations.webhooks.endpoint' })}
          type="url"
          placeholder={ENDPOINT_EXAMPLE}
          value={url}
          maxLength={2048}
          onChange={(e) => setUrl(e.target.value)}
          error={error}
        />
        <SelectField
          label={intl.formatMessage({ id: 'integrations.webhooks.events' })}
          options={eventOptions(intl)}
          value={events}
          onChange={(e) => setEvents(e.target.value)}
        />
        <Button type="submit" busy={create.isPending}>
          {intl.formatMessage({ id: 'integrations.webhooks.add' })}
        </Button>
      </form>
      {webhooks.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'integrations.webhooks.empty' })} />
      ) : (
        <Table
          caption={intl.formatMessage({ id: 'integrations.webhooks.title' })}
          rows={webhooks}
          rowKey={(h) => h.id}
          columns={[
            {
              key: 'url',
              header: intl.formatMessage({ id: 'integrations.webhooks.col.url' }),
              render: (h) => <code className="webhook-url">{h.url}</code>,
            },
            {
              key: 'events',
              header: intl.formatMessage({ id: 'integrations.webhooks.events' }),
              render: (h) => eventsLabel(intl, h.events),
            },
            {
              key: 'status',
              header: intl.formatMessage({ id: 'integrations.webhooks.col.status' }),
              render: (h) =>
                h.enabled ? (
                  <Badge tone="green">
                    {intl.formatMessage({ id: 'integrations.webhooks.enabled' })}
                  </Badge>
                ) : (
                  <span>
                    <FormattedMessage
                      id="integrations.webhooks.disabled"
                      values={{
                        reason: h.disabled_reason,
                        badge: (words) => <Badge tone="red">{words}</Badge>,
                      }}
                    />
                  </span>
                ),
            },
            {
              key: 'actions',
              header: intl.formatMessage({ id: 'integrations.webhooks.col.actions' }),
              render: (h) => (
                <div className="pt-row">
                  <Button
                    size="sm"
                    onClick={() => sendTest(h)}
                    disabled={!h.enabled}
                    busy={test.isPending && test.variables?.params.path.id === h.id}
                  >
                    <FormattedMessage
                      id="integrations.webhooks.testOne"
                      values={{ url: h.url, hidden: visuallyHidden }}
                    />
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => rotateSecret(h)}>
                    <FormattedMessage
                      id="integrations.webhooks.rotateOne"
                      values={{ url: h.url, hidden: visuallyHidden }}
                    />
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setDeleting(h)}>
                    <FormattedMessage
                      id="integrations.webhooks.deleteOne"
                      values={{ url: h.url, hidden: visuallyHidden }}
                    />
                  </Button>
                </div>
              ),
            },
          ]}
        />
      )}
      {deleting && (
        <Modal
          title={intl.formatMessage({ id: 'integrations.webhooks.deleteConfirm' })}
          onClose={() => setDeleting(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                {intl.formatMessage({ id: 'integrations.cancel' })}
              </Button>
              <Button
                variant="danger"
                busy={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { params: { path: { id: deleting.id } } },
                    {
                      onSuccess: () => {
                        setDeleting(null);
                        toast(intl.formatMessage({ id: 'integrations.webhooks.deleted' }), {
                          tone: 'success',
                        });
                      },
                      onError: (cause) => {
                        setDeleting(null);
                        toast(
                          errorMessage(
                            cause,
                            intl.formatMessage({ id: 'integrations.webhooks.deleteFailed' }),
                          ),
                          { tone: 'error' },
                        );
                      },
                    },
                  )
                }
              >
                {intl.formatMessage({ id: 'integrations.webhooks.delete' })}
              </Button>
            </>
          }
        >
          <p>
            <FormattedMessage
              id="integrations.webhooks.deleteBody"
              values={{
                url: deleting.url,
                code: (words) => <code className="webhook-url">{words}</code>,
              }}
            />
          </p>
        </Modal>
      )}
    </div>
  );
}
