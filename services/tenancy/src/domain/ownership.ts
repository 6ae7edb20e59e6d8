/**
 * Ownership of a workspace: given with it at provisioning, and afterwards only handed on.
 * The owner (whose password the gateway has just checked) or a super admin (the override)
 * makes an active member the owner; the previous owner stays as an admin. A member who was
 * not an admin takes an admin seat of the plan. Both role changes are announced and the
 * transfer audited `membership.ownership_transferred`, in one transaction.
 */
import { forbidden, invalid, notFound, type Database } from '@portico/kit';
import { publish, publishAudit } from '../events/publish';
import {
  findMembership,
  listMembershipsOfTenant,
  updateMembershipRole,
} from '../store/memberships';
import { refuseOverAdminSeats } from './seats';

export const OWNERSHIP_MESSAGES = {
  ownerOnly: 'Only the workspace owner can transfer ownership.',
  notMember: 'Choose an active member of this workspace as the new owner.',
  self: 'You already own this workspace.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function transferOwnership(
  db: Database,
  input: {
    tenantId: string;
    actorId: string;
    impersonatorId?: string;
    actorIsSuperAdmin: boolean;
    newOwnerId: string;
  },
): Promise<{ tenant_id: string; previous_owner_user_id: string; new_owner_user_id: string }> {
  if (!UUID.test(input.tenantId)) throw notFound('Tenant not found', 'tenant_not_found');
  if (!UUID.test(input.newOwnerId)) throw invalid(OWNERSHIP_MESSAGES.notMember, 'new_owner');
  return db.tenantTransaction(input.tenantId, async (tx) => {
    const owner = (await listMembershipsOfTenant(tx, input.tenantId)).find(
      (m) => m.tenant_role === 'owner',
    );
    const actorOwns = owner?.user_id === input.actorId && owner.status === 'active';
    if (!actorOwns && !input.actorIsSuperAdmin) throw forbidden(OWNERSHIP_MESSAGES.ownerOnly);
    if (owner?.user_id === input.newOwnerId) throw invalid(OWNERSHIP_MESSAGES.self, 'new_owner');
    const next = await findMembership(tx, input.tenantId, input.newOwnerId);
    if (!next || next.status !== 'active') throw invalid(OWNERSHIP_MESSAGES.notMember, 'new_owner');
    const now = new Date();
    if (next.tenant_role === 'member') await refuseOverAdminSeats(tx, input.tenantId, now);
    const changes = [
      ...(owner ? [{ userId: owner.user_id, from: owner.role_key, tenantRole: 'admin' }] : []),
      { userId: next.user_id, from: next.role_key, tenantRole: 'owner' },
    ];
    for (const change of changes) {
      await updateMembershipRole(tx, {
        tenantId: input.tenantId,
        userId: change.userId,
        tenantRole: change.tenantRole,
        roleKey: 'admin',
      });
      await publish(tx, {
        MembershipEvent: {
          tenant_id: input.tenantId,
          user_id: change.userId,
          role_changed: { old_role: change.from, new_role: 'admin', changed_by: input.actorId },
        },
      });
    }
    await publishAudit(tx, {
      actorUserId: input.actorId,
      impersonatorUserId: input.impersonatorId,
      action: 'membership.ownership_transferred',
      entityType: 'tenant',
      entityId: input.tenantId,
      tenantId: input.tenantId,
      details: {
        from: owner?.user_id ?? null,
        to: next.user_id,
        by: actorOwns ? 'owner' : 'super_admin',
      },
      at: now,
    });
    return {
      tenant_id: input.tenantId,
      previous_owner_user_id: owner?.user_id ?? '',
      new_owner_user_id: next.user_id,
    };
  });
}
