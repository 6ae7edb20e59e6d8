/**
 * The platform side of tenancy (docs/product.md §2 Tenants & Domains, Super User Management): super
 * admins list every tenant, open one, suspend or reactivate it, see its members, and invite
 * people to an existing tenant or to a new one as its owner. Only super admins get here: the
 * gateway's rule says so and every function below checks again.
 */
import { randomUUID } from 'node:crypto';
import { conflict, forbidden, invalid, notFound, type Database, type Tx } from '@portico/kit';
import { TENANT_TIERS } from '@portico/rules';
import { publishAudit, publishTenantEvent } from '../events/publish';
import { listDomains } from '../store/domains';
import {
  findPlatformTenant,
  findTenantBrand,
  listOpenInvitations,
  listPlatformTenants,
  updateTenantStatus,
  type PlatformTenantRow,
} from '../store/platformTenants';
import { listMembershipsOfTenant, listWorkspacesOfUsers } from '../store/memberships';
import { insertTenantRoles } from '../store/tenantRoles';
import { insertTenant } from '../store/tenants';
import { txtName, txtValue } from './domains';
import { OWNER_NOT_GRANTED } from './roles';
import { createInvitation, type InvitationView } from './invitations';
import { DEFAULT_TENANT_ROLES } from './roles';

export const PLATFORM_MESSAGES = {
  superAdminsOnly: 'Only platform super admins can do this',
  tenantNotFound: 'Tenant not found',
  status: 'Status must be active or suspended',
  tenantName: 'Tenant name is required',
  tier: 'Tier must be starter, pro or advanced',
  seats: 'Seats must be a whole number of at least 1',
  slug: 'The slug must be 2 to 63 lowercase letters, digits or hyphens',
  slugTaken: 'That slug is already taken',
  role: 'Role must be owner, admin or member',
  userIds: 'Give between 1 and 100 user ids',
  userId: 'A user id is not valid',
} as const;

export const PAGE_SIZE_MAX = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PlatformActor {
  actorId: string;
  impersonatorId?: string;
  isSuperAdmin: boolean;
}

export interface PlatformTenantView {
  id: string;
  name: string;
  slug: string;
  domain: string;
  tier: string;
  status: string;
  seats_used: number;
  seats_total: number;
  members_count: number;
  created_at: string;
}

function assertSuperAdmin(actor: PlatformActor): void {
  // An impersonation session acts as the target, never as the platform.
  if (!actor.isSuperAdmin || actor.impersonatorId)
    throw forbidden(PLATFORM_MESSAGES.superAdminsOnly);
}

/** The slug rule of docs/product.md §5: lowercase, non-alphanumerics to hyphen, trimmed hyphens. */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A read across tenants: members, invitations and domains of every tenant (migration 0005). */
const platformRead = <T>(db: Database, fn: (tx: Tx) => Promise<T>) =>
  db.scopedTransaction({ settings: { platform_reader: 'super_admin' } }, fn);

const toView = (row: PlatformTenantRow): PlatformTenantView => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  domain: row.domain ?? '',
  tier: row.tier,
  status: row.status,
  seats_used: row.seats_used,
  seats_total: row.seats,
  members_count: row.members_count,
  created_at: row.created_at.toISOString(),
});

export async function listTenants(
  db: Database,
  actor: PlatformActor,
  filter: {
    q?: string;
    tier?: string;
    status?: string;
    hasCustomDomain?: boolean;
    page?: number;
    pageSize?: number;
  },
): Promise<{ items: PlatformTenantView[]; total: number }> {
  assertSuperAdmin(actor);
  const pageSize = Math.min(Math.max(filter.pageSize || 25, 1), PAGE_SIZE_MAX);
  const page = Math.max(filter.page || 1, 1);
  const { rows, total } = await platformRead(db, (tx) =>
    listPlatformTenants(tx, {
      q: filter.q?.trim() ?? '',
      tier: filter.tier ?? '',
      status: filter.status ?? '',
      hasCustomDomain: filter.hasCustomDomain === true,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }),
  );
  return { items: rows.map(toView), total };
}

async function tenantOrNotFound(tx: Tx, id: string): Promise<PlatformTenantRow> {
  const row = UUID.test(id) ? await findPlatformTenant(tx, id) : null;
  if (!row) throw notFound(PLATFORM_MESSAGES.tenantNotFound, 'tenant_not_found');
  return row;
}

export async function getTenant(db: Database, actor: PlatformActor, id: string) {
  assertSuperAdmin(actor);
  return platformRead(db, async (tx) => {
    const row = await tenantOrNotFound(tx, id);
    const b = await findTenantBrand(tx, id);
    const domains = await listDomains(tx, id);
    return {
      tenant: toView(row),
      domains: domains.map((d) => ({
        id: d.id,
        domain: d.domain,
        type: 'custom',
        status: d.status,
        ssl_status: d.ssl_status,
        verified_at: d.verified_at?.toISOString() ?? '',
        created_at: d.created_at.toISOString(),
        txt_name: txtName(d.domain),
        txt_value: txtValue(d.verification_token),
      })),
      support_email: b?.support_email ?? '',
      logo_url: b?.logo_url ?? '',
      brand_color: b?.brand_color ?? '',
      favicon_url: b?.favicon_url ?? '',
    };
  });
}

/**
 * Suspends or reactivates a tenant. The tenant event makes every gateway forget its cached
 * access answers, and tenancy refuses a suspended tenant's members (domain/access.ts), so the
 * next request of any member is refused.
 */
export async function setTenantStatus(
  db: Database,
  actor: PlatformActor,
  input: { tenantId: string; status: string; reason?: string },
): Promise<PlatformTenantView> {
  assertSuperAdmin(actor);
  if (input.status !== 'active' && input.status !== 'suspended')
    throw invalid(PLATFORM_MESSAGES.status, 'status');
  if (!UUID.test(input.tenantId))
    throw notFound(PLATFORM_MESSAGES.tenantNotFound, 'tenant_not_found');
  return db.tenantTransaction(input.tenantId, async (tx) => {
    const before = await updateTenantStatus(tx, input.tenantId, input.status);
    if (before === null) throw notFound(PLATFORM_MESSAGES.tenantNotFound, 'tenant_not_found');
    if (before !== input.status) {
      await publishTenantEvent(tx, 'status_changed', {
        tenant_id: input.tenantId,
        status_changed: {
          old_status: before,
          new_status: input.status,
          changed_by: actor.actorId,
        },
      });
      await publishAudit(tx, {
        actorUserId: actor.actorId,
        action: input.status === 'suspended' ? 'tenant.suspended' : 'tenant.activated',
        entityType: 'tenant',
        entityId: input.tenantId,
        tenantId: input.tenantId,
        reason: input.reason?.trim() || undefined,
        details: { old_status: before, new_status: input.status },
        at: new Date(),
      });
    }
    return toView(await tenantOrNotFound(tx, input.tenantId));
  });
}

export async function listTenantMembers(db: Database, actor: PlatformActor, tenantId: string) {
  assertSuperAdmin(actor);
  return platformRead(db, async (tx) => {
    await tenantOrNotFound(tx, tenantId);
    const members = await listMembershipsOfTenant(tx, tenantId);
    const invitations = await listOpenInvitations(tx, tenantId, new Date());
    return {
      members: members.map((m) => ({
        user_id: m.user_id,
        role: m.tenant_role,
        role_key: m.role_key,
        status: m.status,
        created_at: m.created_at.toISOString(),
      })),
      invitations: invitations.map((i) => ({
        id: i.id,
        tenant_id: i.tenant_id,
        tenant_name: '',
        email: i.email,
        role: i.tenant_role,
        role_key: i.role_key,
        expires_at: i.expires_at.toISOString(),
        signup_url: '',
      })),
    };
  });
}

/**
 * Where each of the people a console search found belongs: their workspaces, and the role they
 * hold in each by that tenant's own label, so the console names them as the tenant does.
 */
export async function listUsersWorkspaces(
  db: Database,
  actor: PlatformActor,
  userIds: readonly string[],
) {
  assertSuperAdmin(actor);
  if (userIds.length === 0 || userIds.length > PAGE_SIZE_MAX)
    throw invalid(PLATFORM_MESSAGES.userIds, 'user_ids');
  if (!userIds.every((id) => UUID.test(id))) throw invalid(PLATFORM_MESSAGES.userId, 'user_ids');
  const rows = await platformRead(db, (tx) => listWorkspacesOfUsers(tx, userIds));
  return {
    workspaces: rows.map((row) => ({
      user_id: row.user_id,
      tenant_id: row.tenant_id,
      tenant_name: row.tenant_name,
      role_key: row.role_key,
      role_label: row.role_label ?? row.role_key,
      status: row.status,
    })),
  };
}

export interface NewTenantInput {
  name: string;
  slug: string;
  tier: string;
  seatsTotal: number;
}

/**
 * Creates a tenant with no members yet and its default roles; its first owner joins through
 * the invitation made next. The tenant event carries bypass_billing for billing.
 */
async function createTenant(
  db: Database,
  actor: PlatformActor,
  t: NewTenantInput,
  ownerEmail: string,
  bypassBilling: boolean,
): Promise<string> {
  const name = t.name.trim();
  if (!name) throw invalid(PLATFORM_MESSAGES.tenantName, 'name');
  if (!(TENANT_TIERS as readonly string[]).includes(t.tier))
    throw invalid(PLATFORM_MESSAGES.tier, 'tier');
  const requestedSeats = t.seatsTotal || 3;
  if (!Number.isInteger(requestedSeats) || requestedSeats < 1)
    throw invalid(PLATFORM_MESSAGES.seats, 'seats');
  // A plan needs its payment: only Bypass Billing grants the tier outright. Otherwise the
  // workspace starts on starter (one seat) and its owner buys the plan from Billing.
  const tier = bypassBilling ? t.tier : 'starter';
  const seats = bypassBilling ? requestedSeats : 1;
  // The slug is derived from the name (the form shows it read-only); a sent one must agree.
  const slug = slugOf(t.slug || name);
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])$/.test(slug))
    throw invalid(PLATFORM_MESSAGES.slug, 'slug');
  const tenantId = randomUUID();
  await db.tenantTransaction(tenantId, async (tx) => {
    const created = await insertTenant(tx, {
      id: tenantId,
      name,
      slug,
      tier,
      seats,
      brandColor: null,
      logoUrl: null,
      customDomain: null,
      supportEmail: null,
      features: {},
      createdBy: actor.actorId,
    });
    if (!created) throw conflict(PLATFORM_MESSAGES.slugTaken, 'slug_taken');
    await insertTenantRoles(tx, tenantId, DEFAULT_TENANT_ROLES);
    await publishTenantEvent(tx, 'created', {
      tenant_id: tenantId,
      created: {
        name,
        slug,
        tier,
        seats_total: seats,
        owner_user_id: '',
        owner_email: ownerEmail,
        bypass_billing: bypassBilling,
      },
    });
    await publishAudit(tx, {
      actorUserId: actor.actorId,
      action: 'tenant.created',
      entityType: 'tenant',
      entityId: tenantId,
      tenantId,
      details: { name, slug, tier, seats_total: seats, bypass_billing: bypassBilling },
      at: new Date(),
    });
  });
  return tenantId;
}

/**
 * The console's Invite User (docs/product.md §3 invitation request): to an existing tenant with a
 * role, or a new tenant whose first admin is invited as its owner. The invitation email goes
 * out from the membership event, as for a tenant admin's invitation.
 */
export async function createPlatformInvitation(
  db: Database,
  actor: PlatformActor,
  input: {
    tenantId: string;
    email: string;
    role: string;
    signupBaseUrl: string;
    newTenant?: NewTenantInput;
    bypassBilling: boolean;
  },
): Promise<InvitationView> {
  assertSuperAdmin(actor);
  const email = input.email.trim().toLowerCase();
  let tenantId = input.tenantId;
  let role = input.role;
  if (input.newTenant) {
    // Checked before the tenant exists, so a bad email leaves no empty tenant behind.
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      throw invalid('Please enter a valid email address', 'email');
    tenantId = await createTenant(db, actor, input.newTenant, email, input.bypassBilling);
    role = 'owner';
  } else {
    if (!['admin', 'member'].includes(role))
      throw invalid(role === 'owner' ? OWNER_NOT_GRANTED : PLATFORM_MESSAGES.role, 'role');
    if (!UUID.test(tenantId)) throw notFound(PLATFORM_MESSAGES.tenantNotFound, 'tenant_not_found');
  }
  return createInvitation(db, {
    tenantId,
    inviterId: actor.actorId,
    inviterIsSuperAdmin: true,
    email,
    role,
    signupBaseUrl: input.signupBaseUrl,
    // The console shows the link ("Share this link"): it proves no address.
    showLink: true,
    // Only a new workspace's first person is invited as its owner (provisioning).
    grantsOwnership: Boolean(input.newTenant),
  });
}
