/** SQL for the platform's own settings sections and feature flags (not tenant data). */
import type { Queryable } from '@portico/kit';

export interface SettingsSectionRow {
  section: string;
  value: unknown;
  updated_at: Date;
}

export interface FeatureFlagRow {
  key: string;
  enabled: boolean;
  updated_at: Date;
}

export async function readSettingsSections(db: Queryable): Promise<SettingsSectionRow[]> {
  const { rows } = await db.query<SettingsSectionRow>(
    'SELECT section, value, updated_at FROM platform_settings ORDER BY section',
  );
  return rows;
}

export async function upsertSettingsSection(
  db: Queryable,
  section: string,
  value: unknown,
  by: string,
): Promise<void> {
  await db.query(
    `INSERT INTO platform_settings (section, value, updated_by, updated_at)
     VALUES ($1, $2::jsonb, $3, now())
     ON CONFLICT (section) DO UPDATE
       SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [section, JSON.stringify(value), by],
  );
}

export async function listFeatureFlagRows(db: Queryable): Promise<FeatureFlagRow[]> {
  const { rows } = await db.query<FeatureFlagRow>(
    'SELECT key, enabled, updated_at FROM feature_flags ORDER BY key',
  );
  return rows;
}

export async function upsertFeatureFlag(
  db: Queryable,
  key: string,
  enabled: boolean,
  by: string,
): Promise<{ row: FeatureFlagRow; previous: boolean | null }> {
  const before = await db.query<{ enabled: boolean }>(
    'SELECT enabled FROM feature_flags WHERE key = $1 FOR UPDATE',
    [key],
  );
  const { rows } = await db.query<FeatureFlagRow>(
    `INSERT INTO feature_flags (key, enabled, updated_by, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (key) DO UPDATE
       SET enabled = EXCLUDED.enabled, updated_by = EXCLUDED.updated_by, updated_at = now()
     RETURNING key, enabled, updated_at`,
    [key, enabled, by],
  );
  return { row: rows[0]!, previous: before.rows[0]?.enabled ?? null };
}
