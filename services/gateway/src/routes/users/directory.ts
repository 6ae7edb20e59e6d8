/**
 * The CRM users list: tenancy's members joined with identity's names, emails and last sign-in
 * (each service owns its half), then searched, filtered, sorted and paged here, on the server.
 * Orders are total (ties broken by user id) so a page never repeats or skips anyone, and
 * "never signed in" sorts last whichever way last_active is sorted.
 */
import type { identityV1, tenancyV1 } from '@portico/proto';

export const SORT_FIELDS = ['name', 'email', 'role', 'last_active', 'created_at'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const STATUS_FILTERS = ['all', 'active', 'pending', 'suspended'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

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

export interface DirectoryQuery {
  search?: string;
  roles?: readonly string[];
  status?: StatusFilter;
  sort?: SortField;
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

export interface DirectoryPage {
  users: DirectoryUser[];
  total: number;
  page: number;
  page_size: number;
}

export function joinMembers(
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

const fold = (s: string) => s.toLowerCase();

function matches(user: DirectoryUser, q: DirectoryQuery): boolean {
  if (q.status && q.status !== 'all' && user.status !== q.status) return false;
  if (q.roles?.length && !q.roles.includes(user.role)) return false;
  const needle = fold(q.search?.trim() ?? '');
  if (!needle) return true;
  return [user.name, user.email, user.role, user.role_label].some((v) => fold(v).includes(needle));
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The list's order: the field asked for, then user id, so every order is total. */
export function compareUsers(sort: SortField, order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  return (a: DirectoryUser, b: DirectoryUser): number => {
    if (sort === 'last_active' && !a.last_active !== !b.last_active) {
      return a.last_active ? -1 : 1;
    }
    const key = (u: DirectoryUser) =>
      sort === 'created_at' || sort === 'last_active' ? u[sort] : fold(u[sort]);
    return sign * byText(key(a), key(b)) || byText(a.id, b.id);
  };
}

export function filterAndSort(users: readonly DirectoryUser[], q: DirectoryQuery) {
  const sort = q.sort ?? 'created_at';
  const order = q.order ?? (q.sort ? 'asc' : 'desc');
  return users.filter((u) => matches(u, q)).sort(compareUsers(sort, order));
}

export function pageOf(users: readonly DirectoryUser[], q: DirectoryQuery): DirectoryPage {
  const sorted = filterAndSort(users, q);
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = Math.max(1, q.page ?? 1);
  return {
    users: sorted.slice((page - 1) * pageSize, page * pageSize),
    total: sorted.length,
    page,
    page_size: pageSize,
  };
}
