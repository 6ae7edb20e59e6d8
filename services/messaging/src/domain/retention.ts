/**
 * Data & Retention for messages: Super Settings' message days (`retention.messageDays`; 0 or
 * absent keeps messages until someone deletes them). Messaging keeps its copy from tenancy's
 * settings announcements and, since a new consumer group starts at the end of the topic, asks
 * tenancy before each hourly pass (as metrics does for the audit log). While tenancy cannot
 * answer and no days were ever announced, nothing is removed: a removed message cannot come
 * back.
 */
import type { Database, Logger } from '@portico/kit';
import { messageRetentionDays, pruneMessages, setMessageRetentionDays } from '../store/retention';
import { pruneEntries } from '../store/streamLog';

export const PRUNE_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_DAYS = 3650;

/** The message days a settings document holds; undefined when it holds none that make sense. */
export function messageDaysIn(settingsJson: string): number | undefined {
  try {
    const settings = JSON.parse(settingsJson || '{}') as { retention?: { messageDays?: unknown } };
    const days = settings.retention?.messageDays;
    return typeof days === 'number' && Number.isInteger(days) && days >= 0 && days <= MAX_DAYS
      ? days
      : undefined;
  } catch {
    return undefined;
  }
}

export const rememberMessageDays = (db: Database, days: number) =>
  setMessageRetentionDays(db, days);

/** Tenancy's settings document now; rejects when tenancy cannot answer. */
export type ReadPlatformSettings = () => Promise<string>;

/** One pass: the days brought up to date, then the pruning; answers the messages removed. */
export async function messagePruningPass(
  db: Database,
  readSettings: ReadPlatformSettings | undefined,
  logger: Pick<Logger, 'warn'>,
  now: Date = new Date(),
  streamLogHours = 72,
): Promise<number> {
  if (readSettings) {
    try {
      const days = messageDaysIn(await readSettings());
      if (days !== undefined) await setMessageRetentionDays(db, days);
    } catch (error) {
      logger.warn({ err: error }, 'tenancy did not answer the message retention days');
    }
  }
  const days = await messageRetentionDays(db);
  // The stream log keeps message text too: never longer than the messages themselves.
  const logHours = days ? Math.min(streamLogHours, days * 24) : streamLogHours;
  await db.transaction((tx) => pruneEntries(tx, new Date(now.getTime() - logHours * 3600_000)));
  if (!days) return 0;
  return db.transaction((tx) => pruneMessages(tx, new Date(now.getTime() - days * DAY_MS), now));
}

/** The hourly schedule; returns its stop. Replicas pruning at once remove the same rows. */
export function scheduleMessagePruning(
  db: Database,
  readSettings: ReadPlatformSettings | undefined,
  logger: Logger,
  streamLogHours = 72,
): () => void {
  const run = () =>
    messagePruningPass(db, readSettings, logger, new Date(), streamLogHours).then(
      (removed) => removed > 0 && logger.info({ removed }, 'old messages removed'),
      (error: unknown) =>
        logger.warn({ err: error }, 'message pruning failed; next run in an hour'),
    );
  const timer = setInterval(() => void run(), PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
