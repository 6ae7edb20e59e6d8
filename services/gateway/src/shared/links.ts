/** Links mailed to people point at the configured public address of the portal. */
import type { GatewayDeps } from '../deps';

export function publicUrlOf(deps: Pick<GatewayDeps, 'config'>): string {
  const url = deps.config.PUBLIC_URL ?? 'http://localhost:8080';
  return url.replace(/\/+$/, '');
}

export const resetPasswordUrl = (deps: Pick<GatewayDeps, 'config'>) =>
  `${publicUrlOf(deps)}/reset-password`;
export const signupUrl = (deps: Pick<GatewayDeps, 'config'>) => `${publicUrlOf(deps)}/signup`;
