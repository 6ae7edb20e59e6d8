/**
 * A provider sign-in started on a tenant's own host, against real PostgreSQL and a real
 * OpenID Connect provider (oidc-provider on 127.0.0.1 standing in for Google): the callback on
 * the public host signs nobody in but leaves a handoff code, which only the tenant's host may
 * redeem, once, within a minute, in the browser that started the trip; the code rests only as
 * its hash, and the sign-in is audited once, where the session is made.
 */
import { decodeEvent } from '@portico/kit';
import {
  signInAt,
  startOidcStandIn,
  type StandIn,
} from '../../../../tooling/test-infra/providerStandIns';
import { setSuperAdmin } from '../../src/domain/adminAccounts';
import { KeyRing } from '../../src/domain/keyRing';
import { setClient } from '../../src/domain/providerClients';
import { HANDOFF_TTL_SECONDS, redeemProviderHandoff } from '../../src/domain/providerHandoff';
import { completeProviderSignIn, startProviderSignIn } from '../../src/domain/providerSignIn';
import type { SessionDeps } from '../../src/domain/sessions';
import { signUp } from '../../src/domain/signInUp';
import { confirmTwoFactorSetup, startTwoFactorSetup } from '../../src/domain/twoFactor';
import { totpCodeAt } from '../../src/domain/twoFactorCodes';
import { hashToken } from '../../src/domain/tokens';
import { markEmailVerified } from '../../src/store/emailTokens';
import { useSigningKeyEncryption } from '../../src/store/signingKeys';
import { identityTestDatabase, TestClock, type IdentityTestDb } from '../support';

jest.setTimeout(60_000);

const CLIENT = { clientId: 'portico-handoff', clientSecret: 'the-handoff-secret-42' };
const CALLBACK = 'http://127.0.0.1:9/api/auth/oauth';
const REDIRECT_URI = `${CALLBACK}/google/callback`;
const PUBLIC_HOST = 'portico.test';
const TENANT_HOST = 'acme.portico.test';

let t: IdentityTestDb;
let clock: TestClock;
let deps: SessionDeps;
let oidc: StandIn;
let counter = 0;

beforeAll(async () => {
  useSigningKeyEncryption('provider handoff test secret');
  t = await identityTestDatabase();
  oidc = await startOidcStandIn({ ...CLIENT, redirectUris: [REDIRECT_URI] });
  process.env.OAUTH_GOOGLE_ISSUER = oidc.url;
  clock = new TestClock(new Date());
  deps = { db: t.db, keys: new KeyRing(t.db, clock.now), clock: clock.now };
  const operator = await signUp(deps, {
    name: 'Op Erator',
    email: 'handoff-operator@example.com',
    password: 'long enough',
    companyName: 'P',
  });
  await setSuperAdmin(deps, { userId: operator.user.id, granted: true });
  await setClient(
    deps,
    { userId: operator.user.id },
    { provider: 'google', ...CLIENT, remove: false },
  );
});
afterAll(async () => {
  delete process.env.OAUTH_GOOGLE_ISSUER;
  useSigningKeyEncryption(undefined);
  await oidc?.close();
  await t?.close();
});
beforeEach(() => {
  clock = new TestClock(new Date());
  deps = { db: t.db, keys: new KeyRing(t.db, clock.now), clock: clock.now };
});

/** An existing member, known to the provider by the same verified address. */
async function member(): Promise<{ email: string; login: string; userId: string }> {
  counter += 1;
  const email = `member-${counter}-${Date.now()}@acme.test`;
  const signedUp = await signUp(deps, {
    name: 'Mem Ber',
    email,
    password: 'long enough',
    companyName: 'Acme',
  });
  const login = `member-${counter}-${Date.now()}`;
  oidc.accounts.set(login, { email, email_verified: true });
  return { email, login, userId: signedUp.user.id };
}

/**
 * Starts on `tenantHost`, signs in at the stand-in, and calls back on the public host without
 * the trip cookie (it lives on the tenant's host). Answers the callback's result and the
 * binding the tenant host's cookie holds (the SHA-256 of the state).
 */
async function handedOff(login: string, tenantHost = TENANT_HOST) {
  const { authorization_url } = await startProviderSignIn(deps, {
    provider: 'google',
    returnTo: '/files',
    tenantHost,
    redirectUri: REDIRECT_URI,
  });
  const back = await signInAt(authorization_url, login, CALLBACK);
  const query = Object.fromEntries(back.searchParams);
  const result = await completeProviderSignIn(deps, {
    provider: 'google',
    query,
    signupOpen: true,
    publicHost: PUBLIC_HOST,
    browserBound: false,
  });
  return { result, binding: hashToken(query.state!) };
}

const signInAudits = async (userId: string) => {
  const { rows } = await t.db.query<{ payload: Uint8Array }>(
    `SELECT payload FROM outbox WHERE topic = 'portico.audit.entry.v1' AND event_key = $1 ORDER BY id`,
    [userId],
  );
  return rows
    .map((r) => decodeEvent('portico.events.v1.AuditEvent', r.payload).action)
    .filter((action) => action.startsWith('auth.sign_in'));
};

test('a sign-in started on a tenant host gets a handoff code at the callback, and the session only on that host', async () => {
  const { login, userId } = await member();
  const { result, binding } = await handedOff(login);
  expect(result.error_code).toBe('');
  expect(result.session).toBeUndefined();
  expect(result.tenant_host).toBe(TENANT_HOST);
  expect(result.handoff_code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // Nobody is signed in yet, so nothing is audited yet.
  expect(await signInAudits(userId)).toEqual([]);

  const redeemed = await redeemProviderHandoff(deps, {
    code: result.handoff_code!,
    host: TENANT_HOST,
    binding,
  });
  expect(redeemed.error_code).toBe('');
  expect(redeemed.return_to).toBe('/files');
  expect(redeemed.session).toHaveProperty('refresh_token');
  expect((redeemed.session as { user: { id: string } }).user.id).toBe(userId);
  expect(await signInAudits(userId)).toEqual(['auth.sign_in_success']);
});

test('a handoff code works once: a second presentation is refused as expired', async () => {
  const { login } = await member();
  const { result, binding } = await handedOff(login);
  const code = result.handoff_code!;
  expect((await redeemProviderHandoff(deps, { code, host: TENANT_HOST, binding })).error_code).toBe(
    '',
  );
  const replay = await redeemProviderHandoff(deps, { code, host: TENANT_HOST, binding });
  expect(replay.error_code).toBe('expired');
  expect(replay.session).toBeUndefined();
});

test('a handoff code older than a minute is refused as expired', async () => {
  const { login } = await member();
  const { result, binding } = await handedOff(login);
  clock.advance(HANDOFF_TTL_SECONDS + 1);
  const late = await redeemProviderHandoff(deps, {
    code: result.handoff_code!,
    host: TENANT_HOST,
    binding,
  });
  expect(late.error_code).toBe('expired');
  expect(late.session).toBeUndefined();
});

test('a handoff code presented on another host is refused and spent', async () => {
  const { login } = await member();
  const { result, binding } = await handedOff(login);
  const code = result.handoff_code!;
  for (const host of ['other.portico.test', PUBLIC_HOST]) {
    expect((await redeemProviderHandoff(deps, { code, host, binding })).error_code).toBe('expired');
  }
  // Spent by the wrong host: the right one cannot use it afterwards either.
  expect((await redeemProviderHandoff(deps, { code, host: TENANT_HOST, binding })).error_code).toBe(
    'expired',
  );
});

test('a handoff code without the browser binding of the trip is refused', async () => {
  const { login, userId } = await member();
  // No trip cookie at all, and the cookie of another trip.
  for (const binding of ['', hashToken('another state')]) {
    const { result } = await handedOff(login);
    const refused = await redeemProviderHandoff(deps, {
      code: result.handoff_code!,
      host: TENANT_HOST,
      binding,
    });
    expect(refused.error_code).toBe('invalid_state');
    expect(refused.session).toBeUndefined();
  }
  expect(await signInAudits(userId)).toEqual([]);
});

test('the handoff code rests only as its SHA-256', async () => {
  const { login } = await member();
  const { result } = await handedOff(login);
  const code = result.handoff_code!;
  const { rows } = await t.db.query(
    'SELECT * FROM sign_in_provider_handoffs WHERE code_hash = $1',
    [hashToken(code)],
  );
  expect(rows).toHaveLength(1);
  expect(JSON.stringify(rows[0])).not.toContain(code);
  const { rows: all } = await t.db.query('SELECT * FROM sign_in_provider_handoffs');
  expect(JSON.stringify(all)).not.toContain(code);
});

test('a two-factor user handed off gets the code step on the tenant host, never a session', async () => {
  const { email, login } = await member();
  const signedIn = await signUp(deps, {
    name: 'Two Factor',
    email: `tfa-${email}`,
    password: 'long enough',
    companyName: 'C',
  });
  // A two-factor user whose address was proven: an unproven one is taken over instead.
  await markEmailVerified(t.db, signedIn.user.id, `tfa-${email}`, clock.now());
  const caller = { userId: signedIn.user.id, sessionId: signedIn.session_id };
  const setup = await startTwoFactorSetup(deps, caller, 'Portico');
  await confirmTwoFactorSetup(deps, caller, totpCodeAt(setup.secret, clock.now()));
  const tfaLogin = `${login}-tfa`;
  oidc.accounts.set(tfaLogin, { email: `tfa-${email}`, email_verified: true });
  const { result, binding } = await handedOff(tfaLogin);
  expect(result.session).toBeUndefined();
  const redeemed = await redeemProviderHandoff(deps, {
    code: result.handoff_code!,
    host: TENANT_HOST,
    binding,
  });
  expect(redeemed.error_code).toBe('');
  expect(redeemed.session).toHaveProperty('two_factor_challenge');
  expect(redeemed.session).not.toHaveProperty('refresh_token');
});

test('a trip started on the public host is signed in there, and not without its browser binding', async () => {
  const { login } = await member();
  const { authorization_url } = await startProviderSignIn(deps, {
    provider: 'google',
    returnTo: '',
    tenantHost: '',
    redirectUri: REDIRECT_URI,
  });
  const query = Object.fromEntries(
    (await signInAt(authorization_url, login, CALLBACK)).searchParams,
  );
  const callback = (browserBound: boolean) =>
    completeProviderSignIn(deps, {
      provider: 'google',
      query,
      signupOpen: true,
      publicHost: PUBLIC_HOST,
      browserBound,
    });
  // Another browser: refused, and the attempt is left for the one that started it.
  expect((await callback(false)).error_code).toBe('invalid_state');
  const own = await callback(true);
  expect(own.handoff_code).toBeUndefined();
  expect(own.session).toHaveProperty('refresh_token');
});

test('an account disabled between the callback and the handoff is refused on the tenant host', async () => {
  const { login, userId } = await member();
  const { result, binding } = await handedOff(login);
  await t.db.query('UPDATE users SET disabled_at = now() WHERE id = $1', [userId]);
  const refused = await redeemProviderHandoff(deps, {
    code: result.handoff_code!,
    host: TENANT_HOST,
    binding,
  });
  expect(refused.error_code).toBe('account_disabled');
  expect(refused.session).toBeUndefined();
  expect(await signInAudits(userId)).toEqual(['auth.sign_in_failed']);
});
