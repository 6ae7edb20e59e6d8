/**
 * What anyone may read before signing in: the runtime manifest the shell loads its remotes
 * from, and the one plan catalog (billing's) that the landing page, sign-up and onboarding show.
 */
import type { Router } from 'express';
import type { billingV1 } from '@portico/proto';
import { frontendManifest } from '../http/frontends';
import type { GatewayDeps } from './deps';
import { on } from './guarded';

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

export function registerPublicRoutes(router: Router, deps: GatewayDeps): void {
  on(router, 'GET', '/api/public/frontend-manifest', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(frontendManifest(deps.config ?? {}));
  });

  on(router, 'GET', '/api/public/plans', async (req, res) => {
    const billing = deps.services.billing;
    if (!billing) throw new Error('billing client not configured');
    const { plans } = await billing.ListPlans({}, { requestId: req.id });
    // Prices change by deploy, not by the minute: let browsers and CDNs keep it briefly.
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json({ plans: plans.map(toPublicPlan) });
  });
}
