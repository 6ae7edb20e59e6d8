/**
 * The onboarding of a new workspace against its stored state: start, save each step in
 * order, check a subdomain, provision. Rules live in onboarding.ts; this module loads,
 * applies and stores, publishing each step for the onboarding event log.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { conflict, type Database, type Tx } from '@portico/kit';
import { planAllows, PLAN_ENTITLEMENTS } from '@portico/rules';
import { publishAudit, publishMembershipEvent, publishTenantEvent } from '../events/publish';
import { insertDomain } from '../store/domains';
import { insertMembership } from '../store/memberships';
import { findOnboarding, saveOnboardingState, upsertOnboardingStart } from '../store/onboarding';
import { insertTenantRoles } from '../store/tenantRoles';
import { insertTenant, isSlugTaken } from '../store/tenants';
import {
  assertReadyToProvision,
  assertStepReachable,
  saveStep,
  tierOfPlan,
  validateBranding,
  validateCapabilities,
  validateCompanyName,
  validatePlanChoice,
  validateRequestedPlan,
  type OnboardingState,
  type SavableStep,
} from './onboarding';
import { isPlatformHost, normaliseDomain } from './domains';
import { DEFAULT_TENANT_ROLES } from './roles';
import { sealSecret } from './sealed';
import {
  isReservedSubdomain,
  isValidSubdomain,
  normaliseSubdomain,
  SUBDOMAIN_MESSAGES,
  type SubdomainCheck,
} from './subdomain';

export interface OnboardingView {
  started: boolean;
  step: string;
  ready: boolean;
  company_name: string;
  plan: string;
  admin_seats: number;
  subdomain: string;
  brand_color: string;
  logo_url: string;
  custom_domain: string;
  tenant_id: string;
}

export function toOnboardingView(state: OnboardingState | null): OnboardingView {
  return {
    started: Boolean(state),
    step: state?.step ?? 'plan',
    ready: state?.step === 'ready',
    company_name: state?.companyName ?? '',
    plan: state?.plan?.plan ?? '',
    admin_seats: state?.plan?.adminSeats ?? 1,
    subdomain: state?.branding?.subdomain ?? '',
    brand_color: state?.branding?.brandColor ?? '',
    logo_url: state?.branding?.logoUrl ?? '',
    custom_domain: state?.branding?.customDomain ?? '',
    tenant_id: state?.tenantId ?? '',
  };
}

export interface StartFields {
  companyName?: string;
  source?: string;
  sourceOther?: string;
  title?: string;
  plan?: string;
  invite?: string;
}

export async function startOnboarding(
  db: Database,
  userId: string,
  fields: StartFields,
): Promise<OnboardingView> {
  const companyName = validateCompanyName(fields.companyName);
  return db.transaction(async (tx) => {
    await upsertOnboardingStart(tx, userId, companyName, {
      source: fields.source ?? '',
      sourceOther: fields.sourceOther ?? '',
      title: fields.title ?? '',
      plan: validateRequestedPlan(fields.plan),
      invite: fields.invite ?? '',
    });
    return toOnboardingView(await findOnboarding(tx, userId));
  });
}

export async function onboardingStatus(db: Database, userId: string): Promise<OnboardingView> {
  return toOnboardingView(await findOnboarding(db, userId));
}

async function saveAndPublish(
  tx: Tx,
  userId: string,
  step: SavableStep,
  state: OnboardingState,
  details: Record<string, unknown>,
): Promise<OnboardingView> {
  await saveOnboardingState(tx, userId, state);
  await publishTenantEvent(
    tx,
    'onboarding_step_completed',
    {
      tenant_id: '',
      onboarding_step_completed: {
        step,
        next_step: state.step,
        user_id: userId,
        details_json: JSON.stringify(details),
      },
    },
    userId,
  );
  return toOnboardingView(state);
}

export async function savePlan(
  db: Database,
  userId: string,
  input: { plan?: unknown; adminSeats?: unknown },
) {
  return db.transaction(async (tx) => {
    const state = assertStepReachable(await findOnboarding(tx, userId, true), 'plan');
    const plan = validatePlanChoice(input);
    return saveAndPublish(tx, userId, 'plan', saveStep(state, 'plan', plan), { ...plan });
  });
}

export async function checkSubdomain(
  db: Database,
  input: string,
): Promise<SubdomainCheck & { subdomain: string }> {
  const subdomain = normaliseSubdomain(input);
  if (!isValidSubdomain(subdomain)) return { available: false, reason: 'invalid', subdomain };
  if (isReservedSubdomain(subdomain) || (await isSlugTaken(db, subdomain)))
    return { available: false, reason: 'taken', subdomain };
  return { available: true, subdomain };
}

export async function saveBranding(
  db: Database,
  userId: string,
  input: Parameters<typeof validateBranding>[0],
) {
  return db.transaction(async (tx) => {
    const state = assertStepReachable(await findOnboarding(tx, userId, true), 'branding');
    const branding = validateBranding(input);
    if (isReservedSubdomain(branding.subdomain) || (await isSlugTaken(tx, branding.subdomain)))
      throw conflict(SUBDOMAIN_MESSAGES.taken, 'taken');
    return saveAndPublish(tx, userId, 'branding', saveStep(state, 'branding', branding), {
      ...branding,
    });
  });
}

export async function saveCapabilities(
  db: Database,
  userId: string,
  input: Parameters<typeof validateCapabilities>[0],
) {
  return db.transaction(async (tx) => {
    const state = assertStepReachable(await findOnboarding(tx, userId, true), 'capabilities');
    const capabilities = validateCapabilities(input);
    const { slackWebhook, ...shown } = capabilities;
    // The webhook URL is a credential: stored sealed (domain/sealed.ts), never in an event.
    const stored = {
      ...capabilities,
      slackWebhook: slackWebhook ? sealSecret(slackWebhook) : null,
    };
    return saveAndPublish(
      tx,
      userId,
      'capabilities',
      saveStep(state, 'capabilities', stored),
      shown,
    );
  });
}

/**
 * What every workspace is provisioned on, whatever plan onboarding recorded: the free plan.
 * A paid plan chosen at the plan step is bought afterwards through checkout, and only the
 * provider's verified `checkout.session.completed` raises the tier (billing's plan_changed
 * event, followed in events/billing.ts). So no request, however its plan field is edited,
 * gets a paid tier, its features or its seats without payment.
 */
export const PROVISIONED_PLAN = 'starter' as const;

/**
 * Creates the tenant with its default roles and the caller as owner, in one tenant-scoped
 * transaction; a subdomain taken meanwhile is refused and nothing is created. The tenant
 * starts on PROVISIONED_PLAN with its included seats; the onboarding state keeps the plan
 * chosen, which the gateway turns into a checkout.
 */
export async function provisionWorkspace(
  db: Database,
  userId: string,
  email: string,
  productDomain = 'localhost',
): Promise<OnboardingView> {
  const state = assertReadyToProvision(await findOnboarding(db, userId));
  const tenantId = randomUUID();
  const now = new Date();
  return db.tenantTransaction(tenantId, async (tx) => {
    const locked = assertReadyToProvision(await findOnboarding(tx, userId, true));
    const { branding, capabilities } = locked;
    const tier = tierOfPlan(PROVISIONED_PLAN);
    const seats = PLAN_ENTITLEMENTS[PROVISIONED_PLAN].includedSeats;
    const features = {
      custom_domain: planAllows(PROVISIONED_PLAN, 'custom_domain'),
      embeds: capabilities.useEmbeds,
      forms: capabilities.useForms,
      files: capabilities.useFiles,
    };
    const created = await insertTenant(tx, {
      id: tenantId,
      name: state.companyName,
      slug: branding.subdomain,
      tier,
      seats,
      brandColor: branding.brandColor,
      logoUrl: branding.logoUrl,
      // A custom domain is never the tenant's on its say-so: it starts pending (below).
      customDomain: null,
      supportEmail: capabilities.emailFromAddress,
      features,
      createdBy: userId,
    });
    if (!created) throw conflict(SUBDOMAIN_MESSAGES.taken, 'taken');
    await insertTenantRoles(tx, tenantId, DEFAULT_TENANT_ROLES);
    const domain = normaliseDomain(branding.customDomain ?? '');
    if (domain && features.custom_domain && !isPlatformHost(domain, productDomain)) {
      const token = randomBytes(16).toString('hex');
      await insertDomain(tx, { id: randomUUID(), tenantId, domain, token });
    }
    await insertMembership(tx, {
      tenantId,
      userId,
      tenantRole: 'owner',
      roleKey: 'admin',
      status: 'active',
    });
    await publishMembershipEvent(tx, 'created', {
      tenant_id: tenantId,
      user_id: userId,
      created: { tenant_role: 'owner', role: 'admin' },
    });
    const ready: OnboardingState = { ...locked, step: 'ready', tenantId };
    await saveOnboardingState(tx, userId, ready);
    await publishTenantEvent(tx, 'created', {
      tenant_id: tenantId,
      created: {
        name: locked.companyName,
        slug: branding.subdomain,
        tier,
        seats_total: seats,
        owner_user_id: userId,
        owner_email: email,
        bypass_billing: false,
      },
    });
    await publishTenantEvent(tx, 'provisioned', {
      tenant_id: tenantId,
      provisioned: {
        name: locked.companyName,
        subdomain: branding.subdomain,
        custom_domain: branding.customDomain ?? '',
        plan: PROVISIONED_PLAN,
        admin_seats: seats,
        capabilities: Object.entries(features)
          .filter(([, on]) => on)
          .map(([name]) => name),
      },
    });
    await publishAudit(tx, {
      actorUserId: userId,
      action: 'tenant.created',
      entityType: 'tenant',
      entityId: tenantId,
      tenantId,
      at: now,
    });
    return toOnboardingView(ready);
  });
}
