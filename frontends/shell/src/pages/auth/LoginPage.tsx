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
import { defineMessages, useIntl, type Intl } from '../../i18n';
import { postLoginTarget } from '../../routing/postLoginRedirect';
import { withReturnPath } from '../../routing/returnTo';
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

const BANNER_TEXT = defineMessages({
  account_created: { id: 'login.banner.accountCreated' },
  signup_complete: { id: 'login.banner.signupComplete' },
  invitation_accepted: { id: 'login.banner.invitationAccepted' },
  signup_incomplete: { id: 'login.banner.signupIncomplete' },
});

/** docs/product.md §2 "Login": banners driven by ?message=. */
export const LOGIN_BANNERS: Record<string, { tone: 'success' | 'warning'; text: { id: string } }> =
  {
    account_created: { tone: 'success', text: BANNER_TEXT.account_created },
    signup_complete: { tone: 'success', text: BANNER_TEXT.signup_complete },
    invitation_accepted: { tone: 'success', text: BANNER_TEXT.invitation_accepted },
    signup_incomplete: { tone: 'warning', text: BANNER_TEXT.signup_incomplete },
  };

/** docs/product.md §8: the service's message, with fixed texts for an unreachable or odd service. */
export function loginErrorText(error: unknown, intl: Intl): string {
  if (isApiError(error)) {
    if (error.retryable) return intl.formatMessage({ id: 'login.error.unavailable' });
    if (error.message) return error.message;
  }
  return intl.formatMessage({ id: 'login.error.unexpected' });
}

export function LoginPage() {
  const { loading, signIn } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const branding = usePublicBranding();
  const intl = useIntl();
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
  const providerError = providerErrorText(params, intl);

  const proceed = (me: Me | null) => {
    if (!me) {
      setFailure(intl.formatMessage({ id: 'login.error.noUser' }));
      setChallenge(null);
      setBusy(false);
      return;
    }
    // The platform requires two-factor sign-in and this account has not turned it on yet.
    if (me.twoFactorEnrolmentRequired) return navigate('/two-factor-setup', { replace: true });
    // Where the visitor was headed before the guard sent them here, else their dashboard.
    const target = withReturnPath(
      postLoginTarget({
        isSuperAdmin: me.isSuperAdmin,
        memberships: me.memberships,
        membershipError: false,
        tenantIdParam: params.get('tenant_id'),
        message: null,
      }),
      params.get('return_to'),
    );
    if (target) navigate(target, { replace: true });
    else setBusy(false);
  };

  if (challenge) {
    return (
      <AuthLayout branding={branding} brandingPending={branding === undefined}>
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
      email: email.trim() ? undefined : intl.formatMessage({ id: 'login.emailRequired' }),
      password: password ? undefined : intl.formatMessage({ id: 'login.passwordRequired' }),
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
      setFailure(loginErrorText(error, intl));
      setBusy(false);
    }
  };

  return (
    <AuthLayout branding={branding} brandingPending={branding === undefined}>
      <div className="auth-heading">
        <h1>
          {branding
            ? intl.formatMessage({ id: 'login.titleBranded' }, { name: branding.name })
            : intl.formatMessage({ id: 'login.title' })}
        </h1>
        <p>{intl.formatMessage({ id: 'login.intro' })}</p>
      </div>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        {banner && <Alert tone={banner.tone}>{intl.formatMessage(banner.text)}</Alert>}
        {(failure ?? providerError) && <Alert tone="error">{failure ?? providerError}</Alert>}
        {!failure && !providerError && <SessionEndedNotice />}
        <TextField
          label={intl.formatMessage({ id: 'login.email' })}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <TextField
          label={intl.formatMessage({ id: 'login.password' })}
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
            {intl.formatMessage({ id: 'login.forgot' })}
          </button>
        </div>
        <Button type="submit" size="lg" block busy={busy}>
          {intl.formatMessage({ id: busy ? 'login.submitting' : 'login.submit' })}
        </Button>
      </form>
      <ProviderButtons returnTo={params.get('return_to')} />
      <SignUpFootnote branded={branding !== null} />
      {resetOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordModal initialEmail={email} onClose={() => setResetOpen(false)} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
