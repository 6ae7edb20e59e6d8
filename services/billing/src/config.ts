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
