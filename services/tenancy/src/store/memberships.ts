/** SQL for memberships (tenant-owned; row-level security applies). */
import type { Queryable } from '@portico/kit';

export type MembershipStatus = 'active' | 'pending' | 'suspended';

export interface MembershipRow {
  tenant_id: string;
  user_id: string;
  tenant_role: 'owner' | 'admin' | 'member';
  role_key: string;
  status: MembershipStatus;
  created_at: Date;
  tenant_name: string | null;
  /** The tenant's own status (active, suspended, trial), where the query joins tenants. */
  tenant_status?: string | null;
}

/** The user's memberships with tenant names, oldest first (the first is the default tenant). */
export async function listMembershipsOfUser(
  db: Queryable,
  userId: string,
): Promise<MembershipRow[]> {
  const { rows } = await db.query<MembershipRow>(
    `SELECT m.*, t.name AS tenant_name, t.status AS tenant_status
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

/** Sets a member's role; false when they are not a member of the tenant. */
export async function updateMembershipRole(
  db: Queryable,
  m: { tenantId: string; userId: string; tenantRole: string; roleKey: string },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE memberships SET tenant_role = $3, role_key = $4 WHERE tenant_id = $1 AND user_id = $2`,
    [m.tenantId, m.userId, m.tenantRole, m.roleKey],
  );
  return rowCount === 1;
}

export async function updateMembershipStatus(
  db: Queryable,
  m: { tenantId: string; userId: string; status: MembershipStatus },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE memberships SET status = $3 WHERE tenant_id = $1 AND user_id = $2`,
    [m.tenantId, m.userId, m.status],
  );
  return rowCount === 1;
}

/** Pending → active, only if still pending (a suspension in between wins). */
export async function activatePendingMembership(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE memberships SET status = 'active'
      WHERE tenant_id = $1 AND user_id = $2 AND status = 'pending'`,
    [tenantId, userId],
  );
  return rowCount === 1;
}

export async function deleteMembership(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `DELETE FROM memberships WHERE tenant_id = $1 AND user_id = $2`,
    [tenantId, userId],
  );
  return rowCount === 1;
}

/** Every member of a tenant, oldest first (the CRM list sorts and pages in the gateway). */
export async function listMembershipsOfTenant(
  db: Queryable,
  tenantId: string,
): Promise<MembershipRow[]> {
  const { rows } = await db.query<MembershipRow>(
    `SELECT m.*, NULL AS tenant_name FROM memberships m
      WHERE m.tenant_id = $1 ORDER BY m.created_at, m.user_id`,
    [tenantId],
  );
  return rows;
}

/** The tenant's active owners and admins, oldest first. */
export async function listTenantAdminIds(db: Queryable, tenantId: string): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT user_id FROM memberships
      WHERE tenant_id = $1 AND status = 'active' AND tenant_role IN ('owner', 'admin')
      ORDER BY created_at, user_id`,
    [tenantId],
  );
  return rows.map((r) => r.user_id);
}

/**
 * Active members of a tenant that is not suspended: those among `userIds`, or everyone
 * holding `roleKey` (both filters apply when both are given).
 */
export async function listActiveMembers(
  db: Queryable,
  tenantId: string,
  filter: { userIds?: readonly string[]; roleKey?: string },
): Promise<MembershipRow[]> {
  const { rows } = await db.query<MembershipRow>(
    `SELECT m.*, NULL AS tenant_name FROM memberships m JOIN tenants t ON t.id = m.tenant_id
      WHERE m.tenant_id = $1 AND m.status = 'active' AND t.status <> 'suspended'
        AND ($2::uuid[] IS NULL OR m.user_id = ANY($2::uuid[]))
        AND ($3::text IS NULL OR m.role_key = $3)
      ORDER BY m.created_at, m.user_id`,
    [tenantId, filter.userIds ? [...filter.userIds] : null, filter.roleKey ?? null],
  );
  return rows;
}

export interface UserWorkspaceRow {
  user_id: string;
  tenant_id: string;
  tenant_name: string;
  role_key: string;
  /** The tenant's own label of the role; null when the tenant has no row for the key. */
  role_label: string | null;
  status: MembershipStatus;
}

/** The memberships of several people across tenants, with each tenant's name and role label. */
export async function listWorkspacesOfUsers(
  db: Queryable,
  userIds: readonly string[],
): Promise<UserWorkspaceRow[]> {
  const { rows } = await db.query<UserWorkspaceRow>(
    `SELECT m.user_id, m.tenant_id, t.name AS tenant_name, m.role_key, r.role_label, m.status
       FROM memberships m
       JOIN tenants t ON t.id = m.tenant_id
       LEFT JOIN tenant_roles r ON r.tenant_id = m.tenant_id AND r.role_key = m.role_key
      WHERE m.user_id = ANY($1::uuid[])
      ORDER BY m.user_id, m.created_at, m.tenant_id`,
    [[...userIds]],
  );
  return rows;
}
