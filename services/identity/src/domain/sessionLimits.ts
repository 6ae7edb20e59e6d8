/**
 * Super Settings → Auth's session limits as identity applies them at each refresh: a session
 * ends once it is older than sessionMaxHours (counted from sign-in; refreshing never extends
 * it) or when no refresh came within sessionIdleMinutes. Identity reads its own copy of the
 * settings (../events/platformSettings.ts keeps it from announcements; ./platformSettingsCopy.ts
 * asks tenancy when no announcement reached it) and holds the answer for a short while, so a
 * change applies within a minute without a query per refresh or a restart.
 */
import type { Queryable } from '@portico/kit';
import { effectiveSessionLimits, type PlatformSettingsDoc } from '@portico/rules';
import { readPlatformSettingsCopy } from '../store/platformSettings';
import type { PlatformSettingsCopy } from './platformSettingsCopy';

export interface SessionLimits {
  maxHours: number;
  idleMinutes: number;
}

export interface SessionLimitsSource {
  current(): Promise<SessionLimits>;
  /** Forget the held answer (the settings copy just changed on this replica). */
  evict(): void;
}

/** Half a minute: another replica's copy changes apply here within that. */
export const SESSION_LIMITS_CACHE_MS = 30_000;

export async function readSessionLimits(
  db: Queryable,
  settings?: PlatformSettingsCopy,
): Promise<SessionLimits> {
  const doc = (await (settings
    ? settings.current()
    : readPlatformSettingsCopy(db))) as Partial<PlatformSettingsDoc> | null;
  return effectiveSessionLimits(doc?.auth ?? {});
}

/** `settings`: where the document comes from (default: the announced copy alone). */
export function cachedSessionLimits(
  db: Queryable,
  ttlMs = SESSION_LIMITS_CACHE_MS,
  now: () => number = Date.now,
  settings?: PlatformSettingsCopy,
): SessionLimitsSource {
  let held: { limits: SessionLimits; until: number } | undefined;
  // Refreshes arriving while the settings are read share that one read (and tenancy call).
  let reading: Promise<SessionLimits> | undefined;
  return {
    async current() {
      if (held && held.until > now()) return held.limits;
      if (!reading) {
        const read: Promise<SessionLimits> = readSessionLimits(db, settings)
          .then((limits) => {
            // Evicted during the read (a newer copy arrived): hold nothing that may be older.
            if (reading === read) held = { limits, until: now() + ttlMs };
            return limits;
          })
          .finally(() => {
            if (reading === read) reading = undefined;
          });
        reading = read;
      }
      return reading;
    },
    evict() {
      held = undefined;
      reading = undefined;
    },
  };
}

export type SessionLimitBreach = 'max_age' | 'idle';

/**
 * The same limits as the times a refresh at `now` needs: a session that started after
 * `startedAfter`, with a token issued after `issuedAfter`, breaks neither (`sessionLimitBreach`
 * answers undefined exactly then). The rotation's statement applies them in the database.
 */
export function sessionLimitCutoffs(
  limits: SessionLimits,
  now: Date,
): { startedAfter: Date; issuedAfter: Date } {
  return {
    startedAfter: new Date(now.getTime() - limits.maxHours * 3_600_000),
    issuedAfter: new Date(now.getTime() - limits.idleMinutes * 60_000),
  };
}

/**
 * Which limit a refresh at `now` breaks: `startedAt` is the session's sign-in, `lastRefreshAt`
 * the issue time of the refresh token presented (the previous sign-in or refresh).
 */
export function sessionLimitBreach(
  limits: SessionLimits,
  startedAt: Date,
  lastRefreshAt: Date,
  now: Date,
): SessionLimitBreach | undefined {
  if (now.getTime() - startedAt.getTime() >= limits.maxHours * 3_600_000) return 'max_age';
  if (now.getTime() - lastRefreshAt.getTime() >= limits.idleMinutes * 60_000) return 'idle';
  return undefined;
}
