/**
 * Tenant administration of members: change a member's role, suspend or reactivate them,
 * remove them. Only the tenant's active admins (or a super admin) may; nobody changes their
 * own membership this way (an admin cannot lock themselves out by mistake) and the owner's
 * membership keeps its role, status and place. Every change runs in the tenant's
 * row-level-security scope and announces itself on portico.tenancy.membership.v1, which
 * every gateway follows to drop the member's cached access before their next request.
 */
import { forbidden, invalid, notFound, type Database, type Tx } from '@portico/kit';
import { publish, publishAudit } from '../events/publish';
import {
  deleteMembership,
  findMembership,
  listTenantAdminIds,
  updateMembershipRole,
  updateMembershipStatus,
  type MembershipRow,
} from '../store/memberships';
import { listTenantRoles } from '../store/tenantRoles';
import { roleInMembership, toMembershipView, type MembershipView } from './access';
import { refuseOverAdminSeats } from './seats';
import { membershipRoleFor } from './roles';

export const MEMBER_MESSAGES = {
  adminsOnly: 'Only tenant admins can manage members',
  teamOnly: 'Only the team can see the members of this workspace',
  userNotFound: 'User not found',
  owner: "The workspace owner's membership cannot be changed",
  self: 'You cannot change your own membership',
  invalidStatus: 'Status must be active or suspended',
} as const;

export interface MemberChange {
  tenantId: string;
  actorId: string;
  impersonatorId?: string;
  actorIsSuperAdmin: boolean;
  userId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The actor must be an active admin of the tenant (or a super admin). */
export async function authoriseActor(tx: Tx, change: Omit<MemberChange, 'userId'>): Promise<void> {
  const actor = await findMembership(tx, change.tenantId, change.actorId);
  const actorIsAdmin = actor?.status === 'active' && roleInMembership(actor) === 'admin';
  if (!actorIsAdmin && !change.actorIsSuperAdmin) throw forbidden(MEMBER_MESSAGES.adminsOnly);
}

/** The member acted on: in this tenant, not the actor, not the owner. */
export async function targetOf(tx: Tx, change: MemberChange): Promise<MembershipRow> {
  if (change.userId === change.actorId) throw forbidden(MEMBER_MESSAGES.self, 'own_membership');
  const target = UUID.test(change.userId)
    ? await findMembership(tx, change.tenantId, change.userId)
    : null;
  if (!target) throw notFound(MEMBER_MESSAGES.userNotFound, 'user_not_found');
  if (target.tenant_role === 'owner') throw forbidden(MEMBER_MESSAGES.owner, 'owner_membership');
  return target;
}

/** Checks who acts on whom inside the tenant's transaction; answers the target's membership. */
async function authorise(tx: Tx, change: MemberChange): Promise<MembershipRow> {
  await authoriseActor(tx, change);
  return targetOf(tx, change);
}

const audit = (tx: Tx, change: MemberChange, action: string, details: Record<string, unknown>) =>
  publishAudit(tx, {
    actorUserId: change.actorId,
    impersonatorUserId: change.impersonatorId,
    action,
    entityType: 'membership',
    entityId: change.userId,
    tenantId: change.tenantId,
    details,
    at: new Date(),
  });

export function changeMemberRole(
  db: Database,
  change: MemberChange & { role: string },
): Promise<MembershipView> {
  return db.tenantTransaction(change.tenantId, async (tx) => {
    const target = await authorise(tx, change);
    return applyRole(tx, change, target, await listTenantRoles(tx, change.tenantId));
  });
}

/** Sets the target's role in the caller's transaction (one member, or one of a bulk change). */
export async function applyRole(
  tx: Tx,
  change: MemberChange & { role: string },
  target: MembershipRow,
  roles: Awaited<ReturnType<typeof listTenantRoles>>,
): Promise<MembershipView> {
  const { tenantRole, roleKey } = membershipRoleFor(change.role, roles, { ownerAllowed: true });
  if (tenantRole === 'owner') throw forbidden(MEMBER_MESSAGES.owner, 'owner_membership');
  if (roleKey === target.role_key && tenantRole === target.tenant_role) {
    return toMembershipView(target);
  }
  // A member raised to admin takes an admin seat of the plan.
  if (tenantRole === 'admin' && target.tenant_role === 'member')
    await refuseOverAdminSeats(tx, change.tenantId, new Date());
  await updateMembershipRole(tx, { ...change, tenantRole, roleKey });
  await publish(tx, {
    MembershipEvent: {
      tenant_id: change.tenantId,
      user_id: change.userId,
      role_changed: { old_role: target.role_key, new_role: roleKey, changed_by: change.actorId },
    },
  });
  await audit(tx, change, 'membership.role_changed', {
    old_role: target.role_key,
    new_role: roleKey,
    tenant_role: tenantRole,
  });
  return toMembershipView({ ...target, tenant_role: tenantRole, role_key: roleKey });
}

export async function setMembershipStatus(
  db: Database,
  change: MemberChange & { status: string },
): Promise<MembershipView> {
  const status = change.status.trim();
  if (status !== 'active' && status !== 'suspended')
    throw invalid(MEMBER_MESSAGES.invalidStatus, 'status');
  return db.tenantTransaction(change.tenantId, async (tx) => {
    const target = await authorise(tx, change);
    if (target.status !== status) {
      await updateMembershipStatus(tx, { ...change, status });
      await publish(tx, {
        MembershipEvent: {
          tenant_id: change.tenantId,
          user_id: change.userId,
          status_changed: {
            old_status: target.status,
            new_status: status,
            changed_by: change.actorId,
          },
        },
      });
      await audit(
        tx,
        change,
        status === 'suspended' ? 'membership.suspended' : 'membership.reactivated',
        {
          old_status: target.status,
        },
      );
    }
    return toMembershipView({ ...target, status });
  });
}

export function removeMember(
  db: Database,
  change: MemberChange & { deleteFiles?: boolean },
): Promise<void> {
  return db.tenantTransaction(change.tenantId, async (tx) => {
    await applyRemoval(tx, change, await authorise(tx, change));
  });
}

/** Removes the target in the caller's transaction (one member, or one of a bulk delete). */
export async function applyRemoval(
  tx: Tx,
  change: MemberChange & { deleteFiles?: boolean },
  target: MembershipRow,
): Promise<void> {
  await deleteMembership(tx, change.tenantId, change.userId);
  await publish(tx, {
    MembershipEvent: {
      tenant_id: change.tenantId,
      user_id: change.userId,
      removed: { removed_by: change.actorId, delete_files: change.deleteFiles === true },
    },
  });
  await audit(tx, change, 'membership.removed', {
    role: target.role_key,
    delete_files: change.deleteFiles === true,
  });
}

/** The user ids of the tenant's active owners and admins (who hears of its integrations). */
export const tenantAdminIds = (db: Database, tenantId: string): Promise<string[]> =>
  db.tenantTransaction(tenantId, (tx) => listTenantAdminIds(tx, tenantId));
