import type { ApiClient } from '@portico/frontend-kit';

// The tenant area's reads; lists come back either bare or wrapped, depending on the endpoint.

export interface FileRow {
  id: string;
  title: string;
  created_at: string;
}

export interface TenantUser {
  id: string;
  email: string;
  name?: string | null;
  last_sign_in_at?: string | null;
}

export interface FormRow {
  id: string;
  title: string;
}

const list = <T>(answer: unknown, key: string): T[] =>
  Array.isArray(answer)
    ? (answer as T[])
    : (((answer as Record<string, unknown>)?.[key] as T[] | undefined) ?? []);

export const tenantApi = (api: ApiClient) => ({
  files: (limit: number) =>
    api.get<unknown>(`/api/files?limit=${limit}`).then((a) => list<FileRow>(a, 'files')),
  forms: (limit: number) =>
    api.get<unknown>(`/api/forms?limit=${limit}`).then((a) => list<FormRow>(a, 'forms')),
  recentUsers: () =>
    api.get<unknown>('/api/users/recent').then((a) => list<TenantUser>(a, 'users')),
});

/** '5s ago', '3 min ago', '2 hr ago', '4d ago' (spec part 1 §2 Recent Uploads). */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return `${seconds}s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)} hr ago`;
  return `${Math.floor(seconds / 86400)}d ago`;
}
