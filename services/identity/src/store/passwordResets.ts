/** SQL for single-use password reset links (only the token hash is stored). */
import type { Queryable } from '@portico/kit';

export async function insertPasswordReset(
  db: Queryable,
  reset: { hash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, $3)',
    [reset.hash, reset.userId, reset.expiresAt],
  );
}

/**
 * Marks the reset used and answers its user, but only when it is unused and unexpired; a
 * single UPDATE, so two concurrent uses cannot both succeed.
 */
export async function consumePasswordReset(
  db: Queryable,
  hash: string,
  at: Date,
): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `UPDATE password_resets SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING user_id`,
    [hash, at],
  );
  return rows[0]?.user_id ?? null;
}

/** Kills every outstanding reset link of a user (after a password change or reset). */
export async function voidPasswordResets(db: Queryable, userId: string, at: Date): Promise<void> {
  await db.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
    userId,
    at,
  ]);
}
