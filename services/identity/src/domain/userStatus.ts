/**
 * Operators disable an account (the platform console, issue 16): it can no longer sign in or
 * refresh, and every session it has ends at once (the gateways refuse their access tokens from
 * the sessions_revoked event). Enabling it lets it sign in again. Super admins only, never on
 * themselves, never from an impersonation session; both are audited.
 */
import { forbidden, invalid, notFound } from '@portico/kit';
import { publishAudit } from '../events/publish';
import { findUserById, setUserDisabledAt } from '../store/users';
import { isSuperAdmin } from './globalRoles';
import { MESSAGES } from './messages';
import { endUserSessions } from './revocation';
import type { SessionDeps } from './sessions';
import { requireUser, toPublicUser, type Caller, type PublicUser } from './users';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function setUserDisabled(
  deps: SessionDeps,
  caller: Caller,
  input: { userId: string; disabled: boolean; reason?: string },
): Promise<PublicUser> {
  const actor = await requireUser(deps.db, caller.userId);
  if (caller.impersonatorId || !isSuperAdmin(actor.global_roles))
    throw forbidden(MESSAGES.superAdminOnly);
  if (input.userId === actor.id) throw invalid(MESSAGES.cannotDisableSelf, 'self');
  if (!UUID.test(input.userId)) throw notFound(MESSAGES.userNotFound, 'user_not_found');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, input.userId);
    if (!user) throw notFound(MESSAGES.userNotFound, 'user_not_found');
    const wasDisabled = Boolean(user.disabled_at);
    if (wasDisabled !== input.disabled) {
      await setUserDisabledAt(
        tx,
        user.id,
        input.disabled ? now : null,
        input.disabled ? actor.id : null,
      );
      if (input.disabled) await endUserSessions(tx, user, 'account_disabled', now);
      await publishAudit(tx, {
        actorUserId: actor.id,
        action: input.disabled ? 'user.disabled' : 'user.enabled',
        entityType: 'user',
        entityId: user.id,
        reason: input.reason?.trim() || undefined,
        details: { email: user.email },
        at: now,
      });
    }
    return toPublicUser(await requireUser(tx, user.id));
  });
}
