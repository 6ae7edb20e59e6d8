/**
 * Who may act in which tenant, as the gateway asks before calling any service: the caller's
 * memberships, the tenant the request is about (asked for, else the first active membership)
 * and the effective role there (docs/product.md §4). A tenant the caller is not an active member
 * of is refused, except for super admins, who may enter any existing tenant.
 */
import { forbidden, notFound, type Database } from '@portico/kit';
import { findMembership, listMembershipsOfUser, type MembershipRow } from '../store/memberships';
import { findTenant } from '../store/tenants';
import { effectiveRole } from './effectiveRole';

export const ACCESS_MESSAGES = {
  notAMember: 'You do not have access to this tenant',
  tenantSuspended: 'This workspace is suspended. Please contact support.',
  tenantNotFound: 'Tenant not found',
} as const;

export interface MembershipView {
  tenant_id: string;
  tenant_name: string;
  role: string;
  role_key: string;
  status: string;
  created_at: string;
}

export interface AccessView {
  memberships: MembershipView[];
  tenant_id: string;
  effective_role: string;
  membership: MembershipView | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toMembershipView(row: MembershipRow): MembershipView {
  return {
    tenant_id: row.tenant_id,
    tenant_name: row.tenant_name ?? 'Unknown Tenant',
    role: row.tenant_role,
    role_key: row.role_key,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}

export function roleInMembership(
  m: Pick<MembershipRow, 'tenant_role' | 'role_key'> | null,
): string {
  if (!m) return 'client';
  return effectiveRole({ signedIn: true, membershipRoles: [m.tenant_role], appRole: m.role_key });
}

export async function resolveAccess(
  db: Database,
  input: { userId: string; tenantId?: string; isSuperAdmin: boolean },
): Promise<AccessView> {
  const rows = await db.userTransaction(input.userId, (tx) =>
    listMembershipsOfUser(tx, input.userId),
  );
  const memberships = rows.map(toMembershipView);
  // A suspended tenant gives its members no access (a super admin still enters it, below).
  const active = rows.filter((m) => m.status === 'active' && m.tenant_status !== 'suspended');
  if (!input.tenantId) {
    const first = active[0] ?? null;
    return {
      memberships,
      tenant_id: first?.tenant_id ?? '',
      effective_role: first ? roleInMembership(first) : 'client',
      membership: first ? toMembershipView(first) : null,
    };
  }
  const own = active.find((m) => m.tenant_id === input.tenantId) ?? null;
  if (own) {
    return {
      memberships,
      tenant_id: own.tenant_id,
      effective_role: roleInMembership(own),
      membership: toMembershipView(own),
    };
  }
  if (!input.isSuperAdmin) {
    const suspended = rows.some(
      (m) =>
        m.tenant_id === input.tenantId && m.status === 'active' && m.tenant_status === 'suspended',
    );
    if (suspended) throw forbidden(ACCESS_MESSAGES.tenantSuspended, 'tenant_suspended');
    throw forbidden(ACCESS_MESSAGES.notAMember, 'not_a_member');
  }
  if (!UUID.test(input.tenantId) || !(await findTenant(db, input.tenantId))) {
    throw notFound(ACCESS_MESSAGES.tenantNotFound, 'tenant_not_found');
  }
  // A super admin passes every tenant and acts there as its admin.
  return { memberships, tenant_id: input.tenantId, effective_role: 'admin', membership: null };
}

/** Another user's membership in a tenant, or NOT_FOUND when they are not a member. */
export async function membershipInTenant(
  db: Database,
  tenantId: string,
  userId: string,
): Promise<MembershipView> {
  if (!UUID.test(userId)) throw notFound('User not found', 'user_not_found');
  const row = await db.tenantTransaction(tenantId, (tx) => findMembership(tx, tenantId, userId));
  if (!row) throw notFound('User not found', 'user_not_found');
  return toMembershipView(row);
}
