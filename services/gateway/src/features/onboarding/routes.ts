/** Signup fields and the guided onboarding of a new workspace (docs/product.md §7). */
import type { Request } from 'express';
import { z } from 'zod';
import { route } from '../../api/route';
import { EMAIL_MAX, planKey, text, TOKEN_MAX, URL_MAX } from '../../api/schemas';
import { callContext, requireAuth } from '../../auth/principal';
import type { GatewayDeps } from '../../deps';
import { toOnboardingState } from './map';
import { OnboardingStateSchema } from './schemas';

const TAG = 'Onboarding';
/** docs/product.md §5 (seats: integer, minimum 1), in tenancy's words. */
export const INVALID_SEATS = 'Admin seats must be a whole number of at least 1';

const SUBDOMAIN_MAX = 63;
/** Capabilities left out of the request are kept on (the screen sends all six). */
const capability = () => z.boolean().optional();

export const onboardingRoutes = [
  route({
    method: 'POST',
    path: '/api/onboarding-start',
    summary: 'Start (or restart) onboarding with the sign-up fields',
    tag: TAG,
    allow: 'authenticated',
    body: z
      .object({
        companyName: text().optional(),
        source: text().optional(),
        sourceOther: text().optional(),
        title: text().optional(),
        plan: planKey().optional(),
        invite: text(TOKEN_MAX).optional(),
      })
      .strict(),
    response: OnboardingStateSchema,
    handler: async ({ body, req, deps }) =>
      toOnboardingState(
        await deps.services.tenancy.StartOnboarding(
          {
            company_name: body.companyName ?? '',
            source: body.source ?? '',
            source_other: body.sourceOther ?? '',
            title: body.title ?? '',
            plan: body.plan ?? '',
            invite: body.invite ?? '',
            email: requireAuth(req).email,
          },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'GET',
    path: '/api/onboarding-status',
    summary: 'Where the signed-in user’s onboarding stands',
    tag: TAG,
    allow: 'authenticated',
    response: OnboardingStateSchema,
    handler: async ({ req, deps }) =>
      toOnboardingState(await deps.services.tenancy.GetOnboardingStatus({}, callContext(req))),
  }),

  route({
    method: 'POST',
    path: '/api/onboarding-plan',
    summary: 'Choose the plan and the number of admin seats',
    tag: TAG,
    allow: 'authenticated',
    body: z
      .object({
        plan: text(64),
        adminSeats: z
          .number({ error: INVALID_SEATS })
          .int(INVALID_SEATS)
          .min(1, INVALID_SEATS)
          .max(10_000, INVALID_SEATS)
          .optional()
          .describe('Defaults to 1'),
      })
      .strict(),
    response: OnboardingStateSchema,
    handler: async ({ body, req, deps }) =>
      toOnboardingState(
        await deps.services.tenancy.SaveOnboardingPlan(
          // 0 on the wire means "not given" (tenancy's default, 1).
          { plan: body.plan, admin_seats: body.adminSeats ?? 0 },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'POST',
    path: '/api/onboarding-branding',
    summary: 'Save the workspace’s subdomain, colour, logo and custom domain',
    tag: TAG,
    allow: 'authenticated',
    body: z
      .object({
        subdomain: text(SUBDOMAIN_MAX),
        brandColor: text(32).optional(),
        logoUrl: text(URL_MAX).optional(),
        customDomain: text(253).optional(),
      })
      .strict(),
    response: OnboardingStateSchema,
    handler: async ({ body, req, deps }) =>
      toOnboardingState(
        await deps.services.tenancy.SaveOnboardingBranding(
          {
            subdomain: body.subdomain,
            brand_color: body.brandColor ?? '',
            logo_url: body.logoUrl ?? '',
            custom_domain: body.customDomain ?? '',
          },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'POST',
    path: '/api/onboarding-capabilities',
    summary: 'Choose the features and notification settings of the workspace',
    tag: TAG,
    allow: 'authenticated',
    body: z
      .object({
        useEmbeds: capability(),
        useForms: capability(),
        useFiles: capability(),
        slackWebhook: text(URL_MAX).optional(),
        emailFromName: text().optional(),
        emailFromAddress: text(EMAIL_MAX).optional(),
      })
      .strict(),
    response: OnboardingStateSchema,
    handler: async ({ body, req, deps }) =>
      toOnboardingState(
        await deps.services.tenancy.SaveOnboardingCapabilities(
          {
            use_embeds: body.useEmbeds ?? true,
            use_forms: body.useForms ?? true,
            use_files: body.useFiles ?? true,
            slack_webhook: body.slackWebhook ?? '',
            email_from_name: body.emailFromName ?? '',
            email_from_address: body.emailFromAddress ?? '',
          },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'POST',
    path: '/api/onboarding-check-subdomain',
    summary: 'Whether a subdomain is free to take',
    tag: TAG,
    allow: 'authenticated',
    body: z.object({ subdomain: text(SUBDOMAIN_MAX) }).strict(),
    response: z.object({
      available: z.boolean(),
      subdomain: z.string().optional(),
      reason: z.string().optional().describe('invalid or taken'),
    }),
    handler: async ({ body, req, deps }) => {
      const check = await deps.services.tenancy.CheckSubdomain(
        { subdomain: body.subdomain },
        callContext(req),
      );
      return check.available
        ? { available: true, subdomain: check.subdomain }
        : { available: false, reason: check.reason };
    },
  }),

  route({
    method: 'POST',
    path: '/api/onboarding-provision',
    summary: 'Create the workspace once every step is done; a paid plan continues to its checkout',
    tag: TAG,
    allow: 'authenticated',
    body: z
      .object({
        checkoutSessionId: text(TOKEN_MAX)
          .optional()
          .describe(
            'The landing page’s paid checkout (its success URL’s session_id): billing checks it with the provider and attaches it to the new workspace once',
          ),
      })
      .strict(),
    response: z.object({
      ready: z.boolean(),
      tenant_id: z.string(),
      plan: z
        .string()
        .describe('The plan the workspace runs on now: starter, or the landing checkout’s plan'),
      checkoutPlan: z.string().nullable().describe('The paid plan chosen, to be bought'),
      checkoutUrl: z
        .string()
        .nullable()
        .describe('Where to pay for checkoutPlan; null when none is due or none was returned'),
    }),
    // Every workspace starts on starter. A pro or advanced choice at the plan step is answered
    // with the checkout that buys it; the plan rises only when the payment provider's verified
    // webhook confirms the payment, never on this request.
    handler: async ({ body, req, deps }) => {
      const state = await deps.services.tenancy.ProvisionWorkspace(
        { email: requireAuth(req).email },
        callContext(req),
      );
      // A checkout already paid on the landing page is the purchase: no second one is offered.
      const claimed = body.checkoutSessionId
        ? await claimFor(req, deps, state.tenant_id, body.checkoutSessionId)
        : null;
      const checkoutPlan = claimed
        ? null
        : (PAID_PLANS.find((plan) => plan === state.plan) ?? null);
      const checkoutUrl = checkoutPlan
        ? await checkoutFor(req, deps, state.tenant_id, checkoutPlan, state.admin_seats)
        : null;
      return {
        ready: state.ready,
        tenant_id: state.tenant_id,
        plan: claimed ?? PROVISIONED_PLAN,
        checkoutPlan,
        checkoutUrl,
      };
    },
  }),
];

/** Plans bought at checkout; custom is sold by conversation and stays on starter meanwhile. */
const PAID_PLANS = ['pro', 'advanced'] as const;
const PROVISIONED_PLAN = 'starter';

/**
 * Attaches the landing page's paid checkout to the workspace just created; answers the plan
 * it now runs on, or null when billing refused it (unpaid, forged, already used) or could not
 * be reached: the workspace stays on starter and the plan step's choice is offered as usual.
 */
async function claimFor(
  req: Request,
  deps: GatewayDeps,
  tenantId: string,
  sessionId: string,
): Promise<string | null> {
  if (!tenantId) return null;
  try {
    const claim = await deps.services.billing.ClaimCheckout(
      { session_id: sessionId, tenant_id: tenantId },
      { ...callContext(req), tenantId },
    );
    return claim.plan || null;
  } catch (err) {
    deps.logger.warn({ err, tenantId }, 'landing checkout not claimed');
    return null;
  }
}

/**
 * The checkout for the plan chosen, on the workspace just created (its owner is its admin).
 * The workspace exists whatever happens here, so a failed checkout is logged and answered as
 * no URL: the screen says so and the admin can upgrade from Billing.
 */
async function checkoutFor(
  req: Request,
  deps: GatewayDeps,
  tenantId: string,
  plan: (typeof PAID_PLANS)[number],
  adminSeats: number,
): Promise<string | null> {
  if (!tenantId) return null;
  try {
    const session = await deps.services.billing.CreateCheckout(
      {
        upgrade_plan: { plan, interval: 'monthly', seats: Math.max(1, adminSeats) },
        success_url: '/dashboard/admin/billing?checkout=success',
        cancel_url: '/dashboard/admin/billing',
      },
      { ...callContext(req), tenantId, roles: ['admin'] },
    );
    return session.url || null;
  } catch (err) {
    deps.logger.warn({ err, tenantId, plan }, 'checkout after provisioning failed');
    return null;
  }
}
