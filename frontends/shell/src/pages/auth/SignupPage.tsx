import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  isApiError,
  LoadingScreen,
  isPlanId,
  SelectField,
  TextField,
  useApi,
  useApiMutation,
  useApiQuery,
  useAuth,
  useFeatureFlag,
} from '@portico/frontend-kit';
import { usePostLoginRedirect } from '../../routing/usePostLoginRedirect';
import { rememberLandingCheckout } from '../onboarding/landingCheckout';
import { AuthLayout } from './AuthLayout';
import { joinInvitedTeam, wait } from './memberSignup';
import { SignupClosed } from './SignupAccess';
import { hasErrors, isEmail, PASSWORD_MIN, type FieldErrors } from './validation';
import { ProviderButtons } from './ProviderButtons';

type Field = 'name' | 'email' | 'password' | 'companyName' | 'sourceOther';

const SOURCES = [
  { value: '', label: 'Choose one (optional)' },
  { value: 'search', label: 'Search engine' },
  { value: 'social', label: 'Social media' },
  { value: 'referral', label: 'Friend or colleague' },
  { value: 'event', label: 'Event or webinar' },
  { value: 'other', label: 'Other' },
];

export function validateSignup(
  values: Record<Field | 'source', string>,
  member: boolean,
): FieldErrors<Field> {
  return {
    name: values.name.trim() ? undefined : 'Full name is required',
    email: isEmail(values.email) ? undefined : 'Enter a valid email address',
    password:
      values.password.length >= PASSWORD_MIN
        ? undefined
        : `Password must be at least ${PASSWORD_MIN} characters`,
    companyName: member || values.companyName.trim() ? undefined : 'Company name is required',
    sourceOther:
      member || values.source !== 'other' || values.sourceOther.trim()
        ? undefined
        : 'Tell us where you heard about us',
  };
}

/** 'Step 0: Create Account' — a new workspace, or 'Join the Team' with an invitation. */
export function SignupPage() {
  const api = useApi();
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invite = params.get('invite');
  const member = params.get('member') === 'true' || invite !== null;
  // Super Settings → Feature Flags: only invitations make accounts while signup.open is off.
  const signupOpen = useFeatureFlag('signup.open');
  const planParam = params.get('plan');
  const requestedPlan = isPlanId(planParam) ? planParam : 'starter';
  const [values, setValues] = useState({
    name: '',
    email: '',
    password: '',
    companyName: '',
    title: '',
    source: '',
    sourceOther: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  usePostLoginRedirect(!busy);

  const startOnboarding = useApiMutation('post', '/api/onboarding-start', {
    invalidates: ['/api/onboarding-status'],
  });

  // Coming back from the landing page's checkout: provisioning hands the session to billing,
  // which attaches the paid plan to the new workspace; the verify only names the plan here.
  const checkoutSession = params.get('session_id');
  useEffect(() => {
    if (checkoutSession) rememberLandingCheckout(checkoutSession);
  }, [checkoutSession]);
  const verified = useApiQuery(
    '/api/checkout-verify',
    { params: { query: { session_id: checkoutSession ?? '' } }, anonymous: true },
    { enabled: checkoutSession !== null, retry: false },
  ).data;
  const paidPlan = verified?.verified && isPlanId(verified.plan) ? verified.plan : null;

  if (auth.loading) return <LoadingScreen />;

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateSignup(values, member);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    setFailure(null);
    let account: Awaited<ReturnType<typeof auth.signUp>>;
    try {
      account = await auth.signUp({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        title: values.title.trim() || undefined,
        ...(member
          ? { invite: invite ?? undefined }
          : {
              companyName: values.companyName.trim(),
              source: values.source || undefined,
              sourceOther: values.sourceOther.trim() || undefined,
              plan: paidPlan ?? requestedPlan,
            }),
      });
    } catch (cause) {
      setFailure(
        isApiError(cause) && cause.message ? `Sign up failed: ${cause.message}` : 'Sign up failed',
      );
      setBusy(false);
      return;
    }
    try {
      if (member) {
        const outcome = await joinInvitedTeam(invite, account.membership, { api, auth, wait });
        if (outcome.kind === 'error') {
          setFailure(outcome.message);
          setBusy(false);
        } else navigate(outcome.to, { replace: true });
        return;
      }
      await startOnboarding.mutateAsync({
        body: {
          companyName: values.companyName.trim(),
          source: values.source || undefined,
          sourceOther: values.sourceOther.trim() || undefined,
          title: values.title.trim() || undefined,
          plan: paidPlan ?? requestedPlan,
        },
        tenantId: null,
      });
      navigate('/onboarding', { replace: true });
    } catch {
      setFailure('Failed to complete signup process');
      setBusy(false);
    }
  };

  if (!member && !signupOpen) return <SignupClosed />;

  return (
    <AuthLayout>
      <div className="auth-heading">
        <div className="auth-heading__eyebrow">Step 0: Create Account</div>
        <h1>{member ? 'Join the Team' : 'Create your workspace'}</h1>
        <p>
          {member
            ? 'Create your account to accept the invitation.'
            : 'Start with your account; you will set up your portal next.'}
        </p>
      </div>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label="Full name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          required
        />
        <TextField
          label="Work email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          required
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          hint={`At least ${PASSWORD_MIN} characters.`}
          required
        />
        {!member && (
          <>
            <div className="auth-grid-2">
              <TextField
                label="Company name"
                autoComplete="organization"
                value={values.companyName}
                onChange={set('companyName')}
                error={errors.companyName}
                required
              />
              <TextField
                label="Your title (optional)"
                autoComplete="organization-title"
                value={values.title}
                onChange={set('title')}
              />
            </div>
            <SelectField
              label="How did you hear about us?"
              options={SOURCES}
              value={values.source}
              onChange={set('source')}
            />
            {values.source === 'other' && (
              <TextField
                label="Where did you hear about us?"
                value={values.sourceOther}
                onChange={set('sourceOther')}
                error={errors.sourceOther}
              />
            )}
          </>
        )}
        <Button type="submit" size="lg" block busy={busy}>
          {busy ? 'Creating account...' : member ? 'Join the Team' : 'Create account'}
        </Button>
      </form>
      {/* An invitation names the address that joins, so only a new workspace may use a provider. */}
      {!member && <ProviderButtons />}
      <p className="auth-footnote">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </AuthLayout>
  );
}
