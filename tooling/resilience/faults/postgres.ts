/**
 * PostgreSQL restarted under load. Every service notices: /readyz answers 503 and the gRPC
 * health service NOT_SERVING while the database is away (so Kubernetes stops routing to it),
 * both come back on their own once it returns, requests meanwhile are refused as unavailable
 * (503) rather than as a fault of ours (500), and no write is half-applied.
 */
import { checkHealth, SERVICE_NAMES, type ServiceName } from '@portico/kit';
import { pause, until, type FaultRun, type Rehearsal } from '../rehearsal';
import { describeFailures, lastFailureAnsweredAt, succeeded, windowStats } from '../stats';

const WATCH_EVERY_MS = 200;
const RECOVERY_LIMIT_MS = 60_000;

interface Seen {
  readyz: Set<number>;
  health: Set<string>;
  /** ms since the run started when both said ready again after the database returned. */
  backAt?: number;
}

async function readyz(url: string): Promise<number> {
  return fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3000) })
    .then(async (res) => {
      await res.body?.cancel();
      return res.status;
    })
    .catch(() => 0);
}

export function postgresRestarted(r: Rehearsal) {
  return ({ notes }: { notes: string[] }): FaultRun => {
    const seen = Object.fromEntries(
      SERVICE_NAMES.map((name) => [name, { readyz: new Set(), health: new Set() }]),
    ) as Record<ServiceName, Seen>;
    let watching = true;
    let databaseBack = Infinity;
    const watch = async (name: ServiceName) => {
      while (watching) {
        const [status, health] = await Promise.all([
          readyz(r.stack.opsUrl(name)),
          checkHealth(r.stack.grpcAddress(name), '', 2000).catch(() => 'UNREACHABLE'),
        ]);
        seen[name].readyz.add(status);
        seen[name].health.add(health);
        if (r.clock() > databaseBack && status === 200 && health === 'SERVING')
          seen[name].backAt ??= r.clock();
        await pause(WATCH_EVERY_MS);
      }
    };
    const watchers = SERVICE_NAMES.map(watch);
    return {
      async inject() {
        await r.postgres.down();
        await pause(r.options.postgresSeconds * 1000);
        await r.postgres.up();
        databaseBack = r.clock();
      },
      async recovered() {
        await until(
          () => SERVICE_NAMES.every((name) => seen[name].backAt !== undefined),
          RECOVERY_LIMIT_MS,
        );
        watching = false;
        await Promise.all(watchers);
        for (const name of SERVICE_NAMES) {
          const back = seen[name].backAt;
          notes.push(
            `${name}: /readyz ${[...seen[name].readyz].sort().join('/')}, health ` +
              `${[...seen[name].health].sort().join('/')}` +
              (back === undefined
                ? ', never ready again'
                : `, ready ${((back - databaseBack) / 1000).toFixed(1)} s after PostgreSQL`),
          );
        }
      },
      judge(view) {
        const affected = [...view.samples.during, ...view.samples.after];
        const wrong = affected.filter((s) => !succeeded(s) && s.status !== 503);
        const last = lastFailureAnsweredAt(affected);
        const recoveryMs = last === undefined ? 0 : Math.max(last - view.healedAt, 0);
        view.setRecovery(recoveryMs, 'PostgreSQL was back until every request succeeded again');
        const notReady = SERVICE_NAMES.filter(
          (name) => !seen[name].readyz.has(503) || !seen[name].health.has('NOT_SERVING'),
        );
        const neverBack = SERVICE_NAMES.filter((name) => seen[name].backAt === undefined);
        return [
          {
            text: 'every service reported not ready (/readyz 503, gRPC NOT_SERVING) while PostgreSQL was down',
            kept: notReady.length === 0,
            detail: notReady.length ? `not seen for ${notReady.join(', ')}` : undefined,
          },
          {
            text: `every service was ready and SERVING again within ${RECOVERY_LIMIT_MS / 1000} s, on its own`,
            kept: neverBack.length === 0,
            detail: neverBack.length ? neverBack.join(', ') : undefined,
          },
          {
            text: 'requests that failed meanwhile were answered 503, not as our fault',
            kept: wrong.length === 0,
            detail: wrong.length
              ? `${describeFailures(windowStats(wrong).failed)} (${[...new Set(wrong.map((s) => s.kind))].join(', ')})`
              : undefined,
          },
          {
            text: `every request succeeded again within ${RECOVERY_LIMIT_MS / 1000} s of PostgreSQL's return`,
            kept: recoveryMs <= RECOVERY_LIMIT_MS,
          },
        ];
      },
    };
  };
}
