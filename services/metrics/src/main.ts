// Metrics: the audit log and onboarding events, App Health from Prometheus.
import '@portico/kit/telemetry/register';
import path from 'node:path';
import { createServiceRuntime, runMain, type EventBus, type ServiceRuntime } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { loadMetricsConfig } from './config';
import { AUDIT_TOPICS, auditConsumer } from './events/audit-consumer';
import {
  followRetentionSettings,
  RETENTION_TOPICS,
  scheduleAuditPruning,
} from './events/retention';
import { auditHandlers } from './grpc/audit';
import { healthHandlers } from './grpc/health';
import { prometheusClient } from './prometheus/client';

export async function createService(
  env: NodeJS.ProcessEnv = process.env,
  shared: { bus?: EventBus } = {},
): Promise<ServiceRuntime> {
  const config = loadMetricsConfig(env);
  const runtime = await createServiceRuntime('metrics', config, {
    migrationsDir: path.join(__dirname, '..', 'migrations'),
    bus: shared.bus,
  });
  runtime.consume(AUDIT_TOPICS, auditConsumer(runtime.db));
  // Data & Retention: the audit days follow Super Settings; old rows are pruned hourly.
  runtime.consume(RETENTION_TOPICS, followRetentionSettings(runtime.db));
  const stopPruning = scheduleAuditPruning(runtime.db, runtime.logger);
  runtime.lifecycle.add('audit pruning', async () => stopPruning());
  runtime.grpc.addService(loadServiceDefinition('metrics').definition, {
    ...auditHandlers(runtime.db),
    ...healthHandlers(prometheusClient(config.PROMETHEUS_URL)),
  });
  return runtime;
}

if (require.main === module) runMain(() => createService());
