/**
 * The guided onboarding of a new workspace (docs/product.md §2, §4): the steps run in order
 * plan → branding → capabilities → review, the server answers each save with the next step,
 * and provisioning (only from review) creates the tenant and marks the state ready.
 * A step may be saved again after it was passed (the user goes back); a step ahead of the
 * current one is refused, so no tenant is provisioned from half the answers.
 */
import { isIP } from 'node:net';
import { invalid, isLoopbackName, isPublicAddress, precondition } from '@portico/kit';
import {
  isPlanKey,
  PLAN_CHOICE_MESSAGE,
  PLAN_ENTITLEMENTS,
  PLATFORM_BRAND_COLOR,
  type PlanKey,
  type TenantTier,
} from '@portico/rules';
import type {
  Branding,
  Capabilities,
  OnboardingState,
  OnboardingStep,
  PlanChoice,
} from '../store/onboarding';
import { isValidSubdomain, normaliseSubdomain, SUBDOMAIN_MESSAGES } from './subdomain';

// The answers' shapes are the onboarding row's (store/onboarding.ts); the rules are here.
export type { Branding, Capabilities, OnboardingState, OnboardingStep, PlanChoice };

export const ONBOARDING_STEPS = [
  'plan',
  'branding',
  'capabilities',
  'review',
] as const satisfies readonly Exclude<OnboardingStep, 'ready'>[];
/** Does not compile while a stored step is missing from the list above. */
const _everyStepListed: Exclude<
  OnboardingStep,
  (typeof ONBOARDING_STEPS)[number] | 'ready'
> extends never
  ? true
  : false = true;
export type SavableStep = Exclude<(typeof ONBOARDING_STEPS)[number], 'review'>;

export type OnboardingPlan = PlanKey;
/** A new workspace's brand colour until its admin picks one: the platform's own. */
export const DEFAULT_BRAND_COLOR = PLATFORM_BRAND_COLOR;

export const ONBOARDING_MESSAGES = {
  notStarted: 'Onboarding has not been started',
  alreadyProvisioned: 'This workspace is already provisioned',
  companyNameRequired: 'Company name is required',
  invalidPlan: PLAN_CHOICE_MESSAGE,
  invalidSeats: 'Admin seats must be a whole number of at least 1',
  invalidColor: 'Brand colour must be a hex colour such as #2563eb',
  invalidLogoUrl: 'Logo URL must be a URL',
  invalidSlackWebhook: 'Slack webhook must be an https URL',
  internalSlackWebhook: 'This Slack webhook points to a private or internal address',
  invalidEmailFrom: 'Email from address must be a valid email',
  stepOutOfOrder: (step: string) => `Please complete the ${step} step first`,
} as const;

/** The first step whose answers are missing; review once all three are saved. */
export function nextOnboardingStep(
  state: Pick<OnboardingState, 'plan' | 'branding' | 'capabilities' | 'tenantId'>,
): OnboardingStep {
  if (state.tenantId) return 'ready';
  if (!state.plan) return 'plan';
  if (!state.branding) return 'branding';
  if (!state.capabilities) return 'capabilities';
  return 'review';
}

const stepIndex = (step: OnboardingStep) =>
  step === 'ready' ? ONBOARDING_STEPS.length : ONBOARDING_STEPS.indexOf(step);

/** Refuses saving `step` before the steps ahead of it, and any change after provisioning. */
export function assertStepReachable(
  state: OnboardingState | null,
  step: OnboardingStep,
): OnboardingState {
  if (!state) throw precondition(ONBOARDING_MESSAGES.notStarted, 'not_started');
  if (state.step === 'ready')
    throw precondition(ONBOARDING_MESSAGES.alreadyProvisioned, 'already_provisioned');
  if (stepIndex(step) > stepIndex(state.step)) {
    throw precondition(ONBOARDING_MESSAGES.stepOutOfOrder(state.step), 'step_out_of_order');
  }
  return state;
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const isHttpUrl = (value: string, httpsOnly = false) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (!httpsOnly && url.protocol === 'http:');
  } catch {
    return false;
  }
};
/**
 * A URL whose host is written as an internal address or is localhost: never deliverable, so
 * refused when saved (issue 24 item 7). Names are resolved when something is sent
 * (notifications' destination check), not here.
 */
const namesInwardHost = (value: string) => {
  const host = new URL(value).hostname.replace(/^\[|\]$/g, '');
  if (isLoopbackName(host)) return true;
  return isIP(host) !== 0 && !isPublicAddress(host);
};
const optionalText = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

export function validateCompanyName(value: unknown): string {
  const name = optionalText(value);
  if (!name) throw invalid(ONBOARDING_MESSAGES.companyNameRequired, 'company_name');
  return name;
}

/** A plan key as typed, or INVALID_ARGUMENT: an unknown plan never becomes another one. */
function validatePlanKey(value: unknown): OnboardingPlan {
  const plan = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!isPlanKey(plan)) throw invalid(ONBOARDING_MESSAGES.invalidPlan, 'plan');
  return plan;
}

/** The plan a sign-up link asked for (?plan=): none, or a known plan. */
export function validateRequestedPlan(value: unknown): OnboardingPlan | '' {
  if (value === undefined || value === null || value === '') return '';
  return validatePlanKey(value);
}

/** The tier a provisioned tenant runs on for its plan (custom runs on advanced). */
export function tierOfPlan(plan: string): TenantTier {
  return PLAN_ENTITLEMENTS[validatePlanKey(plan)].tier;
}

export function validatePlanChoice(input: { plan?: unknown; adminSeats?: unknown }): PlanChoice {
  const plan = validatePlanKey(input.plan);
  const seats =
    input.adminSeats === undefined || input.adminSeats === null ? 1 : Number(input.adminSeats);
  if (!Number.isInteger(seats) || seats < 1)
    throw invalid(ONBOARDING_MESSAGES.invalidSeats, 'admin_seats');
  return { plan, adminSeats: seats };
}

export function validateBranding(input: {
  brandColor?: unknown;
  logoUrl?: unknown;
  subdomain?: unknown;
  customDomain?: unknown;
}): Branding {
  const subdomain = normaliseSubdomain(typeof input.subdomain === 'string' ? input.subdomain : '');
  if (!isValidSubdomain(subdomain)) throw invalid(SUBDOMAIN_MESSAGES.invalid, 'invalid');
  const brandColor = optionalText(input.brandColor) ?? DEFAULT_BRAND_COLOR;
  if (!HEX_COLOR.test(brandColor)) throw invalid(ONBOARDING_MESSAGES.invalidColor, 'brand_color');
  const logoUrl = optionalText(input.logoUrl);
  if (logoUrl && !isHttpUrl(logoUrl)) throw invalid(ONBOARDING_MESSAGES.invalidLogoUrl, 'logo_url');
  const customDomain = optionalText(input.customDomain)?.toLowerCase() ?? null;
  return { brandColor, logoUrl, subdomain, customDomain };
}

export function validateCapabilities(input: {
  useEmbeds?: unknown;
  useForms?: unknown;
  useFiles?: unknown;
  slackWebhook?: unknown;
  emailFromName?: unknown;
  emailFromAddress?: unknown;
}): Capabilities {
  const slackWebhook = optionalText(input.slackWebhook);
  if (slackWebhook && !isHttpUrl(slackWebhook, true)) {
    throw invalid(ONBOARDING_MESSAGES.invalidSlackWebhook, 'slack_webhook');
  }
  if (slackWebhook && namesInwardHost(slackWebhook)) {
    throw invalid(ONBOARDING_MESSAGES.internalSlackWebhook, 'slack_webhook');
  }
  const emailFromAddress = optionalText(input.emailFromAddress);
  if (emailFromAddress && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(emailFromAddress)) {
    throw invalid(ONBOARDING_MESSAGES.invalidEmailFrom, 'email_from_address');
  }
  return {
    useEmbeds: input.useEmbeds !== false,
    useForms: input.useForms !== false,
    useFiles: input.useFiles !== false,
    slackWebhook,
    emailFromName: optionalText(input.emailFromName),
    emailFromAddress,
  };
}

/** Applies a saved step and moves the state to the next missing step. */
export function saveStep<S extends SavableStep>(
  state: OnboardingState,
  step: S,
  value: S extends 'plan' ? PlanChoice : S extends 'branding' ? Branding : Capabilities,
): OnboardingState {
  const updated = { ...assertStepReachable(state, step), [step]: value } as OnboardingState;
  return { ...updated, step: nextOnboardingStep(updated) };
}

/** Provisioning is allowed from review only; answers the state to persist once the tenant exists. */
export function assertReadyToProvision(state: OnboardingState | null): OnboardingState & {
  plan: PlanChoice;
  branding: Branding;
  capabilities: Capabilities;
} {
  const reached = assertStepReachable(state, 'review');
  if (reached.step !== 'review' || !reached.plan || !reached.branding || !reached.capabilities) {
    throw precondition(ONBOARDING_MESSAGES.stepOutOfOrder(reached.step), 'step_out_of_order');
  }
  return reached as OnboardingState & {
    plan: PlanChoice;
    branding: Branding;
    capabilities: Capabilities;
  };
}
