/** SQL for task templates (tenant-owned; run in db.tenantTransaction). */
import type { Queryable } from '@portico/kit';

export type TemplateItemKind = 'todo' | 'form' | 'file_request' | 'approval';

export interface TemplateItem {
  title: string;
  description: string;
  kind: TemplateItemKind;
  /** Days after the person joins; null: no due day. */
  due_in_days: number | null;
  form_id: string | null;
  file_count: number | null;
  accepted_types: string[];
  /** approval: the tenant's file whose current version the person is asked to approve. */
  file_id?: string | null;
}

export interface TemplateRow {
  id: string;
  tenant_id: string;
  name: string;
  role_key: string;
  items: TemplateItem[];
  created_by: string;
  created_at: Date;
}

export async function insertTemplate(db: Queryable, row: Omit<TemplateRow, 'created_at'>) {
  const { rows } = await db.query<TemplateRow>(
    `INSERT INTO task_templates (id, tenant_id, name, role_key, items, created_by)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING *`,
    [row.id, row.tenant_id, row.name, row.role_key, JSON.stringify(row.items), row.created_by],
  );
  return rows[0]!;
}

export async function listTemplates(db: Queryable, roleKey?: string): Promise<TemplateRow[]> {
  const { rows } = await db.query<TemplateRow>(
    `SELECT * FROM task_templates ${roleKey === undefined ? '' : 'WHERE role_key = $1'}
      ORDER BY name, created_at, id`,
    roleKey === undefined ? [] : [roleKey],
  );
  return rows;
}

export async function deleteTemplate(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM task_templates WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}
