/**
 * Ending sessions at once. Revoking a session stops its refresh token, but an access token
 * already issued stays valid for up to its lifetime; so every revocation also publishes
 * `sessions_revoked` through the outbox, and each gateway refuses those sessions' access
 * tokens until the last of them would have expired anyway.
 */
import type { Tx } from '@portico/kit';
import { publishUserEvent } from '../events/publish';
import { revokeSession, revokeUserSessions } from '../store/sessions';
import { ACCESS_TOKEN_TTL_SECONDS } from './accessTokens';

export type RevocationReason =
  | 'signed_out'
  | 'password_changed'
  | 'password_reset'
  | 'refresh_token_reused'
  | 'super_admin_revoked'
  | 'account_disabled'
  | 'impersonation_stopped'
  | 'session_max_age'
  | 'session_idle'
  | 'account_reclaimed';

export async function announceRevoked(
  tx: Tx,
  user: { id: string; email: string },
  sessionIds: string[],
  reason: RevocationReason,
  at: Date,
): Promise<void> {
  if (sessionIds.length === 0) return;
  await publishUserEvent(
    tx,
    {
      user_id: user.id,
      email: user.email,
      sessions_revoked: {
        session_ids: sessionIds,
        reason,
        expires_at: new Date(at.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000).toISOString(),
      },
    },
    'sessions_revoked',
  );
}

/** Revokes one session and tells the gateways. */
export async function endSession(
  tx: Tx,
  user: { id: string; email: string },
  sessionId: string,
  reason: RevocationReason,
  at: Date,
): Promise<void> {
  if (await revokeSession(tx, sessionId, reason, at)) {
    await announceRevoked(tx, user, [sessionId], reason, at);
  }
}

/** Revokes every session of a user but `keep`, and tells the gateways. */
export async function endUserSessions(
  tx: Tx,
  user: { id: string; email: string },
  reason: RevocationReason,
  at: Date,
  keep?: string,
): Promise<void> {
  const ids = await revokeUserSessions(tx, user.id, reason, at, keep);
  await announceRevoked(tx, user, ids, reason, at);
}
