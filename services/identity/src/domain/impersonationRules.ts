/** Impersonation rules: super admins only, a reason always, never yourself, 60 minutes. */
import { forbidden, invalid } from '@portico/kit';
import { isSuperAdmin } from './globalRoles';
import { MESSAGES } from './messages';

export const IMPERSONATION_TTL_SECONDS = 60 * 60;

export function assertMayImpersonate(
  actor: { id: string; global_roles: string[] },
  targetUserId: string,
  reason: string | undefined,
  actingAsImpersonator: boolean,
): string {
  if (actingAsImpersonator || !isSuperAdmin(actor.global_roles))
    throw forbidden(MESSAGES.superAdminOnly);
  const trimmed = reason?.trim() ?? '';
  if (!trimmed) throw invalid(MESSAGES.impersonationReasonRequired, 'reason');
  if (targetUserId === actor.id) throw invalid(MESSAGES.impersonationSelf, 'self');
  return trimmed;
}
