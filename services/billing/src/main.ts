// Billing: the plan catalog, subscriptions and seats, checkout, provider webhooks, entitlements.
import '@portico/kit/telemetry/register';
import path from 'node:path';
import { createServiceRuntime, runMain, type EventBus, type ServiceRuntime } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { configuredPriceIds, loadBillingConfig } from './config';
import { reconcile, scheduleReconcile } from './domain/reconcile';
import { serviceDirectory } from './clients/directory';
import { handleConnectWebhook } from './domain/connectEvents';
import type { PaymentsDeps } from './domain/paymentsDeps';
import { CONSUMED_TOPICS, tenantCreatedHandler } from './events/consume';
import { billingHandlers } from './grpc/billing';
import { paymentsHandlers } from './grpc/payments';
import { planHandlers } from './grpc/plans';
import { connectFor, providerFor } from './provider';
import type { ConnectSandbox } from './stripeSandbox';
import { stripeDependencyCheck } from './provider/stripe-check';

export async function createService(
  env: NodeJS.ProcessEnv = process.env,
  shared: { bus?: EventBus } = {},
): Promise<ServiceRuntime & { connectSandbox(): ConnectSandbox | undefined }> {
  const config = loadBillingConfig(env);
  const runtime = await createServiceRuntime('billing', config, {
    migrationsDir: path.join(__dirname, '..', 'migrations'),
    bus: shared.bus,
  });
  const provider = providerFor(config, runtime.db);
  runtime.addDependencyCheck(stripeDependencyCheck(config, runtime.db));
  const priceIds = configuredPriceIds(config);
  // Client payments (issue 29): the agencies' connected accounts, on Stripe or the sandbox's.
  const directory = serviceDirectory(
    { tenancy: config.TENANCY_ADDR, identity: config.IDENTITY_ADDR },
    runtime.logger,
  );
  const { connect, sandbox } = connectFor(config, runtime.db, runtime.logger);
  const payments: PaymentsDeps = {
    db: runtime.db,
    connect,
    directory,
    fees: directory,
    publicUrl: config.PUBLIC_URL,
    logger: runtime.logger,
  };
  runtime.grpc.addService(loadServiceDefinition('billing').definition, {
    ...planHandlers(priceIds),
    ...billingHandlers({ db: runtime.db, provider, priceIds, publicUrl: config.PUBLIC_URL }),
    ...paymentsHandlers(payments, sandbox),
  });
  if (sandbox && connect) {
    // The sandbox's events take the Connect webhook's verification, as Stripe's deliveries do.
    sandbox.deliverTo((payload, signature) =>
      handleConnectWebhook(payments, connect, payload, signature),
    );
    runtime.lifecycle.add('connect-sandbox', async () => sandbox.stop());
  }
  // A super admin's "Bypass Billing" tenant starts its subscription from tenancy's event.
  runtime.consume(CONSUMED_TOPICS, tenantCreatedHandler(runtime.db));
  if (provider.name === 'stripe') {
    const stop = scheduleReconcile(
      runtime.db,
      provider,
      config.BILLING_RECONCILE_MS,
      runtime.logger,
    );
    runtime.lifecycle.add('reconcile', async () => stop());
    // A first pass at start catches what arrived while billing was down.
    void reconcile(runtime.db, provider).catch((err) =>
      runtime.logger.warn({ err }, 'first reconcile failed; the schedule retries'),
    );
  }
  runtime.logger.info(
    { provider: provider.name, clientPayments: sandbox ? 'sandbox' : connect ? 'stripe' : 'off' },
    'payment provider',
  );
  return Object.assign(runtime, { connectSandbox: () => sandbox });
}

if (require.main === module) runMain(() => createService());
