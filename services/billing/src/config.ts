import path from 'node:path';
import { z } from 'zod';
import { ConfigError, keptSecretFile, loadServiceConfig, refuseSilentFallback } from '@portico/kit';

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
  /**
   * `sandbox` runs the sandbox provider on purpose; required for it in production, where a
   * missing Stripe key must not quietly turn billing into a sandbox anyone can pay into.
   */
  BILLING_PROVIDER: z.enum(['stripe', 'sandbox']).optional(),
  /** The sandbox's signing secret; unset: a random one kept in DATA_DIR (sandboxWebhookSecret). */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  /**
   * The Connect endpoint's signing secret (client payments, issue 29): events from the agencies'
   * connected accounts arrive at <PUBLIC_URL>/api/payments/webhook. Unset with Stripe: client
   * payments answer that they are not set up.
   */
  STRIPE_CONNECT_WEBHOOK_SECRET: optional,
  /** The sandbox's Connect secret; unset: a random one kept in DATA_DIR. */
  SANDBOX_CONNECT_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Who a client is (service-only ListTenantMembers), the brand, the platform's fee by plan. */
  TENANCY_ADDR: z.string().min(1).default('127.0.0.1:50052'),
  /** Clients' names and addresses (GetUsers). */
  IDENTITY_ADDR: z.string().min(1).default('127.0.0.1:50051'),
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
  const config = loadServiceConfig('billing', billingConfigShape, env);
  const provider = config.BILLING_PROVIDER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
  if (provider === 'stripe' && !config.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_SECRET_KEY: required with BILLING_PROVIDER=stripe',
    );
  }
  refuseSilentFallback(env, {
    variable: 'STRIPE_SECRET_KEY',
    set: Boolean(config.STRIPE_SECRET_KEY),
    optedIn: config.BILLING_PROVIDER === 'sandbox',
    optIn: 'BILLING_PROVIDER=sandbox',
    fallback: 'billing runs its payment sandbox, where plans are bought without paying',
  });
  return { ...config, BILLING_PROVIDER: provider };
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

/**
 * The sandbox's webhook signing secret: SANDBOX_WEBHOOK_SECRET, else a random one made on first
 * start and kept in `DATA_DIR/billing-sandbox-webhook-secret` (readable by its owner only), as
 * `make up` keeps the demo password: never a value anyone could read in the source.
 */
export function sandboxWebhookSecret(config: BillingConfig): string {
  if (config.SANDBOX_WEBHOOK_SECRET) return config.SANDBOX_WEBHOOK_SECRET;
  const file = path.resolve(config.DATA_DIR, 'billing-sandbox-webhook-secret');
  return `whsec_${keptSecretFile(file, 'SANDBOX_WEBHOOK_SECRET')}`;
}

/** The sandbox's Connect signing secret, kept as the checkout sandbox's is. */
export function sandboxConnectWebhookSecret(config: BillingConfig): string {
  if (config.SANDBOX_CONNECT_WEBHOOK_SECRET) return config.SANDBOX_CONNECT_WEBHOOK_SECRET;
  const file = path.resolve(config.DATA_DIR, 'billing-sandbox-connect-webhook-secret');
  return `whsec_${keptSecretFile(file, 'SANDBOX_CONNECT_WEBHOOK_SECRET')}`;
}
