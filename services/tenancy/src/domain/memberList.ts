/**
 * The CRM's view of a tenant's people: every member for the list, and the bulk changes of the
 * list's toolbar. A bulk change runs in ONE transaction: a single refused member (another
 * tenant's user, the owner, the admin themselves, an unknown role) refuses the whole change,
 * so the list never shows half of it applied.
 */
import { forbidden, invalid, type Database, type Tx } from '@portico/kit';
import { AUDIENCES, namesRole } from '@portico/rules';
import { listOpenInvitations } from '../store/invitations';
import { findMembership, listMembershipsOfTenant } from '../store/memberships';
import { listTenantRoles } from '../store/tenantRoles';
import { roleInMembership } from './access';
import {
  applyRemoval,
  applyRole,
  authoriseActor,
  MEMBER_MESSAGES,
  targetOf,
  type MemberChange,
} from './members';

/** A bulk change names at most this many members (the largest page of the list). */
export const BULK_LIMIT = 100;

export interface MemberView {
  user_id: string;
  role: string;
  role_key: string;
  status: string;
  created_at: string;
}

type Actor = Omit<MemberChange, 'userId'>;

/**
 * The member list is the team's to read (AUDIENCES.team): admins manage it, team members start
 * conversations from it (issue 27). Changing it stays the admins' (authoriseActor).
 */
async function authoriseReader(tx: Tx, actor: Actor): Promise<void> {
  if (actor.actorIsSuperAdmin) return;
  const membership = await findMembership(tx, actor.tenantId, actor.actorId);
  const role = membership?.status === 'active' ? roleInMembership(membership) : null;
  if (!role || !namesRole(AUDIENCES.team, role)) throw forbidden(MEMBER_MESSAGES.teamOnly);
}

export function listMembers(db: Database, actor: Actor): Promise<MemberView[]> {
  return db.tenantTransaction(actor.tenantId, async (tx) => {
    await authoriseReader(tx, actor);
    const rows = await listMembershipsOfTenant(tx, actor.tenantId);
    return rows.map((row) => ({
      user_id: row.user_id,
      role: row.tenant_role,
      role_key: row.role_key,
      status: row.status,
      created_at: row.created_at.toISOString(),
    }));
  });
}

export interface OpenInvitationView {
  id: string;
  email: string;
  role: string;
  role_key: string;
  created_at: string;
  expires_at: string;
  invited_by: string;
}

/** The people invited and not yet joined: the CRM shows them beside the members. */
export function openInvitations(db: Database, actor: Actor): Promise<OpenInvitationView[]> {
  return db.tenantTransaction(actor.tenantId, async (tx) => {
    await authoriseActor(tx, actor);
    const rows = await listOpenInvitations(tx, actor.tenantId, new Date());
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.tenant_role,
      role_key: row.role_key,
      created_at: row.created_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
      invited_by: row.invited_by ?? '',
    }));
  });
}

function distinctIds(userIds: readonly string[]): string[] {
  const ids = [...new Set(userIds.map((id) => id.trim()).filter(Boolean))];
  if (ids.length === 0) throw invalid('Select at least one user', 'user_ids');
  if (ids.length > BULK_LIMIT)
    throw invalid(`Select at most ${BULK_LIMIT} users at a time`, 'user_ids');
  return ids;
}

export function bulkChangeRole(
  db: Database,
  actor: Actor & { userIds: readonly string[]; role: string },
): Promise<number> {
  const ids = distinctIds(actor.userIds);
  return db.tenantTransaction(actor.tenantId, async (tx) => {
    await authoriseActor(tx, actor);
    const roles = await listTenantRoles(tx, actor.tenantId);
    for (const userId of ids) {
      const change = { ...actor, userId };
      await applyRole(tx, change, await targetOf(tx, change), roles);
    }
    return ids.length;
  });
}

export function bulkRemoveMembers(
  db: Database,
  actor: Actor & { userIds: readonly string[]; deleteFiles: boolean },
): Promise<number> {
  const ids = distinctIds(actor.userIds);
  return db.tenantTransaction(actor.tenantId, async (tx) => {
    await authoriseActor(tx, actor);
    for (const userId of ids) {
      const change = { ...actor, userId };
      await applyRemoval(tx, change, await targetOf(tx, change));
    }
    return ids.length;
  });
}
