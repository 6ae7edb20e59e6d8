// Metrics: the audit log and onboarding events, App Health from Prometheus.
import '@portico/kit/telemetry/register';
import path from 'node:path';
import {
  batchHandler,
  createServiceRuntime,
  runMain,
  type EventBus,
  type OpsRoute,
  type ServiceRuntime,
} from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { loadMetricsConfig } from './config';
import { AUDIT_TOPICS, auditConsumer } from './events/audit-consumer';
import { ONBOARDING_TOPICS, onboardingConsumer } from './events/onboarding-consumer';
import {
  followRetentionSettings,
  retentionDaysRefresher,
  RETENTION_TOPICS,
  scheduleAuditPruning,
} from './events/retention';
import { tenancyAuditDays } from './clients/tenancy';
import { auditHandlers } from './grpc/audit';
import { healthHandlers } from './grpc/health';
import { missionControlHandlers } from './grpc/missionControl';
import { opsHandlers, prometheusDependencyCheck } from './grpc/ops';
import { traceHandlers } from './grpc/traces';
import { otlpTraceIntake } from './otlp/intake';
import { prometheusClient } from './prometheus/client';

export async function createService(
  env: NodeJS.ProcessEnv = process.env,
  shared: { bus?: EventBus } = {},
): Promise<ServiceRuntime> {
  const config = loadMetricsConfig(env);
  // The trace drawer's store: OTLP/HTTP JSON at the ops port, read back through the DB later.
  const intake: { route?: OpsRoute } = {};
  const runtime = await createServiceRuntime('metrics', config, {
    migrationsDir: path.join(__dirname, '..', 'migrations'),
    bus: shared.bus,
    opsRoutes: { '/v1/traces': (req, res) => intake.route!(req, res) },
  });
  intake.route = otlpTraceIntake(runtime.db, runtime.logger, {
    minutes: config.TRACE_RETENTION_MINUTES,
    maxRows: config.TRACE_MAX_SPANS,
  });
  const audit = auditConsumer(runtime.db);
  // Data & Retention: the audit days follow Super Settings; old rows are pruned hourly.
  const retention = followRetentionSettings(runtime.db);
  const onboarding = onboardingConsumer(runtime.db);
  // One subscription: members of one consumer group must not subscribe to different topics.
  // A fetch holds one topic's events: the audit log's are applied together (audit.batch).
  runtime.consume(
    [...AUDIT_TOPICS, ...RETENTION_TOPICS, ...ONBOARDING_TOPICS],
    batchHandler(async (events) => {
      for (const event of events)
        if ((RETENTION_TOPICS as string[]).includes(event.topic)) await retention(event);
        else if ((ONBOARDING_TOPICS as string[]).includes(event.topic)) await onboarding(event);
      const audited = events.filter((e) => (AUDIT_TOPICS as string[]).includes(e.topic));
      if (audited.length > 0) await audit.batch!(audited);
    }),
  );
  // Tenancy is asked at each pass (the first an hour after start), never at start-up.
  const stopPruning = scheduleAuditPruning(
    runtime.db,
    runtime.logger,
    retentionDaysRefresher(
      runtime.db,
      config.TENANCY_ADDR ? tenancyAuditDays(config.TENANCY_ADDR) : undefined,
      runtime.logger,
    ),
  );
  runtime.lifecycle.add('audit pruning', async () => stopPruning());
  const prometheus = prometheusClient(config.PROMETHEUS_URL);
  runtime.addDependencyCheck(prometheusDependencyCheck(prometheus, Boolean(config.PROMETHEUS_URL)));
  runtime.grpc.addService(loadServiceDefinition('metrics').definition, {
    ...auditHandlers(runtime.db),
    ...healthHandlers(prometheus),
    ...missionControlHandlers(runtime.db),
    ...opsHandlers(runtime.db, prometheus, Boolean(config.PROMETHEUS_URL)),
    ...traceHandlers(runtime.db),
  });
  return runtime;
}

if (require.main === module) runMain(() => createService());
