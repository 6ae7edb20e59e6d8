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
import { Section } from '../screens/settings/AccountSections';
import { DeliveryLog } from './DeliveryLog';
import { ShownOnceSecret } from './ShownOnceSecret';

const HOOKS = '/api/integrations/webhooks';
type Webhook = ApiAnswer<'get', typeof HOOKS>['webhooks'][number];

const EVENT_OPTIONS = [
  { value: 'all', label: 'All events' },
  { value: 'forms', label: 'Forms (responses submitted)' },
  { value: 'files', label: 'Files (uploaded, deleted, new versions)' },
  { value: 'tasks', label: 'Tasks (created, done; files asked for and received; approvals)' },
  { value: 'payments', label: 'Payments (client invoices paid)' },
  { value: 'messages', label: 'Messages (new messages)' },
];
const eventsLabel = (events: string[]) =>
  events.map((e) => EVENT_OPTIONS.find((o) => o.value === e)?.label ?? e).join(', ');

export function WebhooksSection() {
  const hooks = useApiQuery(HOOKS, undefined);
  return (
    <Section id="webhooks" title="Webhooks">
      <QueryState
        query={hooks}
        loadingLabel="Loading webhooks"
        error="Failed to load webhooks"
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
              Webhooks are available on the pro and advanced plans.{' '}
              <Link to="/dashboard/admin/billing">Upgrade</Link> to send events to your systems.
            </Alert>
          )
        }
      </QueryState>
    </Section>
  );
}

function WebhookManager({ webhooks }: { webhooks: Webhook[] }) {
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
      setError('Please enter a valid http or https URL');
      return;
    }
    create.mutate(
      { body: { url: url.trim(), events: [events as 'all'], enabled: true } },
      {
        onSuccess: (created) => {
          setUrl('');
          setSecret(created.secret);
        },
        onError: (cause) => setError(errorMessage(cause, 'Failed to add the webhook')),
      },
    );
  };

  const sendTest = (hook: Webhook) =>
    test.mutate(
      { params: { path: { id: hook.id } } },
      {
        onSuccess: (delivery) =>
          delivery.status === 'delivered'
            ? toast(`Test delivered (${delivery.response_status})`, { tone: 'success' })
            : toast(
                `Test failed: ${delivery.last_error || `the endpoint answered ${delivery.response_status}`}`,
                { tone: 'error' },
              ),
        onError: (cause) =>
          toast(errorMessage(cause, 'Failed to send the test'), { tone: 'error' }),
      },
    );

  const rotateSecret = (hook: Webhook) =>
    rotate.mutate(
      { params: { path: { id: hook.id } } },
      {
        onSuccess: (rotated) => setSecret(rotated.secret),
        onError: (cause) =>
          toast(errorMessage(cause, 'Failed to rotate the secret'), { tone: 'error' }),
      },
    );

  return (
    <div className="pt-stack">
      {secret && (
        <ShownOnceSecret
          secret={secret}
          label="New signing secret"
          copyLabel="Copy secret"
          onHide={() => setSecret(null)}
        >
          Copy this signing secret now: it is shown only once. Verify each delivery’s
          webhook-signature with it (Standard Webhooks).
        </ShownOnceSecret>
      )}
      <form className="domain-add webhook-add" onSubmit={submit} noValidate>
        <TextField
          label="Endpoint URL"
          type="url"
          placeholder="https://example.com/webhooks/portico"
          value={url}
          maxLength={2048}
          onChange={(e) => setUrl(e.target.value)}
          error={error}
        />
        <SelectField
          label="Events"
          options={EVENT_OPTIONS}
          value={events}
          onChange={(e) => setEvents(e.target.value)}
        />
        <Button type="submit" busy={create.isPending}>
          Add webhook
        </Button>
      </form>
      {webhooks.length === 0 ? (
        <EmptyState title="No webhooks yet." />
      ) : (
        <Table
          caption="Webhooks"
          rows={webhooks}
          rowKey={(h) => h.id}
          columns={[
            {
              key: 'url',
              header: 'URL',
              render: (h) => <code className="webhook-url">{h.url}</code>,
            },
            { key: 'events', header: 'Events', render: (h) => eventsLabel(h.events) },
            {
              key: 'status',
              header: 'Status',
              render: (h) =>
                h.enabled ? (
                  <Badge tone="green">Enabled</Badge>
                ) : (
                  <span>
                    <Badge tone="red">Disabled</Badge> {h.disabled_reason}
                  </span>
                ),
            },
            {
              key: 'actions',
              header: 'Actions',
              render: (h) => (
                <div className="pt-row">
                  <Button
                    size="sm"
                    onClick={() => sendTest(h)}
                    disabled={!h.enabled}
                    busy={test.isPending && test.variables?.params.path.id === h.id}
                  >
                    Test<span className="pt-visually-hidden"> {h.url}</span>
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => rotateSecret(h)}>
                    Rotate secret<span className="pt-visually-hidden"> of {h.url}</span>
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setDeleting(h)}>
                    Delete<span className="pt-visually-hidden"> {h.url}</span>
                  </Button>
                </div>
              ),
            },
          ]}
        />
      )}
      {deleting && (
        <Modal
          title="Delete this webhook?"
          onClose={() => setDeleting(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                Cancel
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
                        toast('Webhook deleted', { tone: 'success' });
                      },
                      onError: (cause) => {
                        setDeleting(null);
                        toast(errorMessage(cause, 'Failed to delete the webhook'), {
                          tone: 'error',
                        });
                      },
                    },
                  )
                }
              >
                Delete
              </Button>
            </>
          }
        >
          <p>
            Events stop going to <code className="webhook-url">{deleting.url}</code>.
          </p>
        </Modal>
      )}
    </div>
  );
}
