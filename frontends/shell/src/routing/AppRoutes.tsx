import { Route, Routes } from 'react-router';
import { LoadingScreen } from '@portico/frontend-kit';
import { lazy, Suspense, type ReactNode } from 'react';
import { loadGuardedRoutes } from '../federation/earlyStart';
import { RemoteView } from '../federation/RemoteView';

// Each page and the guarded screens' table are chunks of their own, fetched when first shown:
// the landing page (a remote) and sign-in then download none of the others (issue 17's page
// budgets).
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
// The sandbox's stand-ins for Stripe's Connect onboarding and hosted invoice page (issue 29).
const SandboxOnboardingPage = lazy(() =>
  import('../pages/billing/SandboxOnboardingPage').then((m) => ({
    default: m.SandboxOnboardingPage,
  })),
);
const SandboxInvoicePage = lazy(() =>
  import('../pages/billing/SandboxInvoicePage').then((m) => ({ default: m.SandboxInvoicePage })),
);
const OnboardingPage = lazy(() =>
  import('../pages/onboarding/OnboardingPage').then((m) => ({ default: m.OnboardingPage })),
);

const GuardedRoutes = lazy(() =>
  loadGuardedRoutes().then(async (m) => {
    await m.layoutReady();
    return { default: m.GuardedRoutes };
  }),
);

/** The shell's own pages, open without a role. */
const PUBLIC_PAGES: [path: string, page: ReactNode][] = [
  ['/', <RemoteView name="landing" />],
  ['/login', <LoginPage />],
  ['/signup', <SignupPage />],
  ['/reset-password', <ResetPasswordPage />],
  ['/verify-email', <ConfirmEmailPage purpose="verify" />],
  ['/confirm-email', <ConfirmEmailPage purpose="change" />],
  ['/onboarding', <OnboardingPage />],
  ['/billing/sandbox-checkout', <SandboxCheckoutPage />],
  ['/billing/sandbox-onboarding/:token', <SandboxOnboardingPage />],
  ['/billing/sandbox-invoice/:token', <SandboxInvoicePage />],
  ['/complete-profile', <CompleteProfilePage />],
  ['/two-factor-setup', <TwoFactorEnrolmentPage />],
];

// A page opened on a guarded path needs the screen table first: fetch it with the bootstrap
// rather than after the first render.
if (!PUBLIC_PAGES.some(([path]) => path === window.location.pathname)) void loadGuardedRoutes();

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        {PUBLIC_PAGES.map(([path, page]) => (
          <Route key={path} path={path} element={page} />
        ))}
        <Route path="*" element={<GuardedRoutes />} />
      </Routes>
    </Suspense>
  );
}
