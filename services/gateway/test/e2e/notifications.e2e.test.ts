/**
 * Platform notifications through the whole stack: a super admin's announcement becomes a
 * banner for the members of its audience only (chosen tenants, or the tenants of a plan as
 * tenancy knows it); tenant people cannot reach the console's routes and change nothing by
 * trying; bad input gets the message; a global credential is answered masked only; schedules
 * toggle; rules are created, switched off and deleted.
 */
import { type ApiClient } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(240_000);

interface Banner {
  id: string;
  title: string;
  message: string;
}
interface Announcement {
  id: string;
  title: string;
  status: string;
  start_at: string;
  end_at: string;
}

const env = useE2eStack({ superAdmin: true });
let proAdmin: ApiClient;
let proMember: ApiClient;
let starterAdmin: ApiClient;
let proTenant: string;

beforeAll(async () => {
  const pro = await signUpWorkspace(env.url, 'Banner Pro', 'pro');
  proAdmin = pro.client;
  proTenant = pro.tenantId;
  proMember = (await inviteMember(proAdmin, 'role2')).client;
  starterAdmin = (await signUpWorkspace(env.url, 'Banner Starter', 'starter')).client;
});

const titles = async (client: ApiClient) => {
  const answer = await client.get<{ banners: Banner[] }>('/api/notifications/active');
  expect(answer.status).toBe(200);
  return answer.body.banners.map((b) => b.title);
};

const unique = (text: string) => `${text} ${Math.random().toString(36).slice(2, 8)}`;

describe('announcements and banners', () => {
  it('shows an announcement for chosen tenants to their members only, for 24 h', async () => {
    const title = unique('Maintenance tonight');
    const sent = await env.superAdmin.post<Announcement>('/api/notifications/announce', {
      title,
      message: 'Read-only from 22:00 to 22:30 UTC.',
      audience: 'tenants',
      tenantIds: [proTenant],
    });
    expect(sent.status).toBe(201);
    expect(sent.body.status).toBe('active');
    expect(Date.parse(sent.body.end_at) - Date.parse(sent.body.start_at)).toBe(86_400_000);

    expect(await titles(proMember)).toContain(title);
    expect(await titles(proAdmin)).toContain(title);
    expect(await titles(starterAdmin)).not.toContain(title);

    const history = await env.superAdmin.get<{ history: Announcement[] }>(
      '/api/notifications/history',
    );
    expect(history.body.history.find((a) => a.title === title)?.status).toBe('active');
  });

  it('reaches a plan’s tenants by the plan tenancy holds for them', async () => {
    const title = unique('Starter tips');
    expect(
      (
        await env.superAdmin.post('/api/notifications/announce', {
          title,
          message: 'Three ways to get more from Portico.',
          audience: 'plan',
          plan: 'starter',
        })
      ).status,
    ).toBe(201);
    expect(await titles(starterAdmin)).toContain(title);
    expect(await titles(proMember)).not.toContain(title);
  });

  it('does not show an announcement before its start', async () => {
    const title = unique('Next week');
    const start = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const sent = await env.superAdmin.post<Announcement>('/api/notifications/announce', {
      title,
      message: 'Coming soon.',
      audience: 'all',
      startAt: start,
    });
    expect(sent.body.status).toBe('scheduled');
    expect(await titles(proMember)).not.toContain(title);
  });

  it('refuses an announcement without a title, with the message, and stores nothing', async () => {
    const message = unique('untitled');
    const answer = await env.superAdmin.post<{ error: string }>('/api/notifications/announce', {
      title: '  ',
      message,
      audience: 'all',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Please enter a title');
    const history = await env.superAdmin.get<{ history: { message: string }[] }>(
      '/api/notifications/history',
    );
    expect(history.body.history.some((a) => a.message === message)).toBe(false);
  });
});

describe('the console is for super admins only', () => {
  it('refuses a tenant admin every console route, and the refused announcement never shows', async () => {
    const title = unique('Not from a tenant');
    const refused = [
      await proAdmin.post('/api/notifications/announce', { title, message: 'x', audience: 'all' }),
      await proAdmin.get('/api/notifications/history'),
      await proAdmin.get('/api/notifications/rules'),
      await proAdmin.get('/api/jobs/recent'),
      await proAdmin.get('/api/jobs/cron'),
      await proAdmin.post('/api/jobs/cron/rules.evaluate/toggle'),
      await proAdmin.get('/api/integrations'),
      await proAdmin.call('PUT', '/api/integrations/global/sendgrid', { value: 'stolen' }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
    expect(await titles(proMember)).not.toContain(title);
  });
});

describe('global integrations, jobs and rules', () => {
  it('answers a saved credential masked, never in plain', async () => {
    const secret = `SG.e2e-${Math.random().toString(36).slice(2)}-tail`;
    const saved = await env.superAdmin.call<{ masked: string; configured: boolean }>(
      'PUT',
      '/api/integrations/global/sendgrid',
      { value: secret },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ configured: true, masked: '••••••••tail' });
    const list = await env.superAdmin.get<{ integrations: { key: string }[] }>('/api/integrations');
    expect(list.body.integrations.map((i) => i.key)).toEqual([
      'slack',
      'sendgrid',
      'google',
      'microsoft',
      'cloudflare',
      'automation',
    ]);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    // A stored SendGrid key routes every tenant's email through SendGrid's relay: clear it, or
    // the next test files on this worker's stack would mail through a relay that is not there.
    const cleared = await env.superAdmin.call<{ configured: boolean }>(
      'PUT',
      '/api/integrations/global/sendgrid',
      { value: '' },
    );
    expect(cleared.body).toMatchObject({ configured: false });
  });

  it('keeps Google’s and Microsoft’s credential with sign-in, not in a second copy here', async () => {
    const refused = await env.superAdmin.call<{ error: string }>(
      'PUT',
      '/api/integrations/global/google',
      { value: 'client-secret-nobody-would-read' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('The Google sign-in client is saved in Settings → Auth.');
    const list = await env.superAdmin.get<{ integrations: { key: string; configured: boolean }[] }>(
      '/api/integrations',
    );
    expect(list.body.integrations.find((i) => i.key === 'google')?.configured).toBe(false);

    // Stored where it belongs, the list says Google is configured, and still shows no secret.
    const secret = 'google-client-secret-e2e';
    const stored = await env.superAdmin.call('PUT', '/api/super/sign-in-providers/google', {
      client_id: 'portico-e2e.apps.googleusercontent.com',
      client_secret: secret,
    });
    expect(stored.status).toBe(200);
    try {
      const after = await env.superAdmin.get<{
        integrations: { key: string; configured: boolean }[];
      }>('/api/integrations');
      expect(after.body.integrations.find((i) => i.key === 'google')?.configured).toBe(true);
      expect(after.body.integrations.find((i) => i.key === 'microsoft')?.configured).toBe(false);
      expect(JSON.stringify(after.body)).not.toContain(secret);
    } finally {
      await env.superAdmin.call('DELETE', '/api/super/sign-in-providers/google');
    }
  });

  it('lists the platform schedules and toggles one off and on', async () => {
    const cron = await env.superAdmin.get<{ cron: { name: string; enabled: boolean }[] }>(
      '/api/jobs/cron',
    );
    expect(cron.body.cron.map((c) => c.name).sort()).toEqual([
      'retention.cleanup',
      'rules.evaluate',
    ]);
    const before = cron.body.cron.find((c) => c.name === 'retention.cleanup')!.enabled;
    const once = await env.superAdmin.post<{ enabled: boolean }>(
      '/api/jobs/cron/retention.cleanup/toggle',
    );
    expect(once.body.enabled).toBe(!before);
    const twice = await env.superAdmin.post<{ enabled: boolean }>(
      '/api/jobs/cron/retention.cleanup/toggle',
    );
    expect(twice.body.enabled).toBe(before);
    expect((await env.superAdmin.get('/api/jobs/recent')).status).toBe(200);
  });

  it('creates a rule, switches it off and deletes it', async () => {
    const created = await env.superAdmin.post<{ id: string; enabled: boolean }>(
      '/api/notifications/rules',
      { metric: 'webhookFailures', op: '>', value: 1_000_000, window: '1h', actions: ['email'] },
    );
    expect(created.status).toBe(201);
    const off = await env.superAdmin.call<{ enabled: boolean }>(
      'PATCH',
      `/api/notifications/rules/${created.body.id}`,
      { enabled: false },
    );
    expect(off.body.enabled).toBe(false);
    expect(
      (await env.superAdmin.call('DELETE', `/api/notifications/rules/${created.body.id}`)).status,
    ).toBe(204);
    const rules = await env.superAdmin.get<{ rules: { id: string }[] }>('/api/notifications/rules');
    expect(rules.body.rules.some((r) => r.id === created.body.id)).toBe(false);
  });

  it('switches an integration off for one tenant only', async () => {
    type Listed = { tenants: { id: string; integrations: Record<string, boolean> }[] };
    const before = await env.superAdmin.get<Listed>(
      '/api/tenants?includeIntegrations=true&q=Banner%20Pro',
    );
    expect(before.status).toBe(200);
    expect(before.body.tenants.find((t) => t.id === proTenant)?.integrations).toEqual({
      slack: true,
      sendgrid: true,
      google: true,
      microsoft: true,
      webhooks: true,
    });
    const off = await env.superAdmin.call<{ integrations: Record<string, boolean> }>(
      'PUT',
      `/api/tenants/${proTenant}/integrations`,
      { key: 'webhooks', enabled: false },
    );
    expect(off.status).toBe(200);
    expect(off.body.integrations.webhooks).toBe(false);
    const after = await env.superAdmin.get<Listed>(
      '/api/tenants?includeIntegrations=true&q=Banner%20Pro',
    );
    expect(after.body.tenants.find((t) => t.id === proTenant)?.integrations.webhooks).toBe(false);
    expect(
      after.body.tenants.filter((t) => t.id !== proTenant).every((t) => t.integrations.webhooks),
    ).toBe(true);
    const nobody = await env.superAdmin.call(
      'PUT',
      '/api/tenants/00000000-0000-4000-8000-000000000000/integrations',
      {
        key: 'slack',
        enabled: false,
      },
    );
    expect(nobody.status).toBe(404);
  });
});
