import { useState } from 'react';
import { Navigate } from 'react-router';
import {
  Alert,
  Button,
  errorMessage,
  LoadingScreen,
  SkeletonList,
  useApiCache,
  useApiMutation,
  useAuth,
  useOnboardingStatus,
  type OnboardingStatus,
} from '@portico/frontend-kit';
import { usePostLoginRedirect } from '../../routing/usePostLoginRedirect';
import { AuthLayout } from '../auth/AuthLayout';
import { BrandingStep } from './BrandingStep';
import { CapabilitiesStep } from './CapabilitiesStep';
import { PlanStep } from './PlanStep';
import { ReviewStep } from './ReviewStep';
import { forgetLandingCheckout, landingCheckout } from './landingCheckout';
import { useIntl } from './i18n';
import { ONBOARDING_STEPS, STEP_INTRO, STEP_TITLES, stepFromServer, type StepName } from './steps';
import { Stepper } from './Stepper';
import { suggestSubdomain } from './subdomain';
import { WorkspaceReady, type PendingCheckout } from './WorkspaceReady';
import './onboarding.css';

/** Onboarding is the person's own, before any tenant exists: its calls carry no tenant. */
const NO_TENANT = { tenantId: null } as const;

/** Onboarding steps 1–4 (docs/product.md §2, §4): the server decides the next step after each save. */
export function OnboardingPage() {
  const { session, loading } = useAuth();
  const intl = useIntl();
  const statusQuery = useOnboardingStatus(session !== null);
  const status = statusQuery.data ?? null;
  const cache = useApiCache();
  // The step the person is looking at: the server's after each save, or one back.
  const [chosenStep, setStep] = useState<StepName | null>(null);
  const step = chosenStep ?? stepFromServer(status?.step);
  const [saveError, setSaveError] = useState<string | null>(null);
  // The paid plan chosen and where to pay for it, as provisioning answered (once).
  const [checkout, setCheckout] = useState<PendingCheckout | null>(null);
  // Only someone arriving with a workspace already is moved on; once onboarding runs, it decides.
  usePostLoginRedirect(status === null);

  const saved = (answer: OnboardingStatus) => {
    cache.put('/api/onboarding-status', answer, NO_TENANT);
    setStep(stepFromServer(answer.step));
  };
  const savePlan = useApiMutation('post', '/api/onboarding-plan', { onSuccess: saved });
  const saveBranding = useApiMutation('post', '/api/onboarding-branding', { onSuccess: saved });
  const saveCapabilities = useApiMutation('post', '/api/onboarding-capabilities', {
    onSuccess: saved,
  });
  const provision = useApiMutation('post', '/api/onboarding-provision', {
    // The new workspace makes the person its admin: their memberships change.
    invalidates: ['/api/me'],
    onSuccess: (answer) => {
      // Claimed or refused, the landing checkout has had its one chance.
      forgetLandingCheckout();
      if (answer.checkoutPlan) setCheckout({ plan: answer.checkoutPlan, url: answer.checkoutUrl });
      if (status) {
        const { ready, tenant_id } = answer;
        cache.put('/api/onboarding-status', { ...status, ready, tenant_id }, NO_TENANT);
      }
    },
  });
  const busy =
    savePlan.isPending ||
    saveBranding.isPending ||
    saveCapabilities.isPending ||
    provision.isPending;

  if (loading) return <LoadingScreen />;
  if (!session) return <Navigate to="/login" replace />;

  const save = async (call: () => Promise<unknown>) => {
    if (busy) return;
    setSaveError(null);
    try {
      await call();
    } catch (cause) {
      setSaveError(errorMessage(cause, intl.formatMessage({ id: 'onboarding.saveFailed' })));
    }
  };

  const back = () => setStep(ONBOARDING_STEPS[Math.max(0, ONBOARDING_STEPS.indexOf(step) - 1)]!);

  if (status?.ready) {
    return (
      <AuthLayout>
        <WorkspaceReady
          tenantId={status.tenant_id || null}
          companyName={status.companyName || null}
          checkout={checkout}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout aside={<OnboardingAside companyName={status?.companyName || null} />}>
      <div className="auth-heading">
        <div className="auth-heading__eyebrow">
          {intl.formatMessage(
            { id: 'onboarding.stepOf' },
            { n: ONBOARDING_STEPS.indexOf(step) + 1, count: ONBOARDING_STEPS.length },
          )}
        </div>
        <h1>{intl.formatMessage(STEP_TITLES[step])}</h1>
        <p>{intl.formatMessage(STEP_INTRO[step])}</p>
      </div>
      <Stepper current={step} />
      {statusQuery.isError && (
        <Alert tone="error">
          <span>
            {errorMessage(statusQuery.error, intl.formatMessage({ id: 'onboarding.loadFailed' }))}
          </span>
          <Button size="sm" variant="secondary" onClick={() => void statusQuery.refetch()}>
            {intl.formatMessage({ id: 'onboarding.retry' })}
          </Button>
        </Alert>
      )}
      {saveError && <Alert tone="error">{saveError}</Alert>}
      {statusQuery.isPending && (
        <SkeletonList rows={4} label={intl.formatMessage({ id: 'onboarding.loading' })} />
      )}
      {status && step === 'plan' && (
        <PlanStep
          initialPlan={status.plan || 'starter'}
          busy={busy}
          onSubmit={(plan, adminSeats) =>
            save(() => savePlan.mutateAsync({ body: { plan, adminSeats }, ...NO_TENANT }))
          }
        />
      )}
      {status && step === 'branding' && (
        <BrandingStep
          suggestedSubdomain={
            status.branding.subdomain || suggestSubdomain(status.companyName ?? '')
          }
          busy={busy}
          onBack={back}
          onSubmit={(body) => save(() => saveBranding.mutateAsync({ body, ...NO_TENANT }))}
        />
      )}
      {status && step === 'capabilities' && (
        <CapabilitiesStep
          busy={busy}
          onBack={back}
          onSubmit={(body) => save(() => saveCapabilities.mutateAsync({ body, ...NO_TENANT }))}
        />
      )}
      {status && step === 'review' && (
        <ReviewStep
          status={status}
          busy={busy}
          onBack={back}
          onProvision={() =>
            save(() =>
              provision.mutateAsync({
                body: { checkoutSessionId: landingCheckout() },
                ...NO_TENANT,
              }),
            )
          }
        />
      )}
    </AuthLayout>
  );
}

function OnboardingAside({ companyName }: { companyName: string | null }) {
  const intl = useIntl();
  return (
    <>
      <h2>
        {companyName
          ? intl.formatMessage({ id: 'onboarding.asideTitleNamed' }, { company: companyName })
          : intl.formatMessage({ id: 'onboarding.asideTitle' })}
      </h2>
      <p>{intl.formatMessage({ id: 'onboarding.asideText' })}</p>
    </>
  );
}
