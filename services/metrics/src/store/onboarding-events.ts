/** SQL for the onboarding event log. */
import type { Queryable } from '@portico/kit';

export interface OnboardingEventRow {
  id: string;
  tenant_id: string;
  user_id: string | null;
  step: string;
  details: Record<string, unknown>;
  created_at: Date;
}

export async function insertOnboardingEvent(db: Queryable, row: OnboardingEventRow): Promise<void> {
  await db.query(
    `INSERT INTO onboarding_events (id, tenant_id, user_id, step, details, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6) ON CONFLICT (id) DO NOTHING`,
    [row.id, row.tenant_id, row.user_id, row.step, JSON.stringify(row.details), row.created_at],
  );
}

export async function listOnboardingEvents(
  db: Queryable,
  filter: { limit: number; tenantId?: string },
): Promise<OnboardingEventRow[]> {
  const { rows } = await db.query<OnboardingEventRow>(
    `SELECT id, tenant_id, user_id, step, details, created_at FROM onboarding_events
      ${filter.tenantId ? 'WHERE tenant_id = $2' : ''}
      ORDER BY created_at DESC, id LIMIT $1`,
    filter.tenantId ? [filter.limit, filter.tenantId] : [filter.limit],
  );
  return rows;
}
