// Billing: the plan catalog, subscriptions and seats, checkout, provider webhooks, entitlements.
import '@portico/kit/telemetry/register';
import path from 'node:path';
import { createServiceRuntime, runMain, type EventBus, type ServiceRuntime } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { configuredPriceIds, loadBillingConfig } from './config';
import { reconcile, scheduleReconcile } from './domain/reconcile';
import { CONSUMED_TOPICS, tenantCreatedHandler } from './events/consume';
import { billingHandlers } from './grpc/billing';
import { planHandlers } from './grpc/plans';
import { providerFor } from './provider';
import { stripeDependencyCheck } from './provider/stripe-check';

export async function createService(
  env: NodeJS.ProcessEnv = process.env,
  shared: { bus?: EventBus } = {},
): Promise<ServiceRuntime> {
  const config = loadBillingConfig(env);
  const runtime = await createServiceRuntime('billing', config, {
    migrationsDir: path.join(__dirname, '..', 'migrations'),
    bus: shared.bus,
  });
  const provider = providerFor(config, runtime.db);
  runtime.addDependencyCheck(stripeDependencyCheck(config, runtime.db));
  const priceIds = configuredPriceIds(config);
  runtime.grpc.addService(loadServiceDefinition('billing').definition, {
    ...planHandlers(priceIds),
    ...billingHandlers({ db: runtime.db, provider, priceIds, publicUrl: config.PUBLIC_URL }),
  });
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
  runtime.logger.info({ provider: provider.name }, 'payment provider');
  return runtime;
}

if (require.main === module) runMain(() => createService());
