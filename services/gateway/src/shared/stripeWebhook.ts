/**
 * A Stripe webhook endpoint: public, its raw body kept for the signature, which billing checks
 * (the platform's own account at /api/billing/webhook, agencies' Connect accounts at
 * /api/payments/webhook). Only which of billing's calls takes the event differs.
 */
import { z } from 'zod';
import type { billingV1 } from '@portico/proto';
import { route } from '../api/route';
import type { GatewayDeps } from '../deps';

type WebhookCall = (
  billing: GatewayDeps['services']['billing'],
  request: billingV1.HandleProviderWebhookRequest,
  context: { requestId: string },
) => Promise<{ applied: boolean }>;

export function stripeWebhookRoute(options: {
  path: string;
  summary: string;
  tag: string;
  call: WebhookCall;
}) {
  return route({
    method: 'POST',
    path: options.path,
    summary: options.summary,
    tag: options.tag,
    allow: 'public',
    rawBody: 'application/json',
    response: z.object({ received: z.boolean(), applied: z.boolean() }),
    handler: async ({ req, deps }) => {
      const payload = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const result = await options.call(
        deps.services.billing,
        { payload, signature: String(req.headers['stripe-signature'] ?? '') },
        { requestId: req.id },
      );
      return { received: true, applied: result.applied };
    },
  });
}
