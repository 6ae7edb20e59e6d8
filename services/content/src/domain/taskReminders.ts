/**
 * Task reminders and overdue (issue 28 item 1): every hour, each assignee of an open task hears
 * the day before it is due and on the day (TaskEvent.due, which notifications mails), and once
 * that it is overdue (TaskEvent.overdue, for webhooks and Slack). Days are UTC days, as the
 * gateway's "overdue" flag counts them. Each tenant's batch is marked and published in one
 * tenant-scoped transaction, so an event leaves exactly when its mark commits (the outbox).
 * Each person may turn the reminder emails off per workspace (task_reminder_settings).
 */
import type { Database, Logger } from '@portico/kit';
import { publishTaskReminder } from '../events/publishTasks';
import {
  emailsOff,
  markReminded,
  setReminderEmails,
  tenantsToRemind,
} from '../store/taskReminders';
import type { Viewer } from './access';

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
        // A person who turned the emails off is still marked told, and still overdue for the
        // team's integrations; only the reminder (the email's cue) is not published.
        const off = await emailsOff(
          tx,
          due.map((d) => d.user_id),
        );
        for (const assignment of due)
          if (assignment.reminded === 'overdue' || !off.has(assignment.user_id))
            await publishTaskReminder(tx, assignment);
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

/** Whether the viewer gets the reminder emails of their tasks in this workspace (default yes). */
export function reminderEmails(db: Database, tenantId: string, viewer: Viewer): Promise<boolean> {
  return db.tenantTransaction(
    tenantId,
    async (tx) => !(await emailsOff(tx, [viewer.userId])).has(viewer.userId),
  );
}

export async function setOwnReminderEmails(
  db: Database,
  tenantId: string,
  viewer: Viewer,
  email: boolean,
): Promise<boolean> {
  await db.tenantTransaction(tenantId, (tx) =>
    setReminderEmails(tx, tenantId, viewer.userId, email),
  );
  return email;
}
