/**
 * Data & Retention: metrics keeps its own copy of the audit days from tenancy's settings
 * announcements (portico.tenancy.platform.v1 `settings_changed`, which carry the whole
 * settings), and prunes older audit rows every hour. Setting an absolute value, a redelivered
 * announcement changes nothing.
 */
import { decodeEvent, type Database, type IncomingEvent, type Logger } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { pruneAuditLog, auditRetentionDays, setAuditRetentionDays } from '../store/retention';

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

/** The hourly schedule; returns its stop. Replicas pruning at once delete the same rows. */
export function scheduleAuditPruning(db: Database, logger: Logger): () => void {
  const run = () =>
    pruneExpiredAudit(db).then(
      (deleted) => deleted > 0 && logger.info({ deleted }, 'old audit rows pruned'),
      (error: unknown) => logger.warn({ err: error }, 'audit pruning failed; next run in an hour'),
    );
  const timer = setInterval(() => void run(), PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
