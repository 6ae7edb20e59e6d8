/**
 * The CRM users list: the tenant's directory (shared/tenantDirectory.ts) searched, filtered,
 * sorted and paged here, on the server.
 * Orders are total (ties broken by user id) so a page never repeats or skips anyone, and
 * "never signed in" sorts last whichever way last_active is sorted.
 */
import type { DirectoryUser } from '../../shared/tenantDirectory';

export const SORT_FIELDS = ['name', 'email', 'role', 'last_active', 'created_at'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const STATUS_FILTERS = ['all', 'active', 'pending', 'suspended'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

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
