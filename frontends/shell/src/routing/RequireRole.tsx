import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen, useAuth, type Audience } from '@portico/frontend-kit';
import { guardDecision } from './access';

export function RequireRole({ roles, children }: { roles: Audience; children: ReactNode }) {
  const { loading, session, isSuperAdmin, userRole, twoFactorEnrolmentRequired } = useAuth();
  const { pathname, search } = useLocation();
  const decision = guardDecision({
    loading,
    signedIn: session !== null,
    isSuperAdmin,
    userRole,
    allowedRoles: roles,
    pathname,
    search,
  });
  if (decision.kind === 'loading') return <LoadingScreen />;
  // The platform requires two-factor sign-in and this session has not enrolled: only enrolment.
  if (session && twoFactorEnrolmentRequired) return <Navigate to="/two-factor-setup" replace />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
