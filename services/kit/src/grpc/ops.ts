/**
 * The ops service every service process serves (registered by createServiceRuntime): App
 * Health asks each service, through the gateway, for its own slow queries and the state of
 * its own connections, so nothing is reported for a service by another that cannot see it.
 * Super admins only: the roles come from the gateway's vouched caller metadata (the server
 * refuses caller metadata without the gateway's token when it has the key), like every other
 * operators' read.
 */
import type { opsV1 } from '@portico/proto';
import { SUPER_ADMIN_ROLE } from '@portico/rules';
import type { Database } from '../db';
import { forbidden } from '../errors';
import type { CallContext } from './context';
import { runDependencyChecks, type DependencyCheck } from './ops-dependencies';
import { readSlowQueries, SLOW_QUERY_LIMIT } from './ops-slow-queries';
import { unary } from './unary';

export * from './ops-dependencies';
export * from './ops-slow-queries';

function requireSuperAdmin(ctx: CallContext): void {
  if (!ctx.roles.includes(SUPER_ADMIN_ROLE)) throw forbidden('Super admins only');
}

export interface OpsHandlerOptions {
  /** The answering service's name (identity, tenancy, ...). */
  service: string;
  db: Pick<Database, 'engine' | 'query'>;
  /** The checks to run, read at each call so hooks added after start-up count. */
  dependencies: () => readonly DependencyCheck[];
}

export function opsHandlers(options: OpsHandlerOptions): opsV1.OpsServiceHandlers {
  return {
    ListSlowQueries: unary(
      async (
        req: opsV1.ListSlowQueriesRequest__Output,
        ctx: CallContext,
      ): Promise<opsV1.ListSlowQueriesResponse> => {
        requireSuperAdmin(ctx);
        const report = await readSlowQueries(options.db, req.limit || SLOW_QUERY_LIMIT);
        return {
          service: options.service,
          queries: report.queries.map((q) => ({
            sql: q.sql,
            p95_ms: q.p95Ms,
            mean_ms: q.meanMs,
            max_ms: q.maxMs,
            calls: String(q.calls),
            database: q.database,
          })),
          unavailable_reason: report.unavailableReason ?? '',
        };
      },
    ),
    ListDependencies: unary(
      async (
        _req: opsV1.ListDependenciesRequest__Output,
        ctx: CallContext,
      ): Promise<opsV1.ListDependenciesResponse> => {
        requireSuperAdmin(ctx);
        const reports = await runDependencyChecks(options.dependencies());
        return {
          service: options.service,
          dependencies: reports.map((r) => ({
            name: r.name,
            status: r.status,
            latency_ms: r.latencyMs,
            reason: r.reason,
            checked_at: r.checkedAt,
          })),
        };
      },
    ),
  };
}
