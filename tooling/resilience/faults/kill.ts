/**
 * `kill -9` of one service under load, restarted at once as a supervisor would. While it is
 * down the gateway answers its routes 503 within the deadline (no request hangs), routes that
 * do not need it keep working, and it serves again without anyone's help (a service no request
 * of the load needs is judged by its readiness and gRPC health).
 */
import { checkHealth, type ServiceName } from '@portico/kit';
import { until, type FaultRun, type Rehearsal } from '../rehearsal';
import {
  describeFailures,
  lastFailureAnsweredAt,
  needing,
  notNeeding,
  succeeded,
  windowStats,
} from '../stats';

/** How long a restarted service may take to serve its routes again. */
const RECOVERY_LIMIT_MS = 60_000;

export function killed(r: Rehearsal, service: ServiceName) {
  return ({ notes }: { notes: string[] }): FaultRun => {
    let readyAt = 0;
    let restartMs = Infinity;
    /** For a service no request of the load needs: when its gRPC health said SERVING. */
    let servingAt: number | undefined;
    const neededByLoad = () => r.load.samples.some((s) => s.needs.includes(service));
    return {
      async inject() {
        restartMs = await r.stack.services[service].killAndRestart();
        readyAt = r.clock();
        notes.push(`${service} answered ready ${(restartMs / 1000).toFixed(1)} s after the kill`);
      },
      async recovered() {
        if (!neededByLoad()) {
          // Its callers are other services only, so it is judged as Kubernetes would route to it: /readyz answered (killAndRestart) and gRPC SERVING.
          await until(async () => {
            const health = await checkHealth(r.stack.grpcAddress(service), '', 2000).catch(
              () => 'UNREACHABLE',
            );
            if (health === 'SERVING') servingAt = r.clock();
            return servingAt !== undefined;
          }, RECOVERY_LIMIT_MS);
          return;
        }
        await until(
          () =>
            r.load.samples.some(
              (s) => s.needs.includes(service) && s.dueAt > readyAt && succeeded(s),
            ),
          RECOVERY_LIMIT_MS,
        );
      },
      judge(view) {
        const affected = [...view.samples.during, ...view.samples.after];
        const mine = needing(affected, service);
        const wrongStatus = mine.filter((s) => !succeeded(s) && s.status !== 503);
        const others = windowStats(notNeeding(affected, service));
        const last = lastFailureAnsweredAt(mine);
        const recoveryMs = last === undefined ? 0 : last - view.injectedAt;
        view.setRecovery(recoveryMs, `the kill until ${service}'s routes succeeded again`);
        return [
          {
            text: `requests needing ${service} got 503 while it was down, nothing else`,
            kept: wrongStatus.length === 0,
            detail: wrongStatus.length
              ? describeFailures(windowStats(wrongStatus).failed) +
                ` (${[...new Set(wrongStatus.map((s) => s.kind))].join(', ')})`
              : undefined,
          },
          {
            text: `requests not needing ${service} kept succeeding`,
            kept: others.sent === others.succeeded,
            detail:
              others.sent === others.succeeded
                ? undefined
                : `${describeFailures(others.failed)} (${[
                    ...new Set(
                      notNeeding(affected, service)
                        .filter((s) => !succeeded(s))
                        .map((s) => s.kind),
                    ),
                  ].join(', ')})`,
          },
          !neededByLoad()
            ? {
                text: `${service} was ready and SERVING again without help within ${RECOVERY_LIMIT_MS / 1000} s`,
                kept:
                  servingAt !== undefined &&
                  Math.max(restartMs, servingAt - view.injectedAt) <= RECOVERY_LIMIT_MS,
                detail: 'no request of the load needs it, so judged by /readyz and gRPC health',
              }
            : {
                text: `${service} served again without help within ${RECOVERY_LIMIT_MS / 1000} s`,
                kept:
                  recoveryMs <= RECOVERY_LIMIT_MS &&
                  mine.some((s) => s.dueAt > readyAt && succeeded(s)),
              },
        ];
      },
    };
  };
}
