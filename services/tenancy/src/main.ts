// Tenancy (core): tenants, memberships, tenant roles, onboarding and invitations.
import '@portico/kit/telemetry/register';
import path from 'node:path';
import { createServiceRuntime, runMain, type EventBus, type ServiceRuntime } from '@portico/kit';
import { loadServiceDefinition, TOPICS } from '@portico/proto';
import { loadTenancyConfig } from './config';
import { txtLookup } from './domain/dnsLookup';
import { sealStoredSlackWebhooks, useSecretsKey } from './domain/sealed';
import { followBillingEvents } from './events/billing';
import { followMaintenanceEvents } from './events/maintenance';
import { tenancyHandlers } from './grpc/handlers';

export async function createService(
  env: NodeJS.ProcessEnv = process.env,
  shared: { bus?: EventBus } = {},
): Promise<ServiceRuntime> {
  const config = loadTenancyConfig(env);
  useSecretsKey(config.TENANCY_SECRETS_KEY, config.DATA_DIR);
  const runtime = await createServiceRuntime('tenancy', config, {
    migrationsDir: path.join(__dirname, '..', 'migrations'),
    bus: shared.bus,
  });
  await sealStoredSlackWebhooks(runtime.db);
  runtime.grpc.addService(
    loadServiceDefinition('tenancy').definition,
    tenancyHandlers({
      db: runtime.db,
      productDomain: config.PRODUCT_DOMAIN,
      txtLookup: txtLookup(config.DNS_RESOLVER),
    }),
  );
  // Plan and seat changes paid for in billing reach the tenant's tier, features and seats.
  runtime.consume([TOPICS.billingSubscription], followBillingEvents(runtime.db));
  // Rebuild Search Index from the console (settings and cache purges concern the gateway).
  runtime.consume([TOPICS.tenancyPlatform], followMaintenanceEvents(runtime.db, runtime.logger));
  return runtime;
}

if (require.main === module) runMain(() => createService());
