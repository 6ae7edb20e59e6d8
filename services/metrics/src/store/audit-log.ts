/** SQL for the audit log. */
import type { Queryable } from '@portico/kit';
import type { AuditEntry, AuditFilter } from '../domain/audit';

interface AuditRow {
  id: string;
  actor_user_id: string | null;
  impersonator_user_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  tenant_id: string | null;
  reason: string;
  details: Record<string, unknown>;
  created_at: Date;
}

/** Inserting the same event id twice keeps the first (consumers are at-least-once). */
export async function insertAuditEntry(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (id, actor_user_id, impersonator_user_id, action, entity_type,
       entity_id, tenant_id, reason, details, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (id) DO NOTHING`,
    [
      entry.id,
      entry.actorUserId,
      entry.impersonatorUserId,
      entry.action,
      entry.entityType,
      entry.entityId,
      entry.tenantId,
      entry.reason,
      JSON.stringify(entry.details),
      entry.createdAt,
    ],
  );
}

export async function listAuditEntries(db: Queryable, filter: AuditFilter): Promise<AuditEntry[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const where = (column: string, value: string | undefined) => {
    if (!value) return;
    params.push(value);
    conditions.push(`${column} = $${params.length}`);
  };
  where('tenant_id', filter.tenantId);
  where('actor_user_id', filter.actorUserId);
  where('entity_type', filter.entityType);
  where('action', filter.action);
  params.push(filter.limit);
  const { rows } = await db.query<AuditRow>(
    `SELECT * FROM audit_log
     ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
     ORDER BY created_at DESC, id
     LIMIT $${params.length}`,
    params,
  );
  return rows.map((row) => ({
    id: row.id,
    actorUserId: row.actor_user_id,
    impersonatorUserId: row.impersonator_user_id,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    tenantId: row.tenant_id,
    reason: row.reason,
    details: row.details,
    createdAt: new Date(row.created_at),
  }));
}
