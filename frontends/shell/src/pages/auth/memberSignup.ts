import { errorMessage, type ApiClient, type AuthContextValue } from '@portico/frontend-kit';
import type { Intl } from '../../i18n';

// docs/product.md §4 "Signup, member flow": sign up, wait 1 s, accept the invitation, check the
// membership exists, refresh the session, wait 2 s, then go to /login with the tenant.

export const ACCEPT_DELAY_MS = 1000;
export const SETTLE_DELAY_MS = 2000;

export type MemberSignupOutcome =
  { kind: 'navigate'; to: string } | { kind: 'error'; message: string };

export interface MemberSignupDeps {
  api: ApiClient;
  auth: Pick<AuthContextValue, 'reload'>;
  wait: (ms: number) => Promise<void>;
  intl: Intl;
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs after the account exists; returns where to go next or the error to show. When the
 * sign-up answer already carries the membership (the gateway accepts the invitation with the
 * sign-up), the acceptance call is skipped: an invitation can be used once.
 */
export async function joinInvitedTeam(
  invite: string | null,
  alreadyJoined: { tenant_id: string } | undefined,
  { api, auth, wait: pause, intl }: MemberSignupDeps,
): Promise<MemberSignupOutcome> {
  if (!invite) return { kind: 'navigate', to: '/login?message=signup_complete' };
  await pause(ACCEPT_DELAY_MS);
  let tenantId: string;
  try {
    tenantId =
      alreadyJoined?.tenant_id ??
      (await api.post('/api/public/invitations/accept', { body: { token: invite } })).tenant_id;
  } catch (cause) {
    return {
      kind: 'error',
      message: intl.formatMessage(
        { id: 'signup.acceptFailed' },
        { reason: errorMessage(cause, intl.formatMessage({ id: 'signup.unknownError' })) },
      ),
    };
  }
  const me = await auth.reload();
  if (!me?.memberships.some((m) => m.tenant_id === tenantId)) {
    return { kind: 'navigate', to: '/login?message=signup_incomplete' };
  }
  await api.refresh();
  await pause(SETTLE_DELAY_MS);
  return {
    kind: 'navigate',
    to: `/login?tenant_id=${encodeURIComponent(tenantId)}&message=account_created`,
  };
}
