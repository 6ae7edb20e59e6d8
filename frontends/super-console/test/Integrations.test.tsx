import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failure, renderConsole } from './support/renderConsole';

const KEYS = ['slack', 'sendgrid', 'google', 'microsoft', 'cloudflare', 'automation'];
const integration = (key: string, masked = '') => ({
  key,
  description: `${key} credential`,
  masked,
  configured: masked !== '',
  lastUsedAt: null,
});

const provider = (id: string, enabled: boolean, clientId: string) => ({
  id,
  name: id === 'google' ? 'Google' : 'Microsoft',
  enabled,
  client_id: clientId,
  secret_set_at: clientId ? '2026-11-20T10:00:00.000Z' : null,
  redirect_uri: `http://portal.test/api/auth/oauth/${id}/callback`,
  ready: enabled && clientId !== '',
});
const SIGN_IN_PROVIDERS = {
  status: 200,
  body: { providers: [provider('google', true, 'google-client'), provider('microsoft', true, '')] },
};

describe('Super Integrations', () => {
  it('lists the six integrations: four masked credentials, and Google’s and Microsoft’s OAuth clients', async () => {
    renderConsole('/super/integrations', {
      'GET /api/integrations': {
        status: 200,
        body: {
          integrations: KEYS.map((k) => integration(k, k === 'sendgrid' ? '••••••••1234' : '')),
        },
      },
      'GET /api/super/sign-in-providers': SIGN_IN_PROVIDERS,
    });
    for (const key of ['slack', 'sendgrid', 'cloudflare', 'automation'])
      expect(await screen.findByLabelText(`${key} credential`)).toHaveValue('');
    expect(screen.getByText('Stored: ••••••••1234')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(4);
    // Their credential is the sign-in client identity keeps, masked once stored; no second field.
    expect(await screen.findByLabelText('Google client ID')).toHaveValue('google-client');
    expect(screen.getByText(/Google client secret: •••• set/)).toBeInTheDocument();
    expect(screen.getByLabelText('Microsoft client secret')).toHaveValue('');
    expect(screen.queryByLabelText('google credential')).not.toBeInTheDocument();
  });

  it('saves Google’s OAuth client from its card where Settings → Auth keeps it', async () => {
    const { requests } = renderConsole('/super/integrations', {
      'GET /api/integrations': {
        status: 200,
        body: { integrations: KEYS.map((k) => integration(k)) },
      },
      'GET /api/super/sign-in-providers': SIGN_IN_PROVIDERS,
      'PUT /api/super/sign-in-providers/{provider}': {
        status: 200,
        body: provider('microsoft', true, 'ms-client'),
      },
    });
    fireEvent.change(await screen.findByLabelText('Microsoft client ID'), {
      target: { value: 'ms-client' },
    });
    fireEvent.change(screen.getByLabelText('Microsoft client secret'), {
      target: { value: 'ms-secret' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Microsoft client' }));
    expect(await screen.findByText('Microsoft client saved')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/super/sign-in-providers/microsoft')?.body).toEqual(
      { client_id: 'ms-client', client_secret: 'ms-secret' },
    );
    expect(requests.some((r) => r.path.startsWith('/api/integrations/global/'))).toBe(false);
  });

  it('saves a credential, clears the field and shows only the mask', async () => {
    let masked = '';
    const { requests } = renderConsole('/super/integrations', {
      'GET /api/integrations': () => ({
        status: 200,
        body: { integrations: KEYS.map((k) => integration(k, k === 'slack' ? masked : '')) },
      }),
      'PUT /api/integrations/global/{key}': () => {
        masked = '••••••••xyz9';
        return { status: 200, body: integration('slack', masked) };
      },
    });
    const field = await screen.findByLabelText('slack credential');
    fireEvent.change(field, { target: { value: 'https://hooks.slack.test/T/xyz9' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/integrations/global/slack')?.body).toEqual({
      value: 'https://hooks.slack.test/T/xyz9',
    });
    await waitFor(() => expect(screen.getByLabelText('slack credential')).toHaveValue(''));
    expect(await screen.findByText('Stored: ••••••••xyz9')).toBeInTheDocument();
    expect(screen.queryByText(/hooks\.slack\.test/)).not.toBeInTheDocument();
  });

  it('gives Google and Microsoft their sign-in status with a way to Settings → Auth, and says what the SendGrid key does', async () => {
    renderConsole('/super/integrations', {
      'GET /api/integrations': {
        status: 200,
        body: { integrations: KEYS.map((k) => integration(k)) },
      },
      'GET /api/super/sign-in-providers': SIGN_IN_PROVIDERS,
    });
    const google = await screen.findByRole('region', { name: /^google/ });
    expect(await within(google).findByText('Sign-in configured')).toBeInTheDocument();
    expect(within(google).getByRole('link', { name: /Settings → Auth/ })).toHaveAttribute(
      'href',
      '/super/settings',
    );
    const microsoft = screen.getByRole('region', { name: /^microsoft/ });
    expect(within(microsoft).getByText('Needs a client ID and secret')).toBeInTheDocument();
    expect(screen.queryByText('Not yet offered')).not.toBeInTheDocument();
    const sendgrid = screen.getByRole('form', { name: /^sendgrid/ });
    expect(within(sendgrid).queryByText(/Sign-in/)).not.toBeInTheDocument();
    expect(within(sendgrid).getByText(/go through SendGrid’s SMTP relay/)).toBeInTheDocument();
  });

  it('says the integrations failed to load', async () => {
    renderConsole('/super/integrations', { 'GET /api/integrations': failure(500, 'boom') });
    expect(await screen.findByText('Failed to load integrations')).toBeInTheDocument();
  });
});

describe('Webhook Debugger', () => {
  const TENANT = 'a0000000-0000-4000-8000-000000000009';
  const delivery = (patch: Record<string, unknown> = {}) => ({
    id: 'd0000000-0000-4000-8000-000000000001',
    endpoint_id: 'e1',
    url: 'https://hooks.example.test/in',
    event: 'forms.response.submitted',
    status: 'failed',
    attempts: 3,
    response_status: 500,
    duration_ms: 42,
    last_error: 'HTTP 500',
    delivered_at: '',
    created_at: '2026-12-01T09:00:00.000Z',
    replay_of: '',
    ...patch,
  });

  it('picks the tenant by name, shows its deliveries and replays one', async () => {
    const tenants = [
      { id: TENANT, name: 'Acme Studio', slug: 'acme-studio' },
      { id: 'b0000000-0000-4000-8000-000000000002', name: 'Nova Holdings', slug: 'nova' },
    ].map((t) => ({
      ...t,
      domain: '',
      tier: 'pro',
      status: 'active',
      seats_used: 1,
      seats_total: 3,
      members_count: 2,
      created_at: '2026-01-01T00:00:00Z',
    }));
    const { requests } = renderConsole('/super/integrations', {
      'GET /api/integrations': {
        status: 200,
        body: { integrations: KEYS.map((k) => integration(k)) },
      },
      'GET /api/super/tenants': (req) => {
        const q = (req.query.get('q') ?? '').toLowerCase();
        const items = tenants.filter((t) => t.name.toLowerCase().includes(q));
        return { status: 200, body: { items, total: items.length, page: 1, page_size: 100 } };
      },
      'GET /api/integrations/webhooks': {
        status: 200,
        body: { webhooks: [], deliveries: [delivery()], allowed: true },
      },
      'POST /api/integrations/webhooks/replay': {
        status: 200,
        body: delivery({ id: 'd2', status: 'delivered', response_status: 200, replay_of: 'd1' }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Webhook Debugger' }));
    const drawer = await screen.findByRole('dialog', { name: 'Webhook Debugger' });
    expect(within(drawer).queryByLabelText(/tenant id/i)).not.toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Show deliveries' }));
    expect(await within(drawer).findByText('Please choose a tenant')).toBeInTheDocument();

    // The list offers tenants by name; searching narrows it on the server.
    const picker = within(drawer).getByLabelText('Tenant');
    expect(await within(picker).findByRole('option', { name: 'Nova Holdings' })).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('Tenant: search by name'), {
      target: { value: 'acme' },
    });
    await waitFor(() =>
      expect(
        requests.some((r) => r.path === '/api/super/tenants' && r.query.get('q') === 'acme'),
      ).toBe(true),
    );
    expect(await within(picker).findByRole('option', { name: 'Acme Studio' })).toBeTruthy();
    expect(within(picker).queryByRole('option', { name: 'Nova Holdings' })).toBeNull();
    fireEvent.change(picker, { target: { value: TENANT } });
    expect(picker).toHaveDisplayValue('Acme Studio');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Show deliveries' }));
    await within(drawer).findByRole('table', { name: 'Webhook deliveries, newest first' });
    const asked = requests.find((r) => r.path === '/api/integrations/webhooks')!;
    expect(asked.query.get('tenantId')).toBe(TENANT);

    fireEvent.click(
      within(drawer).getByRole('button', { name: /^Replay forms\.response\.submitted/ }),
    );
    expect(await within(drawer).findByText('Replayed: delivered')).toBeInTheDocument();
    const replayed = requests.find((r) => r.path === '/api/integrations/webhooks/replay')!;
    expect(replayed.body).toEqual({ id: 'd0000000-0000-4000-8000-000000000001' });
    expect(replayed.headers.get('x-tenant-id')).toBe(TENANT);
  });
});

describe('Per-tenant toggles', () => {
  const ACME = 'a0000000-0000-4000-8000-000000000001';
  const on = { slack: true, sendgrid: true, google: true, microsoft: true, webhooks: true };

  it('lists tenants with their switches and turns webhooks off for one', async () => {
    let integrations = { ...on };
    const { requests } = renderConsole('/super/integrations', {
      'GET /api/integrations': { status: 200, body: { integrations: [] } },
      'GET /api/tenants': () => ({
        status: 200,
        body: { tenants: [{ id: ACME, name: 'Acme', tier: 'pro', integrations }] },
      }),
      'PUT /api/tenants/{id}/integrations': (req) => {
        const { key, enabled } = req.body as { key: 'webhooks'; enabled: boolean };
        integrations = { ...integrations, [key]: enabled };
        return { status: 200, body: { integrations } };
      },
    });
    const webhooks = await screen.findByLabelText('webhooks for Acme');
    expect(webhooks).toBeChecked();
    expect(requests.find((r) => r.path === '/api/tenants')?.query.get('includeIntegrations')).toBe(
      'true',
    );
    fireEvent.click(webhooks);
    await waitFor(() => expect(screen.getByLabelText('webhooks for Acme')).not.toBeChecked());
    expect(
      requests.find((r) => r.method === 'PUT' && r.path === `/api/tenants/${ACME}/integrations`)
        ?.body,
    ).toEqual({
      key: 'webhooks',
      enabled: false,
    });
    expect(screen.getByLabelText('slack for Acme')).toBeChecked();
    // Google and Microsoft decide what the tenant's login page offers (docs/product.md §2).
    expect(screen.getByLabelText('google for Acme')).toBeChecked();
    expect(screen.getByLabelText('microsoft for Acme')).toBeChecked();
    expect(screen.getByText(/its login page offers sign-in with/)).toBeInTheDocument();
  });

  it('says no tenants were found', async () => {
    renderConsole('/super/integrations', {
      'GET /api/integrations': { status: 200, body: { integrations: [] } },
      'GET /api/tenants': { status: 200, body: { tenants: [] } },
    });
    expect(await screen.findByText('No tenants found.')).toBeInTheDocument();
  });
});
