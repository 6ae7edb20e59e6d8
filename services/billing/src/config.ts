import { z } from 'zod';
import { loadServiceConfig } from '@portico/kit';

const optional = z.string().trim().min(1).optional();

/** Billing's own variables: the payment provider's price ids per plan and interval. */
export const billingConfigShape = {
  STRIPE_PRICE_STARTER_MONTHLY: optional,
  STRIPE_PRICE_STARTER_ANNUAL: optional,
  STRIPE_PRICE_PRO_MONTHLY: optional,
  STRIPE_PRICE_PRO_ANNUAL: optional,
  STRIPE_PRICE_ADVANCED_MONTHLY: optional,
  STRIPE_PRICE_ADVANCED_ANNUAL: optional,
  /** With it, checkout, portal and webhooks go to Stripe; without it, the sandbox provider. */
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Another Stripe API endpoint (a local server in tests): host, port and protocol. */
  STRIPE_API_HOST: optional,
  STRIPE_API_PORT: z.coerce.number().int().positive().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /** The sandbox's local signing secret; a fixed development value when unset. */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).default('whsec_portico_sandbox_local_only'),
  /** Where checkout and the portal send the browser back, and the sandbox page's origin. */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  /** How often the reconcile asks Stripe for events a webhook may have missed. */
  BILLING_RECONCILE_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60 * 1000),
};

export function loadBillingConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('billing', billingConfigShape, env);
}

export type BillingConfig = ReturnType<typeof loadBillingConfig>;

/** `{ starter_monthly: 'price_…', … }` for the ids that are configured. */
export function configuredPriceIds(config: BillingConfig): Record<string, string | undefined> {
  return {
    starter_monthly: config.STRIPE_PRICE_STARTER_MONTHLY,
    starter_annual: config.STRIPE_PRICE_STARTER_ANNUAL,
    pro_monthly: config.STRIPE_PRICE_PRO_MONTHLY,
    pro_annual: config.STRIPE_PRICE_PRO_ANNUAL,
    advanced_monthly: config.STRIPE_PRICE_ADVANCED_MONTHLY,
    advanced_annual: config.STRIPE_PRICE_ADVANCED_ANNUAL,
  };
}
