/** SQL for sessions (refresh-token families) and their refresh tokens. */
import type { Queryable } from '@portico/kit';

export interface SessionRow {
  id: string;
  user_id: string;
  impersonator_id: string | null;
  impersonation_reason: string | null;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

export async function insertSession(
  db: Queryable,
  session: {
    id: string;
    userId: string;
    expiresAt: Date;
    impersonatorId?: string;
    reason?: string;
    /** The service's clock, which the session's maximum age counts from; the DB's otherwise. */
    createdAt?: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO sessions (id, user_id, expires_at, impersonator_id, impersonation_reason, created_at)
     VALUES ($1, $2, $3, $4, $5, COALESCE($6::timestamptz, now()))`,
    [
      session.id,
      session.userId,
      session.expiresAt,
      session.impersonatorId ?? null,
      session.reason ?? null,
      session.createdAt ?? null,
    ],
  );
}

export async function findSession(db: Queryable, id: string): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>('SELECT * FROM sessions WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** Revokes one open session; answers whether it was open (and so is now revoked). */
export async function revokeSession(
  db: Queryable,
  id: string,
  reason: string,
  at: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE sessions SET revoked_at = $3, revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL',
    [id, reason, at],
  );
  return rowCount > 0;
}

/**
 * Every open session of a user but `keep` (the caller's own, after a password change), so
 * nobody else keeps a way in. Answers the ids revoked, which gateways are told about.
 */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  reason: string,
  at: Date,
  keep?: string,
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = $3, revoked_reason = $2
      WHERE user_id = $1 AND revoked_at IS NULL AND ($4::uuid IS NULL OR id <> $4::uuid)
      RETURNING id`,
    [userId, reason, at, keep ?? null],
  );
  return rows.map((row) => row.id);
}

export async function insertRefreshToken(
  db: Queryable,
  token: { hash: string; sessionId: string; expiresAt: Date; createdAt?: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO refresh_tokens (token_hash, session_id, expires_at, created_at)
     VALUES ($1, $2, $3, COALESCE($4::timestamptz, now()))`,
    [token.hash, token.sessionId, token.expiresAt, token.createdAt ?? null],
  );
}

export interface RefreshTokenUse {
  session_id: string;
  expires_at: Date;
  /** When the token was issued: the session's last sign-in or refresh (its idle time starts). */
  created_at: Date;
  /** Null when this call consumed the token; the earlier use time when it was reused. */
  previously_used_at: Date | null;
}

/**
 * Consumes a refresh token and reads its session. Of two concurrent refreshes with the same
 * token exactly one marks it used: the other's UPDATE waits for the row, finds it used and
 * matches nothing, and then reads the earlier use, a reuse. The usual case (an unused token)
 * is one statement.
 */
export async function consumeRefreshToken(
  db: Queryable,
  hash: string,
  at: Date,
): Promise<{ use: RefreshTokenUse; session: SessionRow | null } | null> {
  type Row = Partial<SessionRow> & {
    token_session_id: string;
    token_expires_at: Date;
    token_created_at: Date;
    token_used_at: Date | null;
  };
  const withSession = (tokens: string) =>
    `SELECT t.session_id AS token_session_id, t.expires_at AS token_expires_at,
            t.created_at AS token_created_at, t.used_at AS token_used_at, s.*
       FROM ${tokens} t LEFT JOIN sessions s ON s.id = t.session_id`;
  const consumed = await db.query<Row>(
    `WITH used AS (
       UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL
       RETURNING session_id, expires_at, created_at, NULL::timestamptz AS used_at)
     ${withSession('used')}`,
    [hash, at],
  );
  const row =
    consumed.rows[0] ??
    (await db.query<Row>(`${withSession('refresh_tokens')} WHERE t.token_hash = $1`, [hash]))
      .rows[0];
  if (!row) return null;
  const { token_session_id, token_expires_at, token_created_at, token_used_at, ...session } = row;
  return {
    use: {
      session_id: token_session_id,
      expires_at: token_expires_at,
      created_at: token_created_at,
      previously_used_at: token_used_at,
    },
    session: session.id ? (session as SessionRow) : null,
  };
}

export async function sessionOfRefreshToken(db: Queryable, hash: string): Promise<string | null> {
  const { rows } = await db.query<{ session_id: string }>(
    'SELECT session_id FROM refresh_tokens WHERE token_hash = $1',
    [hash],
  );
  return rows[0]?.session_id ?? null;
}
