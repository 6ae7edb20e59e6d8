// Tenancy (core): tenants, memberships, tenant roles, onboarding and invitations.
import '@portico/kit/telemetry/register';
import path from 'node:path';
import {
  ConfigError,
  createServiceRuntime,
  runMain,
  type EventBus,
  type ServiceRuntime,
} from '@portico/kit';
import { loadServiceDefinition, TOPICS } from '@portico/proto';
import { loadTenancyConfig } from './config';
import { txtLookup } from './domain/dnsLookup';
import { domainRouting } from './domain/domainRouting';
import { sealStoredSlackWebhooks, useSecretsKey } from './domain/sealed';
import { sslChecks } from './domain/sslChecks';
import { pruneTenantSignIns } from './domain/tenantSignIns';
import { tlsProbe } from './domain/tlsProbe';
import { kubernetesDomainRoutes } from './kubernetes/domainRoutes';
import { followBillingEvents } from './events/billing';
import { followIdentityEvents } from './events/identity';
import { followMaintenanceEvents } from './events/maintenance';
import { tenancyHandlers } from './grpc/handlers';

/** How often a replica looks for due certificate probes and old sign-in rows. */
const HOUSEKEEPING_EVERY_MS = 5 * 60_000;

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
  // In a cluster with TLS, each verified domain gets its listener, route and certificate from
  // here (docs/kubernetes.md, "Tenant domains") and its SSL status from that certificate;
  // elsewhere domains are served by the catch-all and their certificates are probed over TLS.
  const routes = config.GATEWAY_NAME
    ? await kubernetesDomainRoutes({
        gateway: config.GATEWAY_NAME,
        route: config.GATEWAY_ROUTE ?? config.GATEWAY_NAME,
        issuer: {
          name: requireIssuer(config.DOMAIN_CERTIFICATE_ISSUER),
          kind: config.DOMAIN_CERTIFICATE_ISSUER_KIND,
        },
        kubeconfig: config.KUBECONFIG,
      })
    : undefined;
  const routing = routes && domainRouting({ db: runtime.db, routes, logger: runtime.logger });
  const sslProbe =
    routes?.certificateStatus ??
    tlsProbe({
      port: config.SSL_PROBE_PORT,
      dnsServers: config.DNS_RESOLVER,
      caFile: config.SSL_PROBE_CA_FILE,
      timeoutMs: config.SSL_PROBE_TIMEOUT_MS,
    });
  const ssl = sslChecks({
    db: runtime.db,
    probe: sslProbe,
    logger: runtime.logger,
    // A certificate's status is one API read, and a pending one turns ready within minutes:
    // read it every round. A TLS probe of someone else's server waits SSL_RECHECK_MINUTES.
    maxAgeMs: routes ? HOUSEKEEPING_EVERY_MS : config.SSL_RECHECK_MINUTES * 60_000,
  });
  runtime.grpc.addService(
    loadServiceDefinition('tenancy').definition,
    tenancyHandlers({
      db: runtime.db,
      productDomain: config.PRODUCT_DOMAIN,
      txtLookup: txtLookup(config.DNS_RESOLVER),
      sslProbe,
      sslChecks: ssl,
      domainRouting: routing,
    }),
  );
  // Verified domains' certificates are probed again once their last probe is old enough, and
  // the sign-in rows of sessions long ended are dropped, on the same period.
  const stopSsl = ssl.start(HOUSEKEEPING_EVERY_MS);
  const stopRouting = routing?.start(HOUSEKEEPING_EVERY_MS);
  const pruning = setInterval(() => {
    pruneTenantSignIns(runtime.db).catch((error: unknown) =>
      runtime.logger.warn({ err: error }, 'tenant sign-in pruning failed'),
    );
  }, HOUSEKEEPING_EVERY_MS);
  pruning.unref();
  runtime.lifecycle.add('domain ssl checks', async () => {
    clearInterval(pruning);
    await Promise.all([stopSsl(), stopRouting?.()]);
  });
  // Plan and seat changes paid for in billing reach the tenant's tier, features and seats.
  runtime.consume([TOPICS.billingSubscription], followBillingEvents(runtime.db));
  // Rebuild Search Index from the console (settings and cache purges concern the gateway).
  runtime.consume([TOPICS.tenancyPlatform], followMaintenanceEvents(runtime.db, runtime.logger));
  // An account taken back by its address's owner keeps no API key of the old holder.
  runtime.consume([TOPICS.identityUser], followIdentityEvents(runtime.db));
  return runtime;
}

/** A domain's certificate needs an issuer; without one tenancy would make certificates nobody issues. */
function requireIssuer(issuer: string | undefined): string {
  if (!issuer?.trim())
    throw new ConfigError(
      'Invalid configuration: DOMAIN_CERTIFICATE_ISSUER: required with GATEWAY_NAME (the issuer of tenant domains’ certificates)',
    );
  return issuer;
}

if (require.main === module) runMain(() => createService());
