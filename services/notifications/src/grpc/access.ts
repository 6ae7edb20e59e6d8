/** Who may call what in this service: the gateway decides first, the service checks again. */
import { forbidden, unauthenticated, type CallContext } from '@portico/kit';
import { SUPER_ADMIN_ROLE } from '@portico/rules';

/** The platform console's calls: super admins only. Answers the caller's user id. */
export function requireSuperAdmin(ctx: CallContext): string {
  if (!ctx.userId) throw unauthenticated();
  if (!ctx.roles.includes(SUPER_ADMIN_ROLE))
    throw forbidden('Super admins only', 'not_super_admin');
  return ctx.userId;
}

export const iso = (at: Date | null | undefined) => (at ? new Date(at).toISOString() : '');
