/**
 * Signing in with a second factor: for an enrolled user a correct password earns only a
 * challenge (single use, 5 minutes, no session and no refresh token); the code, or a
 * recovery code, turns it into a session. A wrong code counts against the same per-account
 * failure limit as a wrong password.
 */
import { unauthenticated } from '@portico/kit';
import { publishAudit } from '../events/publish';
import {
  findLiveChallenge,
  findTwoFactor,
  insertChallenge,
  spendChallenge,
} from '../store/twoFactor';
import { recordSignIn } from '../store/users';
import { normaliseEmail } from './email';
import { openSession, type IssuedSession, type SessionDeps } from './sessions';
import { countFailure, refuseStrangerOverLimit, rememberSignInDevice } from './signInLimits';
import { hashToken, newOpaqueToken } from './tokens';
import { spendCode, TWO_FACTOR_MESSAGES } from './twoFactor';
import { requireUser } from './users';
import type { UserRow } from '../store/users';

export const CHALLENGE_TTL_SECONDS = 5 * 60;
const CHALLENGE_EXPIRED = 'Your sign-in has expired. Please sign in again.';

export interface TwoFactorChallenge {
  two_factor_challenge: string;
  two_factor_challenge_expires_at: string;
}

export async function issueChallenge(
  deps: SessionDeps,
  user: UserRow,
  deviceId: string | undefined,
): Promise<TwoFactorChallenge> {
  const token = newOpaqueToken();
  const expiresAt = new Date(deps.clock().getTime() + CHALLENGE_TTL_SECONDS * 1000);
  await insertChallenge(deps.db, {
    hash: hashToken(token),
    userId: user.id,
    email: user.email,
    deviceHash: deviceId ? hashToken(deviceId) : undefined,
    expiresAt,
  });
  return { two_factor_challenge: token, two_factor_challenge_expires_at: expiresAt.toISOString() };
}

export async function completeTwoFactorSignIn(
  deps: SessionDeps,
  input: { challenge: string; code: string; deviceId?: string },
): Promise<IssuedSession> {
  const hash = hashToken(input.challenge);
  const challenge = input.challenge ? await findLiveChallenge(deps.db, hash, deps.clock()) : null;
  if (!challenge) throw unauthenticated(CHALLENGE_EXPIRED, 'challenge_expired');
  await refuseStrangerOverLimit(
    deps.db,
    { email: challenge.email, userId: challenge.user_id, deviceId: input.deviceId },
    deps.clock(),
  );
  const now = deps.clock();
  const held = await findTwoFactor(deps.db, challenge.user_id);
  const outcome = await deps.db.transaction(async (tx) => {
    const kind = held?.enabled_at
      ? await spendCode(tx, challenge.user_id, held.secret, input.code, now, true)
      : null;
    if (!kind) return null;
    if (!(await spendChallenge(tx, hash, now))) return 'expired' as const;
    const user = await requireUser(tx, challenge.user_id);
    if (user.disabled_at) return 'expired' as const;
    await recordSignIn(tx, user.id, now);
    await rememberSignInDevice(tx, user.id, input.deviceId, now);
    if (kind === 'recovery') {
      await publishAudit(tx, {
        actorUserId: user.id,
        action: 'auth.recovery_code_used',
        entityType: 'user',
        entityId: user.id,
        at: now,
      });
    }
    await publishAudit(tx, {
      actorUserId: user.id,
      action: 'auth.sign_in_success',
      entityType: 'user',
      entityId: user.id,
      details: { second_factor: kind },
      at: now,
    });
    return openSession(deps, tx, { ...user, last_sign_in_at: now });
  });
  if (outcome === 'expired') throw unauthenticated(CHALLENGE_EXPIRED, 'challenge_expired');
  if (outcome) return outcome;
  await countFailure(deps.db, challenge.email, now);
  await deps.db.transaction((tx) =>
    publishAudit(tx, {
      actorUserId: challenge.user_id,
      action: 'auth.sign_in_failed',
      entityType: 'user',
      entityId: challenge.user_id,
      details: { email: normaliseEmail(challenge.email), reason: 'wrong_code' },
      at: now,
    }),
  );
  throw unauthenticated(TWO_FACTOR_MESSAGES.invalidCode, 'invalid_code');
}
