/**
 * Billing (docs/product.md §2, §7, §9): the admin's summary, checkout for upgrades and seats, the
 * customer portal, the landing page's checkout and its verify, the provider's webhook (raw
 * bytes: the signature covers them), the sandbox checkout page's calls and platform revenue.
 * Billing decides; these routes carry the caller's context and the request to it.
 */
import { z } from 'zod';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { text, TOKEN_MAX, URL_MAX } from '../../api/schemas';
import { callContext } from '../../auth/principal';
import { stripeWebhookRoute } from '../../shared/stripeWebhook';
import { toRevenue, toSandboxCheckout, toSummary, usageOf } from './map';
import { RevenueSchema, SandboxCheckoutSchema, SummarySchema } from './schemas';

const TAG = 'Billing';
/** docs/product.md §5: seats are a whole number, at least 1 (billing says the same). */
export const INVALID_SEATS = 'Seats must be a whole number of at least 1';

const CheckoutSchema = z.object({ id: z.string(), url: z.string() });
const seats = () =>
  z
    .number({ error: INVALID_SEATS })
    .int(INVALID_SEATS)
    .min(1, INVALID_SEATS)
    .max(1000, INVALID_SEATS);

export const billingRoutes = [
  route({
    method: 'GET',
    path: '/api/billing/summary',
    summary: 'The workspace’s plan, seats, usage against the plan and latest invoices',
    tag: TAG,
    allow: AUDIENCES.admins,
    response: SummarySchema,
    handler: async ({ req, deps }) => {
      const ctx = callContext(req);
      const [summary, { members }, { invitations }] = await Promise.all([
        deps.services.billing.GetSummary({}, ctx),
        deps.services.tenancy.ListMembers({}, ctx),
        deps.services.tenancy.ListOpenInvitations({}, ctx),
      ]);
      return toSummary(summary, usageOf(members, invitations));
    },
  }),

  route({
    method: 'POST',
    path: '/api/billing/checkout',
    summary: 'A checkout to upgrade the plan or add seats; answers the URL to open',
    tag: TAG,
    allow: AUDIENCES.admins,
    body: z.discriminatedUnion('type', [
      z
        .object({
          type: z.literal('upgrade_plan'),
          plan: z.enum(['pro', 'advanced'], {
            error: 'Choose the Pro or Advanced plan to upgrade',
          }),
          interval: z.enum(['monthly', 'annual']).optional(),
        })
        .strict(),
      z.object({ type: z.literal('add_seats'), seats: seats() }).strict(),
    ]),
    response: CheckoutSchema,
    handler: async ({ body, req, deps }) =>
      deps.services.billing.CreateCheckout(
        {
          ...(body.type === 'upgrade_plan'
            ? { upgrade_plan: { plan: body.plan, interval: body.interval ?? 'monthly' } }
            : { add_seats: { seats: body.seats } }),
          success_url: '/dashboard/admin/billing?checkout=success',
          cancel_url: '/dashboard/admin/billing',
        },
        callContext(req),
      ),
  }),

  route({
    method: 'POST',
    path: '/api/billing/portal',
    summary: 'The payment provider’s customer portal (invoices, payment methods)',
    tag: TAG,
    allow: AUDIENCES.admins,
    response: z.object({ url: z.string() }),
    handler: async ({ req, deps }) =>
      deps.services.billing.CreatePortalSession(
        { return_url: '/dashboard/admin/billing' },
        callContext(req),
      ),
  }),

  stripeWebhookRoute({
    path: '/api/billing/webhook',
    summary: 'The payment provider’s webhook; the signature over the raw body is checked',
    tag: TAG,
    call: (billing, request, context) => billing.HandleProviderWebhook(request, context),
  }),

  route({
    method: 'POST',
    path: '/api/checkout',
    summary: 'The landing page’s checkout for a plan, before sign-up',
    tag: TAG,
    allow: 'public',
    body: z.object({ price_id: text(200), plan: text(64) }).strict(),
    response: CheckoutSchema,
    handler: async ({ body, req, deps }) =>
      deps.services.billing.CreateCheckout(
        {
          signup: { price_id: body.price_id, plan: body.plan },
          success_url: '/signup?session_id={CHECKOUT_SESSION_ID}',
          cancel_url: '/#pricing',
        },
        { requestId: req.id },
      ),
  }),

  route({
    method: 'GET',
    path: '/api/checkout-verify',
    summary: 'Whether the checkout sign-up returned from was paid (fire and forget)',
    tag: TAG,
    allow: 'public',
    query: z.object({ session_id: text(TOKEN_MAX).optional() }),
    response: z.object({ verified: z.boolean(), plan: z.string().nullable().optional() }),
    handler: async ({ query, req, deps }) => {
      const billing = deps.services.billing;
      if (!query.session_id) return { verified: false };
      const result = await billing.VerifyCheckout(
        { session_id: query.session_id },
        { requestId: req.id },
      );
      return { verified: result.paid, plan: result.plan || null };
    },
  }),

  route({
    method: 'GET',
    path: '/api/billing/sandbox-checkout/:sessionId',
    summary: 'What a sandbox checkout session sells (the in-app sandbox checkout page)',
    tag: TAG,
    // The session id is the secret, as a hosted checkout page's address is.
    allow: 'public',
    params: z.object({ sessionId: text(TOKEN_MAX) }),
    response: SandboxCheckoutSchema,
    handler: async ({ params, req, deps }) =>
      toSandboxCheckout(
        await deps.services.billing.GetSandboxCheckout(
          { session_id: params.sessionId },
          { requestId: req.id },
        ),
      ),
  }),

  route({
    method: 'POST',
    path: '/api/billing/sandbox-checkout/:sessionId/confirm',
    summary: 'Pays a sandbox session: its signed events go through the webhook verification',
    tag: TAG,
    allow: 'public',
    params: z.object({ sessionId: text(TOKEN_MAX) }),
    response: z.object({ successUrl: text(URL_MAX) }),
    handler: async ({ params, req, deps }) => {
      const billing = deps.services.billing;
      const confirmed = await billing.ConfirmSandboxCheckout(
        { session_id: params.sessionId },
        { requestId: req.id },
      );
      // The same verification and the same once-only application as Stripe's deliveries.
      for (const event of confirmed.events) {
        await billing.HandleProviderWebhook(event, { requestId: req.id });
      }
      return { successUrl: confirmed.success_url };
    },
  }),

  route({
    method: 'GET',
    path: '/api/super/revenue',
    summary: 'Platform revenue: MRR, plan mix, seats sold, failed payments',
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    response: RevenueSchema,
    handler: async ({ req, deps }) =>
      toRevenue(await deps.services.billing.GetRevenue({}, callContext(req))),
  }),
];
