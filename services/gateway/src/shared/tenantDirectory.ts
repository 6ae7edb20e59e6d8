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
 * Every member of the request's tenant with their name, email and last sign-in. For the
 * tenant's admins and super admins it is held in the access cache (access/cache.ts): the CRM
 * list's searches, sorts and pages then cost the gateway alone; the public API's keys always
 * ask tenancy, which checks the key's owner itself.
 */
export function tenantDirectory(deps: GatewayDeps, req: Request): Promise<DirectoryUser[]> {
  const tenantId = req.tenant?.tenantId;
  const admin = req.tenant?.role === 'admin' || req.auth?.isSuperAdmin === true;
  if (!deps.accessCache || !tenantId || req.apiKey || !admin) return loadDirectory(deps, req);
  return deps.accessCache.getDirectory(
    tenantId,
    () => loadDirectory(deps, req),
    (users) => users.map((u) => u.id),
  );
}

async function loadDirectory(deps: GatewayDeps, req: Request): Promise<DirectoryUser[]> {
  const ctx = callContext(req);
  const [{ members }, config] = await Promise.all([
    deps.services.tenancy.ListMembers({}, ctx),
    deps.services.tenancy.GetTenantConfig({}, ctx),
  ]);
  const { users } = members.length
    ? await deps.services.identity.GetUsers({ user_ids: members.map((m) => m.user_id) }, ctx)
    : { users: [] };
  return joinMembers(members, users, config.role_labels);
}
