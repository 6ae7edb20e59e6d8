import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { activeMemberships, useAuth } from '@portico/frontend-kit';
import { postLoginTarget } from './postLoginRedirect';
import { withReturnPath } from './returnTo';

// "At most once per session": remembered for this page's lifetime per person and set of
// workspaces, so a person who just gained a workspace (onboarding, invitation) is moved on
// once more, while someone who navigates back to /login is not bounced again.
const redirected = new Set<string>();

export function resetPostLoginRedirects(): void {
  redirected.clear();
}

/**
 * On /login, /signup and /onboarding: once a session exists, move the person on once. Screens
 * pass enabled=false while they drive navigation themselves (a signup in progress).
 */
export function usePostLoginRedirect(enabled = true): void {
  const { session, loading, isSuperAdmin, memberships, membershipError, user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!enabled || loading || !session || !user) return;
    const key = `${user.id}:${isSuperAdmin}:${activeMemberships(memberships)
      .map((m) => m.tenant_id)
      .sort()
      .join(',')}`;
    if (redirected.has(key)) return;
    const params = new URLSearchParams(location.search);
    const target = withReturnPath(
      postLoginTarget({
        isSuperAdmin,
        memberships,
        membershipError,
        tenantIdParam: params.get('tenant_id'),
        message: params.get('message'),
      }),
      params.get('return_to'),
    );
    redirected.add(key);
    if (target && !target.startsWith(location.pathname + '?') && target !== location.pathname)
      navigate(target, { replace: true });
  }, [
    enabled,
    loading,
    session,
    user,
    isSuperAdmin,
    memberships,
    membershipError,
    location.pathname,
    location.search,
    navigate,
  ]);
}
