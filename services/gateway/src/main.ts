// The gateway (BFF): authenticates, resolves the tenant, authorises, rate-limits and turns
// the REST API into gRPC calls; in local mode it also serves the built frontends.
import '@portico/kit/telemetry/register';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  checkHealth,
  closeGrpcChannels,
  createEventBus,
  createLogger,
  createMetricsRegistry,
  kafkaSecurity,
  Lifecycle,
  requireCallerKeyInProduction,
  sampledGauge,
  type EventBus,
  type Logger,
} from '@portico/kit';
import { shutdownTracing } from '@portico/kit/telemetry/tracing';
import { AccessCache } from './access/cache';
import { withAccessCache } from './access/clients';
import { accessReader } from './access/events';
import { createGatewayApp } from './app';
import { createServiceClients, type ServiceClients } from './clients';
import { loadGatewayConfig, serviceAddress, type GatewayConfig } from './config';
import { frontendsRouter } from './http/frontends';
import { lastFailures } from './http/last-failures';
import { addHttpShutdown } from './http/shutdown';
import { GatewayPeers, newReplicaId } from './platform/peers';
import { RequestLimits } from './platform/requestLimits';
import { gatewayDeps } from './deps';
import { registerRoutes } from './features';
import { pagePartsFor } from './features/public/pageHead';
import { liveReader } from './features/messaging/live';
import { followReplicaEvents } from './replicaEvents';

export interface Gateway {
  readonly config: GatewayConfig;
  readonly logger: Logger;
  readonly services: ServiceClients;
  readonly lifecycle: Lifecycle;
  readonly accessCache: AccessCache;
  /** What this replica tells the others and hears from them (rate counts, last failures). */
  readonly peers: GatewayPeers;
  /** Listens on PORT; resolves with the bound port. */
  start(): Promise<number>;
  stop(): Promise<boolean>;
}

export function createGateway(
  env: NodeJS.ProcessEnv = process.env,
  /** The in-process bus every component shares when all run in one process (make up). */
  shared: { bus?: EventBus } = {},
): Gateway {
  const config = loadGatewayConfig(env);
  // Services configured with the matching public key believe only calls carrying its tokens
  // (its clients sign with it, clients.ts); in production a gateway without the key could
  // make no signed-in call, so it will not start.
  requireCallerKeyInProduction(config.INTERNAL_TOKEN_PRIVATE_KEY, 'INTERNAL_TOKEN_PRIVATE_KEY');
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const registry = createMetricsRegistry('gateway');
  const lifecycle = new Lifecycle(logger, config.SHUTDOWN_GRACE_MS);
  // The hot path's one hop: tenancy's and identity's answers about the caller are kept and
  // evicted by their events (access/), so routes and the guard call the clients as before.
  const bus =
    shared.bus ??
    createEventBus({
      brokers: config.KAFKA_BROKERS,
      clientId: 'gateway',
      logger,
      security: kafkaSecurity(config),
      fetchMaxWaitMs: config.KAFKA_FETCH_MAX_WAIT_MS,
    });
  const accessCache = new AccessCache({
    ttlMs: config.ACCESS_CACHE_TTL_MS,
    maxEntries: config.ACCESS_CACHE_MAX_ENTRIES,
  });
  const services = withAccessCache(createServiceClients(config), accessCache);
  // Rate limits and last failures are counted here and shared with the other replicas.
  const requestLimits = new RequestLimits(Date.now, newReplicaId());
  const deps = { ...gatewayDeps({ config, logger, services, requestLimits }), accessCache };
  // A bus of its own without Kafka carries nobody's events: then the cache stays off.
  const eventsReachUs = Boolean(shared.bus || config.KAFKA_BROKERS);
  if (!eventsReachUs) logger.warn('KAFKA_BROKERS unset: access cache off, every request asks');
  const app = createGatewayApp({
    logger,
    registry,
    trustProxy: config.TRUST_PROXY,
    probe: (service) => checkHealth(serviceAddress(config, service)),
    registerApi: (router) => registerRoutes(router, deps),
    frontends: config.FRONTENDS_DIR
      ? frontendsRouter({
          frontendsDir: config.FRONTENDS_DIR,
          pageParts: (req) => pagePartsFor(req, deps),
          onPagePartsFailed: (err) =>
            logger.warn({ err }, "page head unavailable; the shell's page went unbranded"),
        })
      : undefined,
    isDraining: () => lifecycle.isStopping,
  });
  const peers = new GatewayPeers({
    bus,
    limits: requestLimits,
    failures: lastFailures(app),
    logger,
  });
  // One consumer group per replica carries what it reads (replicaEvents.ts): tenancy's and
  // identity's events for the access cache (sign-outs, settings saves and Purge Cache reach the
  // deps' copies through them), the other replicas' reports, and messaging's events for the live
  // streams it holds. Without a bus they never arrive; a stream then still catches up from
  // messaging's log on reconnect.
  const replicaEvents = eventsReachUs
    ? followReplicaEvents(
        bus,
        deps.live,
        [
          accessReader(
            accessCache,
            deps.revokedSessions,
            deps.platformSettings,
            deps.featureFlags,
            peers,
            deps.live,
          ),
          liveReader(deps),
        ],
        { logger, waits: { busyWaitMs: config.LIVE_FETCH_MAX_WAIT_MS } },
      )
    : { ready: Promise.resolve(), stop: async () => undefined };
  // Without a bus shared with other replicas there is nobody to tell.
  if (eventsReachUs) peers.start();
  sampledGauge(
    registry,
    'live_streams_open',
    'Live streams (GET /api/stream) open on this replica',
    () => deps.live.size,
  );
  sampledGauge(registry, 'access_cache_live', '1 while the access cache follows its events', () =>
    accessCache.live ? 1 : 0,
  );
  sampledGauge(
    registry,
    'access_cache_entries',
    'Access and profile answers held',
    () => accessCache.size,
  );
  sampledGauge(
    registry,
    'access_cache_hits',
    'Answers served from the access cache since start',
    () => accessCache.hits,
  );
  sampledGauge(
    registry,
    'access_cache_misses',
    'Access cache lookups that asked the service',
    () => accessCache.misses,
  );
  const server = http.createServer(app);

  // Readiness turns 503 as soon as stopping begins (isDraining) and the server keeps serving
  // for SHUTDOWN_DRAIN_MS; then in-flight requests finish while no new connection is
  // accepted; then the gRPC channels close.
  // Live streams never finish on their own: once the drain is over they end, and each browser
  // reconnects (to another replica) with its Last-Event-ID.
  addHttpShutdown(lifecycle, server, config.SHUTDOWN_DRAIN_MS, () => deps.live.endAll());
  lifecycle.add('grpc channels', () => closeGrpcChannels());
  lifecycle.add('access cache events', async () => {
    await peers.stop();
    // The cache forgets what it holds before its events stop keeping it true.
    accessCache.disable();
    await replicaEvents.stop();
    if (!shared.bus) await bus.close();
  });

  return {
    config,
    logger,
    services,
    lifecycle,
    accessCache,
    peers,
    async start() {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.PORT, config.HOST, () => resolve());
      });
      const { port } = server.address() as AddressInfo;
      logger.info({ port }, 'gateway listening');
      return port;
    },
    stop: () => lifecycle.stop(),
  };
}

if (require.main === module) {
  const gateway = createGateway();
  gateway.lifecycle.add('tracing', () => shutdownTracing());
  gateway.lifecycle.installSignalHandlers();
  gateway.start().catch((error: unknown) => {
    gateway.logger.fatal({ err: error }, 'gateway failed to start');
    process.exit(1);
  });
}
