/** SQL for identity's copy of the platform settings (one row, the whole document). */
import type { Queryable } from '@portico/kit';

export async function readPlatformSettingsCopy(db: Queryable): Promise<unknown> {
  return (await readPlatformSettingsRow(db))?.settings ?? null;
}

export interface PlatformSettingsRow {
  settings: unknown;
  /**
   * Milliseconds since the copy was last written or confirmed current (an announcement or a
   * read from tenancy), by the database's clock, which also stamped it.
   */
  ageMs: number;
  /** updated_at to the microsecond, as text: a JS Date would drop the microseconds. */
  version: string;
}

export async function readPlatformSettingsRow(db: Queryable): Promise<PlatformSettingsRow | null> {
  const { rows } = await db.query<{ settings: unknown; age_ms: number; version: string }>(
    `SELECT settings, updated_at::text AS version,
            (extract(epoch FROM now() - updated_at) * 1000)::float8 AS age_ms
       FROM platform_settings_copy`,
  );
  const row = rows[0];
  return row ? { settings: row.settings, ageMs: row.age_ms, version: row.version } : null;
}

export async function writePlatformSettingsCopy(db: Queryable, settings: object): Promise<void> {
  await db.query(
    `INSERT INTO platform_settings_copy (id, settings, updated_at) VALUES (true, $1, now())
     ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()`,
    [JSON.stringify(settings)],
  );
}

/**
 * Writes settings read from tenancy only if the copy is still the one seen before asking
 * (`seenVersion`, null when there was none): an announcement that landed meanwhile is newer
 * than the answer and stays. Answers whether the write happened.
 */
export async function writeReadPlatformSettings(
  db: Queryable,
  settings: object,
  seenVersion: string | null,
): Promise<boolean> {
  // RETURNING, not the row count: PGlite does not report a count for every command.
  const { rows } = await db.query(
    `INSERT INTO platform_settings_copy (id, settings, updated_at) VALUES (true, $1, now())
     ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()
      WHERE platform_settings_copy.updated_at = $2::timestamptz
     RETURNING true AS written`,
    [JSON.stringify(settings), seenVersion],
  );
  return rows.length > 0;
}
