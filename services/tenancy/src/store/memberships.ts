/** SQL for memberships (tenant-owned; row-level security applies). */
import type { Queryable } from '@portico/kit';

export interface MembershipRow {
  tenant_id: string;
  user_id: string;
  tenant_role: 'owner' | 'admin' | 'member';
  role_key: string;
  status: 'active' | 'pending';
  created_at: Date;
  tenant_name: string | null;
}

/** The user's memberships with tenant names, oldest first (the first is the default tenant). */
export async function listMembershipsOfUser(
  db: Queryable,
  userId: string,
): Promise<MembershipRow[]> {
  const { rows } = await db.query<MembershipRow>(
    `SELECT m.*, t.name AS tenant_name
       FROM memberships m LEFT JOIN tenants t ON t.id = m.tenant_id
      WHERE m.user_id = $1
      ORDER BY m.created_at, m.tenant_id`,
    [userId],
  );
  return rows;
}

export async function insertMembership(
  db: Queryable,
  m: {
    tenantId: string;
    userId: string;
    tenantRole: string;
    roleKey: string;
    status: 'active' | 'pending';
  },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO memberships (tenant_id, user_id, tenant_role, role_key, status)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [m.tenantId, m.userId, m.tenantRole, m.roleKey, m.status],
  );
  return rowCount === 1;
}

export async function findMembership(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<MembershipRow | null> {
  const { rows } = await db.query<MembershipRow>(
    `SELECT m.*, t.name AS tenant_name FROM memberships m LEFT JOIN tenants t ON t.id = m.tenant_id
      WHERE m.tenant_id = $1 AND m.user_id = $2`,
    [tenantId, userId],
  );
  return rows[0] ?? null;
}
