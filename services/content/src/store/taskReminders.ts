/**
 * SQL for the reminder run (migrations/0006_task_reminders.sql): which tenants have an open
 * assignment to tell of (read across tenants, as the service), and, in one tenant's
 * transaction, marking a batch as told and answering what to publish.
 */
import type { Queryable } from '@portico/kit';

export type Reminder = 'tomorrow' | 'today' | 'overdue';

export interface DueAssignment {
  task_id: string;
  tenant_id: string;
  user_id: string;
  title: string;
  due_on: string;
  roles: string[];
  reminded: Reminder;
}

/** What an assignment's due day says on `today`: nothing yet, a reminder, or overdue. */
const STAGE = `CASE WHEN t.due_on < $1::date THEN 'overdue'
                    WHEN t.due_on = $1::date THEN 'today'
                    WHEN t.due_on = $1::date + 1 THEN 'tomorrow' END`;
const RANK = (stage: string) =>
  `array_position(ARRAY['', 'tomorrow', 'today', 'overdue'], ${stage})`;
/** Open, due by tomorrow, and told less than its day now says. */
const PENDING = `a.done_at IS NULL AND a.reminded <> 'overdue' AND t.due_on <= $1::date + 1
                 AND ${RANK('a.reminded')} < ${RANK(STAGE)}`;

/** Tenants with something to tell on `today` (YYYY-MM-DD, UTC). Runs as the service. */
export async function tenantsToRemind(db: Queryable, today: string): Promise<string[]> {
  const { rows } = await db.query<{ tenant_id: string }>(
    `SELECT DISTINCT a.tenant_id FROM task_assignees a JOIN tasks t ON t.id = a.task_id
      WHERE ${PENDING}`,
    [today],
  );
  return rows.map((row) => row.tenant_id);
}

/**
 * Marks up to `limit` of the tenant's pending assignments as told what their day says and
 * answers them. Rows another run holds are skipped (it tells them); a row a concurrent run
 * has just told no longer matches, so nobody is told twice.
 */
export async function markReminded(
  db: Queryable,
  today: string,
  limit: number,
): Promise<DueAssignment[]> {
  const { rows } = await db.query<DueAssignment>(
    `WITH due AS (
       SELECT a.task_id, a.user_id, ${STAGE} AS stage
         FROM task_assignees a JOIN tasks t ON t.id = a.task_id
        WHERE ${PENDING}
        ORDER BY t.due_on, a.task_id, a.user_id
        LIMIT $2
        FOR UPDATE OF a SKIP LOCKED)
     UPDATE task_assignees a SET reminded = due.stage
       FROM due, tasks t
      WHERE a.task_id = due.task_id AND a.user_id = due.user_id AND t.id = a.task_id
     RETURNING a.task_id, a.tenant_id, a.user_id, t.title, to_char(t.due_on, 'YYYY-MM-DD') AS due_on,
               t.roles, a.reminded`,
    [today, limit],
  );
  return rows;
}

/** Of these people, those who turned the reminder emails off in this tenant. */
export async function emailsOff(db: Queryable, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const { rows } = await db.query<{ user_id: string }>(
    'SELECT user_id FROM task_reminder_settings WHERE user_id = ANY($1::uuid[]) AND NOT email',
    [[...new Set(userIds)]],
  );
  return new Set(rows.map((row) => row.user_id));
}

export async function setReminderEmails(
  db: Queryable,
  tenantId: string,
  userId: string,
  email: boolean,
): Promise<void> {
  await db.query(
    `INSERT INTO task_reminder_settings (tenant_id, user_id, email) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id, user_id) DO UPDATE SET email = $3, updated_at = now()`,
    [tenantId, userId, email],
  );
}
