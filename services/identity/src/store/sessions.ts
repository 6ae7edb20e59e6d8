/** SQL for sessions (refresh-token families) and their refresh tokens. */
import type { Queryable } from '@portico/kit';
import { USER_COLUMNS, type UserRow } from './users';

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
  /** When it was used (consumed by a refresh); null while it is unused. */
  used_at: Date | null;
}

/** What a refresh may rotate: the session must have started, and its token been issued, after these. */
export interface RotationLimits {
  startedAfter: Date;
  issuedAfter: Date;
}

/** A token this statement consumed, with its session and user, and whether it was rotated. */
export interface Rotation {
  rotated: boolean;
  use: RefreshTokenUse;
  session: SessionRow | null;
  user: UserRow | null;
}

const SESSION_COLUMNS = `s.id AS s_id, s.user_id AS s_user_id, s.impersonator_id AS s_impersonator_id,
  s.impersonation_reason AS s_impersonation_reason, s.created_at AS s_created_at,
  s.expires_at AS s_expires_at, s.revoked_at AS s_revoked_at`;

type SessionColumns = { [K in keyof SessionRow as `s_${K}`]: SessionRow[K] | null };

function sessionOf(row: SessionColumns): SessionRow | null {
  if (!row.s_id) return null;
  return {
    id: row.s_id,
    user_id: row.s_user_id as string,
    impersonator_id: row.s_impersonator_id,
    impersonation_reason: row.s_impersonation_reason,
    created_at: row.s_created_at as Date,
    expires_at: row.s_expires_at as Date,
    revoked_at: row.s_revoked_at,
  };
}

/**
 * A refresh in one statement, one round trip and no transaction of its own: consumes the
 * token, and only when its session is open and within its limits and its user enabled,
 * stores the next token (`nextHash`). Answers the token it consumed with its session and user,
 * which say why a refresh that did not rotate was refused; null when it consumed nothing (an
 * unknown token, or one used before: `findRefreshToken` tells which). Of two concurrent
 * refreshes with the same token exactly one consumes it: the other's UPDATE waits for the row,
 * finds it used and matches nothing.
 */
export async function rotateRefreshToken(
  db: Queryable,
  input: { hash: string; nextHash: string; at: Date } & RotationLimits,
): Promise<Rotation | null> {
  type Row = SessionColumns &
    Partial<UserRow> & {
      rotated: boolean;
      token_session_id: string;
      token_expires_at: Date;
      token_created_at: Date;
    };
  const { rows } = await db.query<Row>(
    `WITH used AS (
       UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL
       RETURNING session_id, expires_at, created_at),
     next AS (
       INSERT INTO refresh_tokens (token_hash, session_id, expires_at, created_at)
       SELECT $3, s.id, s.expires_at, $2
         FROM used JOIN sessions s ON s.id = used.session_id JOIN users u ON u.id = s.user_id
        WHERE s.revoked_at IS NULL AND s.expires_at > $2 AND used.expires_at > $2
          AND u.disabled_at IS NULL AND s.created_at > $4 AND used.created_at > $5
       RETURNING session_id)
     SELECT EXISTS (SELECT 1 FROM next) AS rotated, used.session_id AS token_session_id,
            used.expires_at AS token_expires_at, used.created_at AS token_created_at,
            ${SESSION_COLUMNS}, ${USER_COLUMNS}
       FROM used LEFT JOIN sessions s ON s.id = used.session_id LEFT JOIN users u ON u.id = s.user_id`,
    [input.hash, input.at, input.nextHash, input.startedAfter, input.issuedAfter],
    { prepareAs: 'identity.rotate_refresh_token' },
  );
  const row = rows[0];
  if (!row) return null;
  return {
    rotated: row.rotated,
    use: {
      session_id: row.token_session_id,
      expires_at: row.token_expires_at,
      created_at: row.token_created_at,
      used_at: input.at,
    },
    session: sessionOf(row),
    // The user's columns are the row's own; toPublicUser and the claims read only those.
    user: row.id ? (row as UserRow) : null,
  };
}

/** A refresh token as stored, with its session (null when it has none). */
export async function findRefreshToken(
  db: Queryable,
  hash: string,
): Promise<{ use: RefreshTokenUse; session: SessionRow | null } | null> {
  type Row = SessionColumns & {
    token_session_id: string;
    token_expires_at: Date;
    token_created_at: Date;
    token_used_at: Date | null;
  };
  const { rows } = await db.query<Row>(
    `SELECT t.session_id AS token_session_id, t.expires_at AS token_expires_at,
            t.created_at AS token_created_at, t.used_at AS token_used_at, ${SESSION_COLUMNS}
       FROM refresh_tokens t LEFT JOIN sessions s ON s.id = t.session_id
      WHERE t.token_hash = $1`,
    [hash],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    use: {
      session_id: row.token_session_id,
      expires_at: row.token_expires_at,
      created_at: row.token_created_at,
      used_at: row.token_used_at,
    },
    session: sessionOf(row),
  };
}

export async function sessionOfRefreshToken(db: Queryable, hash: string): Promise<string | null> {
  const { rows } = await db.query<{ session_id: string }>(
    'SELECT session_id FROM refresh_tokens WHERE token_hash = $1',
    [hash],
  );
  return rows[0]?.session_id ?? null;
}
