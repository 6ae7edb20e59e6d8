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
  ssl_checked_at: Date | null;
  ssl_expires_at: Date | null;
  ssl_reason: string;
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

/** A probe's outcome, on the domain only while it is still this tenant's verified domain. */
export async function recordSsl(
  db: Queryable,
  tenantId: string,
  domain: string,
  ssl: { status: DomainRow['ssl_status']; reason: string; expiresAt: Date | null; at: Date },
): Promise<DomainRow | null> {
  const { rows } = await db.query<DomainRow>(
    `UPDATE domains SET ssl_status = $3, ssl_reason = $4, ssl_expires_at = $5, ssl_checked_at = $6
      WHERE tenant_id = $1 AND domain = $2 AND status = 'verified' RETURNING *`,
    [tenantId, domain, ssl.status, ssl.reason, ssl.expiresAt, ssl.at],
  );
  return rows[0] ?? null;
}

/** Every verified domain's name, whoever's (verified rows are readable by every tenant). */
export async function listVerifiedDomainNames(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ domain: string }>(
    "SELECT domain FROM domains WHERE status = 'verified' ORDER BY domain",
  );
  return rows.map((row) => row.domain);
}

/**
 * Verified domains (of every tenant: verified rows are readable whatever the tenant) never
 * probed or last probed before `before`, oldest first.
 */
export async function listSslDue(
  db: Queryable,
  before: Date,
  limit: number,
): Promise<Pick<DomainRow, 'tenant_id' | 'domain' | 'ssl_checked_at'>[]> {
  const { rows } = await db.query<DomainRow>(
    `SELECT tenant_id, domain, ssl_checked_at FROM domains
      WHERE status = 'verified' AND (ssl_checked_at IS NULL OR ssl_checked_at < $1)
      ORDER BY ssl_checked_at NULLS FIRST LIMIT $2`,
    [before, limit],
  );
  return rows;
}

/**
 * Claims a due domain for this replica: the row's checked time moves to now only if no other
 * replica moved it since it was listed, so each due domain is probed once per round.
 */
export async function claimSslCheck(
  db: Queryable,
  tenantId: string,
  domain: string,
  seen: Date | null,
  at: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE domains SET ssl_checked_at = $4
      WHERE tenant_id = $1 AND domain = $2 AND status = 'verified'
        AND ssl_checked_at IS NOT DISTINCT FROM $3`,
    [tenantId, domain, seen, at],
  );
  return rowCount === 1;
}
