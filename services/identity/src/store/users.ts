/** SQL for users and their global roles. */
import type { Queryable } from '@portico/kit';

export interface UserRow {
  id: string;
  email: string;
  phone: string | null;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  title: string | null;
  linkedin: string | null;
  created_at: Date;
  last_sign_in_at: Date | null;
  email_verified_at: Date | null;
  /** Set while a super admin has the account disabled (migration 0004). */
  disabled_at?: Date | null;
  global_roles: string[];
  /** Two-factor sign-in is on (migration 0005: a confirmed TOTP secret). */
  two_factor_enabled?: boolean;
  /** Your Profile's colour (migration 0007); null until chosen. */
  profile_color?: string | null;
  /** The language the person chose (migration 0010); null until chosen. */
  locale?: string | null;
}

/** A `UserRow`'s columns of the user `u` (for statements that join users to other rows). */
export const USER_COLUMNS = `u.*,
  COALESCE(ARRAY(SELECT role FROM global_roles g WHERE g.user_id = u.id ORDER BY role), '{}') AS global_roles,
  EXISTS (SELECT 1 FROM two_factor t WHERE t.user_id = u.id AND t.enabled_at IS NOT NULL) AS two_factor_enabled`;

const SELECT_USER = `SELECT ${USER_COLUMNS} FROM users u`;

export interface NewUser {
  id: string;
  email: string;
  phone: string | null;
  /** Null for an account made by signing in with a provider: no password until one is set. */
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  title: string | null;
  /** The language they read (en or es); null: none chosen. */
  locale?: string | null;
}

/** Inserts a user; answers false when the email is taken (any case). */
export async function insertUser(db: Queryable, user: NewUser): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO users (id, email, phone, password_hash, first_name, last_name, title, locale)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT ((lower(email))) DO NOTHING`,
    [
      user.id,
      user.email,
      user.phone,
      user.passwordHash,
      user.firstName,
      user.lastName,
      user.title,
      user.locale ?? null,
    ],
  );
  return rowCount === 1;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`${SELECT_USER} WHERE u.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findUsersByIds(db: Queryable, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<UserRow>(`${SELECT_USER} WHERE u.id = ANY($1::uuid[])`, [ids]);
  return rows;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`${SELECT_USER} WHERE lower(u.email) = lower($1)`, [
    email.trim(),
  ]);
  return rows[0] ?? null;
}

export async function searchUsersByEmail(
  db: Queryable,
  query: string,
  limit: number,
): Promise<UserRow[]> {
  const pattern = `%${query
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await db.query<UserRow>(
    `${SELECT_USER} WHERE lower(u.email) LIKE $1 ORDER BY lower(u.email) LIMIT $2`,
    [pattern, limit],
  );
  return rows;
}

export async function recordSignIn(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query('UPDATE users SET last_sign_in_at = $2 WHERE id = $1', [id, at]);
}

export async function updateProfile(
  db: Queryable,
  id: string,
  profile: {
    firstName: string;
    lastName: string;
    phone: string | null;
    linkedin: string | null;
    /** null keeps the saved colour. */
    profileColor?: string | null;
  },
): Promise<void> {
  await db.query(
    `UPDATE users SET first_name = $2, last_name = $3, phone = $4, linkedin = $5,
            profile_color = COALESCE($6, profile_color) WHERE id = $1`,
    [
      id,
      profile.firstName,
      profile.lastName,
      profile.phone,
      profile.linkedin,
      profile.profileColor ?? null,
    ],
  );
}

/** The person's language; null: none chosen. */
export async function updateLocale(db: Queryable, id: string, locale: string | null) {
  await db.query('UPDATE users SET locale = $2 WHERE id = $1', [id, locale]);
}

export async function updatePasswordHash(
  db: Queryable,
  id: string,
  passwordHash: string,
): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
}

/** Answers false when another account already uses the email. */
export async function updateEmail(db: Queryable, id: string, email: string): Promise<boolean> {
  const taken = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [
    email,
    id,
  ]);
  if (taken.rowCount > 0) return false;
  // The new address was proven by the link that brought the change (or is set by an admin).
  await db.query('UPDATE users SET email = $2, email_verified_at = now() WHERE id = $1', [
    id,
    email,
  ]);
  return true;
}

export async function grantGlobalRole(db: Queryable, userId: string, role: string): Promise<void> {
  await db.query(
    'INSERT INTO global_roles (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [userId, role],
  );
}

/** Removes every spelling of the role (super_admin, superadmin, super-admin). */
export async function revokeGlobalRoles(
  db: Queryable,
  userId: string,
  spellings: readonly string[],
): Promise<void> {
  await db.query('DELETE FROM global_roles WHERE user_id = $1 AND lower(role) = ANY($2::text[])', [
    userId,
    spellings.map((s) => s.toLowerCase()),
  ]);
}

/** Disables (a time) or enables (null) an account; answers false when there is no such user. */
export async function setUserDisabledAt(
  db: Queryable,
  userId: string,
  at: Date | null,
  by: string | null,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE users SET disabled_at = $2, disabled_by = $3 WHERE id = $1',
    [userId, at, by],
  );
  return rowCount === 1;
}

/** The account's password is gone and its address proven (a reclaimed account). */
export async function clearPasswordProvingEmail(
  db: Queryable,
  id: string,
  at: Date,
): Promise<void> {
  await db.query('UPDATE users SET password_hash = NULL, email_verified_at = $2 WHERE id = $1', [
    id,
    at,
  ]);
}

/** Locks the user's row for the transaction, so changes to one account apply one at a time. */
export async function lockUser(db: Queryable, id: string): Promise<void> {
  await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [id]);
}

/** The address is proven by other means than a link (the operator's own configuration). */
export async function markEmailVerified(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [id]);
}
