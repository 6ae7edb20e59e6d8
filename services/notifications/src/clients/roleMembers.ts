/**
 * Who "Email the recipient" reaches when a file is shared with a role: every active member
 * holding it (tenancy's service-only ListTenantMembers; `all` is every role of the tenant),
 * with their addresses from identity's GetUsers. At most MAX_ROLE_RECIPIENTS per file: the
 * emails then leave one by one through the email queue.
 */
import { createGrpcClient } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';

export const MAX_ROLE_RECIPIENTS = 1000;

export interface RoleMember {
  userId: string;
  email: string;
  roleKey: string;
}

export type RoleMembers = (tenantId: string, roleKeys: readonly string[]) => Promise<RoleMember[]>;

export function roleMembers(options: {
  tenancyAddr?: string;
  identityAddr?: string;
}): RoleMembers | undefined {
  const { tenancyAddr, identityAddr } = options;
  if (!tenancyAddr || !identityAddr) return undefined;
  const tenancy = createGrpcClient(loadServiceDefinition('tenancy').Client, tenancyAddr, {
    deadlineMs: 10_000,
  });
  const identity = createGrpcClient(loadServiceDefinition('identity').Client, identityAddr, {
    deadlineMs: 10_000,
  });
  return async (tenantId, roleKeys) => {
    const keys = roleKeys.includes('all')
      ? Object.keys((await tenancy.GetEmailBrand({ tenant_id: tenantId }, {})).role_labels)
      : [...new Set(roleKeys)];
    const holders = new Map<string, string>();
    for (const key of keys) {
      const { members } = await tenancy.ListTenantMembers(
        { tenant_id: tenantId, role_key: key },
        {},
      );
      for (const member of members)
        if (!holders.has(member.user_id)) holders.set(member.user_id, member.role_key);
    }
    const ids = [...holders.keys()].slice(0, MAX_ROLE_RECIPIENTS);
    if (ids.length === 0) return [];
    const { users } = await identity.GetUsers({ user_ids: ids }, {});
    return users
      .filter((user) => user.email && !user.disabled)
      .map((user) => ({ userId: user.id, email: user.email, roleKey: holders.get(user.id) ?? '' }));
  };
}
