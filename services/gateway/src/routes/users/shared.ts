/** What the users routes share: the member directory of the request's tenant, and the schema of a row. */
import type { Request } from 'express';
import { z } from 'zod';
import { callContext } from '../../auth/principal';
import type { GatewayDeps } from '../deps';
import { joinMembers, type DirectoryUser } from './directory';

export const UserRowSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    role: z.string().describe('The role key in the tenant (super search: super_admin or user)'),
    role_label: z.string(),
    tenant_role: z.string().describe('owner, admin or member'),
    status: z.string().describe('active, pending or suspended'),
    created_at: z.string(),
    last_active: z.string().describe('Last sign-in (ISO 8601); empty when never signed in'),
    profile_color: z
      .string()
      .describe('Your Profile colour for the avatar: one of the six, empty until chosen'),
  })
  .meta({ id: 'TenantUser' });

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
