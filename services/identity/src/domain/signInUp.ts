/**
 * Sign-up and sign-in. Both open a session; every attempt at signing in, good or bad, is
 * published as an audit entry.
 */
import { randomUUID } from 'node:crypto';
import { conflict, forbidden, invalid, unauthenticated } from '@portico/kit';
import { isLocale } from '@portico/rules';
import { publishAudit, publishUserEvent } from '../events/publish';
import { findUserByEmail, insertUser, recordSignIn, updatePasswordHash } from '../store/users';
import { markEmailVerified } from '../store/emailTokens';
import { normaliseEmail } from './email';
import { requestEmailVerification } from './emailAddress';
import { countFailure, refuseStrangerOverLimit, rememberSignInDevice } from './signInLimits';
import { MESSAGES } from './messages';
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from './passwords';
import { openSession, type IssuedSession, type SessionDeps } from './sessions';
import { validateSignup, type SignupInput } from './signup';
import { requireUser } from './users';
import { issueChallenge, type TwoFactorChallenge } from './twoFactorSignIn';

export interface SignUpProof {
  /** Where the confirmation page lives; the link mailed to the new address points there. */
  verifyBaseUrl?: string;
  /** The gateway checked the invitation used was sent to this address. */
  provenByInvitation?: boolean;
  synthetic?: boolean;
}

export async function signUp(
  deps: SessionDeps,
  input: SignupInput,
  proof: SignUpProof = {},
  deviceId?: string,
): Promise<IssuedSession> {
  const valid = validateSignup(input);
  const passwordHash = await hashPassword(valid.password);
  return deps.db.transaction(async (tx) => {
    const id = randomUUID();
    const inserted = await insertUser(tx, {
      id,
      email: valid.email,
      phone: input.phone?.trim() || null,
      passwordHash,
      firstName: valid.firstName,
      lastName: valid.lastName,
      title: valid.title,
      locale: isLocale(input.locale) ? input.locale : null,
    });
    if (!inserted) throw conflict(MESSAGES.emailTaken, 'email_taken');
    const now = deps.clock();
    await recordSignIn(tx, id, now);
    await rememberSignInDevice(tx, id, deviceId, now);
    // An invitation link proves the address it was sent to; anyone else gets a link to open.
    if (proof.provenByInvitation) await markEmailVerified(tx, id, valid.email, now);
    else if (proof.verifyBaseUrl) {
      await requestEmailVerification(
        tx,
        { id, email: valid.email },
        { baseUrl: proof.verifyBaseUrl, synthetic: proof.synthetic, now },
      );
    }
    const user = await requireUser(tx, id);
    await publishUserEvent(
      tx,
      {
        user_id: id,
        email: valid.email,
        created: {
          full_name: valid.fullName,
          title: valid.title ?? '',
          source: input.invite ? 'invite' : 'signup',
        },
      },
      'created',
    );
    await publishAudit(tx, {
      actorUserId: id,
      action: 'user.signed_up',
      entityType: 'user',
      entityId: id,
      at: now,
    });
    return openSession(deps, tx, user);
  });
}

export async function signIn(
  deps: SessionDeps,
  input: { email?: string; password?: string; deviceId?: string },
): Promise<IssuedSession | TwoFactorChallenge> {
  const email = input.email?.trim() ?? '';
  const password = input.password ?? '';
  if (!email || !password) throw invalid(MESSAGES.credentialsRequired);
  const user = await findUserByEmail(deps.db, email);
  await refuseStrangerOverLimit(
    deps.db,
    { email, userId: user?.id, deviceId: input.deviceId },
    deps.clock(),
  );
  // Verify even for an unknown email, so timing does not reveal which emails have accounts.
  const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
  const now = deps.clock();
  if (!user || !ok) {
    await countFailure(deps.db, email, now);
    await deps.db.transaction((tx) =>
      publishAudit(tx, {
        actorUserId: user?.id ?? null,
        action: 'auth.sign_in_failed',
        entityType: 'user',
        entityId: user?.id ?? null,
        details: { email: normaliseEmail(email), reason: user ? 'wrong_password' : 'unknown_user' },
        at: now,
      }),
    );
    throw unauthenticated(MESSAGES.invalidCredentials, 'invalid_credentials');
  }
  // Said only to whoever knows the password, so it does not reveal which accounts exist.
  if (user.disabled_at) {
    await deps.db.transaction((tx) =>
      publishAudit(tx, {
        actorUserId: user.id,
        action: 'auth.sign_in_failed',
        entityType: 'user',
        entityId: user.id,
        details: { email: normaliseEmail(email), reason: 'account_disabled' },
        at: now,
      }),
    );
    throw forbidden(MESSAGES.accountDisabled, 'account_disabled');
  }
  // Two-factor sign-in: the password alone opens no session (./twoFactorSignIn.ts).
  if (user.two_factor_enabled) return issueChallenge(deps, user, input.deviceId);
  // A hash made with older parameters is re-made now, while the password is at hand.
  const rehashed = needsRehash(user.password_hash) ? await hashPassword(password) : undefined;
  return deps.db.transaction(async (tx) => {
    await recordSignIn(tx, user.id, now);
    if (rehashed) await updatePasswordHash(tx, user.id, rehashed);
    await rememberSignInDevice(tx, user.id, input.deviceId, now);
    await publishAudit(tx, {
      actorUserId: user.id,
      action: 'auth.sign_in_success',
      entityType: 'user',
      entityId: user.id,
      at: now,
    });
    return openSession(deps, tx, { ...user, last_sign_in_at: now });
  });
}
