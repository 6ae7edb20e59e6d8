/** Types and small rules the CRM users screen shares across its parts. */
import type { ApiAnswer, BadgeTone } from '@portico/frontend-kit';

export type UserRow = ApiAnswer<'get', '/api/users'>['users'][number];
export type TenantRoleRow = ApiAnswer<'get', '/api/tenant-roles'>['roles'][number];

export const SORTS = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'role', label: 'Role' },
  { key: 'last_active', label: 'Last active' },
  { key: 'created_at', label: 'Created' },
] as const;
export type SortKey = (typeof SORTS)[number]['key'];
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const STATUSES = ['all', 'active', 'pending', 'suspended'] as const;
export type StatusFilter = (typeof STATUSES)[number];

const TONES: readonly BadgeTone[] = ['blue', 'purple', 'green', 'gray', 'orange', 'red'];

/** The badge tone of a role: its tenant colour (one of the six), grey otherwise. */
export function roleTone(roles: readonly TenantRoleRow[] | undefined, key: string): BadgeTone {
  const color = roles?.find((r) => r.role_key === key)?.role_color;
  return (TONES as readonly string[]).includes(color ?? '') ? (color as BadgeTone) : 'gray';
}

/** The invite's default role (spec part 1 §5): the first tenant role, else role3. */
export function defaultInviteRole(roles: readonly TenantRoleRow[] | undefined): string {
  return roles?.find((r) => r.role_key !== 'admin')?.role_key ?? 'role3';
}

export const displayName = (u: Pick<UserRow, 'name' | 'email'>) => u.name || u.email;

export function showing(shown: number, total: number): string {
  return `Showing ${shown} of ${total} users`;
}

export function shortDate(iso: string): string {
  if (!iso) return 'Never';
  return new Date(iso).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}
