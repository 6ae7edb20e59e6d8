/** Types and small rules the CRM users screen shares across its parts. */
import type { ApiAnswer, BadgeTone } from '@portico/frontend-kit';
import { defineMessages, type Intl } from '../../i18n';

export type UserRow = ApiAnswer<'get', '/api/users'>['users'][number];
export type TenantRoleRow = ApiAnswer<'get', '/api/tenant-roles'>['roles'][number];

const COLUMNS = defineMessages({
  name: { id: 'users.col.name' },
  email: { id: 'users.col.email' },
  role: { id: 'users.col.role' },
  last_active: { id: 'users.col.lastActive' },
  created_at: { id: 'users.col.created' },
});

/** The sortable columns, in order, with their headers' messages. */
export const SORTS = (['name', 'email', 'role', 'last_active', 'created_at'] as const).map(
  (key) => ({ key, label: COLUMNS[key] }),
);
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

/** The invite's default role (docs/product.md §5): the first tenant role, else role3. */
export function defaultInviteRole(roles: readonly TenantRoleRow[] | undefined): string {
  return roles?.find((r) => r.role_key !== 'admin')?.role_key ?? 'role3';
}

export const displayName = (u: Pick<UserRow, 'name' | 'email'>) => u.name || u.email;

export function showing(intl: Intl, shown: number, total: number): string {
  return intl.formatMessage({ id: 'users.showing' }, { shown, total });
}

export function shortDate(intl: Intl, iso: string): string {
  if (!iso) return intl.formatMessage({ id: 'users.never' });
  return intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' });
}
