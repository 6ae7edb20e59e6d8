/**
 * What every service process is made of, assembled in one place so each service's
 * `main.ts` only wires its own stores, rules and handlers:
 *
 *   config → logger → database (migrated) → event bus → outbox relay → gRPC server
 *   → ops HTTP server (/healthz, /readyz, /metrics) → graceful shutdown.
 *
 * Shutdown runs in the order Kubernetes needs: readiness turns 503, gRPC stops accepting
 * and lets in-flight calls finish, consumers stop, the outbox is flushed, then the bus and
 * the pool close.
 */
import path from 'node:path';
import type { Registry } from 'prom-client';
import { loadServiceDefinition } from '@portico/proto';
import { ConfigError, type ServiceConfig, type ServiceName } from './config';
import { openDatabase, migrate, type Database } from './db';
import {
  createEventBus,
  OutboxRelay,
  KIT_MIGRATIONS_DIR,
  pruneProcessedEvents,
  wakeRelayOnCommit,
  type EventBus,
  type EventHandler,
  type IncomingEvent,
} from './events';
import {
  baseDependencyChecks,
  createGrpcServer,
  internalSigningKey,
  internalVerifyingKey,
  opsHandlers,
  type DependencyCheck,
  type GrpcServer,
  useServiceTokenSigner,
} from './grpc';
import { createMetricsRegistry, sampledGauge } from './http/metrics';
import {
  runReadinessChecks,
  startOpsServer,
  type OpsRoute,
  type OpsServer,
  type ReadinessCheck,
} from './http/ops-server';
import { backoffDelay, pause } from './events/backoff';
import { kafkaSecurity } from './events/kafka-security';
import { Lifecycle } from './lifecycle';
import { createLogger, type Logger } from './logger';
import { shutdownTracing } from './telemetry/tracing';

const READINESS_INTERVAL_MS = 5000;
const SUBSCRIBE_RETRY = { initialDelayMs: 1000, maxDelayMs: 30_000 };
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** Applied event ids are kept well past Kafka's retention, so no redelivery finds them gone. */
const PROCESSED_EVENTS_RETAIN_MS = 30 * 24 * 60 * 60 * 1000;

/** Retries `probe` with backoff until it succeeds or `waitMs` have passed. */
async function waitUntilReachable(
  what: string,
  probe: () => Promise<void>,
  waitMs: number,
  logger: Logger,
): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (let pause = 250; ; pause = Math.min(pause * 2, 5000)) {
    try {
      await probe();
      return;
    } catch (error) {
      const left = deadline - Date.now();
      if (left <= 0) throw error;
      const wait = Math.min(pause, left);
      logger.warn({ err: error, retryInMs: wait }, `${what} not reachable yet`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * A production process (the image sets NODE_ENV=production) without the gateway's key would
 * believe whoever writes x-user-id on its port, so it refuses to start rather than run open.
 * Refusing only caller metadata instead would look healthy while every signed-in call failed.
 * Local runs need no setting: `make up` and the test stacks generate a pair per run.
 */
export function requireCallerKeyInProduction(key: string | undefined, variable: string): void {
  if (process.env.NODE_ENV === 'production' && !key?.trim()) {
    throw new ConfigError(
      `Invalid configuration: ${variable}: required in production (NODE_ENV=production), ` +
        'or any workload that reaches a service could act as any user',
    );
  }
}

export interface RuntimeOptions {
  /** The service's own `migrations/` folder. */
  migrationsDir: string;
  /** A bus shared by every service when they all run in one local process. */
  bus?: EventBus;
  /** Extra endpoints on the ops port, by path (the metrics service's OTLP intake). */
  opsRoutes?: Readonly<Record<string, OpsRoute>>;
}

export interface ServiceRuntime {
  readonly name: ServiceName;
  readonly logger: Logger;
  readonly db: Database;
  readonly bus: EventBus;
  readonly grpc: GrpcServer;
  readonly registry: Registry;
  readonly lifecycle: Lifecycle;
  /** Subscribes this service's consumer group (`portico-<service>`) once the runtime starts. */
  consume(topics: string[], handler: EventHandler): void;
  addReadinessCheck(check: ReadinessCheck): void;
  /**
   * A connection of this service's own (SMTP, Stripe, Prometheus) that App Health reports
   * beside the database and Kafka, through the ops service every process serves.
   */
  addDependencyCheck(check: DependencyCheck): void;
  /** Binds the gRPC and ops ports, starts the relay and consumers. */
  start(): Promise<{ grpcPort: number; httpPort: number }>;
  stop(): Promise<boolean>;
}

export async function createServiceRuntime(
  name: ServiceName,
  config: ServiceConfig,
  options: RuntimeOptions,
): Promise<ServiceRuntime> {
  requireCallerKeyInProduction(config.INTERNAL_TOKEN_PUBLIC_KEY, 'INTERNAL_TOKEN_PUBLIC_KEY');
  requireCallerKeyInProduction(config.SERVICE_TOKEN_PUBLIC_KEY, 'SERVICE_TOKEN_PUBLIC_KEY');
  requireCallerKeyInProduction(config.SERVICE_TOKEN_PRIVATE_KEY, 'SERVICE_TOKEN_PRIVATE_KEY');
  // The service's own caller-less calls (consumers, jobs) sign with it, whichever client
  // makes them; services sharing a process hold the same pair.
  if (config.SERVICE_TOKEN_PRIVATE_KEY) {
    useServiceTokenSigner(internalSigningKey(config.SERVICE_TOKEN_PRIVATE_KEY));
  }
  const logger = createLogger(name, config.LOG_LEVEL);
  const registry = createMetricsRegistry(name);
  const lifecycle = new Lifecycle(logger, config.SHUTDOWN_GRACE_MS);

  const db = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.resolve(config.DATA_DIR, name),
    tenantRole: config.DB_TENANT_ROLE,
    poolSize: config.DB_POOL_SIZE,
    logger,
  });
  // In a cluster the database may come up after us: wait for it (bounded) instead of
  // crash-looping, and instead of anyone sleeping in a start script.
  await waitUntilReachable('database', () => db.ping(), config.STARTUP_WAIT_MS, logger);
  await migrate(db, KIT_MIGRATIONS_DIR, { logger });
  await migrate(db, options.migrationsDir, { logger });

  const ownsBus = !options.bus;
  const bus =
    options.bus ??
    createEventBus({
      brokers: config.KAFKA_BROKERS,
      clientId: name,
      logger,
      security: kafkaSecurity(config),
      fetchMaxWaitMs: config.KAFKA_FETCH_MAX_WAIT_MS,
    });
  const relay = new OutboxRelay(db, bus, { logger });
  // What the service's stores use: a commit that wrote an event wakes the relay at once.
  const serviceDb = wakeRelayOnCommit(db, relay);
  const subscriptions: Array<{ topics: string[]; handler: EventHandler }> = [];

  sampledGauge(registry, 'outbox_pending', 'Events written but not yet published', () =>
    relay.pendingCount(),
  );
  sampledGauge(registry, 'consumer_lag', "Events on this service's topics not yet handled", () => {
    const topics = subscriptions.flatMap((subscription) => subscription.topics);
    if (!bus.consumerLag || topics.length === 0) return 0;
    return bus.consumerLag(`portico-${name}`, topics);
  });

  const grpc = createGrpcServer({
    logger,
    registry,
    callerKey: config.INTERNAL_TOKEN_PUBLIC_KEY
      ? internalVerifyingKey(config.INTERNAL_TOKEN_PUBLIC_KEY)
      : undefined,
    serviceKey: config.SERVICE_TOKEN_PUBLIC_KEY
      ? internalVerifyingKey(config.SERVICE_TOKEN_PUBLIC_KEY)
      : undefined,
  });
  // Ready means "can serve a request": that needs the database only. While Kafka is away
  // writes still succeed (the outbox holds their events) and the relay catches up later;
  // taking every pod out of its Service for a broker outage would turn it into a full one.
  const readiness: ReadinessCheck[] = [{ name: 'database', check: () => db.ping() }];
  // App Health asks every service about its own database and connections (grpc/ops.ts).
  const dependencies: DependencyCheck[] = baseDependencyChecks(db, bus);
  grpc.addService(
    loadServiceDefinition('ops').definition,
    opsHandlers({ service: name, db, dependencies: () => dependencies }),
  );
  const consumers: Array<{ stop(): Promise<void> }> = [];
  let ops: OpsServer | undefined;
  let readinessWatch: NodeJS.Timeout | undefined;
  let housekeeping: NodeJS.Timeout | undefined;
  const stopSubscribing = new AbortController();

  /**
   * Joins the consumer group, retrying with backoff while the bus cannot be reached instead
   * of failing start-up: a service whose broker comes up after it (a cluster's first start)
   * serves at once and receives events once the broker answers. Resolves after the first
   * attempt, so with a reachable broker events published after `start()` reach it.
   */
  function subscribeWithRetries(
    topics: string[],
    handler: (event: IncomingEvent) => Promise<void>,
  ): Promise<void> {
    return new Promise((firstAttemptDone) => {
      void (async () => {
        for (let failures = 1; !stopSubscribing.signal.aborted; failures += 1) {
          try {
            const consumer = await bus.subscribe({ groupId: `portico-${name}`, topics, handler });
            if (stopSubscribing.signal.aborted) await consumer.stop();
            else consumers.push(consumer);
            break;
          } catch (error) {
            const retryInMs = backoffDelay(failures, SUBSCRIBE_RETRY);
            logger.warn({ err: error, topics, retryInMs }, 'could not subscribe yet; retrying');
            firstAttemptDone();
            await pause(retryInMs, stopSubscribing.signal);
          }
        }
        firstAttemptDone();
      })();
    });
  }

  lifecycle.add('drain readiness', async () => {
    clearInterval(readinessWatch);
    clearInterval(housekeeping);
    ops?.drain();
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
  });
  lifecycle.add('grpc server', () => grpc.stop(Math.max(config.SHUTDOWN_GRACE_MS - 1000, 0)));
  lifecycle.add('consumers', async () => {
    stopSubscribing.abort();
    await Promise.all(consumers.map((consumer) => consumer.stop()));
  });
  lifecycle.add('outbox relay', async () => {
    // The loop stops first, so a last flush that fails (the broker refuses it, or is gone)
    // cannot leave it retrying on a closed pool behind a service that said it stopped, keeping
    // its process alive.
    await relay.stop();
    await relay.flush();
  });
  if (ownsBus) lifecycle.add('event bus', () => bus.close());
  lifecycle.add('database', () => db.close());
  lifecycle.add('ops server', () => ops?.close());

  return {
    name,
    logger,
    db: serviceDb,
    bus,
    grpc,
    registry,
    lifecycle,
    consume(topics, handler) {
      subscriptions.push({ topics, handler });
    },
    addReadinessCheck(check) {
      readiness.push(check);
    },
    addDependencyCheck(check) {
      dependencies.push(check);
    },
    async start() {
      const grpcPort = await grpc.start(config.GRPC_PORT, config.GRPC_HOST);
      ops = await startOpsServer({
        port: config.HTTP_PORT,
        registry,
        readiness,
        routes: options.opsRoutes,
      });
      // One subscription for the whole service: its consumer group must ask for one topic list,
      // or the broker hands each member partitions of topics it never subscribed to (kafkajs).
      if (subscriptions.length > 0) {
        const merged = mergeSubscriptions(subscriptions);
        await subscribeWithRetries(merged.topics, merged.handler);
      }
      relay.start();
      // The gRPC health service (what Kubernetes probes natively) follows the same checks as
      // /readyz, so a service whose database is gone stops receiving traffic.
      // Edge-triggered: the status (and a log line) changes only when readiness changes.
      let lastReady: boolean | undefined;
      const followReadiness = async () => {
        const report = await runReadinessChecks(readiness, lifecycle.isStopping);
        if (report.ready === lastReady) return;
        lastReady = report.ready;
        grpc.setServing(report.ready);
        if (report.ready) logger.info('ready');
        else logger.warn({ checks: report.checks }, 'not ready');
      };
      await followReadiness();
      readinessWatch = setInterval(() => void followReadiness(), READINESS_INTERVAL_MS);
      readinessWatch.unref();
      housekeeping = setInterval(() => {
        pruneProcessedEvents(db, PROCESSED_EVENTS_RETAIN_MS).catch((error: unknown) =>
          // Housekeeping: the service goes on, and the next hour tries again.
          logger.warn({ err: error }, 'could not prune processed event ids'),
        );
      }, HOUSEKEEPING_INTERVAL_MS);
      housekeeping.unref();
      logger.info({ grpcPort, httpPort: ops.port, engine: db.engine }, `${name} started`);
      return { grpcPort, httpPort: ops.port };
    },
    stop: () => lifecycle.stop(),
  };
}

/**
 * Entry-point helper for `main.ts`. `createService` builds the wired (migrated, not yet
 * listening) runtime. With `--migrate-only` (the chart's pre-upgrade hook) the process
 * exits after migrating; otherwise it starts and stops gracefully on SIGTERM/SIGINT.
 */
export function runMain(createService: () => Promise<ServiceRuntime>): void {
  createService()
    .then(async (runtime) => {
      if (process.argv.includes('--migrate-only')) {
        runtime.logger.info('migrations applied; exiting (--migrate-only)');
        process.exit((await runtime.stop()) ? 0 : 1);
      }
      // Spans still buffered are exported before the process exits.
      runtime.lifecycle.add('tracing', () => shutdownTracing());
      runtime.lifecycle.installSignalHandlers();
      await runtime.start();
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    });
}

/** Every handler's topics as one list; each event goes to the handlers that asked for its topic. */
export function mergeSubscriptions(
  subscriptions: ReadonlyArray<{ topics: string[]; handler: EventHandler }>,
): { topics: string[]; handler: EventHandler } {
  const byTopic = new Map<string, EventHandler[]>();
  for (const { topics, handler } of subscriptions)
    for (const topic of new Set(topics))
      byTopic.set(topic, [...(byTopic.get(topic) ?? []), handler]);
  const handler: EventHandler = async (event) => {
    for (const each of byTopic.get(event.topic) ?? []) await each(event);
  };
  // A fetch's events go together to the handlers that take them so, one by one to the others.
  if (subscriptions.some((s) => s.handler.batch))
    handler.batch = async (events) => {
      for (const topic of new Set(events.map((e) => e.topic))) {
        const ofTopic = events.filter((e) => e.topic === topic);
        for (const each of byTopic.get(topic) ?? []) {
          if (each.batch) await each.batch(ofTopic);
          else for (const event of ofTopic) await each(event);
        }
      }
    };
  return { topics: [...byTopic.keys()], handler };
}
