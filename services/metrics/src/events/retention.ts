/**
 * Data & Retention: metrics keeps its own copy of the audit days from tenancy's settings
 * announcements (portico.tenancy.platform.v1 `settings_changed`, which carry the whole
 * settings), and prunes older audit rows every hour. Setting an absolute value, a redelivered
 * announcement changes nothing. A new consumer group starts at the end of the topic, so days
 * saved before metrics first ran would never be announced to it: each pruning pass first asks
 * tenancy (when TENANCY_ADDR is set), and with neither an answer nor any announced days it
 * skips the pass rather than delete by the default, as a deleted row cannot come back.
 */
import { decodeEvent, type Database, type IncomingEvent, type Logger } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import {
  pruneAuditLog,
  auditRetentionDays,
  readRetentionPolicy,
  setAuditRetentionDays,
  writeReadRetentionDays,
} from '../store/retention';

export const RETENTION_TOPICS = [TOPICS.tenancyPlatform];
export const PRUNE_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function followRetentionSettings(db: Database) {
  return async (event: IncomingEvent): Promise<void> => {
    if (event.type !== 'settings_changed') return;
    const message = decodeEvent('portico.events.v1.PlatformEvent', event.payload);
    const settings = JSON.parse(message.settings_changed?.settings_json || '{}') as {
      retention?: { auditDays?: unknown };
    };
    const days = settings.retention?.auditDays;
    if (typeof days === 'number' && Number.isInteger(days) && days > 0)
      await setAuditRetentionDays(db, days);
  };
}

/** One pruning pass: audit rows older than the retention days go. */
export async function pruneExpiredAudit(db: Database, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const days = await auditRetentionDays(tx);
    return pruneAuditLog(tx, new Date(now.getTime() - days * DAY_MS));
  });
}

/** Tenancy's audit retention days now; rejects when tenancy cannot answer. */
export type ReadTenancyAuditDays = () => Promise<number>;

/**
 * Before a pass: brings the stored days up to what tenancy answers (unless an announcement
 * landed meanwhile, which is newer). Answers whether the days in force are known: false only
 * when tenancy cannot answer and no days were ever announced. The outage is logged once.
 */
export function retentionDaysRefresher(
  db: Database,
  tenancy: ReadTenancyAuditDays | undefined,
  logger: Pick<Logger, 'warn' | 'info'>,
): () => Promise<boolean> {
  let unreachable = false;
  return async () => {
    const seen = await readRetentionPolicy(db);
    if (!tenancy) return true;
    let days: number;
    try {
      days = await tenancy();
    } catch (error) {
      if (!unreachable)
        logger.warn(
          { err: error },
          seen
            ? 'tenancy did not answer the audit retention days; the last announced days apply'
            : 'tenancy did not answer the audit retention days; no audit row is pruned until it does',
        );
      unreachable = true;
      return seen !== null;
    }
    if (unreachable) logger.info('tenancy answers the audit retention days again');
    unreachable = false;
    await writeReadRetentionDays(db, days, seen?.version ?? null);
    return true;
  };
}

/**
 * One scheduled pass: the days brought up to date, then the pruning; answers the rows deleted
 * (none when the days in force are unknown).
 */
export async function auditPruningPass(
  db: Database,
  refreshDays: () => Promise<boolean>,
  now: Date = new Date(),
): Promise<number> {
  return (await refreshDays()) ? pruneExpiredAudit(db, now) : 0;
}

/** The hourly schedule; returns its stop. Replicas pruning at once delete the same rows. */
export function scheduleAuditPruning(
  db: Database,
  logger: Logger,
  refreshDays: () => Promise<boolean> = async () => true,
): () => void {
  const run = () =>
    auditPruningPass(db, refreshDays).then(
      (deleted) => deleted > 0 && logger.info({ deleted }, 'old audit rows pruned'),
      (error: unknown) => logger.warn({ err: error }, 'audit pruning failed; next run in an hour'),
    );
  const timer = setInterval(() => void run(), PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
