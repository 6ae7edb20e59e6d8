/**
 * The tenant's member directory, for the users screens and the public API: tenancy's members
 * joined with identity's names, emails and last sign-in (each service owns its half).
 */
import type { Request } from 'express';
import type { identityV1, tenancyV1 } from '@portico/proto';
import { callContext } from '../auth/principal';
import type { GatewayDeps } from '../deps';

export interface DirectoryUser {
  id: string;
  email: string;
  name: string;
  first_name: string;
  last_name: string;
  /** The member's role key in the tenant (admin, role1, ...). */
  role: string;
  role_label: string;
  /** owner, admin or member. */
  tenant_role: string;
  status: string;
  created_at: string;
  /** The last sign-in, ISO 8601; empty when they never signed in. */
  last_active: string;
  /** Your Profile colour (avatar); empty until chosen. */
  profile_color: string;
  /** An invited person's (status invited): when the invitation expires. */
  invitation_expires_at?: string;
  /** The member proved their address (identity's email_verified). */
  email_confirmed: boolean;
}

function joinMembers(
  members: readonly tenancyV1.Member__Output[],
  users: readonly identityV1.User__Output[],
  labels: Readonly<Record<string, string>>,
): DirectoryUser[] {
  const byId = new Map(users.map((u) => [u.id, u]));
  return members.map((m) => {
    const user = byId.get(m.user_id);
    const first = user?.first_name ?? '';
    const last = user?.last_name ?? '';
    return {
      id: m.user_id,
      email: user?.email ?? '',
      name: `${first} ${last}`.trim(),
      first_name: first,
      last_name: last,
      role: m.role_key,
      role_label: labels[m.role_key] ?? m.role_key,
      tenant_role: m.role,
      status: m.status,
      created_at: m.created_at,
      last_active: user?.last_sign_in_at ?? '',
      profile_color: user?.profile_color ?? '',
      email_confirmed: user?.email_verified === true,
    };
  });
}

/**
 * The tenant's people as the CRM lists them: every member with their name, email and last
 * sign-in, then the people invited who have not joined yet. For the tenant's admins and super
 * admins both are held together in the access cache (access/cache.ts), so the CRM list's
 * searches, sorts and pages cost the gateway alone; an invitation made or revoked forgets the
 * tenant's entry as a membership change does (access/clients.ts, access/events.ts).
 */
export function tenantPeople(deps: GatewayDeps, req: Request): Promise<DirectoryUser[]> {
  const held = heldFor(deps, req);
  if (!held) return loadPeople(deps, req, { invited: true });
  return held.cache.getDirectory(
    held.tenantId,
    () => loadPeople(deps, req, { invited: true }),
    (people) => people.filter(isMember).map((person) => person.id),
  );
}

/**
 * Every member of the request's tenant with their name, email and last sign-in: the held
 * people without the invited for the tenant's admins and super admins; the public API's keys
 * always ask tenancy, which checks the key's owner itself.
 */
export async function tenantDirectory(deps: GatewayDeps, req: Request): Promise<DirectoryUser[]> {
  if (!heldFor(deps, req)) return loadPeople(deps, req, { invited: false });
  return (await tenantPeople(deps, req)).filter(isMember);
}

const isMember = (person: DirectoryUser) => person.status !== INVITED;

/** The cache and the tenant whose people it holds for this request, if it may. */
function heldFor(deps: GatewayDeps, req: Request) {
  const cache = deps.accessCache;
  const tenantId = req.tenant?.tenantId;
  const admin = req.tenant?.role === 'admin' || req.auth?.isSuperAdmin === true;
  return cache && tenantId && !req.apiKey && admin ? { cache, tenantId } : undefined;
}

async function loadPeople(
  deps: GatewayDeps,
  req: Request,
  { invited }: { invited: boolean },
): Promise<DirectoryUser[]> {
  const ctx = callContext(req);
  const [{ members }, { invitations }, config] = await Promise.all([
    deps.services.tenancy.ListMembers({}, ctx),
    invited ? deps.services.tenancy.ListOpenInvitations({}, ctx) : { invitations: [] },
    deps.services.tenancy.GetTenantConfig({}, ctx),
  ]);
  const { users } = members.length
    ? await deps.services.identity.GetUsers({ user_ids: members.map((m) => m.user_id) }, ctx)
    : { users: [] };
  return [
    ...joinMembers(members, users, config.role_labels),
    ...invitations.map((invitation) => invitedPerson(invitation, config.role_labels)),
  ];
}

const INVITED = 'invited';

/**
 * Someone invited who has not joined yet, as a row of the same list (status invited; the id is
 * the invitation's, the role labelled as the members' are).
 */
function invitedPerson(
  invitation: tenancyV1.OpenInvitation__Output,
  labels: Readonly<Record<string, string>>,
): DirectoryUser {
  return {
    id: invitation.id,
    email: invitation.email,
    name: '',
    first_name: '',
    last_name: '',
    role: invitation.role_key,
    role_label: labels[invitation.role_key] ?? invitation.role_key,
    tenant_role: invitation.role,
    status: INVITED,
    created_at: invitation.created_at,
    last_active: '',
    profile_color: '',
    // Not a member yet: the address is proved when they accept (the CRM marks members only).
    email_confirmed: false,
    invitation_expires_at: invitation.expires_at,
  };
}
