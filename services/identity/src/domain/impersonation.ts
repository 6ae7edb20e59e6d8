/**
 * Impersonation: a super admin acts as another user to help them. The session is its own
 * (60 minutes, no refresh token), its access token names the impersonator, every audit entry
 * records impersonator and target separately, and the target's password and email cannot be
 * changed from it (see accounts.ts).
 */
import { randomUUID } from 'node:crypto';
import { notFound } from '@portico/kit';
import { publishAudit } from '../events/publish';
import { findSession, insertSession, revokeSession } from '../store/sessions';
import { findUserById } from '../store/users';
import { signAccessToken } from './accessTokens';
import { assertMayImpersonate, IMPERSONATION_TTL_SECONDS } from './impersonationRules';
import { MESSAGES } from './messages';
import type { IssuedSession, SessionDeps } from './sessions';
import { toPublicUser, type Caller } from './users';

export async function startImpersonation(
  deps: SessionDeps,
  caller: Caller,
  input: { targetUserId: string; reason?: string },
): Promise<IssuedSession> {
  const actor = await findUserById(deps.db, caller.userId);
  if (!actor) throw notFound(MESSAGES.userNotFound, 'user_not_found');
  const reason = assertMayImpersonate(
    actor,
    input.targetUserId,
    input.reason,
    Boolean(caller.impersonatorId),
  );
  const target = await findUserById(deps.db, input.targetUserId);
  if (!target) throw notFound(MESSAGES.userNotFound, 'user_not_found');
  const now = deps.clock();
  const sessionId = randomUUID();
  const expiresAt = new Date(now.getTime() + IMPERSONATION_TTL_SECONDS * 1000);
  const key = await deps.keys.signingKey();
  const access = signAccessToken(
    key,
    { sub: target.id, sid: sessionId, email: target.email, sa: false, imp: actor.id },
    now,
    IMPERSONATION_TTL_SECONDS,
  );
  await deps.db.transaction(async (tx) => {
    await insertSession(tx, {
      id: sessionId,
      userId: target.id,
      expiresAt,
      impersonatorId: actor.id,
      reason,
    });
    await publishAudit(tx, {
      actorUserId: target.id,
      impersonatorUserId: actor.id,
      action: 'impersonation.started',
      entityType: 'user',
      entityId: target.id,
      reason,
      details: { session_id: sessionId, expires_at: expiresAt.toISOString() },
      at: now,
    });
  });
  return {
    access_token: access.token,
    expires_at: access.expiresAt.toISOString(),
    refresh_token: '',
    refresh_expires_at: '',
    session_id: sessionId,
    user: toPublicUser(target),
    impersonator_user_id: actor.id,
  };
}

/** Ends the impersonation session the caller is using; other sessions are untouched. */
export async function stopImpersonation(
  deps: SessionDeps,
  caller: Caller,
  sessionId: string,
): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const session = await findSession(tx, sessionId);
    if (!session || !session.impersonator_id || session.revoked_at) return;
    if (
      session.impersonator_id !== caller.impersonatorId &&
      session.impersonator_id !== caller.userId
    )
      return;
    await revokeSession(tx, session.id, 'impersonation_stopped', now);
    await publishAudit(tx, {
      actorUserId: session.user_id,
      impersonatorUserId: session.impersonator_id,
      action: 'impersonation.stopped',
      entityType: 'user',
      entityId: session.user_id,
      reason: session.impersonation_reason,
      details: { session_id: session.id },
      at: now,
    });
  });
}
