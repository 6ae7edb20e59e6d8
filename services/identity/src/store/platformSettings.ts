/** SQL for identity's copy of the platform settings (one row, the whole document). */
import type { Queryable } from '@portico/kit';

export async function readPlatformSettingsCopy(db: Queryable): Promise<unknown> {
  const { rows } = await db.query<{ settings: unknown }>(
    'SELECT settings FROM platform_settings_copy',
  );
  return rows[0]?.settings ?? null;
}

export async function writePlatformSettingsCopy(db: Queryable, settings: object): Promise<void> {
  await db.query(
    `INSERT INTO platform_settings_copy (id, settings, updated_at) VALUES (true, $1, now())
     ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()`,
    [JSON.stringify(settings)],
  );
}
