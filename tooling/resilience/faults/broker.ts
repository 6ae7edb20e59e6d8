/**
 * The broker stopped under load. Writes go on (their events wait in each service's outbox,
 * services/kit/src/events/outbox.ts), readiness stays up (it needs the database only), and
 * once the broker is back every event is published and applied once by each consumer.
 */
import { pause, until, type FaultRun, type Rehearsal } from '../rehearsal';
import { windowStats, describeFailures } from '../stats';

/** An event still unsent this long after it was written is a backlog, not one in flight. */
const BACKLOG_SECONDS = 2;

export function brokerStopped(r: Rehearsal) {
  return (): FaultRun => {
    let caughtUpMs: number | undefined;
    return {
      async inject() {
        await r.kafka.down();
        await pause(r.options.brokerSeconds * 1000);
        await r.kafka.up();
      },
      async recovered() {
        const back = Date.now();
        const caughtUp = await until(
          async () => (await r.ledger.unsentOlderThan(BACKLOG_SECONDS)) === 0,
          r.options.drainTimeoutSeconds * 1000,
          500,
        );
        if (caughtUp) caughtUpMs = Date.now() - back;
      },
      judge(view) {
        if (caughtUpMs !== undefined)
          view.setRecovery(
            caughtUpMs,
            'the broker came back until its outbox backlog was published',
          );
        const served = windowStats([...view.samples.during, ...view.samples.after]);
        return [
          {
            text: 'every request succeeded while the broker was down and after',
            kept: served.sent === served.succeeded,
            detail: served.sent === served.succeeded ? undefined : describeFailures(served.failed),
          },
          {
            text: 'the outbox backlog was published once the broker was back',
            kept: caughtUpMs !== undefined,
            detail: caughtUpMs === undefined ? 'still unsent at the drain timeout' : undefined,
          },
        ];
      },
    };
  };
}
