/**
 * Sessions: a sign-in opens a session (a family of refresh tokens). Each refresh consumes the
 * presented token and issues the next one; presenting a consumed token again means it was
 * copied, so the whole family is revoked (reuse detection). Sign-out revokes the family.
 * Both tell the gateways (./revocation.ts), so the session's access tokens stop at once.
 */
import { randomUUID } from 'node:crypto';
import { unauthenticated, type Database, type Tx } from '@portico/kit';
import type { UserRow } from '../store/users';
import {
  findRefreshToken,
  findSession,
  insertRefreshToken,
  insertSession,
  rotateRefreshToken,
  sessionOfRefreshToken,
  type Rotation,
} from '../store/sessions';
import { publishAudit } from '../events/publish';
import { signAccessToken, type SigningKey } from './accessTokens';
import { endSession, type RevocationReason } from './revocation';
import {
  readSessionLimits,
  sessionLimitBreach,
  sessionLimitCutoffs,
  type SessionLimitBreach,
  type SessionLimits,
  type SessionLimitsSource,
} from './sessionLimits';
import { isSuperAdmin } from './globalRoles';
import type { KeyRing } from './keyRing';
import { MESSAGES } from './messages';
import { hashToken, newOpaqueToken } from './tokens';
import { toPublicUser, type PublicUser } from './users';

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

const LIMIT_REASONS: Record<SessionLimitBreach, RevocationReason> = {
  max_age: 'session_max_age',
  idle: 'session_idle',
};

export interface IssuedSession {
  access_token: string;
  expires_at: string;
  refresh_token: string;
  refresh_expires_at: string;
  session_id: string;
  user: PublicUser;
  impersonator_user_id: string;
}

export interface SessionDeps {
  db: Database;
  keys: KeyRing;
  clock: () => Date;
  /** Super Settings' session limits; read from the settings copy at each refresh when absent. */
  sessionLimits?: SessionLimitsSource;
}

const addSeconds = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

function accessTokenSignedWith(key: SigningKey, user: UserRow, sessionId: string, now: Date) {
  return signAccessToken(
    key,
    {
      sub: user.id,
      sid: sessionId,
      email: user.email,
      sa: isSuperAdmin(user.global_roles),
      // The gateway limits a session without it when the platform requires two-factor sign-in.
      tfa: user.two_factor_enabled === true,
    },
    now,
  );
}

async function accessTokenFor(deps: SessionDeps, user: UserRow, sessionId: string, now: Date) {
  return accessTokenSignedWith(await deps.keys.signingKey(), user, sessionId, now);
}

/** Opens a new session for `user` inside `tx` and answers its first tokens. */
export async function openSession(
  deps: SessionDeps,
  tx: Tx,
  user: UserRow,
): Promise<IssuedSession> {
  const now = deps.clock();
  const sessionId = randomUUID();
  const refreshExpiresAt = addSeconds(now, REFRESH_TOKEN_TTL_SECONDS);
  await insertSession(tx, {
    id: sessionId,
    userId: user.id,
    expiresAt: refreshExpiresAt,
    createdAt: now,
  });
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(tx, {
    hash: hashToken(refreshToken),
    sessionId,
    expiresAt: refreshExpiresAt,
    createdAt: now,
  });
  const access = await accessTokenFor(deps, user, sessionId, now);
  return {
    access_token: access.token,
    expires_at: access.expiresAt.toISOString(),
    refresh_token: refreshToken,
    refresh_expires_at: refreshExpiresAt.toISOString(),
    session_id: sessionId,
    user: toPublicUser(user),
    impersonator_user_id: '',
  };
}

type Refusal = 'unknown' | 'expired' | 'reused' | SessionLimitBreach;

/**
 * Rotates a refresh token; see the module comment for reuse detection. The usual refresh is
 * one statement (store/sessions.ts, `rotateRefreshToken`): the token is consumed and the next
 * one stored only when the session may go on. The key that signs is fetched before it, so
 * nothing after the rotation can fail and leave the caller without the token that replaced
 * theirs. A refusal is explained, and acted on, afterwards.
 */
export async function refreshSession(
  deps: SessionDeps,
  refreshToken: string,
): Promise<IssuedSession> {
  if (!refreshToken) throw unauthenticated(MESSAGES.sessionMissing, 'no_refresh_token');
  const now = deps.clock();
  const limits = await (deps.sessionLimits?.current() ?? readSessionLimits(deps.db));
  const key = await deps.keys.signingKey();
  const hash = hashToken(refreshToken);
  const next = newOpaqueToken();
  const rotation = await rotateRefreshToken(deps.db, {
    hash,
    nextHash: hashToken(next),
    at: now,
    ...sessionLimitCutoffs(limits, now),
  });
  if (rotation?.rotated && rotation.session && rotation.user) {
    const { session, user } = rotation;
    const access = accessTokenSignedWith(key, user, session.id, now);
    return {
      access_token: access.token,
      expires_at: access.expiresAt.toISOString(),
      refresh_token: next,
      refresh_expires_at: session.expires_at.toISOString(),
      session_id: session.id,
      user: toPublicUser(user),
      impersonator_user_id: '',
    };
  }
  const refused = rotation
    ? await refuseConsumed(deps, rotation, limits, now)
    : await refuseUnconsumed(deps, hash, now);
  throw unauthenticated(MESSAGES.sessionExpired, `refresh_${refused}`);
}

/** Why a token the rotation consumed was not rotated; a session past its limits is ended. */
async function refuseConsumed(
  deps: SessionDeps,
  { use, session, user }: Rotation,
  limits: SessionLimits,
  now: Date,
): Promise<Refusal> {
  if (!session || session.revoked_at) return 'expired';
  if (use.expires_at <= now || session.expires_at <= now) return 'expired';
  // A disabled account's sessions were ended; this also covers a refresh racing the disable.
  if (!user || user.disabled_at) return 'unknown';
  const breach = sessionLimitBreach(limits, session.created_at, use.created_at, now);
  if (!breach) return 'expired';
  // Ended, not merely refused: no later refresh (or access token) of this session counts.
  await deps.db.transaction((tx) => endSession(tx, user, session.id, LIMIT_REASONS[breach], now));
  return breach;
}

/** A token the rotation did not consume: unknown, or used before (reuse revokes the session). */
async function refuseUnconsumed(deps: SessionDeps, hash: string, now: Date): Promise<Refusal> {
  return deps.db.transaction(async (tx) => {
    const found = await findRefreshToken(tx, hash);
    if (!found?.use.used_at) return 'unknown';
    const { session } = found;
    if (!session || session.revoked_at) return 'expired';
    // Whoever holds the copy may also hold a fresh access token: gateways refuse it too.
    await endSession(
      tx,
      { id: session.user_id, email: '' },
      session.id,
      'refresh_token_reused',
      now,
    );
    await publishAudit(tx, {
      actorUserId: session.user_id,
      action: 'session.refresh_token_reused',
      entityType: 'session',
      entityId: session.id,
      reason: 'A rotated refresh token was presented again; the session was revoked',
      at: now,
    });
    return 'reused';
  });
}

/** Revokes the session of a refresh token or a session id; unknown ones are ignored. */
export async function signOut(
  deps: SessionDeps,
  input: { refreshToken?: string; sessionId?: string },
): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    let sessionId = input.sessionId || null;
    if (!sessionId && input.refreshToken) {
      sessionId = await sessionOfRefreshToken(tx, hashToken(input.refreshToken));
    }
    if (!sessionId) return;
    const session = await findSession(tx, sessionId);
    if (!session) return;
    await endSession(tx, { id: session.user_id, email: '' }, sessionId, 'signed_out', now);
  });
}

export async function isSessionActive(deps: SessionDeps, sessionId: string): Promise<boolean> {
  const session = await findSession(deps.db, sessionId);
  return Boolean(session && !session.revoked_at && session.expires_at > deps.clock());
}
