import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import {
  Alert,
  Button,
  errorMessage,
  LoadingScreen,
  onboardingApi,
  SkeletonList,
  useApi,
  useAuth,
  type OnboardingStatus,
} from '@portico/frontend-kit';
import { usePostLoginRedirect } from '../../routing/usePostLoginRedirect';
import { AuthLayout } from '../auth/AuthLayout';
import { BrandingStep } from './BrandingStep';
import { CapabilitiesStep } from './CapabilitiesStep';
import { PlanStep } from './PlanStep';
import { ReviewStep } from './ReviewStep';
import { ONBOARDING_STEPS, STEP_TITLES, stepFromServer, type StepName } from './steps';
import { Stepper } from './Stepper';
import { suggestSubdomain } from './subdomain';
import { WorkspaceReady } from './WorkspaceReady';
import './onboarding.css';

const STEP_INTRO: Record<StepName, string> = {
  plan: 'Pick a plan and how many admins will run the portal. You can change both later.',
  branding: 'Choose where your portal lives and how it looks to your clients.',
  capabilities: 'Switch on what your clients will use. Everything can be changed in Settings.',
  review: 'Check the details, then we will create your workspace.',
};

/** Onboarding steps 1–4 (spec part 2 §2, §4): the server decides the next step after each save. */
export function OnboardingPage() {
  const api = useApi();
  const { session, loading } = useAuth();
  const [status, setStatus] = useState<OnboardingStatus | null>(null);
  const [step, setStep] = useState<StepName>('plan');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Only someone arriving with a workspace already is moved on; once onboarding runs, it decides.
  usePostLoginRedirect(status === null);

  useEffect(() => {
    if (!session) return;
    let current = true;
    onboardingApi(api)
      .status()
      .then((answer) => {
        if (!current) return;
        setStatus(answer);
        setStep(stepFromServer(answer.step));
      })
      .catch((cause: unknown) => current && setLoadError(errorMessage(cause, 'Failed to load')));
    return () => {
      current = false;
    };
  }, [api, session]);

  if (loading) return <LoadingScreen />;
  if (!session) return <Navigate to="/login" replace />;

  const save = async (
    call: () => Promise<OnboardingStatus | { ready: boolean; tenant_id: string }>,
  ) => {
    if (busy) return;
    setBusy(true);
    setSaveError(null);
    try {
      const answer = await call();
      setStatus(
        (previous) =>
          ({ ...(previous ?? { step: 'plan', ready: false }), ...answer }) as OnboardingStatus,
      );
      if ('step' in answer) setStep(stepFromServer(answer.step));
    } catch (cause) {
      setSaveError(errorMessage(cause, 'Save failed'));
    } finally {
      setBusy(false);
    }
  };

  const onboarding = onboardingApi(api);
  const back = () => setStep(ONBOARDING_STEPS[Math.max(0, ONBOARDING_STEPS.indexOf(step) - 1)]!);

  if (status?.ready) {
    return (
      <AuthLayout>
        <WorkspaceReady
          tenantId={status.tenant_id ?? null}
          companyName={status.companyName ?? null}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout aside={<OnboardingAside companyName={status?.companyName ?? null} />}>
      <div className="auth-heading">
        <div className="auth-heading__eyebrow">
          Step {ONBOARDING_STEPS.indexOf(step) + 1} of {ONBOARDING_STEPS.length}
        </div>
        <h1>{STEP_TITLES[step]}</h1>
        <p>{STEP_INTRO[step]}</p>
      </div>
      <Stepper current={step} />
      {loadError && (
        <Alert tone="error">
          {loadError}{' '}
          <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
            Try again
          </Button>
        </Alert>
      )}
      {saveError && <Alert tone="error">{saveError}</Alert>}
      {!status && !loadError && <SkeletonList rows={4} label="Loading onboarding" />}
      {status && step === 'plan' && (
        <PlanStep
          initialPlan={status.plan || 'starter'}
          busy={busy}
          onSubmit={(plan, seats) => save(() => onboarding.plan(plan, seats))}
        />
      )}
      {status && step === 'branding' && (
        <BrandingStep
          suggestedSubdomain={
            status.branding?.subdomain || suggestSubdomain(status.companyName ?? '')
          }
          busy={busy}
          onBack={back}
          onSubmit={(b) => save(() => onboarding.branding(b))}
        />
      )}
      {status && step === 'capabilities' && (
        <CapabilitiesStep
          busy={busy}
          onBack={back}
          onSubmit={(c) => save(() => onboarding.capabilities(c))}
        />
      )}
      {status && step === 'review' && (
        <ReviewStep
          status={status}
          busy={busy}
          onBack={back}
          onProvision={() => save(() => onboarding.provision())}
        />
      )}
    </AuthLayout>
  );
}

function OnboardingAside({ companyName }: { companyName: string | null }) {
  return (
    <>
      <h2>{companyName ? `Let's set up ${companyName}.` : "Let's set up your portal."}</h2>
      <p>Four short steps and your clients get a branded home for files, forms and tools.</p>
    </>
  );
}
