import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTenantApp } from './harness';

const PAGE = '/dashboard/admin/integrations';
const SECRET = `whsec_${'c2VjcmV0'.repeat(4)}`;
const hook = {
  id: '7d0e4a52-1b1c-4f7e-9a55-0f3c2b9b7a10',
  url: 'https://hooks.example.com/portico',
  events: ['all'],
  enabled: true,
  created_at: '2026-11-22T10:00:00.000Z',
  disabled_reason: '',
  failing_since: '',
};
const delivery = {
  id: '0b9a3c1e-5f5d-4a7e-8c11-2d6f0e9a4b21',
  endpoint_id: hook.id,
  url: hook.url,
  event: 'webhook.test',
  status: 'delivered',
  attempts: 1,
  response_status: 200,
  duration_ms: 42,
  last_error: '',
  delivered_at: '2026-11-22T10:01:00.000Z',
  created_at: '2026-11-22T10:01:00.000Z',
  replay_of: '',
};
const quiet = {
  'GET /api/integrations/api-keys': { status: 200, body: { keys: [], allowed: true } },
  'GET /api/openapi.json': { status: 200, body: { openapi: '3.1.0', paths: {} } },
  'GET /api/integrations/slack': {
    status: 200,
    body: { configured: false, masked_url: '', enabled: false, updated_at: '', allowed: true },
  },
} as const;

it('shows No webhooks yet, adds one and shows its signing secret once with Copy', async () => {
  let webhooks: unknown[] = [];
  const { requests } = renderTenantApp(PAGE, {
    ...quiet,
    'GET /api/integrations/webhooks': () => ({
      status: 200,
      body: { webhooks, deliveries: [], allowed: true },
    }),
    'POST /api/integrations/webhooks': () => {
      webhooks = [hook];
      return { status: 201, body: { ...hook, secret: SECRET } };
    },
  });
  const user = userEvent.setup();
  const section = await screen.findByRole('region', { name: 'Webhooks' });
  expect(await within(section).findByText('No webhooks yet.')).toBeInTheDocument();
  expect(within(section).getByText('No deliveries yet.')).toBeInTheDocument();

  await user.type(within(section).getByLabelText('Endpoint URL'), hook.url);
  await user.selectOptions(within(section).getByLabelText('Events'), 'forms');
  await user.click(within(section).getByRole('button', { name: 'Add webhook' }));
  const banner = await within(section).findByRole('status', { name: 'New signing secret' });
  expect(within(banner).getByText(SECRET)).toBeInTheDocument();
  expect(
    requests.find((r) => r.method === 'POST' && r.path === '/api/integrations/webhooks')?.body,
  ).toEqual({
    url: hook.url,
    events: ['forms'],
    enabled: true,
  });
  const table = await within(section).findByRole('table', { name: 'Webhooks' });
  expect(within(table).getByText(hook.url, { selector: 'code' })).toBeInTheDocument();
  expect(within(table).queryByText(SECRET)).toBeNull();

  await user.click(within(banner).getByRole('button', { name: 'Copy secret' }));
  expect(await within(banner).findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  await user.click(within(banner).getByRole('button', { name: 'Hide' }));
  expect(within(section).queryByText(SECRET)).toBeNull();
});

it('says a URL is needed before sending anything', async () => {
  const { requests } = renderTenantApp(PAGE, {
    ...quiet,
    'GET /api/integrations/webhooks': {
      status: 200,
      body: { webhooks: [], deliveries: [], allowed: true },
    },
  });
  const user = userEvent.setup();
  const section = await screen.findByRole('region', { name: 'Webhooks' });
  await user.click(await within(section).findByRole('button', { name: 'Add webhook' }));
  expect(within(section).getByText('Please enter a valid http or https URL')).toBeInTheDocument();
  expect(requests.some((r) => r.path === '/api/integrations/webhooks' && r.method === 'POST')).toBe(
    false,
  );
});

it('sends a test and shows the delivery in the log, then replays it', async () => {
  let deliveries: unknown[] = [];
  const { requests } = renderTenantApp(PAGE, {
    ...quiet,
    'GET /api/integrations/webhooks': () => ({
      status: 200,
      body: { webhooks: [hook], deliveries, allowed: true },
    }),
    'POST /api/integrations/webhooks/{id}/test': () => {
      deliveries = [delivery];
      return { status: 200, body: delivery };
    },
    'POST /api/integrations/webhooks/replay': {
      status: 200,
      body: { ...delivery, id: 'e1', status: 'pending', replay_of: delivery.id },
    },
  });
  const user = userEvent.setup();
  const section = await screen.findByRole('region', { name: 'Webhooks' });
  await user.click(await within(section).findByRole('button', { name: `Test ${hook.url}` }));
  expect(await screen.findByText('Test delivered (200)')).toBeInTheDocument();
  const log = await within(section).findByRole('table', { name: 'Delivery log' });
  expect(within(log).getByText('webhook.test')).toBeInTheDocument();
  expect(within(log).getByText('Delivered')).toBeInTheDocument();
  expect(within(log).getByText('42 ms')).toBeInTheDocument();

  await user.click(within(log).getByRole('button', { name: /^Replay webhook.test/ }));
  expect(await screen.findByText('Delivery queued again')).toBeInTheDocument();
  expect(requests.find((r) => r.path === '/api/integrations/webhooks/replay')?.body).toEqual({
    id: delivery.id,
  });
});

it('asks Delete this webhook? before deleting it', async () => {
  let webhooks = [hook];
  const { requests } = renderTenantApp(PAGE, {
    ...quiet,
    'GET /api/integrations/webhooks': () => ({
      status: 200,
      body: { webhooks, deliveries: [], allowed: true },
    }),
    'DELETE /api/integrations/webhooks/{id}': () => {
      webhooks = [];
      return { status: 204, body: undefined };
    },
  });
  const user = userEvent.setup();
  const section = await screen.findByRole('region', { name: 'Webhooks' });
  await user.click(await within(section).findByRole('button', { name: `Delete ${hook.url}` }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this webhook?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await within(section).findByText('No webhooks yet.')).toBeInTheDocument();
  expect(requests.some((r) => r.method === 'DELETE' && r.path.endsWith(hook.id))).toBe(true);
});

it('shows the starter plan the upgrade banner linking to billing instead of the form', async () => {
  renderTenantApp(PAGE, {
    ...quiet,
    'GET /api/integrations/webhooks': {
      status: 200,
      body: { webhooks: [], deliveries: [], allowed: false },
    },
  });
  const section = await screen.findByRole('region', { name: 'Webhooks' });
  const upgrade = await within(section).findByRole('link', { name: 'Upgrade' });
  expect(upgrade).toHaveAttribute('href', '/dashboard/admin/billing');
  expect(within(section).queryByLabelText('Endpoint URL')).toBeNull();
});

it('says when the webhooks cannot be loaded', async () => {
  renderTenantApp(PAGE, {
    ...quiet,
    'GET /api/integrations/webhooks': { status: 500, body: { error: 'Boom', code: 'internal' } },
  });
  const section = await screen.findByRole('region', { name: 'Webhooks' });
  expect(await within(section).findByText(/Failed to load webhooks/)).toBeInTheDocument();
});

it('connects Slack and then shows only the masked URL', async () => {
  let slack = { configured: false, masked_url: '', enabled: false, updated_at: '', allowed: true };
  const { requests } = renderTenantApp(PAGE, {
    ...quiet,
    'GET /api/integrations/webhooks': {
      status: 200,
      body: { webhooks: [], deliveries: [], allowed: true },
    },
    'GET /api/integrations/slack': () => ({ status: 200, body: slack }),
    'PUT /api/integrations/slack': () => {
      slack = {
        ...slack,
        configured: true,
        enabled: true,
        masked_url: 'https://hooks.slack.com/services/…abcd',
      };
      return { status: 200, body: slack };
    },
  });
  const user = userEvent.setup();
  const section = screen.getByRole('region', { name: 'Slack' });
  const url = 'https://hooks.slack.com/services/T000/B000/xyzabcd';
  await user.type(await within(section).findByLabelText('Slack incoming webhook URL'), url);
  await user.click(within(section).getByRole('button', { name: 'Connect Slack' }));
  expect(
    await within(section).findByText('https://hooks.slack.com/services/…abcd'),
  ).toBeInTheDocument();
  expect(within(section).queryByText(url)).toBeNull();
  expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
    webhook_url: url,
    enabled: true,
  });
});
