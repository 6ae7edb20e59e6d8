import { Navigate, Route, Routes } from 'react-router';
import { AUDIENCES, isAdminRole, LoadingScreen, useAuth } from '@portico/frontend-kit';
import { lazy, Suspense, type ReactNode } from 'react';
import { RemoteView } from '../federation/RemoteView';
import { RequireRole } from './RequireRole';
import { guardedRoutes, type LayoutKind } from './routes';

// Each screen and layout is its own chunk, fetched when its route is first shown: the landing
// page (a remote) and sign-in then download none of the others (issue 17's page budgets).
const AdminLayout = lazy(() =>
  import('../layouts/AdminLayout').then((m) => ({ default: m.AdminLayout })),
);
const MemberLayout = lazy(() =>
  import('../layouts/MemberLayout').then((m) => ({ default: m.MemberLayout })),
);
const SuperLayout = lazy(() =>
  import('../layouts/SuperLayout').then((m) => ({ default: m.SuperLayout })),
);
const LoginPage = lazy(() =>
  import('../pages/auth/LoginPage').then((m) => ({ default: m.LoginPage })),
);
const SignupPage = lazy(() =>
  import('../pages/auth/SignupPage').then((m) => ({ default: m.SignupPage })),
);
const ConfirmEmailPage = lazy(() =>
  import('../pages/auth/ConfirmEmailPage').then((m) => ({ default: m.ConfirmEmailPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../pages/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const CompleteProfilePage = lazy(() =>
  import('../pages/CompleteProfilePage').then((m) => ({ default: m.CompleteProfilePage })),
);
const TwoFactorEnrolmentPage = lazy(() =>
  import('../pages/TwoFactorEnrolmentPage').then((m) => ({ default: m.TwoFactorEnrolmentPage })),
);
const SandboxCheckoutPage = lazy(() =>
  import('../pages/billing/SandboxCheckoutPage').then((m) => ({ default: m.SandboxCheckoutPage })),
);
const OnboardingPage = lazy(() =>
  import('../pages/onboarding/OnboardingPage').then((m) => ({ default: m.OnboardingPage })),
);

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
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route path="/" element={<RemoteView name="landing" />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/verify-email" element={<ConfirmEmailPage purpose="verify" />} />
        <Route path="/confirm-email" element={<ConfirmEmailPage purpose="change" />} />
        <Route path="/onboarding" element={<OnboardingPage />} />
        <Route path="/billing/sandbox-checkout" element={<SandboxCheckoutPage />} />
        <Route path="/complete-profile" element={<CompleteProfilePage />} />
        <Route path="/two-factor-setup" element={<TwoFactorEnrolmentPage />} />
        <Route
          path="/app"
          element={
            <RequireRole roles={AUDIENCES.superAdmins}>
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
    </Suspense>
  );
}
