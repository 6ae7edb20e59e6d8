/**
 * The member directory other services read with a service token (no caller behind the call):
 * which of some users are active members of a tenant, or who holds a role key, each with the
 * effective role (docs/product.md §4). Messaging checks participants and email recipients with it.
 */
import { invalid, type Database } from '@portico/kit';
import { listActiveMembers } from '../store/memberships';
import { roleInMembership } from './access';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_USER_IDS = 1000;

export interface DirectoryMember {
  user_id: string;
  effective_role: string;
  role_key: string;
}

export async function activeTenantMembers(
  db: Database,
  request: { tenantId: string; userIds: readonly string[]; roleKey: string },
): Promise<DirectoryMember[]> {
  if (!UUID.test(request.tenantId)) throw invalid('Tenant not found', 'tenant_id');
  const roleKey = request.roleKey.trim();
  if (request.userIds.length === 0 && !roleKey)
    throw invalid('Name the users or a role key', 'user_ids');
  if (request.userIds.length > MAX_USER_IDS)
    throw invalid(`At most ${MAX_USER_IDS} users at a time`, 'user_ids');
  // Ids that are not UUIDs belong to nobody; they are left out rather than failing the query.
  const userIds = request.userIds.length > 0 ? request.userIds.filter((id) => UUID.test(id)) : null;
  if (userIds && userIds.length === 0) return [];
  const rows = await db.tenantTransaction(request.tenantId, (tx) =>
    listActiveMembers(tx, request.tenantId, {
      ...(userIds ? { userIds } : {}),
      ...(roleKey ? { roleKey } : {}),
    }),
  );
  return rows.map((row) => ({
    user_id: row.user_id,
    effective_role: roleInMembership(row),
    role_key: row.role_key,
  }));
}
