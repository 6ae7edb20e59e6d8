/**
 * Two-factor sign-in against real PostgreSQL with a fixed clock: enrol, confirm with a current
 * code, sign in through the challenge, replayed and wrong codes refused, recovery codes single
 * use, disable needs password and code, and the secret never rests in plain text.
 */
import { decodeEvent } from '@portico/kit';
import { KeyRing } from '../../src/domain/keyRing';
import type { SessionDeps } from '../../src/domain/sessions';
import { signIn, signUp } from '../../src/domain/signInUp';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  startTwoFactorSetup,
  twoFactorStatus,
} from '../../src/domain/twoFactor';
import { totpCodeAt } from '../../src/domain/twoFactorCodes';
import { completeTwoFactorSignIn } from '../../src/domain/twoFactorSignIn';
import { useSigningKeyEncryption } from '../../src/store/signingKeys';
import { identityTestDatabase, TestClock, type IdentityTestDb } from '../support';

// Each test hashes several passwords (scrypt at 128 MiB); on a busy machine that alone can
// take longer than jest's default 5 s.
jest.setTimeout(60_000);

let t: IdentityTestDb;
let clock: TestClock;
let deps: SessionDeps;
let counter = 0;
const PASSWORD = 'long enough';

beforeAll(async () => {
  useSigningKeyEncryption('two-factor test secret');
  t = await identityTestDatabase();
});
afterAll(async () => {
  useSigningKeyEncryption(undefined);
  await t?.close();
});
beforeEach(() => {
  clock = new TestClock();
  deps = { db: t.db, keys: new KeyRing(t.db, clock.now), clock: clock.now };
});

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    tfa?: boolean;
  };

async function newMember() {
  counter += 1;
  const email = `totp${counter}@example.com`;
  const session = await signUp(deps, {
    name: 'Tess Otp',
    email,
    password: PASSWORD,
    companyName: 'C',
  });
  const caller = { userId: session.user.id, sessionId: session.session_id };
  return { email, caller, userId: session.user.id };
}

/** Enrols a member; answers the secret and recovery codes. */
async function enrolled() {
  const member = await newMember();
  const setup = await startTwoFactorSetup(deps, member.caller, 'Portico');
  const confirmed = await confirmTwoFactorSetup(
    deps,
    member.caller,
    totpCodeAt(setup.secret, clock.now()),
  );
  clock.advance(30);
  return { ...member, secret: setup.secret, recoveryCodes: confirmed.recovery_codes };
}

async function challengeFor(email: string): Promise<string> {
  const answer = await signIn(deps, { email, password: PASSWORD });
  if (!('two_factor_challenge' in answer)) throw new Error('expected a challenge');
  return answer.two_factor_challenge;
}

/** The audit entries about a user, as `action details` lines. */
const audits = async (userId: string) => {
  const { rows } = await t.db.query<{ payload: Uint8Array }>(
    `SELECT payload FROM outbox WHERE topic = 'portico.audit.entry.v1' AND event_key = $1 ORDER BY id`,
    [userId],
  );
  return rows.map((r) => {
    const entry = decodeEvent('portico.events.v1.AuditEvent', r.payload);
    return `${entry.action} ${entry.details_json}`;
  });
};

describe('enrolment', () => {
  it('answers an otpauth URI, a QR code as SVG and the secret for typing by hand', async () => {
    const { caller, email } = await newMember();
    const setup = await startTwoFactorSetup(deps, caller, 'Acme Portal');
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_uri).toContain(`secret=${setup.secret}`);
    expect(decodeURIComponent(setup.otpauth_uri)).toContain(`Acme Portal:${email}`);
    expect(setup.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('stores the secret sealed, never in plain text', async () => {
    const { caller, userId } = await newMember();
    const setup = await startTwoFactorSetup(deps, caller, 'Portico');
    const { rows } = await t.db.query<{ secret_sealed: string }>(
      'SELECT secret_sealed FROM two_factor WHERE user_id = $1',
      [userId],
    );
    expect(rows[0]?.secret_sealed).toMatch(/^enc:v1:/);
    expect(rows[0]?.secret_sealed).not.toContain(setup.secret);
  });

  it('refuses a wrong confirmation code and stays off', async () => {
    const { caller, userId } = await newMember();
    const setup = await startTwoFactorSetup(deps, caller, 'Portico');
    const wrong = totpCodeAt(setup.secret, new Date(clock.now().getTime() - 5 * 60_000));
    await expect(confirmTwoFactorSetup(deps, caller, wrong)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'Invalid code',
    });
    expect((await twoFactorStatus(deps, userId)).enabled).toBe(false);
  });

  it('accepts a code one step old (clock drift) and answers ten recovery codes and a token with the claim', async () => {
    const { caller, userId } = await newMember();
    const setup = await startTwoFactorSetup(deps, caller, 'Portico');
    const previousStep = totpCodeAt(setup.secret, new Date(clock.now().getTime() - 30_000));
    const confirmed = await confirmTwoFactorSetup(deps, caller, previousStep);
    expect(confirmed.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.recovery_codes).size).toBe(10);
    expect(claimsOf(confirmed.access_token).tfa).toBe(true);
    expect(await twoFactorStatus(deps, userId)).toEqual({ enabled: true, recovery_codes_left: 10 });
    const { rows } = await t.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = $1',
      [userId],
    );
    expect(rows.map((r) => r.code_hash)).not.toContain(confirmed.recovery_codes[0]);
    expect(await audits(userId)).toEqual(
      expect.arrayContaining([expect.stringContaining('auth.2fa_enabled')]),
    );
  });
});

describe('sign-in of an enrolled member', () => {
  it('answers a challenge for the password, with no session, and a session for the code', async () => {
    const { email, secret } = await enrolled();
    const answer = await signIn(deps, { email, password: PASSWORD });
    expect(answer).not.toHaveProperty('access_token');
    expect(answer).not.toHaveProperty('refresh_token');
    const challenge = (answer as { two_factor_challenge: string }).two_factor_challenge;
    const session = await completeTwoFactorSignIn(deps, {
      challenge,
      code: totpCodeAt(secret, clock.now()),
    });
    expect(session.refresh_token).toBeTruthy();
    expect(claimsOf(session.access_token).tfa).toBe(true);
  });

  it('refuses a wrong code with "Invalid code" and counts it as a failed sign-in', async () => {
    const { email, userId } = await enrolled();
    const challenge = await challengeFor(email);
    await expect(
      completeTwoFactorSignIn(deps, { challenge, code: '000000' }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid code' });
    const { rows } = await t.db.query<{ hits: number }>(
      'SELECT hits FROM rate_limit_counters WHERE bucket = $1',
      [`login:account:${email}`],
    );
    expect(rows[0]?.hits).toBe(1);
    expect((await audits(userId)).some((a) => a.includes('wrong_code'))).toBe(true);
  });

  it('refuses a code replayed within its window, even on a new challenge', async () => {
    const { email, secret } = await enrolled();
    const code = totpCodeAt(secret, clock.now());
    await completeTwoFactorSignIn(deps, { challenge: await challengeFor(email), code });
    clock.advance(5);
    await expect(
      completeTwoFactorSignIn(deps, { challenge: await challengeFor(email), code }),
    ).rejects.toMatchObject({ message: 'Invalid code' });
  });

  it('takes a recovery code once, audits it, and refuses it the second time', async () => {
    const { email, recoveryCodes, userId } = await enrolled();
    const code = recoveryCodes[3]!.toUpperCase();
    const session = await completeTwoFactorSignIn(deps, {
      challenge: await challengeFor(email),
      code,
    });
    expect(session.access_token).toBeTruthy();
    expect(await audits(userId)).toEqual(
      expect.arrayContaining([expect.stringContaining('auth.recovery_code_used')]),
    );
    expect((await twoFactorStatus(deps, userId)).recovery_codes_left).toBe(9);
    await expect(
      completeTwoFactorSignIn(deps, { challenge: await challengeFor(email), code }),
    ).rejects.toMatchObject({ message: 'Invalid code' });
  });

  it('refuses a challenge after five minutes, and a challenge used once', async () => {
    const { email, secret } = await enrolled();
    const stale = await challengeFor(email);
    clock.advance(5 * 60 + 1);
    await expect(
      completeTwoFactorSignIn(deps, { challenge: stale, code: totpCodeAt(secret, clock.now()) }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED', reason: 'challenge_expired' });
    const fresh = await challengeFor(email);
    await completeTwoFactorSignIn(deps, {
      challenge: fresh,
      code: totpCodeAt(secret, clock.now()),
    });
    clock.advance(30);
    await expect(
      completeTwoFactorSignIn(deps, { challenge: fresh, code: totpCodeAt(secret, clock.now()) }),
    ).rejects.toMatchObject({ reason: 'challenge_expired' });
  });
});

describe('disabling', () => {
  it('needs the current password and a code, then sign-in takes the password alone', async () => {
    const { email, secret, caller, userId } = await enrolled();
    await expect(
      disableTwoFactor(deps, caller, {
        password: 'wrong password',
        code: totpCodeAt(secret, clock.now()),
      }),
    ).rejects.toMatchObject({ message: 'Current password is incorrect.' });
    await expect(
      disableTwoFactor(deps, caller, { password: PASSWORD, code: '123456' }),
    ).rejects.toMatchObject({ message: 'Invalid code' });
    expect((await twoFactorStatus(deps, userId)).enabled).toBe(true);
    await disableTwoFactor(deps, caller, {
      password: PASSWORD,
      code: totpCodeAt(secret, clock.now()),
    });
    expect((await twoFactorStatus(deps, userId)).enabled).toBe(false);
    const session = await signIn(deps, { email, password: PASSWORD });
    expect(session).toHaveProperty('access_token');
    expect(await audits(userId)).toEqual(
      expect.arrayContaining([expect.stringContaining('auth.2fa_disabled')]),
    );
  });
});
