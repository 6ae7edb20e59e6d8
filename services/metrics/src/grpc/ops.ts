/**
 * The rest of App Health and the onboarding log (super admins only): onboarding events, and
 * the metrics service's own slow queries and dependencies. Every service answers those for
 * itself through the kit's ops service (services/kit/src/grpc/ops.ts), which the gateway
 * fans out to; Prometheus is the metrics service's own dependency, registered there too.
 */
import {
  readSlowQueries,
  runDependencyChecks,
  unary,
  type CallContext,
  type Database,
  type DependencyCheck,
} from '@portico/kit';
import type { metricsV1 } from '@portico/proto';
import type { PrometheusClient } from '../prometheus/client';
import { onboardingEvents } from '../domain/onboardingEvents';
import { requireSuperAdmin } from './audit';

/** App Health's Prometheus row (metrics registers it with the kit's ops service too). */
export function prometheusDependencyCheck(
  prometheus: PrometheusClient,
  hasPrometheus: boolean,
): DependencyCheck {
  return {
    name: 'prometheus',
    check: async () => {
      if (!hasPrometheus) return { status: 'not_used', note: 'PROMETHEUS_URL is not set' };
      await prometheus.instant('vector(1)', new Date());
    },
  };
}

export function opsHandlers(db: Database, prometheus: PrometheusClient, hasPrometheus: boolean) {
  return {
    ListOnboardingEvents: unary(
      async (req: metricsV1.ListOnboardingEventsRequest__Output, ctx: CallContext) => {
        requireSuperAdmin(ctx);
        const rows = await onboardingEvents(db, {
          limit: req.limit,
          tenantId: req.tenant_id || undefined,
        });
        return {
          events: rows.map((row) => ({
            id: row.id,
            tenant_id: row.tenant_id,
            user_id: row.user_id ?? '',
            step: row.step,
            details_json: JSON.stringify(row.details),
            created_at: new Date(row.created_at).toISOString(),
          })),
        };
      },
    ),

    // The metrics service's own database, as every service answers through the kit's ops
    // service (the gateway asks each of them); kept for callers of this older method.
    ListSlowQueries: unary(async (_req: metricsV1.WindowRequest__Output, ctx: CallContext) => {
      requireSuperAdmin(ctx);
      const { queries } = await readSlowQueries(db);
      return {
        queries: queries.map((q) => ({
          sql: q.sql,
          p95_ms: q.p95Ms,
          last_seen: '',
          suggested_index: '',
          database: q.database,
          calls: String(q.calls),
        })),
      };
    }),

    ListDependencies: unary(
      async (_req: metricsV1.ListDependenciesRequest__Output, ctx: CallContext) => {
        requireSuperAdmin(ctx);
        const reports = await runDependencyChecks([
          { name: 'database', check: async () => void (await db.query('SELECT 1')) },
          prometheusDependencyCheck(prometheus, hasPrometheus),
        ]);
        return {
          dependencies: reports.map((r) => ({
            provider: r.name,
            status: r.status,
            last_error: r.status === 'down' || r.status === 'degraded' ? r.reason : '',
            checked_at: r.checkedAt,
          })),
        };
      },
    ),
  };
}
