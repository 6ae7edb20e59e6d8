/**
 * SQL for two-factor sign-in (migration 0005): the sealed TOTP secret, the hashed recovery
 * codes and the challenges between a correct password and the code.
 */
import type { Queryable } from '@portico/kit';
import { seal, unseal } from './signingKeys';

export interface TwoFactorRow {
  user_id: string;
  /** The base32 secret, unsealed. */
  secret: string;
  enabled_at: Date | null;
  last_used_step: number;
}

interface StoredRow {
  user_id: string;
  secret_sealed: string;
  enabled_at: Date | null;
  last_used_step: string;
}

export async function findTwoFactor(db: Queryable, userId: string): Promise<TwoFactorRow | null> {
  const { rows } = await db.query<StoredRow>('SELECT * FROM two_factor WHERE user_id = $1', [
    userId,
  ]);
  const row = rows[0];
  if (!row) return null;
  return {
    user_id: row.user_id,
    secret: unseal(row.secret_sealed),
    enabled_at: row.enabled_at,
    last_used_step: Number(row.last_used_step),
  };
}

/** A new pending secret; a setup started again replaces one that was never confirmed. */
export async function savePendingSecret(
  db: Queryable,
  userId: string,
  secret: string,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO two_factor (user_id, secret_sealed, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE
       SET secret_sealed = EXCLUDED.secret_sealed, created_at = EXCLUDED.created_at,
           last_used_step = 0
     WHERE two_factor.enabled_at IS NULL`,
    [userId, seal(secret), at],
  );
}

/**
 * Records `step` as used, but only when it is later than the last one used: a single UPDATE,
 * so two requests racing with the same code cannot both pass.
 */
export async function useStep(db: Queryable, userId: string, step: number): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE two_factor SET last_used_step = $2 WHERE user_id = $1 AND last_used_step < $2',
    [userId, step],
  );
  return rowCount === 1;
}

export async function markEnabled(db: Queryable, userId: string, at: Date): Promise<void> {
  await db.query('UPDATE two_factor SET enabled_at = $2 WHERE user_id = $1', [userId, at]);
}

export async function deleteTwoFactor(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM two_factor WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM two_factor_challenges WHERE user_id = $1', [userId]);
}

export async function replaceRecoveryCodes(
  db: Queryable,
  userId: string,
  hashes: readonly string[],
): Promise<void> {
  await db.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
  await db.query(
    `INSERT INTO two_factor_recovery_codes (user_id, code_hash)
     SELECT $1, unnest($2::text[])`,
    [userId, hashes],
  );
}

/** Marks an unused recovery code used; false when it is unknown or was used before. */
export async function useRecoveryCode(
  db: Queryable,
  userId: string,
  hash: string,
  at: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE two_factor_recovery_codes SET used_at = $3
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
    [userId, hash, at],
  );
  return rowCount === 1;
}

export async function recoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM two_factor_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
  return Number(rows[0]?.n ?? 0);
}

export interface ChallengeRow {
  user_id: string;
  email: string;
  device_hash: string | null;
  expires_at: Date;
}

export async function insertChallenge(
  db: Queryable,
  challenge: { hash: string; userId: string; email: string; deviceHash?: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO two_factor_challenges (token_hash, user_id, email, device_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      challenge.hash,
      challenge.userId,
      challenge.email,
      challenge.deviceHash ?? null,
      challenge.expiresAt,
    ],
  );
}

/** An unused, unexpired challenge (it stays usable until a code is accepted). */
export async function findLiveChallenge(
  db: Queryable,
  hash: string,
  now: Date,
): Promise<ChallengeRow | null> {
  const { rows } = await db.query<ChallengeRow>(
    `SELECT user_id, email, device_hash, expires_at FROM two_factor_challenges
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
    [hash, now],
  );
  return rows[0] ?? null;
}

/** Spends the challenge; false when another request spent it first. */
export async function spendChallenge(db: Queryable, hash: string, at: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE two_factor_challenges SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
    [hash, at],
  );
  return rowCount === 1;
}
