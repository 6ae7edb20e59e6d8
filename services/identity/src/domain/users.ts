/** The user as callers see it (no password hash, times as ISO text), and who is calling. */
import { notFound, type Queryable } from '@portico/kit';
import { findUserByEmail, findUserById, findUsersByIds, type UserRow } from '../store/users';
import { isSuperAdmin } from './globalRoles';
import { MESSAGES } from './messages';

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
  email_verified: boolean;
  disabled: boolean;
  two_factor_enabled: boolean;
  profile_color: string;
  locale: string;
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
    email_verified: row.email_verified_at !== null && row.email_verified_at !== undefined,
    disabled: Boolean(row.disabled_at),
    two_factor_enabled: row.two_factor_enabled === true,
    profile_color: row.profile_color ?? '',
    locale: row.locale ?? '',
  };
}

/** Who is calling, from call metadata. */
export interface Caller {
  userId: string;
  impersonatorId?: string;
  /** The session the call was made with (a password change keeps it signed in). */
  sessionId?: string;
}

export async function requireUser(tx: Queryable, id: string): Promise<UserRow> {
  const user = await findUserById(tx, id);
  if (!user) throw notFound(MESSAGES.userNotFound, 'user_not_found');
  return user;
}

/** Users by id as other services see them; ids of no user are left out. */
export async function findPublicUsers(db: Queryable, ids: string[]): Promise<PublicUser[]> {
  return (await findUsersByIds(db, ids)).map(toPublicUser);
}

export async function findPublicUserByEmail(db: Queryable, email: string): Promise<PublicUser> {
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound(MESSAGES.userNotFound, 'user_not_found');
  return toPublicUser(user);
}
