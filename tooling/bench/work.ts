/**
 * The data issue 28's hot paths are measured on: in the first admin's workspace, 100,000 tasks
 * (each for one of its members, due over the next two months) and a folder holding 10,000
 * files. Written with SQL straight into content's database (the harness superuser, so no
 * row-level security), as seed.ts writes members: through the API it would take many minutes,
 * and what is measured is the reading, not the writing.
 */
import pg from 'pg';

export const BENCH_TASKS = 100_000;
export const BENCH_FOLDER_FILES = 10_000;

/** The scenarios that read this data; it is seeded only when `--only` leaves one of them in. */
export const WORK_SCENARIOS = {
  folder: 'GET /api/folders/{id} (10,000 files)',
  tasks: 'GET /api/tasks (100,000 tasks)',
} as const;

export interface WorkData {
  tenantId: string;
  folderId: string;
}

export async function seedWork(
  contentUrl: string,
  admin: { tenantId: string; userId: string },
  memberIds: readonly string[],
): Promise<WorkData> {
  const client = new pg.Client({ connectionString: contentUrl });
  await client.connect();
  try {
    const { tenantId, userId } = admin;
    const people = memberIds.length > 0 ? [...memberIds] : [userId];
    await client.query(
      `INSERT INTO tasks (id, tenant_id, title, due_on, created_by)
       SELECT gen_random_uuid(), $1, 'Bench task ' || i, current_date + (i % 60), $2
         FROM generate_series(1, $3::int) AS i`,
      [tenantId, userId, BENCH_TASKS],
    );
    await client.query(
      `INSERT INTO task_assignees (task_id, tenant_id, user_id)
       SELECT t.id, t.tenant_id, ($3::uuid[])[1 + (row_number() OVER () % $4::int)]
         FROM tasks t WHERE t.tenant_id = $1 AND t.created_by = $2`,
      [tenantId, userId, people, people.length],
    );
    const folder = await client.query<{ id: string }>(
      `INSERT INTO folders (id, tenant_id, name, created_by)
       VALUES (gen_random_uuid(), $1, 'Bench folder', $2) RETURNING id`,
      [tenantId, userId],
    );
    const folderId = folder.rows[0]!.id;
    await client.query(
      `INSERT INTO files (id, tenant_id, user_id, uploaded_by, title, file_name, content_type,
                          size_bytes, sha256, storage_key, scan_status, folder_id, created_at)
       SELECT gen_random_uuid(), $1, $2, $2, 'Bench file ' || i, 'bench-' || i || '.png',
              'image/png', 1024, repeat('0', 64), $5 || '/bench/' || i, 'clean', $3,
              now() - i * interval '1 second'
         FROM generate_series(1, $4::int) AS i`,
      // The storage key's prefix is the tenant id as text ($1 is a uuid).
      [tenantId, userId, folderId, BENCH_FOLDER_FILES, tenantId],
    );
    await client.query('ANALYZE tasks, task_assignees, folders, files');
    return { tenantId, folderId };
  } finally {
    await client.end();
  }
}
