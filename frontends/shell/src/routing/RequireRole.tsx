import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen, useAuth } from '@portico/frontend-kit';
import { guardDecision } from './access';

export function RequireRole({
  roles,
  children,
}: {
  roles: readonly string[];
  children: ReactNode;
}) {
  const { loading, session, isSuperAdmin, userRole } = useAuth();
  const { pathname } = useLocation();
  const decision = guardDecision({
    loading,
    signedIn: session !== null,
    isSuperAdmin,
    userRole,
    allowedRoles: roles,
    pathname,
  });
  if (decision.kind === 'loading') return <LoadingScreen />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
