/**
 * The rest of App Health and the onboarding log (super admins only): onboarding events,
 * slow queries from pg_stat_statements of this service's database, and the status of the
 * dependencies this service can itself reach. Nothing is estimated that cannot be measured:
 * without pg_stat_statements the list is empty; a dependency this service cannot ask is absent.
 */
import { unary, type CallContext, type Database } from '@portico/kit';
import type { metricsV1 } from '@portico/proto';
import type { PrometheusClient } from '../prometheus/client';
import { listOnboardingEvents } from '../store/onboarding-events';
import { listSlowQueries } from '../store/slow-queries';
import { requireSuperAdmin } from './audit';

const MAX_EVENTS = 500;

async function probe(
  check: () => Promise<unknown>,
): Promise<{ status: string; last_error: string }> {
  const started = Date.now();
  try {
    await check();
    // Answered, but slowly enough that a person would notice.
    return { status: Date.now() - started > 1000 ? 'degraded' : 'ok', last_error: '' };
  } catch (error) {
    return { status: 'down', last_error: error instanceof Error ? error.message : String(error) };
  }
}

export function opsHandlers(db: Database, prometheus: PrometheusClient, hasPrometheus: boolean) {
  return {
    ListOnboardingEvents: unary(
      async (req: metricsV1.ListOnboardingEventsRequest__Output, ctx: CallContext) => {
        requireSuperAdmin(ctx);
        const limit = req.limit > 0 ? Math.min(req.limit, MAX_EVENTS) : 100;
        const rows = await listOnboardingEvents(db, {
          limit,
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

    ListSlowQueries: unary(async (_req: metricsV1.WindowRequest__Output, ctx: CallContext) => {
      requireSuperAdmin(ctx);
      return { queries: await listSlowQueries(db) };
    }),

    ListDependencies: unary(
      async (_req: metricsV1.ListDependenciesRequest__Output, ctx: CallContext) => {
        requireSuperAdmin(ctx);
        const checkedAt = new Date().toISOString();
        const checks: [string, () => Promise<unknown>][] = [
          ['database', () => db.query('SELECT 1')],
        ];
        if (hasPrometheus)
          checks.push(['prometheus', () => prometheus.instant('vector(1)', new Date())]);
        const dependencies = await Promise.all(
          checks.map(async ([provider, check]) => ({
            provider,
            ...(await probe(check)),
            checked_at: checkedAt,
          })),
        );
        return { dependencies };
      },
    ),
  };
}
