/**
 * Super Settings' feature flags and session limits taking effect through the whole stack:
 * signup.open off refuses self-serve sign-up (invitations still work), announcements.banners
 * off hides every banner, and both come back when switched on; the public flag read answers
 * only the known flags. Session limits outside their bounds are refused with the rule's message
 * and save nothing. Every test puts the defaults back: the stack is shared by this worker's files.
 */
import {
  DEFAULT_PLATFORM_SETTINGS,
  FEATURE_FLAG_MESSAGES,
  SESSION_LIMIT_MESSAGES,
  type PlatformSettingsDoc,
} from '@portico/rules';
import { ApiClient, PASSWORD, uniqueEmail } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

type FlagStates = { flags: { key: string; enabled: boolean }[] };

const env = useE2eStack({ superAdmin: true });
let admin: ApiClient;
let tenantId: string;

beforeAll(async () => {
  ({ client: admin, tenantId } = await signUpWorkspace(env.url, 'Flag Studio', 'starter'));
});

afterEach(async () => {
  for (const key of ['signup.open', 'announcements.banners']) {
    expect((await env.superAdmin.call('PUT', `/api/flags/${key}`, { enabled: true })).status).toBe(
      200,
    );
  }
  const auth = await env.superAdmin.call('PUT', '/api/settings', {
    auth: DEFAULT_PLATFORM_SETTINGS.auth,
  });
  expect(auth.status).toBe(200);
});

const setFlag = async (key: string, enabled: boolean) => {
  const answer = await env.superAdmin.call('PUT', `/api/flags/${key}`, { enabled });
  expect(answer.status).toBe(200);
};

const flagStates = async () => {
  const answer = await new ApiClient(env.url).get<FlagStates>('/api/feature-flags');
  expect(answer.status).toBe(200);
  return Object.fromEntries(answer.body.flags.map((f) => [f.key, f.enabled]));
};

const selfServeSignUp = (email: string) =>
  new ApiClient(env.url).post('/api/auth/signup', {
    name: 'Nora New',
    email,
    password: PASSWORD,
    companyName: 'Nora Co',
  });

describe('the public flag read', () => {
  it('answers every known flag, on by default, to anyone signed out, and no custom key', async () => {
    await setFlag('matrix.custom-flag', true);
    expect(await flagStates()).toEqual({ 'signup.open': true, 'announcements.banners': true });
  });
});

describe('signup.open', () => {
  it('off: self-serve sign-up is refused with the message and makes no account', async () => {
    await setFlag('signup.open', false);
    expect((await flagStates())['signup.open']).toBe(false);

    const email = uniqueEmail('closed');
    const refused = await selfServeSignUp(email);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: FEATURE_FLAG_MESSAGES.signupClosed });
    const signIn = await new ApiClient(env.url).post('/api/auth/login', {
      email,
      password: PASSWORD,
    });
    expect(signIn.status).toBe(401);
  });

  it('off: an invitation still makes the invited person a member', async () => {
    await setFlag('signup.open', false);
    const member = await inviteMember(admin, 'role1');
    const me = await member.client.get<{ memberships: { tenant_id: string }[] }>('/api/me');
    expect(me.body.memberships.map((m) => m.tenant_id)).toContain(tenantId);
  });

  it('on again: self-serve sign-up works', async () => {
    await setFlag('signup.open', false);
    await setFlag('signup.open', true);
    expect((await selfServeSignUp(uniqueEmail('reopened'))).status).toBe(201);
  });
});

describe('announcements.banners', () => {
  const bannerTitles = async () => {
    const answer = await admin.get<{ banners: { title: string }[] }>('/api/notifications/active');
    expect(answer.status).toBe(200);
    return answer.body.banners.map((b) => b.title);
  };

  it('off: members see no banner; on: the announcement shows again', async () => {
    const title = `Flagged ${Math.random().toString(36).slice(2, 8)}`;
    const sent = await env.superAdmin.post('/api/notifications/announce', {
      title,
      message: 'Maintenance window tonight.',
      audience: 'tenants',
      tenantIds: [tenantId],
    });
    expect(sent.status).toBe(201);
    expect(await bannerTitles()).toContain(title);

    await setFlag('announcements.banners', false);
    expect(await bannerTitles()).toEqual([]);

    await setFlag('announcements.banners', true);
    expect(await bannerTitles()).toContain(title);
  });
});

describe('session limits in Super Settings → Auth', () => {
  const saveAuth = (auth: Partial<PlatformSettingsDoc['auth']>) =>
    env.superAdmin.call<{ error: string }>('PUT', '/api/settings', {
      auth: { ...DEFAULT_PLATFORM_SETTINGS.auth, ...auth },
    });

  it.each([
    [{ sessionMaxHours: 0 }, SESSION_LIMIT_MESSAGES.maxHours],
    [{ sessionMaxHours: 721 }, SESSION_LIMIT_MESSAGES.maxHours],
    [{ sessionIdleMinutes: 5 }, SESSION_LIMIT_MESSAGES.idleMinutes],
    [{ sessionIdleMinutes: 1441 }, SESSION_LIMIT_MESSAGES.idleMinutes],
    [{ sessionMaxHours: 1, sessionIdleMinutes: 90 }, SESSION_LIMIT_MESSAGES.idleOverMax],
  ])('refuses %p with 400 and the message, saving nothing', async (auth, message) => {
    const before = await env.superAdmin.get<{ settings: PlatformSettingsDoc }>('/api/settings');
    const refused = await saveAuth(auth);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(message);
    const after = await env.superAdmin.get<{ settings: PlatformSettingsDoc }>('/api/settings');
    expect(after.body.settings.auth).toEqual(before.body.settings.auth);
  });

  it('saves limits inside the bounds', async () => {
    const saved = await saveAuth({ sessionMaxHours: 8, sessionIdleMinutes: 45 });
    expect(saved.status).toBe(200);
    const read = await env.superAdmin.get<{ settings: PlatformSettingsDoc }>('/api/settings');
    expect(read.body.settings.auth).toMatchObject({ sessionMaxHours: 8, sessionIdleMinutes: 45 });
  });
});
