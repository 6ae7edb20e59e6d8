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
import { defineMessages, FormattedMessage, useIntl, type Intl } from '../../i18n';
import { usePostLoginRedirect } from '../../routing/usePostLoginRedirect';
import { rememberLandingCheckout } from '../onboarding/landingCheckout';
import { AuthLayout } from './AuthLayout';
import { joinInvitedTeam, wait } from './memberSignup';
import { SignupClosed } from './SignupAccess';
import { hasErrors, isEmail, PASSWORD_MIN, type FieldErrors } from './validation';
import { ProviderButtons } from './ProviderButtons';
import { usePublicBranding } from './usePublicBranding';

type Field = 'name' | 'email' | 'password' | 'companyName' | 'sourceOther';

const SOURCES = defineMessages({
  '': { id: 'signup.source.none' },
  search: { id: 'signup.source.search' },
  social: { id: 'signup.source.social' },
  referral: { id: 'signup.source.referral' },
  event: { id: 'signup.source.event' },
  other: { id: 'signup.source.other' },
});

export function validateSignup(
  values: Record<Field | 'source', string>,
  member: boolean,
  intl: Intl,
): FieldErrors<Field> {
  return {
    name: values.name.trim() ? undefined : intl.formatMessage({ id: 'signup.nameRequired' }),
    email: isEmail(values.email) ? undefined : intl.formatMessage({ id: 'signup.emailInvalid' }),
    password:
      values.password.length >= PASSWORD_MIN
        ? undefined
        : intl.formatMessage({ id: 'password.tooShort' }, { min: PASSWORD_MIN }),
    companyName:
      member || values.companyName.trim()
        ? undefined
        : intl.formatMessage({ id: 'signup.companyRequired' }),
    sourceOther:
      member || values.source !== 'other' || values.sourceOther.trim()
        ? undefined
        : intl.formatMessage({ id: 'signup.sourceOtherRequired' }),
  };
}

/** 'Step 0: Create Account' — a new workspace, or 'Join the Team' with an invitation. */
export function SignupPage() {
  const api = useApi();
  const auth = useAuth();
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invite = params.get('invite');
  const member = params.get('member') === 'true' || invite !== null;
  // An invitation's page is the inviting tenant's, and the address is the invited one.
  const branding = usePublicBranding();
  const invitedEmail = (invite && branding?.invited_email) || null;
  // Sign-in stays the tenant's when the invitation named it.
  const signInPath =
    member && branding?.subdomain
      ? `/login?tenant=${encodeURIComponent(branding.subdomain)}`
      : '/login';
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

  useEffect(() => {
    if (invitedEmail) setValues((v) => ({ ...v, email: invitedEmail }));
  }, [invitedEmail]);

  if (auth.loading) return <LoadingScreen />;

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateSignup(values, member, intl);
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
        // The language they read this page in stays theirs: their first emails speak it.
        locale: intl.locale,
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
        isApiError(cause) && cause.message
          ? intl.formatMessage({ id: 'signup.failedBecause' }, { reason: cause.message })
          : intl.formatMessage({ id: 'signup.failed' }),
      );
      setBusy(false);
      return;
    }
    try {
      if (member) {
        const outcome = await joinInvitedTeam(invite, account.membership, {
          api,
          auth,
          wait,
          intl,
        });
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
      setFailure(intl.formatMessage({ id: 'signup.incomplete' }));
      setBusy(false);
    }
  };

  if (!member && !signupOpen) return <SignupClosed />;

  return (
    <AuthLayout
      branding={member ? branding : null}
      brandingPending={member && branding === undefined}
    >
      <div className="auth-heading">
        <div className="auth-heading__eyebrow">{intl.formatMessage({ id: 'signup.eyebrow' })}</div>
        <h1>{intl.formatMessage({ id: member ? 'signup.joinTitle' : 'signup.title' })}</h1>
        <p>{intl.formatMessage({ id: member ? 'signup.joinIntro' : 'signup.intro' })}</p>
      </div>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={intl.formatMessage({ id: 'signup.name' })}
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          required
        />
        <TextField
          label={intl.formatMessage({ id: 'signup.email' })}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          readOnly={invitedEmail !== null}
          hint={invitedEmail ? intl.formatMessage({ id: 'signup.invitedEmailHint' }) : undefined}
          required
        />
        <TextField
          label={intl.formatMessage({ id: 'login.password' })}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          hint={intl.formatMessage({ id: 'password.hint' }, { min: PASSWORD_MIN })}
          required
        />
        {!member && (
          <>
            <div className="auth-grid-2">
              <TextField
                label={intl.formatMessage({ id: 'signup.company' })}
                autoComplete="organization"
                value={values.companyName}
                onChange={set('companyName')}
                error={errors.companyName}
                required
              />
              <TextField
                label={intl.formatMessage({ id: 'signup.jobTitle' })}
                autoComplete="organization-title"
                value={values.title}
                onChange={set('title')}
              />
            </div>
            <SelectField
              label={intl.formatMessage({ id: 'signup.source' })}
              options={Object.entries(SOURCES).map(([value, label]) => ({
                value,
                label: intl.formatMessage(label),
              }))}
              value={values.source}
              onChange={set('source')}
            />
            {values.source === 'other' && (
              <TextField
                label={intl.formatMessage({ id: 'signup.sourceOther' })}
                value={values.sourceOther}
                onChange={set('sourceOther')}
                error={errors.sourceOther}
              />
            )}
          </>
        )}
        <Button type="submit" size="lg" block busy={busy}>
          {intl.formatMessage({
            id: busy ? 'signup.submitting' : member ? 'signup.joinTitle' : 'signup.submit',
          })}
        </Button>
      </form>
      {/* An invitation names the address that joins, so only a new workspace may use a provider. */}
      {!member && <ProviderButtons />}
      <p className="auth-footnote">
        <FormattedMessage
          id="signup.haveAccountLink"
          values={{ link: (chunks) => <Link to={signInPath}>{chunks}</Link> }}
        />
      </p>
    </AuthLayout>
  );
}
