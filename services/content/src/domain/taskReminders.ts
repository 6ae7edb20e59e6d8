/**
 * Task reminders and overdue (issue 28 item 1): every hour, each assignee of an open task hears
 * the day before it is due and on the day (TaskEvent.due, which notifications mails), and once
 * that it is overdue (TaskEvent.overdue, for webhooks and Slack). Days are UTC days, as the
 * gateway's "overdue" flag counts them. Each tenant's batch is marked and published in one
 * tenant-scoped transaction, so an event leaves exactly when its mark commits (the outbox).
 */
import type { Database, Logger } from '@portico/kit';
import { publishTaskReminder } from '../events/publishTasks';
import { markReminded, tenantsToRemind } from '../store/taskReminders';

const BATCH = 500;
export const REMIND_EVERY_MS = 3600_000;

/** The UTC day of an instant, YYYY-MM-DD. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** One run: tells every pending assignment what its day says; answers how many were told. */
export async function remindDueTasks(db: Database, now: Date = new Date()): Promise<number> {
  const today = utcDay(now);
  let told = 0;
  for (const tenantId of await tenantsToRemind(db, today)) {
    for (;;) {
      const batch = await db.tenantTransaction(tenantId, async (tx) => {
        const due = await markReminded(tx, today, BATCH);
        for (const assignment of due) await publishTaskReminder(tx, assignment);
        return due.length;
      });
      told += batch;
      if (batch < BATCH) break;
    }
  }
  return told;
}

/** Runs now and then every hour; returns its stop. A failed run is logged, the next retries. */
export function scheduleTaskReminders(db: Database, logger: Logger, everyMs = REMIND_EVERY_MS) {
  const run = () =>
    remindDueTasks(db)
      .then((told) => told > 0 && logger.info({ told }, 'task reminders published'))
      .catch((err: unknown) => logger.warn({ err }, 'task reminder run failed; the next retries'));
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
