/** SQL for custom domains (tenant-owned; verified rows are readable by every tenant). */
import type { Queryable } from '@portico/kit';

export interface DomainRow {
  id: string;
  tenant_id: string;
  domain: string;
  status: 'pending' | 'verified';
  verification_token: string;
  verified_at: Date | null;
  ssl_status: 'pending' | 'ready' | 'failed';
  created_at: Date;
}

export async function listDomains(db: Queryable, tenantId: string): Promise<DomainRow[]> {
  const { rows } = await db.query<DomainRow>(
    'SELECT * FROM domains WHERE tenant_id = $1 ORDER BY created_at, domain',
    [tenantId],
  );
  return rows;
}

export async function findDomain(
  db: Queryable,
  tenantId: string,
  domain: string,
): Promise<DomainRow | null> {
  const { rows } = await db.query<DomainRow>(
    'SELECT * FROM domains WHERE tenant_id = $1 AND domain = $2',
    [tenantId, domain],
  );
  return rows[0] ?? null;
}

/** The tenant a domain is verified for, whoever asks. */
export async function findVerifiedDomain(db: Queryable, domain: string): Promise<DomainRow | null> {
  const { rows } = await db.query<DomainRow>(
    "SELECT * FROM domains WHERE domain = $1 AND status = 'verified'",
    [domain],
  );
  return rows[0] ?? null;
}

export async function insertDomain(
  db: Queryable,
  d: { id: string; tenantId: string; domain: string; token: string },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO domains (id, tenant_id, domain, verification_token) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
    [d.id, d.tenantId, d.domain, d.token],
  );
  return rowCount === 1;
}

export async function markVerified(
  db: Queryable,
  tenantId: string,
  domain: string,
  at: Date,
): Promise<DomainRow | null> {
  const { rows } = await db.query<DomainRow>(
    `UPDATE domains SET status = 'verified', verified_at = $3
      WHERE tenant_id = $1 AND domain = $2 RETURNING *`,
    [tenantId, domain, at],
  );
  return rows[0] ?? null;
}

export async function deleteDomain(
  db: Queryable,
  tenantId: string,
  domain: string,
): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM domains WHERE tenant_id = $1 AND domain = $2', [
    tenantId,
    domain,
  ]);
  return rowCount === 1;
}
