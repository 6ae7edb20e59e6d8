/**
 * An impersonation session ends on the server after 60 minutes (Portico's documented limit; the
 * spec sets none): its access token expires then and cannot be refreshed, and the session the
 * gateway checks on every impersonated request stops being active, whatever the page does.
 */
import { SUPER_ADMIN_ROLE } from '@portico/rules';
import { startImpersonation } from '../../src/domain/impersonation';
import { IMPERSONATION_TTL_SECONDS } from '../../src/domain/impersonationRules';
import { KeyRing } from '../../src/domain/keyRing';
import { isSessionActive, type SessionDeps } from '../../src/domain/sessions';
import { signUp } from '../../src/domain/signInUp';
import { grantGlobalRole } from '../../src/store/users';
import { identityTestDatabase, TestClock, type IdentityTestDb } from '../support';

let t: IdentityTestDb;
let clock: TestClock;
let deps: SessionDeps;
let counter = 0;

beforeAll(async () => {
  t = await identityTestDatabase();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  clock = new TestClock();
  deps = { db: t.db, keys: new KeyRing(t.db, clock.now), clock: clock.now };
});

const newUser = async (name: string) => {
  counter += 1;
  const session = await signUp(deps, {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '')}${counter}@example.com`,
    password: 'long enough',
    companyName: 'C',
  });
  return session.user!.id;
};

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    iat: number;
    exp: number;
    imp?: string;
  };

describe('impersonation time limit', () => {
  it('is 60 minutes', () => {
    expect(IMPERSONATION_TTL_SECONDS).toBe(60 * 60);
  });

  it('ends the session after 60 minutes: active until then, inactive after, with no refresh', async () => {
    const superAdmin = await newUser('Sam Super');
    await grantGlobalRole(t.db, superAdmin, SUPER_ADMIN_ROLE);
    const target = await newUser('Tina Target');
    const started = clock.now();

    const session = await startImpersonation(
      deps,
      { userId: superAdmin },
      { targetUserId: target, reason: 'Support request' },
    );
    expect(session.refresh_token).toBe('');
    expect(Date.parse(session.expires_at) - started.getTime()).toBe(60 * 60 * 1000);
    const claims = claimsOf(session.access_token);
    expect(claims.exp - claims.iat).toBe(60 * 60);
    expect(claims.imp).toBe(superAdmin);

    clock.advance(59 * 60);
    await expect(isSessionActive(deps, session.session_id)).resolves.toBe(true);
    clock.advance(61);
    await expect(isSessionActive(deps, session.session_id)).resolves.toBe(false);
  });
});
