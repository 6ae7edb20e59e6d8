/**
 * What anyone may read before signing in: the runtime manifest the shell loads its remotes
 * from, and the one plan catalog (billing's) that the landing page, sign-up and onboarding show.
 */
import { z } from 'zod';
import type { billingV1 } from '@portico/proto';
import { route } from '../../api/route';
import { frontendManifest, REMOTE_NAMES } from '../../http/frontends';

const TAG = 'Public';

/** The catalog as the public API spells it; prices in cents, null for unlimited clients. */
export function toPublicPlan(plan: billingV1.Plan__Output) {
  return {
    key: plan.key,
    name: plan.name,
    monthly_price_cents: plan.monthly_price_cents,
    annual_monthly_price_cents: plan.annual_monthly_price_cents,
    client_limit: plan.unlimited_clients ? null : plan.client_limit,
    included_seats: plan.included_seats,
    seat_price_cents: plan.seat_price_cents,
    highlights: plan.highlights,
    features: plan.features,
    contact_sales: plan.contact_sales,
    price_ids: { monthly: plan.monthly_price_id, annual: plan.annual_price_id },
  };
}

export const PublicPlanSchema = z
  .object({
    key: z.string(),
    name: z.string(),
    monthly_price_cents: z.number(),
    annual_monthly_price_cents: z.number(),
    client_limit: z.number().nullable().describe('null: unlimited clients'),
    included_seats: z.number(),
    seat_price_cents: z.number(),
    highlights: z.array(z.string()),
    features: z.array(z.string()),
    contact_sales: z.boolean(),
    price_ids: z.object({ monthly: z.string(), annual: z.string() }),
  })
  .meta({ id: 'PublicPlan' });

export const FrontendManifestSchema = z
  .object({
    remotes: z.record(z.enum(REMOTE_NAMES), z.string()),
    preload: z
      .partialRecord(z.enum(REMOTE_NAMES), z.array(z.string()))
      .optional()
      .describe(
        'Per remote served with the gateway: the files its exposed modules need first, relative to its entry',
      ),
    links: z.object({ bookDemo: z.string().optional() }),
    productDomain: z.string().optional(),
  })
  .meta({ id: 'FrontendManifest' });

export const publicRoutes = [
  route({
    method: 'GET',
    path: '/api/public/frontend-manifest',
    summary: 'Where the shell loads its remotes from, and the links it shows',
    tag: TAG,
    allow: 'public',
    response: FrontendManifestSchema,
    handler: ({ res, deps }) => {
      res.setHeader('Cache-Control', 'no-cache');
      return frontendManifest(deps.config);
    },
  }),

  route({
    method: 'GET',
    path: '/api/public/plans',
    summary: 'The plan catalog',
    tag: TAG,
    allow: 'public',
    response: z.object({ plans: z.array(PublicPlanSchema) }),
    handler: async ({ req, res, deps }) => {
      const { plans } = await deps.services.billing.ListPlans({}, { requestId: req.id });
      // Prices change by deploy, not by the minute: let browsers and CDNs keep it briefly.
      res.setHeader('Cache-Control', 'public, max-age=300');
      return { plans: plans.map(toPublicPlan) };
    },
  }),
];
