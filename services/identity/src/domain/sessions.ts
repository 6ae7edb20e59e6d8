/**
 * Sessions: a sign-in opens a session (a family of refresh tokens). Each refresh consumes the
 * presented token and issues the next one; presenting a consumed token again means it was
 * copied, so the whole family is revoked (reuse detection). Sign-out revokes the family.
 * Both tell the gateways (./revocation.ts), so the session's access tokens stop at once.
 */
import { randomUUID } from 'node:crypto';
import { unauthenticated, type Database, type Tx } from '@portico/kit';
import { findUserById, type UserRow } from '../store/users';
import {
  consumeRefreshToken,
  findSession,
  insertRefreshToken,
  insertSession,
  sessionOfRefreshToken,
} from '../store/sessions';
import { publishAudit } from '../events/publish';
import { signAccessToken } from './accessTokens';
import { endSession, type RevocationReason } from './revocation';
import {
  readSessionLimits,
  sessionLimitBreach,
  type SessionLimitBreach,
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

async function accessTokenFor(deps: SessionDeps, user: UserRow, sessionId: string, now: Date) {
  const key = await deps.keys.signingKey();
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

type RefreshOutcome =
  | { session: IssuedSession }
  | {
      refused: 'unknown' | 'expired' | 'reused' | SessionLimitBreach;
      userId?: string;
    };

/** Rotates a refresh token; see the module comment for reuse detection. */
export async function refreshSession(
  deps: SessionDeps,
  refreshToken: string,
): Promise<IssuedSession> {
  if (!refreshToken) throw unauthenticated(MESSAGES.sessionMissing, 'no_refresh_token');
  const now = deps.clock();
  const limits = await (deps.sessionLimits?.current() ?? readSessionLimits(deps.db));
  const outcome = await deps.db.transaction<RefreshOutcome>(async (tx) => {
    const consumed = await consumeRefreshToken(tx, hashToken(refreshToken), now);
    if (!consumed) return { refused: 'unknown' };
    const { use, session } = consumed;
    if (!session || session.revoked_at) return { refused: 'expired' };
    if (use.previously_used_at) {
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
      return { refused: 'reused', userId: session.user_id };
    }
    if (use.expires_at <= now || session.expires_at <= now) return { refused: 'expired' };
    const user = await findUserById(tx, session.user_id);
    // A disabled account's sessions were ended; this also covers a refresh racing the disable.
    if (!user || user.disabled_at) return { refused: 'unknown' };
    const breach = sessionLimitBreach(limits, session.created_at, use.created_at, now);
    if (breach) {
      // Ended, not merely refused: no later refresh (or access token) of this session counts.
      await endSession(tx, user, session.id, LIMIT_REASONS[breach], now);
      return { refused: breach, userId: user.id };
    }
    const next = newOpaqueToken();
    await insertRefreshToken(tx, {
      hash: hashToken(next),
      sessionId: session.id,
      expiresAt: session.expires_at,
      createdAt: now,
    });
    const access = await accessTokenFor(deps, user, session.id, now);
    return {
      session: {
        access_token: access.token,
        expires_at: access.expiresAt.toISOString(),
        refresh_token: next,
        refresh_expires_at: session.expires_at.toISOString(),
        session_id: session.id,
        user: toPublicUser(user),
        impersonator_user_id: '',
      },
    };
  });
  if ('session' in outcome) return outcome.session;
  throw unauthenticated(MESSAGES.sessionExpired, `refresh_${outcome.refused}`);
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
