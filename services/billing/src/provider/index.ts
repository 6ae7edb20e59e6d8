/**
 * Stripe when a secret key is configured, the sandbox otherwise (the `make up` default; in
 * production only with BILLING_PROVIDER=sandbox, ../config.ts).
 */
import type { Database } from '@portico/kit';
import { sandboxWebhookSecret, type BillingConfig } from '../config';
import { SandboxProvider } from './sandbox';
import { StripeProvider } from './stripe';
import type { PaymentProvider } from './types';

export function providerFor(config: BillingConfig, db: Database): PaymentProvider {
  if (config.BILLING_PROVIDER === 'sandbox' || !config.STRIPE_SECRET_KEY) {
    return new SandboxProvider(db, sandboxWebhookSecret(config), config.PUBLIC_URL);
  }
  if (!config.STRIPE_WEBHOOK_SECRET) {
    throw new Error('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
  }
  return new StripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    host: config.STRIPE_API_HOST,
    port: config.STRIPE_API_PORT,
    protocol: config.STRIPE_API_PROTOCOL,
  });
}
