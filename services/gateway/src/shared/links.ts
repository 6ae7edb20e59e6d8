/**
 * Links mailed to people point at the configured public address of the portal. A reset link
 * is sent the same way, with the same answer, by a tenant admin and by a super admin.
 */
import type { CallContext } from '@portico/kit';
import type { GatewayDeps } from '../deps';

export const RESET_LINK_SENT = 'Password reset link sent';

export function publicUrlOf(deps: Pick<GatewayDeps, 'config'>): string {
  const url = deps.config.PUBLIC_URL ?? 'http://localhost:8080';
  return url.replace(/\/+$/, '');
}

export const resetPasswordUrl = (deps: Pick<GatewayDeps, 'config'>) =>
  `${publicUrlOf(deps)}/reset-password`;
export const signupUrl = (deps: Pick<GatewayDeps, 'config'>) => `${publicUrlOf(deps)}/signup`;

/** Identity mails the user a link to set a new password; nobody else learns it. */
export async function sendResetLink(
  deps: Pick<GatewayDeps, 'config' | 'services'>,
  userId: string,
  ctx: Partial<CallContext>,
): Promise<{ message: string }> {
  await deps.services.identity.RequestPasswordReset(
    { user_id: userId, email: '', reset_base_url: resetPasswordUrl(deps) },
    ctx,
  );
  return { message: RESET_LINK_SENT };
}
