import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  isApiError,
  isTwoFactorStep,
  LoadingScreen,
  TextField,
  useAuth,
  type Me,
} from '@portico/frontend-kit';
import { postLoginTarget } from '../../routing/postLoginRedirect';
import { usePostLoginRedirect } from '../../routing/usePostLoginRedirect';
import { AuthLayout } from './AuthLayout';
import { usePublicBranding } from './usePublicBranding';
import { hasErrors, type FieldErrors } from './validation';
import { SessionEndedNotice, SignUpFootnote } from './SignupAccess';
import { ProviderButtons, providerErrorText, useProviderChallenge } from './ProviderButtons';

// Only accounts with two-factor sign-in reach the code step: it loads then, keeping the
// sign-in page inside its JavaScript budget (tooling/test/bundle-budget.test.ts).
const TwoFactorCodeStep = lazy(() =>
  import('./TwoFactorCodeStep').then((module) => ({ default: module.TwoFactorCodeStep })),
);
// Likewise the forgot-password dialog, which loads when someone asks for it.
const ForgotPasswordModal = lazy(() =>
  import('./ForgotPasswordModal').then((module) => ({ default: module.ForgotPasswordModal })),
);

/** Spec part 1 §2 "Login": banners driven by ?message=. */
export const LOGIN_BANNERS: Record<string, { tone: 'success' | 'warning'; text: string }> = {
  account_created: { tone: 'success', text: 'Account created successfully! Please log in.' },
  signup_complete: { tone: 'success', text: 'Account created! Please log in.' },
  invitation_accepted: { tone: 'success', text: 'Invitation accepted! Please log in.' },
  signup_incomplete: {
    tone: 'warning',
    text: 'Signup completed but membership not created. Please contact support.',
  },
};

/** Spec part 1 §8: the service's message, with fixed texts for an unreachable or odd service. */
export function loginErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.retryable) return 'Authentication service is not available. Please try again later.';
    if (error.message) return error.message;
  }
  return 'An unexpected error occurred during login';
}

export function LoginPage() {
  const { loading, signIn } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const branding = usePublicBranding();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  // Two-factor sign-in: the password was right, the code is next (no session yet).
  const [challenge, setChallenge] = useState<string | null>(null);
  usePostLoginRedirect(!busy && !challenge);
  // A provider sign-in of a two-factor account comes back here for the code step.
  useProviderChallenge(params.get('step') === 'two-factor', setChallenge, setFailure);

  if (loading) return <LoadingScreen />;
  const banner = LOGIN_BANNERS[params.get('message') ?? ''];
  const providerError = providerErrorText(params);

  const proceed = (me: Me | null) => {
    if (!me) {
      setFailure('No user data received. Please try again.');
      setChallenge(null);
      setBusy(false);
      return;
    }
    // The platform requires two-factor sign-in and this account has not turned it on yet.
    if (me.twoFactorEnrolmentRequired) return navigate('/two-factor-setup', { replace: true });
    const target = postLoginTarget({
      isSuperAdmin: me.isSuperAdmin,
      memberships: me.memberships,
      membershipError: false,
      tenantIdParam: params.get('tenant_id'),
      message: null,
    });
    if (target) navigate(target, { replace: true });
    else setBusy(false);
  };

  if (challenge) {
    return (
      <AuthLayout branding={branding}>
        <Suspense fallback={<LoadingScreen />}>
          <TwoFactorCodeStep
            challenge={challenge}
            onSignedIn={proceed}
            onRestart={() => {
              setChallenge(null);
              setPassword('');
            }}
          />
        </Suspense>
      </AuthLayout>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = {
      email: email.trim() ? undefined : 'Email is required',
      password: password ? undefined : 'Password is required',
    };
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await signIn(email.trim(), password);
      if (isTwoFactorStep(answer)) {
        setChallenge(answer.twoFactorChallenge);
        setBusy(false);
        return;
      }
      proceed(answer);
    } catch (error) {
      setFailure(loginErrorText(error));
      setBusy(false);
    }
  };

  return (
    <AuthLayout branding={branding}>
      <div className="auth-heading">
        <h1>{branding ? `Sign in to ${branding.name}` : 'Welcome back'}</h1>
        <p>Sign in with your email and password.</p>
      </div>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        {banner && <Alert tone={banner.tone}>{banner.text}</Alert>}
        {(failure ?? providerError) && <Alert tone="error">{failure ?? providerError}</Alert>}
        {!failure && !providerError && <SessionEndedNotice />}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        <div className="auth-form__row">
          <span />
          <button type="button" className="auth-link-button" onClick={() => setResetOpen(true)}>
            Forgot Password?
          </button>
        </div>
        <Button type="submit" size="lg" block busy={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      <ProviderButtons returnTo={params.get('return_to')} />
      <SignUpFootnote />
      {resetOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordModal initialEmail={email} onClose={() => setResetOpen(false)} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
