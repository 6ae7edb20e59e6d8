/**
 * Super Settings through the whole stack, and each setting taking effect without a restart:
 * a raised password minimum refuses a shorter new password, a lowered rate limit answers 429,
 * an IP allowlist closes the console to other addresses. Saves and maintenance are audited;
 * tenant admins get 403. Every test puts the defaults back: the stack is shared by the files of
 * this jest worker.
 */
import { DEFAULT_PLATFORM_SETTINGS, type PlatformSettingsDoc } from '@portico/rules';
import { eventually, isDefined } from '../../../../tooling/test-infra/eventually';
import { ApiClient, uniqueEmail } from '../support/client';
import { signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

type Settings = { settings: PlatformSettingsDoc; updated_at: string | null };
interface AuditLog {
  actor_user_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
}

const env = useE2eStack({ superAdmin: true });
let superAdminId: string;

beforeAll(async () => {
  superAdminId = (await env.superAdmin.get<{ user: { id: string } }>('/api/me')).body.user.id;
});

afterEach(async () => {
  // Back to the defaults whatever a test left behind (from the super admin's own address).
  for (const section of ['security', 'rate'] as const) {
    const put = await env.superAdmin.call('PUT', '/api/settings', {
      [section]: DEFAULT_PLATFORM_SETTINGS[section],
    });
    expect(put.status).toBe(200);
  }
});

const save = (client: ApiClient, body: Partial<PlatformSettingsDoc>) =>
  client.call<Settings>('PUT', '/api/settings', body);

function auditUntil(test: (log: AuditLog) => boolean): Promise<AuditLog | undefined> {
  return eventually(
    'the audit entry',
    async () =>
      (await env.superAdmin.get<{ logs: AuditLog[] }>('/api/audit?limit=200')).body.logs.find(test),
    isDefined,
    { timeoutMs: 60_000, everyMs: 250 },
  );
}

describe('platform settings', () => {
  it('answers the spec defaults, saves one section and audits who changed it', async () => {
    const before = await env.superAdmin.get<Settings>('/api/settings');
    expect(before.status).toBe(200);
    expect(before.body.settings.security.passwordMin).toBe(8);

    const retention = { auditDays: 90, webhookDays: 14, exportDays: 3, policy: 'delete' as const };
    // As a console that does not know the message days yet sends it.
    const saved = await save(env.superAdmin, {
      retention: retention as unknown as PlatformSettingsDoc['retention'],
    });
    expect(saved.status).toBe(200);
    // Message days left out keep their saved value (the default, 0: kept until deleted).
    expect(saved.body.settings.retention).toEqual({ ...retention, messageDays: 0 });
    expect(saved.body.settings.brand).toEqual(before.body.settings.brand);
    expect((await env.superAdmin.get<Settings>('/api/settings')).body.settings.retention).toEqual({
      ...retention,
      messageDays: 0,
    });

    const audited = await auditUntil(
      (log) =>
        log.action === 'platform.settings_updated' &&
        log.entity_id === 'retention' &&
        log.actor_user_id === superAdminId,
    );
    expect(audited).toBeDefined();
    expect(
      (await save(env.superAdmin, { retention: DEFAULT_PLATFORM_SETTINGS.retention })).status,
    ).toBe(200);
  });

  it('refuses an invalid IP allowlist line and two sections at once, changing nothing', async () => {
    const bad = await save(env.superAdmin, {
      security: { ...DEFAULT_PLATFORM_SETTINGS.security, ipAllowlist: ['10.0.0.0/8', '300.1.1.1'] },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(
      'Each IP allowlist line must be an IPv4 address with an optional /prefix',
    );
    const two = await save(env.superAdmin, {
      rate: { globalRpm: 1, perTenantRpm: 1 },
      retention: DEFAULT_PLATFORM_SETTINGS.retention,
    });
    expect(two.status).toBe(400);
    const now = (await env.superAdmin.get<Settings>('/api/settings')).body.settings;
    expect(now.security.ipAllowlist).toEqual([]);
    expect(now.rate).toEqual(DEFAULT_PLATFORM_SETTINGS.rate);
  });

  it('a tenant admin gets 403 for settings, flags and maintenance', async () => {
    const { client } = await signUpWorkspace(env.url, 'Not The Platform', 'starter');
    expect((await client.get('/api/settings')).status).toBe(403);
    expect((await save(client, { rate: { globalRpm: 1, perTenantRpm: 1 } })).status).toBe(403);
    expect((await client.get('/api/flags')).status).toBe(403);
    expect((await client.call('PUT', '/api/flags/new-nav', { enabled: true })).status).toBe(403);
    expect((await client.post('/api/cache/purge')).status).toBe(403);
    expect((await client.post('/api/search/reindex')).status).toBe(403);
  });
});

describe('enforcement', () => {
  it('a raised password minimum and a complexity rule refuse weaker passwords at sign-up, creating nothing', async () => {
    const security = { ...DEFAULT_PLATFORM_SETTINGS.security, passwordMin: 14 };
    expect((await save(env.superAdmin, { security })).status).toBe(200);

    const email = uniqueEmail('short-password');
    const visitor = new ApiClient(env.url);
    const refused = await visitor.post('/api/auth/signup', {
      name: 'Shorty Password',
      email,
      password: 'twelve-chars',
      companyName: 'Short Co',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'Password must be at least 14 characters' });
    const login = await visitor.post('/api/auth/login', { email, password: 'twelve-chars' });
    expect(login.status).not.toBe(200);

    const accepted = await visitor.post('/api/auth/signup', {
      name: 'Long Password',
      email,
      password: 'fourteen-chars!',
      companyName: 'Long Co',
    });
    expect(accepted.status).toBe(201);

    const mixed = { ...DEFAULT_PLATFORM_SETTINGS.security, passwordComplexity: 'mixed' as const };
    expect((await save(env.superAdmin, { security: mixed })).status).toBe(200);
    const lettersEmail = uniqueEmail('letters-only');
    const lettersOnly = await new ApiClient(env.url).post('/api/auth/signup', {
      name: 'Letters Only',
      email: lettersEmail,
      password: 'onlylettershere',
      companyName: 'Letters Co',
    });
    expect(lettersOnly.status).toBe(400);
    expect(lettersOnly.body).toMatchObject({
      error: 'Password must contain both letters and numbers',
    });
    const noAccount = await new ApiClient(env.url).post('/api/auth/login', {
      email: lettersEmail,
      password: 'onlylettershere',
    });
    expect(noAccount.status).not.toBe(200);
  });

  it('a lowered per-tenant rate limit answers 429 at once and lifting it serves again', async () => {
    const { client } = await signUpWorkspace(env.url, 'Busy Tenant', 'starter');
    const limit = 5;
    expect(
      (await save(env.superAdmin, { rate: { globalRpm: 0, perTenantRpm: limit } })).status,
    ).toBe(200);
    // A minute boundary may reset the count once: 2 × (limit + 1) requests always pass it.
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<ApiClient['get']>> | undefined;
    for (let i = 0; i < 2 * (limit + 1) && !refused; i += 1) {
      const answer = await client.get('/api/me');
      statuses.push(answer.status);
      if (answer.status === 429) refused = answer;
    }
    expect(refused).toBeDefined();
    expect(refused!.body).toMatchObject({
      error: 'Too many requests. Please wait a moment and try again.',
    });
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(statuses.slice(0, statuses.indexOf(429)).every((s) => s === 200)).toBe(true);

    expect((await save(env.superAdmin, { rate: DEFAULT_PLATFORM_SETTINGS.rate })).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('an IP allowlist refuses the console to other addresses and admits the listed ones', async () => {
    const elsewhere = new ApiClient(env.url, '192.0.2.77');
    elsewhere.accessToken = env.superAdmin.accessToken;
    expect((await elsewhere.get('/api/settings')).status).toBe(200);

    // A list that leaves out the saver's own address would lock them out: refused, unsaved.
    const lockout = await save(env.superAdmin, {
      security: { ...DEFAULT_PLATFORM_SETTINGS.security, ipAllowlist: ['198.51.100.0/24'] },
    });
    expect(lockout.status).toBe(400);
    expect(lockout.body).toMatchObject({
      error:
        'Your own address is not in this allowlist: saving it would lock you out of the console.',
    });
    expect((await elsewhere.get('/api/settings')).status).toBe(200);

    const security = {
      ...DEFAULT_PLATFORM_SETTINGS.security,
      ipAllowlist: [`${env.superAdmin.ip}/32`, '198.51.100.0/24'],
    };
    expect((await save(env.superAdmin, { security })).status).toBe(200);

    const refused = await elsewhere.get('/api/audit');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: 'The super console is not available from your network address.',
    });
    expect((await elsewhere.get('/api/settings')).status).toBe(403);
    // Not a console route, but a super admin's session all the same: refused there too.
    expect((await elsewhere.get('/api/me')).status).toBe(403);

    const listedNetwork = new ApiClient(env.url, '198.51.100.9');
    listedNetwork.accessToken = env.superAdmin.accessToken;
    expect((await listedNetwork.get('/api/settings')).status).toBe(200);
    expect((await env.superAdmin.get('/api/settings')).status).toBe(200);
  });
});

describe('feature flags and maintenance', () => {
  it('turns a flag on and off, listing it and auditing each change', async () => {
    const key = `beta-${Date.now().toString(36)}`;
    const on = await env.superAdmin.call('PUT', `/api/flags/${key}`, { enabled: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ key, enabled: true });
    const off = await env.superAdmin.call('PUT', `/api/flags/${key}`, { enabled: false });
    expect(off.body).toMatchObject({ key, enabled: false });
    const { body } = await env.superAdmin.get<{ flags: { key: string; enabled: boolean }[] }>(
      '/api/flags',
    );
    expect(body.flags).toContainEqual(expect.objectContaining({ key, enabled: false }));
    expect(
      await auditUntil((log) => log.action === 'platform.flag_disabled' && log.entity_id === key),
    ).toBeDefined();

    const bad = await env.superAdmin.call('PUT', '/api/flags/Not%20A%20Key', { enabled: true });
    expect(bad.status).toBe(400);
  });

  it('Purge Cache and Rebuild Search Index are accepted and audited', async () => {
    const purge = await env.superAdmin.post('/api/cache/purge');
    expect(purge.status).toBe(200);
    expect(purge.body).toMatchObject({ message: 'Cache purge requested' });
    const reindex = await env.superAdmin.post('/api/search/reindex');
    expect(reindex.status).toBe(200);
    expect(
      await auditUntil(
        (log) => log.action === 'platform.cache_purged' && log.actor_user_id === superAdminId,
      ),
    ).toBeDefined();
    expect(
      await auditUntil(
        (log) => log.action === 'platform.search_reindexed' && log.actor_user_id === superAdminId,
      ),
    ).toBeDefined();
  });
});

describe('onboarding events, slow queries and dependencies', () => {
  it("lists a new workspace's onboarding steps and its provisioning, newest first", async () => {
    const { tenantId } = await signUpWorkspace(env.url, 'Onboarded Co', 'starter');
    const events = await eventually(
      'the provisioning among the onboarding events',
      async () => {
        const answer = await env.superAdmin.get<{
          events: { step: string; tenant_id: string | null; created_at: string }[];
        }>('/api/_debug/onboarding-events?limit=500');
        expect(answer.status).toBe(200);
        return answer.body.events;
      },
      (found) => found.some((e) => e.step === 'provisioned' && e.tenant_id === tenantId),
      { timeoutMs: 60_000, everyMs: 250 },
    );
    expect(events).toContainEqual(
      expect.objectContaining({ step: 'provisioned', tenant_id: tenantId }),
    );
    const times = events.map((e) => Date.parse(e.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('reports the database as a dependency and answers slow queries without inventing any', async () => {
    const deps = await env.superAdmin.get<{ dependencies: { provider: string; status: string }[] }>(
      '/api/metrics/dependencies',
    );
    expect(deps.status).toBe(200);
    expect(deps.body.dependencies).toContainEqual(
      expect.objectContaining({ provider: 'database', status: 'ok' }),
    );
    const slow = await env.superAdmin.get<{ queries: { sql: string; p95_ms: number }[] }>(
      '/api/metrics/db/slow-queries?window=24h',
    );
    expect(slow.status).toBe(200);
    for (const q of slow.body.queries) expect(q.p95_ms).toBeGreaterThanOrEqual(0);
  });
});
