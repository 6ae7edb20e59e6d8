/**
 * Forgot password: a single-use link valid 30 minutes (docs/product.md §10: never a mailed or fixed
 * password). Only the token's hash is stored; the link reaches the user through an event the
 * notifications service mails.
 */
import { invalid, notFound } from '@portico/kit';
import { publishAudit, publishUserEvent } from '../events/publish';
import {
  consumePasswordReset,
  insertPasswordReset,
  voidPasswordResets,
} from '../store/passwordResets';
import { findUserByEmail, findUserById, updatePasswordHash } from '../store/users';
import { MESSAGES } from './messages';
import { hashPassword } from './passwords';
import { endUserSessions } from './revocation';
import type { SessionDeps } from './sessions';
import { validatePasswordStrength } from './signup';
import { hashToken, newOpaqueToken } from './tokens';

export const PASSWORD_RESET_TTL_SECONDS = 30 * 60;

/**
 * Sends a reset link by event. Answers the same for unknown emails, so the endpoint cannot
 * be used to learn who has an account.
 */
export async function requestPasswordReset(
  deps: SessionDeps,
  input: {
    email?: string;
    userId?: string;
    resetBaseUrl: string;
    requestedBy?: string;
    synthetic?: boolean;
  },
): Promise<void> {
  if (!input.userId && !input.email?.trim()) throw invalid(MESSAGES.emailRequired, 'email');
  const user = input.userId
    ? await findUserById(deps.db, input.userId)
    : await findUserByEmail(deps.db, input.email ?? '');
  if (!user) {
    if (input.userId) throw notFound(MESSAGES.userNotFound, 'user_not_found');
    return;
  }
  const now = deps.clock();
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_SECONDS * 1000);
  const url = new URL(input.resetBaseUrl);
  url.searchParams.set('token', token);
  await deps.db.transaction(async (tx) => {
    await insertPasswordReset(tx, { hash: hashToken(token), userId: user.id, expiresAt });
    await publishUserEvent(
      tx,
      {
        user_id: user.id,
        email: user.email,
        synthetic: input.synthetic === true,
        password_reset_requested: {
          email: user.email,
          reset_url: url.toString(),
          expires_at: expiresAt.toISOString(),
          requested_by: input.requestedBy ?? '',
        },
      },
      'password_reset_requested',
    );
    await publishAudit(tx, {
      actorUserId: input.requestedBy || user.id,
      action: 'user.password_reset_requested',
      entityType: 'user',
      entityId: user.id,
      at: now,
    });
  });
}

export async function resetPassword(
  deps: SessionDeps,
  input: { token?: string; newPassword?: string },
): Promise<void> {
  const password = input.newPassword ?? '';
  validatePasswordStrength(password);
  const hash = await hashPassword(password);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const userId = await consumePasswordReset(tx, hashToken(input.token ?? ''), now);
    if (!userId) throw invalid(MESSAGES.resetLinkInvalid, 'reset_token_invalid');
    await updatePasswordHash(tx, userId, hash);
    // Whoever knew the old password is signed out everywhere, and no other link still works.
    await voidPasswordResets(tx, userId, now);
    const user = await findUserById(tx, userId);
    await endUserSessions(tx, { id: userId, email: user?.email ?? '' }, 'password_reset', now);
    await publishAudit(tx, {
      actorUserId: userId,
      action: 'user.password_reset',
      entityType: 'user',
      entityId: userId,
      at: now,
    });
  });
}
