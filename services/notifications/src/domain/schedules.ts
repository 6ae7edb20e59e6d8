/**
 * The platform schedules at run time: every replica registers them, ticks on an interval (the
 * claim row in `tick` keeps each minute's run single across replicas), and works their
 * queues. Rule evaluation and retention clean-up run here; the other schedules' work belongs
 * to tenancy, identity and billing, so their jobs record the tick for the Cron table.
 */
import type { Database, Logger } from '@portico/kit';
import { deleteOldRuns } from '../store/cronSchedules';
import { PLATFORM_SCHEDULES, registerSchedules, tick } from './cron';
import type { JobQueue } from '@portico/kit';

/** How often an idle schedule worker looks for a job its tick did not hand it. */
const SCHEDULE_POLL_SECONDS = 30;

export interface ScheduleWork {
  [name: string]: () => Promise<unknown>;
}

/** Clean-up of this service's own bookkeeping: tick claims older than a week. */
export const cleanUpCronRuns = (db: Database): Promise<number> => deleteOldRuns(db);

export async function startSchedules(options: {
  db: Database;
  queue: JobQueue;
  logger: Logger;
  work: ScheduleWork;
  tickSeconds: number;
}): Promise<() => void> {
  const { db, queue, logger, work } = options;
  await registerSchedules(db, queue, PLATFORM_SCHEDULES);
  for (const schedule of PLATFORM_SCHEDULES) {
    const run = work[schedule.name];
    await queue.work(
      schedule.name,
      async (job) => {
        const result = run ? await run() : undefined;
        logger.info({ schedule: schedule.name, job_id: job.id, result }, 'scheduled job ran');
      },
      // The tick that queues a schedule's job wakes this replica's worker once it committed
      // (the kit's job queue does, on commit), so the worker's own polling is only the safety
      // net: a worker asking every second per schedule was much of this service's CPU with
      // nothing to do (issue 31).
      { pollingIntervalSeconds: SCHEDULE_POLL_SECONDS },
    );
  }
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tick(db, queue)
      .catch((error: unknown) => logger.error({ err: error }, 'cron tick failed'))
      .finally(() => {
        running = false;
      });
  }, options.tickSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
