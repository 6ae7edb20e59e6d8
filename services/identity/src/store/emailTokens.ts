/** SQL for single-use email links (only the token hash is stored). */
import type { Queryable } from '@portico/kit';

export type EmailTokenPurpose = 'verify' | 'change';

export async function insertEmailToken(
  db: Queryable,
  token: {
    hash: string;
    userId: string;
    purpose: EmailTokenPurpose;
    email: string;
    expiresAt: Date;
  },
): Promise<void> {
  // A new link replaces the older ones of the same purpose: only the latest works.
  await db.query(
    `UPDATE email_tokens SET used_at = now()
      WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
    [token.userId, token.purpose],
  );
  await db.query(
    `INSERT INTO email_tokens (token_hash, user_id, purpose, email, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [token.hash, token.userId, token.purpose, token.email, token.expiresAt],
  );
}

/** Marks the link used and answers it, only when unused and unexpired (one UPDATE). */
export async function consumeEmailToken(
  db: Queryable,
  hash: string,
  at: Date,
): Promise<{ user_id: string; purpose: EmailTokenPurpose; email: string } | null> {
  const { rows } = await db.query<{ user_id: string; purpose: EmailTokenPurpose; email: string }>(
    `UPDATE email_tokens SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING user_id, purpose, email`,
    [hash, at],
  );
  return rows[0] ?? null;
}

/** Marks the address proven, only while it is still the account's address. */
export async function markEmailVerified(
  db: Queryable,
  userId: string,
  email: string,
  at: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE users SET email_verified_at = COALESCE(email_verified_at, $3)
      WHERE id = $1 AND lower(email) = lower($2)`,
    [userId, email, at],
  );
  return rowCount > 0;
}

/** Voids every unused link of a user (confirmation and email change alike). */
export async function voidEmailTokens(db: Queryable, userId: string, at: Date): Promise<void> {
  await db.query('UPDATE email_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
    userId,
    at,
  ]);
}
