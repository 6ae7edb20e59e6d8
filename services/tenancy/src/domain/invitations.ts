/**
 * Invitations: a tenant admin invites an email with a role; the link carries a 256-bit token
 * of which only the hash is stored; it expires after 7 days, is bound to the invited email
 * and can be accepted once, also under two concurrent accepts.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  conflict,
  extendScope,
  forbidden,
  invalid,
  notFound,
  type Database,
  type Tx,
} from '@portico/kit';
import { publishAudit, publishMembershipEvent } from '../events/publish';
import { PLAN_ENTITLEMENTS, TENANT_TIERS, type TenantTier } from '@portico/rules';
import {
  countClientSeats,
  findInvitationByTokenHash,
  hasOpenInvitation,
  insertInvitation,
  markInvitationAccepted,
} from '../store/invitations';
import { findMembership, insertMembership } from '../store/memberships';
import { listTenantRoles } from '../store/tenantRoles';
import { findTenant } from '../store/tenants';
import { roleInMembership } from './access';
import { membershipRoleFor } from './roles';
import { refuseOverAdminSeats } from './seats';

/** A tenant's tier as a plan key of the shared rules (an unknown tier counts as starter). */
const tierOf = (tier: string): TenantTier =>
  (TENANT_TIERS as readonly string[]).includes(tier) ? (tier as TenantTier) : 'starter';

export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

export const INVITATION_MESSAGES = {
  adminsOnly: 'Only tenant admins can invite users',
  invalidEmail: 'Please enter a valid email address',
  invalidOrExpired: 'This invitation is invalid or has expired.',
  alreadyAccepted: 'This invitation has already been accepted.',
  otherEmail: 'This invitation was sent to a different email address.',
  alreadyMember: 'You are already a member of this workspace.',
  duplicate: 'An invitation has already been sent to this email address.',
  clientLimit: 'Your plan allows up to {n} clients. Upgrade your plan to invite more.',
} as const;

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A transaction that sees only the invitation whose token hash is given (its RLS policy). */
const invitationTransaction = <T>(db: Database, tokenHash: string, fn: (tx: Tx) => Promise<T>) =>
  db.scopedTransaction({ settings: { invitation_token: tokenHash } }, fn);

export interface InvitationView {
  id: string;
  tenant_id: string;
  tenant_name: string;
  email: string;
  role: string;
  role_key: string;
  expires_at: string;
  signup_url: string;
  /** The link went only by email, so using it proves the address. */
  proves_email: boolean;
}

export interface NewInvitation {
  email?: string;
  role?: string;
}

export interface InviterInput {
  tenantId: string;
  inviterId: string;
  impersonatorId?: string;
  inviterIsSuperAdmin: boolean;
  signupBaseUrl: string;
  /**
   * The caller shows the link to the inviter: it is answered, and holding it proves nothing
   * about the address (an account it makes confirms by email). Otherwise only the email has it.
   */
  showLink?: boolean;
  /** Provisioning a new workspace: its first person is invited as its owner (platform console). */
  grantsOwnership?: boolean;
  /** Synthetic traffic (load tests): the event says so and no email goes out. */
  synthetic?: boolean;
}

export async function createInvitation(
  db: Database,
  input: InviterInput & NewInvitation,
): Promise<InvitationView> {
  const [created] = await createInvitations(db, input, [{ email: input.email, role: input.role }]);
  return created!;
}

/**
 * Invites every email of the list in ONE transaction (the CSV import): the first refusal
 * (a malformed email, a duplicate, the plan's client limit, an unknown role) rolls back every
 * invitation and event before it, so an import is all or nothing even when a row turns bad
 * between the gateway's preview and the creation.
 */
export async function createInvitations(
  db: Database,
  input: InviterInput,
  list: NewInvitation[],
): Promise<InvitationView[]> {
  const emails = list.map((item) => item.email?.trim().toLowerCase() ?? '');
  for (const email of emails) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      throw invalid(INVITATION_MESSAGES.invalidEmail, 'email');
  }
  const tenant = await findTenant(db, input.tenantId);
  if (!tenant) throw notFound('Tenant not found', 'tenant_not_found');
  return db.tenantTransaction(input.tenantId, async (tx) => {
    // Re-checked here, not only at the gateway: only the tenant's admins (or a super admin) invite.
    const inviter = await findMembership(tx, input.tenantId, input.inviterId);
    const inviterIsAdmin = inviter?.status === 'active' && roleInMembership(inviter) === 'admin';
    if (!inviterIsAdmin && !input.inviterIsSuperAdmin)
      throw forbidden(INVITATION_MESSAGES.adminsOnly);
    const roles = await listTenantRoles(tx, input.tenantId);
    const created: InvitationView[] = [];
    for (const [i, email] of emails.entries()) {
      created.push(await inviteOne(tx, input, tenant, roles, email, list[i]!.role));
    }
    return created;
  });
}

async function inviteOne(
  tx: Tx,
  input: InviterInput,
  tenant: { name: string; tier: string; logo_url: string | null },
  roles: Awaited<ReturnType<typeof listTenantRoles>>,
  email: string,
  role: string | undefined,
): Promise<InvitationView> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_SECONDS * 1000);
  const url = new URL(input.signupBaseUrl);
  url.searchParams.set('invite', token);
  url.searchParams.set('member', 'true');
  const { tenantRole, roleKey } = membershipRoleFor(role, roles, {
    ownerAllowed: input.grantsOwnership === true,
  });
  if (await hasOpenInvitation(tx, input.tenantId, email, now))
    throw conflict(INVITATION_MESSAGES.duplicate, 'duplicate_invitation');
  if (tenantRole !== 'member') await refuseOverAdminSeats(tx, input.tenantId, now);
  // The plan's client limit (shared plan rules) counts members and open invitations.
  const limit = PLAN_ENTITLEMENTS[tierOf(tenant.tier)].clientLimit;
  if (tenantRole === 'member' && limit !== 'unlimited') {
    if ((await countClientSeats(tx, input.tenantId, now)) >= limit)
      throw forbidden(
        INVITATION_MESSAGES.clientLimit.replace('{n}', String(limit)),
        'client_limit',
      );
  }
  const id = randomUUID();
  await insertInvitation(tx, {
    id,
    tenantId: input.tenantId,
    email,
    tenantRole,
    roleKey,
    tokenHash: hashToken(token),
    invitedBy: input.inviterId,
    expiresAt,
    linkShown: input.showLink === true,
  });
  await publishMembershipEvent(tx, 'invited', {
    tenant_id: input.tenantId,
    synthetic: input.synthetic === true,
    invited: {
      invitation_id: id,
      email,
      role: roleKey,
      invite_url: url.toString(),
      tenant_name: tenant.name,
      tenant_logo_url: tenant.logo_url ?? '',
      expires_at: expiresAt.toISOString(),
      invited_by: input.inviterId,
    },
  });
  await publishAudit(tx, {
    actorUserId: input.inviterId,
    impersonatorUserId: input.impersonatorId,
    action: 'membership.invited',
    entityType: 'invitation',
    entityId: id,
    tenantId: input.tenantId,
    details: { email, role: roleKey, tenant_role: tenantRole },
    at: now,
  });
  return {
    id,
    tenant_id: input.tenantId,
    tenant_name: tenant.name,
    email,
    role: tenantRole,
    role_key: roleKey,
    expires_at: expiresAt.toISOString(),
    signup_url: url.toString(),
    proves_email: input.showLink !== true,
  };
}

/** What sign-up shows (and checks) before creating the account of an invited member. */
export async function peekInvitation(db: Database, token: string): Promise<InvitationView> {
  const invitation = await invitationTransaction(db, hashToken(token), (tx) =>
    findInvitationByTokenHash(tx, hashToken(token)),
  );
  if (!invitation || invitation.expires_at <= new Date()) {
    throw notFound(INVITATION_MESSAGES.invalidOrExpired, 'invitation_invalid');
  }
  if (invitation.accepted_at)
    throw conflict(INVITATION_MESSAGES.alreadyAccepted, 'invitation_used');
  const tenant = await findTenant(db, invitation.tenant_id);
  return {
    id: invitation.id,
    tenant_id: invitation.tenant_id,
    tenant_name: tenant?.name ?? 'Unknown Tenant',
    email: invitation.email,
    role: invitation.tenant_role,
    role_key: invitation.role_key,
    expires_at: invitation.expires_at.toISOString(),
    signup_url: '',
    proves_email: !invitation.link_shown,
  };
}

export async function acceptInvitation(
  db: Database,
  input: { token: string; userId: string; email: string },
): Promise<{ tenant_id: string; role: string; role_key: string; proves_email: boolean }> {
  const tokenHash = hashToken(input.token ?? '');
  const now = new Date();
  return invitationTransaction(db, tokenHash, async (tx) => {
    const invitation = await findInvitationByTokenHash(tx, tokenHash);
    if (!invitation || invitation.expires_at <= now) {
      throw notFound(INVITATION_MESSAGES.invalidOrExpired, 'invitation_invalid');
    }
    if (invitation.accepted_at)
      throw conflict(INVITATION_MESSAGES.alreadyAccepted, 'invitation_used');
    if (invitation.email.toLowerCase() !== input.email.trim().toLowerCase()) {
      throw forbidden(INVITATION_MESSAGES.otherEmail, 'invitation_email_mismatch');
    }
    await extendScope(db, tx, { tenantId: invitation.tenant_id });
    // Its seat was held while the invitation was open; the plan may have lost seats since.
    if (invitation.tenant_role !== 'member')
      await refuseOverAdminSeats(tx, invitation.tenant_id, now, { invitations: false });
    if (!(await markInvitationAccepted(tx, invitation.id, input.userId, now))) {
      throw conflict(INVITATION_MESSAGES.alreadyAccepted, 'invitation_used');
    }
    const added = await insertMembership(tx, {
      tenantId: invitation.tenant_id,
      userId: input.userId,
      tenantRole: invitation.tenant_role,
      roleKey: invitation.role_key,
      status: 'active',
    });
    if (!added) throw conflict(INVITATION_MESSAGES.alreadyMember, 'already_member');
    await publishMembershipEvent(tx, 'accepted', {
      tenant_id: invitation.tenant_id,
      user_id: input.userId,
      accepted: {
        invitation_id: invitation.id,
        email: invitation.email,
        role: invitation.role_key,
      },
    });
    await publishAudit(tx, {
      actorUserId: input.userId,
      action: 'membership.accepted',
      entityType: 'invitation',
      entityId: invitation.id,
      tenantId: invitation.tenant_id,
      at: now,
    });
    return {
      tenant_id: invitation.tenant_id,
      role: invitation.tenant_role,
      role_key: invitation.role_key,
      proves_email: !invitation.link_shown,
    };
  });
}
