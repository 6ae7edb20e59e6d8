/**
 * The provider-linking attacks of issue 24 (items 1 and 2) end to end, through the gateway and
 * a real OpenID Connect provider standing in for Google: someone squats an address they do not
 * own (a sign-up never confirmed, or an invitation link an admin was shown) with a password
 * they know; when the address's real owner later uses "Continue with Google", the squatter
 * must lose the account: their password no longer opens it and their session ends, while the
 * owner is signed in with the address proven. Before the fix, Google was linked to the
 * squatter's account and their password kept working; and a shown invitation link made a
 * verified account even with sign-up closed. Now that account stays unconfirmed, and the
 * inviter's CRM says so.
 *
 * Size: three journeys, some 40 requests; about 15 s.
 */
import { randomBytes } from 'node:crypto';
import { TOPICS } from '@portico/proto';
import {
  signInAt,
  startOidcStandIn,
  type StandIn,
} from '../../../../tooling/test-infra/providerStandIns';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { ApiClient, PASSWORD, uniqueEmail } from '../support/client';
import { watchTopic, type TopicWatch } from '../support/events';
import { signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';
import { PUBLIC_URL } from '../support/stack';

jest.setTimeout(180_000);

const CLIENT = { clientId: 'attack-suite', clientSecret: randomBytes(16).toString('hex') };
const CALLBACK = `${PUBLIC_URL}/api/auth/oauth/google/callback`;
const SQUATTER_PASSWORD = 'the squatter knows this one';

const env = useE2eStack({ superAdmin: true });
let google: StandIn;
let superAdmin: ApiClient;
let providersBefore: string[];
let userEvents: TopicWatch<'portico.events.v1.UserEvent'>;

/** GET /api/settings: the platform settings, written back one section at a time. */
interface PlatformSettings {
  settings: { auth: { providers: string[]; [key: string]: unknown } };
}

beforeAll(async () => {
  userEvents = await watchTopic(TOPICS.identityUser, env.kafkaBrokers);
  google = await startOidcStandIn({ ...CLIENT, redirectUris: [CALLBACK], port: env.oidcPort });
  superAdmin = env.superAdmin;
  const stored = await superAdmin.call('PUT', '/api/super/sign-in-providers/google', {
    client_id: CLIENT.clientId,
    client_secret: CLIENT.clientSecret,
  });
  if (stored.status !== 200) throw new Error(`storing the Google client: ${stored.status}`);
  const { auth } = (await superAdmin.get<PlatformSettings>('/api/settings')).body.settings;
  providersBefore = auth.providers;
  const on = await superAdmin.call('PUT', '/api/settings', {
    auth: { ...auth, providers: [...new Set([...providersBefore, 'google'])] },
  });
  if (on.status !== 200)
    throw new Error(`offering Google: ${on.status} ${JSON.stringify(on.body)}`);
});
afterAll(async () => {
  // Put the platform back as it was for the worker's other files.
  const settings = await superAdmin?.get<PlatformSettings>('/api/settings');
  if (settings) {
    await superAdmin.call('PUT', '/api/settings', {
      auth: { ...settings.body.settings.auth, providers: providersBefore },
    });
    await superAdmin.call('DELETE', '/api/super/sign-in-providers/google');
  }
  await google?.close();
  await userEvents?.stop();
});

/** "Continue with Google" as the address's owner, in a browser of their own: their session. */
async function continueWithGoogle(email: string): Promise<ApiClient> {
  const login = `owner-${randomBytes(4).toString('hex')}`;
  google.accounts.set(login, { email, email_verified: true, name: 'Rightful Owner' });
  const browser = new ApiClient(env.url);
  const headers = { 'x-forwarded-for': browser.ip };
  const start = await fetch(`${env.url}/api/auth/oauth/google/start`, {
    headers,
    redirect: 'manual',
  });
  const location = start.headers.get('location') ?? '';
  if (start.status !== 302 || !location.startsWith(google.url))
    throw new Error(`start did not lead to the provider: ${start.status} ${location}`);
  const trip = start.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const back = await signInAt(location, login, CALLBACK);
  const callback = await fetch(`${env.url}/api/auth/oauth/google/callback${back.search}`, {
    headers: { ...headers, cookie: trip },
    redirect: 'manual',
  });
  const refresh = callback.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((pair) => pair.startsWith('portico_refresh=') && !pair.endsWith('='));
  if (!refresh)
    throw new Error(`no session from the callback: ${callback.headers.get('location')}`);
  browser.refreshCookie = refresh;
  const session = await browser.post('/api/auth/refresh');
  if (session.status !== 200) throw new Error(`refresh after Google: ${session.status}`);
  return browser;
}

interface Me {
  user: { email: string; email_verified: boolean };
}

/** The squatter is locked out: their password fails and their session is over. */
async function expectLockedOut(squatter: ApiClient, email: string): Promise<void> {
  const password = await new ApiClient(env.url).post('/api/auth/login', {
    email,
    password: SQUATTER_PASSWORD,
  });
  expect(password.status).toBe(401);
  // Ending a session reaches the gateway as an event: wait for it, bounded.
  await eventually(
    'the squatter’s session to end',
    async () => (await squatter.get('/api/me')).status,
    (status) => status === 401,
  );
}

it('a squatted sign-up never confirmed is taken from the squatter when the owner continues with Google', async () => {
  const email = uniqueEmail('squatted');
  const squatter = new ApiClient(env.url);
  const signup = await squatter.post('/api/auth/signup', {
    name: 'Sam Squatter',
    email,
    password: SQUATTER_PASSWORD,
    companyName: 'Squat Co',
  });
  expect(signup.status).toBe(201);

  const owner = await continueWithGoogle(email);
  const me = await owner.get<Me>('/api/me');
  expect(me.body.user).toMatchObject({ email, email_verified: true });
  await expectLockedOut(squatter, email);
});

/** Super Settings → Feature Flags → signup.open, through the console; the gateway applies it. */
async function setSignupOpen(enabled: boolean): Promise<void> {
  const saved = await superAdmin.call('PUT', '/api/flags/signup.open', { enabled });
  if (saved.status !== 200) throw new Error(`signup.open ${enabled}: ${saved.status}`);
  await eventually(
    `sign-up ${enabled ? 'open' : 'closed'}`,
    async () => {
      const flags = await new ApiClient(env.url).get<{
        flags: { key: string; enabled: boolean }[];
      }>('/api/feature-flags');
      return flags.body.flags?.find((flag) => flag.key === 'signup.open')?.enabled;
    },
    (open) => open === enabled,
  );
}

it('an account made from an invitation link the inviter was shown, with sign-up closed, stays unconfirmed and is taken from its maker by the owner’s Google sign-in', async () => {
  // Any admin of any workspace can invite any address and is shown the link.
  const { client: admin } = await signUpWorkspace(env.url, 'Shown Link Co', 'starter');
  const email = uniqueEmail('invited-squat');
  const invite = await admin.post<{ signup_url: string }>('/api/invite', { email, role: 'role1' });
  expect(invite.status).toBe(201);
  const squatter = new ApiClient(env.url);
  // Closed sign-up still admits an invitation: the review's account in anyone's name.
  await setSignupOpen(false);
  try {
    const signup = await squatter.post('/api/auth/signup', {
      name: 'Sam Squatter',
      email,
      password: SQUATTER_PASSWORD,
      invite: new URL(invite.body.signup_url).searchParams.get('invite'),
    });
    expect(signup.status).toBe(201);
  } finally {
    await setSignupOpen(true);
  }
  expect((await squatter.get<Me>('/api/me')).body.user.email_verified).toBe(false);
  // The inviter's CRM says the address is not confirmed.
  const crm = await admin.get<{ users: { email: string; email_confirmed: boolean }[] }>(
    `/api/users?search=${encodeURIComponent(email)}`,
  );
  expect(crm.body.users.find((u) => u.email === email)).toMatchObject({ email_confirmed: false });

  const owner = await continueWithGoogle(email);
  expect((await owner.get<Me>('/api/me')).body.user).toMatchObject({ email, email_verified: true });
  await expectLockedOut(squatter, email);
});

it('a confirmed account keeps its password when its owner links Google', async () => {
  // The control: linking by email is refused to nobody who proved the address.
  const { client, email } = await signUpWorkspace(env.url, 'Proven Co', 'starter');
  const requested = await userEvents.waitFor(
    (e) => e.kind === 'email_verification_requested' && e.email === email,
  );
  const link = new URL(requested.email_verification_requested?.verify_url ?? '');
  const confirmed = await new ApiClient(env.url).post('/api/auth/confirm-email', {
    token: link.searchParams.get('token'),
  });
  expect(confirmed.status).toBe(200);
  await continueWithGoogle(email);
  expect((await client.get('/api/me')).status).toBe(200);
  const password = await new ApiClient(env.url).post('/api/auth/login', {
    email,
    password: PASSWORD,
  });
  expect(password.status).toBe(200);
});
