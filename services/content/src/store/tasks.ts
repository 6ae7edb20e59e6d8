/** SQL for tasks and their assignees (tenant-owned; run in db.tenantTransaction). */
import type { Queryable } from '@portico/kit';

export type LinkKind = '' | 'form' | 'file_request' | 'approval' | 'file';

export interface TaskRow {
  id: string;
  tenant_id: string;
  title: string;
  description: string;
  /** A day, YYYY-MM-DD (read as text, never as an instant). */
  due_on: string | null;
  link_kind: LinkKind;
  link_id: string | null;
  roles: string[];
  created_by: string;
  created_at: Date;
}

export interface AssigneeRow {
  task_id: string;
  user_id: string;
  done_at: Date | null;
}

const COLUMNS = `t.id, t.tenant_id, t.title, t.description, to_char(t.due_on, 'YYYY-MM-DD') AS due_on,
                 t.link_kind, t.link_id, t.roles, t.created_by, t.created_at`;

export type NewTask = Omit<TaskRow, 'created_at'>;

export async function insertTask(
  db: Queryable,
  task: NewTask,
  assigneeIds: readonly string[],
): Promise<TaskRow> {
  await db.query(
    `INSERT INTO tasks (id, tenant_id, title, description, due_on, link_kind, link_id, roles,
                        created_by)
     VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8, $9)`,
    [
      task.id,
      task.tenant_id,
      task.title,
      task.description,
      task.due_on,
      task.link_kind,
      task.link_id,
      task.roles,
      task.created_by,
    ],
  );
  await db.query(
    `INSERT INTO task_assignees (task_id, tenant_id, user_id)
     SELECT $1, $2, unnest($3::uuid[])`,
    [task.id, task.tenant_id, assigneeIds],
  );
  return (await findTask(db, task.id))!;
}

export async function findTask(db: Queryable, id: string): Promise<TaskRow | null> {
  const { rows } = await db.query<TaskRow>(`SELECT ${COLUMNS} FROM tasks t WHERE t.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function assigneesOf(db: Queryable, taskIds: string[]): Promise<AssigneeRow[]> {
  if (taskIds.length === 0) return [];
  const { rows } = await db.query<AssigneeRow>(
    `SELECT task_id, user_id, done_at FROM task_assignees WHERE task_id = ANY($1::uuid[])
      ORDER BY user_id`,
    [taskIds],
  );
  return rows;
}

export interface TaskWindow {
  dueFrom: string | null;
  dueTo: string | null;
  limit: number;
  offset: number;
}

/** The tenant's tasks by due day, those without one last; and how many match. */
export async function listTasks(
  db: Queryable,
  window: TaskWindow,
): Promise<{ tasks: TaskRow[]; total: number }> {
  const where = `($1::date IS NULL OR t.due_on >= $1::date) AND ($2::date IS NULL OR t.due_on <= $2::date)`;
  const { rows } = await db.query<TaskRow>(
    `SELECT ${COLUMNS} FROM tasks t WHERE ${where}
      ORDER BY t.due_on NULLS LAST, t.created_at, t.id LIMIT $3 OFFSET $4`,
    [window.dueFrom, window.dueTo, window.limit, window.offset],
  );
  // Without a window the total is the tenant's kept count (migrations/0010): counting every
  // task on each page is what made a list of 100,000 slow. The policy leaves one row or none.
  const { rows: count } =
    window.dueFrom === null && window.dueTo === null
      ? await db.query<{ n: number }>(
          `SELECT coalesce((SELECT tasks FROM task_totals), 0)::int AS n`,
        )
      : await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM tasks t WHERE ${where}`, [
          window.dueFrom,
          window.dueTo,
        ]);
  return { tasks: rows, total: count[0]!.n };
}

/** One member's tasks with their own state: open ones first, each by due day. */
export async function tasksOfUser(
  db: Queryable,
  userId: string,
  limit: number,
): Promise<{ task: TaskRow; mine: AssigneeRow }[]> {
  const { rows } = await db.query<TaskRow & { done_at: Date | null }>(
    `SELECT ${COLUMNS}, a.done_at FROM task_assignees a JOIN tasks t ON t.id = a.task_id
      WHERE a.user_id = $1
      ORDER BY a.done_at IS NOT NULL, t.due_on NULLS LAST, t.created_at, t.id LIMIT $2`,
    [userId, limit],
  );
  return rows.map(({ done_at, ...task }) => ({
    task,
    mine: { task_id: task.id, user_id: userId, done_at },
  }));
}

export async function setDone(
  db: Queryable,
  taskId: string,
  userId: string,
  done: boolean,
): Promise<AssigneeRow | null> {
  const { rows } = await db.query<AssigneeRow>(
    `UPDATE task_assignees SET done_at = CASE WHEN $3 THEN COALESCE(done_at, now()) END
      WHERE task_id = $1 AND user_id = $2 RETURNING task_id, user_id, done_at`,
    [taskId, userId, done],
  );
  return rows[0] ?? null;
}

/**
 * Marks done, for one person, every open task that links this thing; answers the tasks that
 * became done (to publish each completion once).
 */
export async function completeLinked(
  db: Queryable,
  kind: Exclude<LinkKind, ''>,
  linkId: string,
  userId: string,
): Promise<{ task: TaskRow; done_at: Date }[]> {
  const { rows } = await db.query<{ task_id: string; done_at: Date }>(
    `UPDATE task_assignees a SET done_at = now()
       FROM tasks t
      WHERE t.id = a.task_id AND t.link_kind = $1 AND t.link_id = $2
        AND a.user_id = $3 AND a.done_at IS NULL
      RETURNING a.task_id, a.done_at`,
    [kind, linkId, userId],
  );
  const done = [];
  for (const row of rows)
    done.push({ task: (await findTask(db, row.task_id))!, done_at: row.done_at });
  return done;
}

/**
 * `completeLinked` for the forms answered in one fetch of events, claiming each event for
 * `consumer` in the same statement (processed_events, as the kit's idempotentHandler does): a
 * form answered completes the answerer's open tasks that link it, once per event id.
 */
export async function completeAnsweredForms(
  db: Queryable,
  consumer: string,
  answered: readonly { eventId: string; formId: string; userId: string }[],
): Promise<{ task: TaskRow; userId: string; done_at: Date }[]> {
  const { rows } = await db.query<{ task_id: string; user_id: string; done_at: Date }>(
    `WITH claimed AS (
       INSERT INTO processed_events (consumer, event_id) SELECT $1, unnest($2::text[])
       ON CONFLICT (consumer, event_id) DO NOTHING RETURNING event_id),
     answered AS (
       SELECT DISTINCT x.form_id, x.user_id
         FROM unnest($2::text[], $3::uuid[], $4::uuid[]) AS x(event_id, form_id, user_id)
        WHERE x.event_id IN (SELECT event_id FROM claimed))
     UPDATE task_assignees a SET done_at = now()
       FROM tasks t, answered x
      WHERE t.id = a.task_id AND t.link_kind = 'form' AND t.link_id = x.form_id
        AND a.user_id = x.user_id AND a.done_at IS NULL
      RETURNING a.task_id, a.user_id, a.done_at`,
    [
      consumer,
      answered.map((a) => a.eventId),
      answered.map((a) => a.formId),
      answered.map((a) => a.userId),
    ],
  );
  const done = [];
  for (const row of rows)
    done.push({
      task: (await findTask(db, row.task_id))!,
      userId: row.user_id,
      done_at: row.done_at,
    });
  return done;
}

export async function deleteTask(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query(`DELETE FROM tasks WHERE id = $1`, [id]);
  return (rowCount ?? 0) > 0;
}

/** The first task that links this thing (a file request's own task). */
export async function findTaskOfLink(
  db: Queryable,
  kind: Exclude<LinkKind, ''>,
  linkId: string,
): Promise<TaskRow | null> {
  const { rows } = await db.query<TaskRow>(
    `SELECT ${COLUMNS} FROM tasks t WHERE t.link_kind = $1 AND t.link_id = $2
      ORDER BY t.created_at, t.id LIMIT 1`,
    [kind, linkId],
  );
  return rows[0] ?? null;
}
