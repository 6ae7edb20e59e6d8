import { defineMessages } from './i18n';

export const ONBOARDING_STEPS = ['plan', 'branding', 'capabilities', 'review'] as const;
export type StepName = (typeof ONBOARDING_STEPS)[number];

/** Each step's title and introduction (onboarding's messages). */
export const STEP_TITLES = defineMessages({
  plan: { id: 'onboarding.step.plan' },
  branding: { id: 'onboarding.step.branding' },
  capabilities: { id: 'onboarding.step.capabilities' },
  review: { id: 'onboarding.step.review' },
});
export const STEP_INTRO = defineMessages({
  plan: { id: 'onboarding.intro.plan' },
  branding: { id: 'onboarding.intro.branding' },
  capabilities: { id: 'onboarding.intro.capabilities' },
  review: { id: 'onboarding.intro.review' },
});

/** The server names the next step; anything past capabilities is the review. */
export function stepFromServer(step: string | null | undefined): StepName {
  const known = ONBOARDING_STEPS.find((s) => s === step);
  if (known) return known;
  if (step === 'provision' || step === 'done' || step === 'ready') return 'review';
  return 'plan';
}
