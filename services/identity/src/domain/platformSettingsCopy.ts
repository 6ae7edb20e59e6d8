/**
 * Identity's copy of the platform settings, current even when no announcement reached it.
 * Announcements (../events/platformSettings.ts) keep it without a call, but a new consumer
 * group starts at the end of the topic: settings saved before identity first ran (a fresh
 * deploy, a new database, a rotated group) would never arrive, and the defaults would apply
 * until someone saved again. So when the copy is missing, or nothing wrote or confirmed it
 * within `staleAfterMs`, identity asks tenancy (GetPlatformSettings, a short deadline) and keeps
 * the answer for every replica. Asked only when a refresh needs the settings, never at start-up:
 * tenancy may not be listening yet. When tenancy cannot answer, the last copy (or, with none,
 * the defaults) stays in force and the outage is logged once, not at every refresh.
 */
import type { Queryable } from '@portico/kit';
import {
  readPlatformSettingsCopy,
  readPlatformSettingsRow,
  writeReadPlatformSettings,
} from '../store/platformSettings';

/** Tenancy's current settings document; rejects when tenancy cannot answer. */
export type ReadTenancySettings = () => Promise<object>;

export interface PlatformSettingsCopy {
  /** The settings document in force (null: none known, the defaults apply). */
  current(): Promise<unknown>;
}

export interface PlatformSettingsCopyOptions {
  /** Unset (no TENANCY_ADDR): the copy alone, as announced. */
  tenancy?: ReadTenancySettings;
  /** How long a written or confirmed copy is trusted without asking tenancy. */
  staleAfterMs: number;
  /** The runtime's logger (what of it is used here). */
  logger?: { warn(details: object, message: string): void; info(message: string): void };
}

export function platformSettingsCopy(
  db: Queryable,
  options: PlatformSettingsCopyOptions,
): PlatformSettingsCopy {
  const { tenancy, staleAfterMs, logger } = options;
  let unreachable = false;
  return {
    async current() {
      const row = await readPlatformSettingsRow(db);
      if (!tenancy || (row && row.ageMs < staleAfterMs)) return row?.settings ?? null;
      let answer: object;
      try {
        answer = await tenancy();
      } catch (error) {
        if (!unreachable) {
          logger?.warn(
            { err: error },
            'tenancy did not answer the platform settings; the last known copy (or the defaults) stays in force until it does',
          );
        }
        unreachable = true;
        return row?.settings ?? null;
      }
      if (unreachable) logger?.info('tenancy answers the platform settings again');
      unreachable = false;
      // An announcement written while tenancy answered is at least as new: it wins.
      if (await writeReadPlatformSettings(db, answer, row?.version ?? null)) return answer;
      return readPlatformSettingsCopy(db);
    },
  };
}
