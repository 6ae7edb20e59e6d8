/** The user as callers see it: no password hash, times as ISO text. */
import type { UserRow } from '../store/users';
import { isSuperAdmin } from './globalRoles';

export interface PublicUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  linkedin: string;
  title: string;
  global_roles: string[];
  is_super_admin: boolean;
  created_at: string;
  last_sign_in_at: string;
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone ?? '',
    linkedin: row.linkedin ?? '',
    title: row.title ?? '',
    global_roles: row.global_roles,
    is_super_admin: isSuperAdmin(row.global_roles),
    created_at: row.created_at.toISOString(),
    last_sign_in_at: row.last_sign_in_at?.toISOString() ?? '',
  };
}
