/** Links mailed to people point at the configured public address of the portal. */
import type { GatewayDeps } from '../deps';

export function publicUrlOf(deps: GatewayDeps): string {
  const url = deps.publicUrl ?? deps.config?.PUBLIC_URL ?? 'http://localhost:8080';
  return url.replace(/\/+$/, '');
}

export const resetPasswordUrl = (deps: GatewayDeps) => `${publicUrlOf(deps)}/reset-password`;
export const signupUrl = (deps: GatewayDeps) => `${publicUrlOf(deps)}/signup`;
