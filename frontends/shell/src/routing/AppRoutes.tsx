import { Navigate, Route, Routes } from 'react-router';
import { isAdminRole, useAuth } from '@portico/frontend-kit';
import type { ReactNode } from 'react';
import { RemoteView } from '../federation/RemoteView';
import { AdminLayout } from '../layouts/AdminLayout';
import { MemberLayout } from '../layouts/MemberLayout';
import { SuperLayout } from '../layouts/SuperLayout';
import { LoginPage } from '../pages/auth/LoginPage';
import { SignupPage } from '../pages/auth/SignupPage';
import { CompleteProfilePage } from '../pages/CompleteProfilePage';
import { OnboardingPage } from '../pages/onboarding/OnboardingPage';
import { RequireRole } from './RequireRole';
import { guardedRoutes, type LayoutKind } from './routes';

function Layout({ kind, children }: { kind: LayoutKind; children: ReactNode }) {
  const { userRole, isSuperAdmin } = useAuth();
  if (kind === 'super') return <SuperLayout>{children}</SuperLayout>;
  if (kind === 'admin' || (kind === 'byRole' && (isAdminRole(userRole) || isSuperAdmin)))
    return <AdminLayout>{children}</AdminLayout>;
  return <MemberLayout>{children}</MemberLayout>;
}

/** /app belongs to super admins; the guard sends everyone else on. */
const SuperHome = () => <Navigate to="/super" replace />;

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RemoteView name="landing" />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/onboarding" element={<OnboardingPage />} />
      <Route path="/complete-profile" element={<CompleteProfilePage />} />
      <Route
        path="/app"
        element={
          <RequireRole roles={[]}>
            <SuperHome />
          </RequireRole>
        }
      />
      {guardedRoutes.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={
            <RequireRole roles={route.roles}>
              <Layout kind={route.layout}>
                <RemoteView name={route.remote} />
              </Layout>
            </RequireRole>
          }
        />
      ))}
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
