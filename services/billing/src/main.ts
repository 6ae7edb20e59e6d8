// Billing: the plan catalog, subscriptions and seats, checkout, provider webhooks, entitlements.
import '@portico/kit/telemetry/register';
import path from 'node:path';
import { createServiceRuntime, runMain, type EventBus, type ServiceRuntime } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { configuredPriceIds, loadBillingConfig } from './config';
import { planHandlers } from './grpc/plans';

export async function createService(
  env: NodeJS.ProcessEnv = process.env,
  shared: { bus?: EventBus } = {},
): Promise<ServiceRuntime> {
  const config = loadBillingConfig(env);
  const runtime = await createServiceRuntime('billing', config, {
    migrationsDir: path.join(__dirname, '..', 'migrations'),
    bus: shared.bus,
  });
  runtime.grpc.addService(loadServiceDefinition('billing').definition, {
    ...planHandlers(configuredPriceIds(config)),
  });
  return runtime;
}

if (require.main === module) runMain(() => createService());
