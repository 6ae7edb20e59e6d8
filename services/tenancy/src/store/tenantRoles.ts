/** SQL for tenant roles (labels and colours; tenant-owned). */
import type { Queryable } from '@portico/kit';
import type { TenantRole } from '@portico/rules';

export async function listTenantRoles(db: Queryable, tenantId: string): Promise<TenantRole[]> {
  const { rows } = await db.query<TenantRole>(
    `SELECT role_key, role_label, role_color, role_description FROM tenant_roles
      WHERE tenant_id = $1 ORDER BY sort_order, role_key`,
    [tenantId],
  );
  return rows;
}

export async function insertTenantRoles(
  db: Queryable,
  tenantId: string,
  roles: readonly TenantRole[],
): Promise<void> {
  for (const [index, role] of roles.entries()) {
    await db.query(
      `INSERT INTO tenant_roles (tenant_id, role_key, role_label, role_color, role_description, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [tenantId, role.role_key, role.role_label, role.role_color, role.role_description, index],
    );
  }
}

/** The tenant's roles become exactly these, in this order. */
export async function replaceTenantRoles(
  db: Queryable,
  tenantId: string,
  roles: readonly TenantRole[],
): Promise<void> {
  await db.query('DELETE FROM tenant_roles WHERE tenant_id = $1', [tenantId]);
  await insertTenantRoles(db, tenantId, roles);
}
