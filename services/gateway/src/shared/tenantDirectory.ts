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
    };
  });
}

/** Every member of the request's tenant with their name, email and last sign-in. */
export async function tenantDirectory(deps: GatewayDeps, req: Request): Promise<DirectoryUser[]> {
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
