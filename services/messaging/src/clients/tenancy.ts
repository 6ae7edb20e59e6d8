/**
 * Tenancy's member directory, asked with the services' token (no caller behind the call):
 * ListTenantMembers for participants, role holders and email recipients, ListTenantAdmins for
 * the admins who hear about a client's conversation no one on the team has joined yet.
 */
import { createGrpcClient } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import type { Directory, Member } from '../domain/deps';

export function tenancyDirectory(address: string, deadlineMs = 5000): Directory {
  const tenancy = createGrpcClient(loadServiceDefinition('tenancy').Client, address, {
    deadlineMs,
  });
  const toMember = (m: { user_id: string; effective_role: string; role_key: string }): Member => ({
    userId: m.user_id,
    effectiveRole: m.effective_role,
    roleKey: m.role_key,
  });
  return {
    async members(tenantId, userIds) {
      if (userIds.length === 0) return [];
      const { members } = await tenancy.ListTenantMembers(
        { tenant_id: tenantId, user_ids: [...userIds], role_key: '' },
        {},
      );
      return members.map(toMember);
    },
    async withRole(tenantId, roleKey) {
      const { members } = await tenancy.ListTenantMembers(
        { tenant_id: tenantId, user_ids: [], role_key: roleKey },
        {},
      );
      return members.map(toMember);
    },
    async admins(tenantId) {
      const { user_ids } = await tenancy.ListTenantAdmins({ tenant_id: tenantId }, {});
      return user_ids;
    },
  };
}
