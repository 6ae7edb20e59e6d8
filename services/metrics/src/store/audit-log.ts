/** SQL for the audit log and its hash chains (domain/chain.ts computes the links). */
import type { Queryable } from '@portico/kit';

export interface AuditEntry {
  id: string;
  actorUserId: string | null;
  impersonatorUserId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  tenantId: string | null;
  reason: string;
  details: Record<string, unknown>;
  createdAt: Date;
}

export interface AuditFilter {
  limit: number;
  tenantId?: string;
  actorUserId?: string;
  entityType?: string;
  action?: string;
}

export interface ChainedRow {
  entry: AuditEntry;
  seq: number;
  prevHash: string;
  hash: string;
}

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
  chain_seq: string | null;
  prev_hash: string | null;
  hash: string | null;
}

/**
 * Appends to the chain `chainKey`, the link's hash given by `hashOf` (the entry's place and its
 * predecessor's hash). The chain head is locked for the transaction so concurrent consumers link
 * one after the other. Inserting the same event id twice keeps the first (consumers are
 * at-least-once) and leaves the chain as it was.
 */
export async function appendToChain(
  db: Queryable,
  entry: AuditEntry,
  chainKey: string,
  hashOf: (seq: number, prevHash: string) => string,
): Promise<void> {
  const known = await db.query('SELECT 1 FROM audit_log WHERE id = $1', [entry.id]);
  if (known.rows.length) return;
  await db.query(
    'INSERT INTO audit_chain_head (chain_key) VALUES ($1) ON CONFLICT (chain_key) DO NOTHING',
    [chainKey],
  );
  const head = await db.query<{ seq: string; hash: string }>(
    'SELECT seq, hash FROM audit_chain_head WHERE chain_key = $1 FOR UPDATE',
    [chainKey],
  );
  const seq = Number(head.rows[0]!.seq) + 1;
  const prevHash = head.rows[0]!.hash;
  const hash = hashOf(seq, prevHash);
  await db.query(
    `INSERT INTO audit_log (id, actor_user_id, impersonator_user_id, action, entity_type,
       entity_id, tenant_id, reason, details, created_at, chain_key, chain_seq, prev_hash, hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
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
      chainKey,
      seq,
      prevHash,
      hash,
    ],
  );
  await db.query('UPDATE audit_chain_head SET seq = $2, hash = $3 WHERE chain_key = $1', [
    chainKey,
    seq,
    hash,
  ]);
}

/**
 * `appendToChain` for many entries at once (a fetch of audit events, in their order): the
 * heads of their chains locked in key order (so two writers never wait on each other in a
 * circle), each entry linked after the one before it in its chain, the rows written in one
 * statement and each head moved once. Entries already in the log are left out.
 */
export async function appendAllToChains(
  db: Queryable,
  entries: readonly AuditEntry[],
  chainKeyOf: (entry: AuditEntry) => string,
  hashOf: (entry: AuditEntry, seq: number, prevHash: string) => string,
): Promise<void> {
  if (entries.length === 0) return;
  const known = await db.query<{ id: string }>(
    'SELECT id FROM audit_log WHERE id = ANY($1::uuid[])',
    [entries.map((e) => e.id)],
  );
  const skip = new Set(known.rows.map((r) => r.id));
  const fresh = entries.filter((e) => !skip.has(e.id) && !skip.has(e.id.toLowerCase()));
  if (fresh.length === 0) return;
  const keys = [...new Set(fresh.map(chainKeyOf))].sort();
  // A new chain's head is inserted (and so locked) here, an existing one locked in key order;
  // the statement's own snapshot does not see the rows it inserts, so those come from RETURNING.
  const heads = await db.query<{ chain_key: string; seq: string; hash: string }>(
    `WITH added AS (
       INSERT INTO audit_chain_head (chain_key) SELECT unnest($1::text[])
       ON CONFLICT (chain_key) DO NOTHING
       RETURNING chain_key, seq, hash),
     held AS (
       SELECT chain_key, seq, hash FROM audit_chain_head
        WHERE chain_key = ANY($1::text[]) AND chain_key NOT IN (SELECT chain_key FROM added)
        ORDER BY chain_key FOR UPDATE)
     SELECT * FROM added UNION ALL SELECT * FROM held`,
    [keys],
    { prepareAs: 'metrics.audit_chain_heads' },
  );
  const head = new Map(heads.rows.map((h) => [h.chain_key, { seq: Number(h.seq), hash: h.hash }]));
  const rows = fresh.map((entry) => {
    const chainKey = chainKeyOf(entry);
    const before = head.get(chainKey) ?? { seq: 0, hash: '' };
    const seq = before.seq + 1;
    const hash = hashOf(entry, seq, before.hash);
    head.set(chainKey, { seq, hash });
    return {
      id: entry.id,
      actor_user_id: entry.actorUserId,
      impersonator_user_id: entry.impersonatorUserId,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      tenant_id: entry.tenantId,
      reason: entry.reason,
      details: entry.details,
      created_at: entry.createdAt.toISOString(),
      chain_key: chainKey,
      chain_seq: seq,
      prev_hash: before.hash,
      hash,
    };
  });
  // The rows and the heads' moves in one statement (one round trip of the fetch's transaction).
  await db.query(
    `WITH logged AS (
       INSERT INTO audit_log (id, actor_user_id, impersonator_user_id, action, entity_type,
         entity_id, tenant_id, reason, details, created_at, chain_key, chain_seq, prev_hash, hash)
       SELECT id, actor_user_id, impersonator_user_id, action, entity_type, entity_id, tenant_id,
              reason, details, created_at, chain_key, chain_seq, prev_hash, hash
         FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, actor_user_id uuid,
              impersonator_user_id uuid, action text, entity_type text, entity_id text,
              tenant_id uuid, reason text, details jsonb, created_at timestamptz, chain_key text,
              chain_seq bigint, prev_hash text, hash text)
       RETURNING 1)
     UPDATE audit_chain_head h SET seq = n.seq, hash = n.hash
       FROM unnest($2::text[], $3::bigint[], $4::text[]) AS n(chain_key, seq, hash)
      WHERE h.chain_key = n.chain_key`,
    [
      JSON.stringify(rows),
      keys,
      keys.map((k) => head.get(k)!.seq),
      keys.map((k) => head.get(k)!.hash),
    ],
    { prepareAs: 'metrics.audit_append' },
  );
}

/** One chain in order, with the count its head recorded (undefined when it has no head). */
export async function readChain(
  db: Queryable,
  chainKey: string,
): Promise<{ rows: ChainedRow[]; headSeq?: number; start?: { seq: number; hash: string } }> {
  const { rows } = await db.query<AuditRow>(
    'SELECT * FROM audit_log WHERE chain_key = $1 ORDER BY chain_seq',
    [chainKey],
  );
  const head = await db.query<{ seq: string; pruned_seq: string; pruned_hash: string }>(
    'SELECT seq, pruned_seq, pruned_hash FROM audit_chain_head WHERE chain_key = $1',
    [chainKey],
  );
  return {
    rows: rows.map((row) => ({
      entry: toEntry(row),
      seq: Number(row.chain_seq),
      prevHash: row.prev_hash ?? '',
      hash: row.hash ?? '',
    })),
    headSeq: head.rows[0] ? Number(head.rows[0].seq) : undefined,
    // Retention pruned the chain up to here (store/retention.ts).
    start: head.rows[0]
      ? { seq: Number(head.rows[0].pruned_seq), hash: head.rows[0].pruned_hash }
      : undefined,
  };
}

function toEntry(row: AuditRow): AuditEntry {
  return {
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
  };
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
  return rows.map(toEntry);
}

/**
 * One tenant's entries, newest first; with `userId`, those the user did or that were done to
 * them (the user as the entity). The tenant is always a condition: no other tenant's row.
 */
export async function listTenantAuditEntries(
  db: Queryable,
  filter: { tenantId: string; userId?: string; limit: number },
): Promise<AuditEntry[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT * FROM audit_log
      WHERE tenant_id = $1
        AND ($2::text IS NULL OR actor_user_id::text = $2 OR entity_id = $2)
      ORDER BY created_at DESC, id
      LIMIT $3`,
    [filter.tenantId, filter.userId ?? null, filter.limit],
  );
  return rows.map(toEntry);
}
