/**
 * Confirming one's own password before a grave act (transferring a workspace's ownership):
 * an access token alone, say one left open on a shared computer, must not be enough. Never
 * while impersonating; a wrong password is audited (and rate-limited at the gateway).
 */
import { unauthenticated } from '@portico/kit';
import { publishAudit } from '../events/publish';
import { MESSAGES } from './messages';
import { verifyPassword } from './passwords';
import type { SessionDeps } from './sessions';
import { refuseWhileImpersonating } from './settings';
import { requireUser, type Caller } from './users';

export async function confirmPassword(
  deps: SessionDeps,
  caller: Caller,
  input: { password?: string; purpose?: string },
): Promise<void> {
  refuseWhileImpersonating(caller);
  const user = await requireUser(deps.db, caller.userId);
  if (input.password && (await verifyPassword(input.password, user.password_hash))) return;
  await deps.db.transaction((tx) =>
    publishAudit(tx, {
      actorUserId: user.id,
      action: 'user.password_confirmation_failed',
      entityType: 'user',
      entityId: user.id,
      details: { purpose: input.purpose?.slice(0, 64) ?? '' },
      at: deps.clock(),
    }),
  );
  throw unauthenticated(MESSAGES.currentPasswordIncorrect, 'current_password');
}
