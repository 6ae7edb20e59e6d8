/**
 * Members an admin created (admin-create-user): the account has no password, so the person
 * joins as a PENDING member and sets a password through an emailed link (identity's
 * account_setup_requested). Being signed in proves the link was used: the first access
 * resolution of that user turns their pending memberships active.
 */
import { conflict, forbidden, notFound, type Database } from '@portico/kit';
import { PLAN_ENTITLEMENTS, TENANT_TIERS, type TenantTier } from '@portico/rules';
import { publishAudit, publishMembershipEvent } from '../events/publish';
import { countClientSeats } from '../store/invitations';
import {
  activatePendingMembership,
  findMembership,
  insertMembership,
  listMembershipsOfUser,
} from '../store/memberships';
import { listTenantRoles } from '../store/tenantRoles';
import { findTenant } from '../store/tenants';
import { roleInMembership, toMembershipView, type MembershipView } from './access';
import { INVITATION_MESSAGES } from './invitations';
import { membershipRoleFor } from './roles';
import { refuseOverAdminSeats } from './seats';

const tierOf = (tier: string): TenantTier =>
  (TENANT_TIERS as readonly string[]).includes(tier) ? (tier as TenantTier) : 'starter';

export async function addPendingMember(
  db: Database,
  input: {
    tenantId: string;
    actorId: string;
    impersonatorId?: string;
    actorIsSuperAdmin: boolean;
    userId: string;
    role?: string;
    /** Check everything and add nothing (see AddPendingMemberRequest.check_only). */
    checkOnly?: boolean;
  },
): Promise<MembershipView> {
  const tenant = await findTenant(db, input.tenantId);
  if (!tenant) throw notFound('Tenant not found', 'tenant_not_found');
  const now = new Date();
  return db.tenantTransaction(input.tenantId, async (tx) => {
    const actor = await findMembership(tx, input.tenantId, input.actorId);
    const actorIsAdmin = actor?.status === 'active' && roleInMembership(actor) === 'admin';
    if (!actorIsAdmin && !input.actorIsSuperAdmin) throw forbidden(INVITATION_MESSAGES.adminsOnly);
    const { tenantRole, roleKey } = membershipRoleFor(
      input.role,
      await listTenantRoles(tx, input.tenantId),
    );
    if (tenantRole !== 'member') await refuseOverAdminSeats(tx, input.tenantId, now);
    const limit = PLAN_ENTITLEMENTS[tierOf(tenant.tier)].clientLimit;
    if (tenantRole === 'member' && limit !== 'unlimited') {
      if ((await countClientSeats(tx, input.tenantId, now)) >= limit)
        throw forbidden(
          INVITATION_MESSAGES.clientLimit.replace('{n}', String(limit)),
          'client_limit',
        );
    }
    if (input.checkOnly) {
      return toMembershipView({
        tenant_id: input.tenantId,
        user_id: input.userId,
        tenant_role: tenantRole,
        role_key: roleKey,
        status: 'pending',
        created_at: now,
        tenant_name: tenant.name,
      });
    }
    const added = await insertMembership(tx, {
      tenantId: input.tenantId,
      userId: input.userId,
      tenantRole,
      roleKey,
      status: 'pending',
    });
    if (!added) throw conflict(INVITATION_MESSAGES.alreadyMember, 'already_member');
    await publishMembershipEvent(tx, 'created', {
      tenant_id: input.tenantId,
      user_id: input.userId,
      created: { tenant_role: tenantRole, role: roleKey },
    });
    await publishAudit(tx, {
      actorUserId: input.actorId,
      impersonatorUserId: input.impersonatorId,
      action: 'membership.created_pending',
      entityType: 'user',
      entityId: input.userId,
      tenantId: input.tenantId,
      details: { role: roleKey, tenant_role: tenantRole },
      at: now,
    });
    const row = await findMembership(tx, input.tenantId, input.userId);
    return toMembershipView(row!);
  });
}

/**
 * Turns the signed-in user's pending memberships active (see the file's comment). Answers
 * whether any changed, so access is read again only then.
 */
export async function activatePendingMemberships(db: Database, userId: string): Promise<boolean> {
  const rows = await db.userTransaction(userId, (tx) => listMembershipsOfUser(tx, userId));
  const pending = rows.filter((m) => m.status === 'pending');
  for (const m of pending) {
    await db.tenantTransaction(m.tenant_id, async (tx) => {
      if (!(await activatePendingMembership(tx, m.tenant_id, userId))) return;
      await publishMembershipEvent(tx, 'status_changed', {
        tenant_id: m.tenant_id,
        user_id: userId,
        status_changed: { old_status: 'pending', new_status: 'active', changed_by: userId },
      });
      await publishAudit(tx, {
        actorUserId: userId,
        action: 'membership.activated',
        entityType: 'user',
        entityId: userId,
        tenantId: m.tenant_id,
        at: new Date(),
      });
    });
  }
  return pending.length > 0;
}
