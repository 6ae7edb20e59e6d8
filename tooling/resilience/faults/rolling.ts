/**
 * A rolling restart of the two gateway replicas behind the load balancer: each in turn gets
 * SIGTERM, answers /readyz 503 while it keeps serving for SHUTDOWN_DRAIN_MS (the balancer
 * takes it out), finishes what it has in flight, exits, and is started again; only then the
 * next. Not one request may fail.
 */
import { until, type FaultRun, type Rehearsal } from '../rehearsal';
import { describeFailures, windowStats } from '../stats';

export function rollingRestart(r: Rehearsal) {
  return ({ notes }: { notes: string[] }): FaultRun => {
    const retriedBefore = r.stack.balancer.retried;
    const exitCodes: (number | null)[] = [];
    return {
      async inject() {
        for (const [i, gateway] of r.stack.gateways.entries()) {
          exitCodes.push(await gateway.terminate());
          await gateway.restart();
          const url = r.stack.gatewayUrls[i]!;
          await until(() => r.stack.balancer.ready().includes(new URL(url).origin), 10_000, 50);
        }
      },
      async recovered() {},
      judge(view) {
        const served = windowStats([...view.samples.during, ...view.samples.after]);
        const retried = r.stack.balancer.retried - retriedBefore;
        notes.push(
          `replicas exited with ${exitCodes.join(', ')}; the balancer sent ${retried} requests again (never received)`,
        );
        return [
          {
            text: 'zero failed requests',
            kept: served.sent === served.succeeded,
            detail: served.sent === served.succeeded ? undefined : describeFailures(served.failed),
          },
          {
            text: 'each replica stopped cleanly (exit 0) within its grace period',
            kept: exitCodes.every((code) => code === 0),
            detail: exitCodes.join(', '),
          },
        ];
      },
    };
  };
}
