export const ONBOARDING_STEPS = ['plan', 'branding', 'capabilities', 'review'] as const;
export type StepName = (typeof ONBOARDING_STEPS)[number];

export const STEP_TITLES: Record<StepName, string> = {
  plan: 'Plan & seats',
  branding: 'Branding',
  capabilities: 'Capabilities',
  review: 'Review & launch',
};

/** The server names the next step; anything past capabilities is the review. */
export function stepFromServer(step: string | null | undefined): StepName {
  const known = ONBOARDING_STEPS.find((s) => s === step);
  if (known) return known;
  if (step === 'provision' || step === 'done' || step === 'ready') return 'review';
  return 'plan';
}
