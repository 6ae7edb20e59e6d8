/**
 * Stripe when a secret key is configured, the sandbox otherwise (the `make up` default; in
 * production only with BILLING_PROVIDER=sandbox, ../config.ts).
 */
import Stripe from 'stripe';
import type { Database, Logger } from '@portico/kit';
import { sandboxConnectWebhookSecret, sandboxWebhookSecret, type BillingConfig } from '../config';
import { ConnectSandbox } from '../stripeSandbox';
import { StripeConnect } from './connect';
import { SandboxProvider } from './sandbox';
import { stripeClient, StripeProvider } from './stripe';
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

/**
 * Client payments' Stripe: the platform's key with each connected account's header, verified
 * with the Connect endpoint's own secret; without keys, the sandbox's Stripe in process (the
 * official SDK over its fetch client), in test mode with test clocks. Undefined when Stripe is
 * configured without a Connect secret: client payments then say they are not set up.
 */
export function connectFor(
  config: BillingConfig,
  db: Database,
  logger: Logger,
): { connect: StripeConnect | undefined; sandbox: ConnectSandbox | undefined } {
  if (config.BILLING_PROVIDER === 'sandbox' || !config.STRIPE_SECRET_KEY) {
    const secret = sandboxConnectWebhookSecret(config);
    const sandbox = new ConnectSandbox(db, secret, config.PUBLIC_URL, logger);
    const stripe = new Stripe('sk_sandbox_connect', {
      httpClient: Stripe.createFetchHttpClient(sandbox.fetch),
      maxNetworkRetries: 0,
    });
    return { connect: new StripeConnect(stripe, secret, true), sandbox };
  }
  if (!config.STRIPE_CONNECT_WEBHOOK_SECRET) return { connect: undefined, sandbox: undefined };
  const stripe = stripeClient({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_CONNECT_WEBHOOK_SECRET,
    host: config.STRIPE_API_HOST,
    port: config.STRIPE_API_PORT,
    protocol: config.STRIPE_API_PROTOCOL,
  });
  return {
    connect: new StripeConnect(stripe, config.STRIPE_CONNECT_WEBHOOK_SECRET),
    sandbox: undefined,
  };
}
