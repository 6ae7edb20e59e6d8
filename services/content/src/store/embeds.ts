/** SQL for embeds (tenant-owned; run inside db.tenantTransaction so row-level security applies). */
import type { Queryable } from '@portico/kit';

export interface EmbedRow {
  id: string;
  tenant_id: string;
  title: string;
  provider: string;
  url: string;
  embed_type: 'user' | 'role';
  user_id: string | null;
  role: string | null;
  is_active: boolean;
  is_super_admin_embed: boolean;
  sort_order: number;
  framing: 'frameable' | 'refused' | 'unknown';
  pass_context: boolean;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** pass_context may be left out: the column's default (off) applies. */
export type NewEmbed = Omit<EmbedRow, 'created_at' | 'updated_at' | 'pass_context'> & {
  pass_context?: boolean;
};

export async function insertEmbed(db: Queryable, embed: NewEmbed): Promise<EmbedRow> {
  const { rows } = await db.query<EmbedRow>(
    `INSERT INTO embeds (id, tenant_id, title, provider, url, embed_type, user_id, role, is_active,
                         is_super_admin_embed, sort_order, framing, created_by, pass_context)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
             COALESCE($11, (SELECT COALESCE(max(sort_order) + 1, 0) FROM embeds)), $12, $13, COALESCE($14, false))
     RETURNING *`,
    [
      embed.id,
      embed.tenant_id,
      embed.title,
      embed.provider,
      embed.url,
      embed.embed_type,
      embed.user_id,
      embed.role,
      embed.is_active,
      embed.is_super_admin_embed,
      embed.sort_order > 0 ? embed.sort_order : null,
      embed.framing,
      embed.created_by,
      embed.pass_context ?? null,
    ],
  );
  return rows[0]!;
}

export interface EmbedFilter {
  query?: string;
  embedType?: 'user' | 'role';
  active?: boolean;
}

export async function listEmbeds(db: Queryable, filter: EmbedFilter = {}): Promise<EmbedRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.query) {
    params.push(`%${filter.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(
      `(title ILIKE $${params.length} OR provider ILIKE $${params.length} OR url ILIKE $${params.length})`,
    );
  }
  if (filter.embedType) {
    params.push(filter.embedType);
    where.push(`embed_type = $${params.length}`);
  }
  if (filter.active !== undefined) {
    params.push(filter.active);
    where.push(`is_active = $${params.length}`);
  }
  const { rows } = await db.query<EmbedRow>(
    `SELECT * FROM embeds ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY sort_order, created_at, id`,
    params,
  );
  return rows;
}

export async function findEmbed(db: Queryable, id: string): Promise<EmbedRow | null> {
  const { rows } = await db.query<EmbedRow>('SELECT * FROM embeds WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export async function setActive(
  db: Queryable,
  id: string,
  active: boolean,
): Promise<EmbedRow | null> {
  const { rows } = await db.query<EmbedRow>(
    'UPDATE embeds SET is_active = $2, updated_at = now() WHERE id = $1 RETURNING *',
    [id, active],
  );
  return rows[0] ?? null;
}

export async function setPassContext(
  db: Queryable,
  id: string,
  passContext: boolean,
): Promise<EmbedRow | null> {
  const { rows } = await db.query<EmbedRow>(
    'UPDATE embeds SET pass_context = $2, updated_at = now() WHERE id = $1 RETURNING *',
    [id, passContext],
  );
  return rows[0] ?? null;
}

export async function setFraming(
  db: Queryable,
  id: string,
  framing: string,
): Promise<EmbedRow | null> {
  const { rows } = await db.query<EmbedRow>(
    'UPDATE embeds SET framing = $2, updated_at = now() WHERE id = $1 RETURNING *',
    [id, framing],
  );
  return rows[0] ?? null;
}

export async function deleteEmbedRow(db: Queryable, id: string): Promise<EmbedRow | null> {
  const { rows } = await db.query<EmbedRow>('DELETE FROM embeds WHERE id = $1 RETURNING *', [id]);
  return rows[0] ?? null;
}

/** sort_order = position in `ids`; ids not named keep their order after them. */
export async function reorder(db: Queryable, ids: string[]): Promise<void> {
  await db.query(
    `UPDATE embeds e SET sort_order = o.position - 1, updated_at = now()
       FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, position) WHERE e.id = o.id`,
    [ids],
  );
  await db.query(
    `UPDATE embeds SET sort_order = sort_order + $2 WHERE NOT (id = ANY($1::uuid[]))`,
    [ids, ids.length],
  );
}

export async function deleteUserEmbeds(db: Queryable, userId: string): Promise<EmbedRow[]> {
  const { rows } = await db.query<EmbedRow>(
    `DELETE FROM embeds WHERE embed_type = 'user' AND user_id = $1 RETURNING *`,
    [userId],
  );
  return rows;
}

/** Super-admin embeds across tenants: plain db.query, admitted by super_embeds_all_tenants. */
export async function listSuperEmbeds(db: Queryable, targetTenantId?: string): Promise<EmbedRow[]> {
  const { rows } = await db.query<EmbedRow>(
    `SELECT * FROM embeds WHERE is_super_admin_embed AND ($1::uuid IS NULL OR tenant_id = $1)
      ORDER BY tenant_id, sort_order, created_at`,
    [targetTenantId ?? null],
  );
  return rows;
}
