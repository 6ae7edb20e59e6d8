/**
 * Account flows: sign-up, sign-in, profile, password and email changes, password reset by
 * a single-use link, accounts created by admins, and the super-admin role. Every
 * security-relevant step publishes an audit entry in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import {
  conflict,
  forbidden,
  invalid,
  notFound,
  unauthenticated,
  type Queryable,
} from '@portico/kit';
import { publishAudit, publishUserEvent } from '../events/publish';
import { consumePasswordReset, insertPasswordReset } from '../store/passwordResets';
import { revokeUserSessions } from '../store/sessions';
import {
  findUserByEmail,
  findUserById,
  grantGlobalRole,
  insertUser,
  recordSignIn,
  revokeGlobalRoles,
  searchUsersByEmail,
  updateEmail,
  updatePasswordHash,
  updateProfile,
  type UserRow,
} from '../store/users';
import { isValidEmail, normaliseEmail } from './email';
import { isSuperAdmin, SUPER_ADMIN_ROLE } from './globalRoles';
import { MESSAGES } from './messages';
import {
  hashPassword,
  validatePasswordChange,
  verifyPassword,
  type PasswordChange,
} from './passwords';
import { validateProfile, type ProfileInput } from './profile';
import { openSession, type IssuedSession, type SessionDeps } from './sessions';
import {
  splitFullName,
  validatePasswordStrength,
  validateSignup,
  type SignupInput,
} from './signup';
import { hashToken, newOpaqueToken } from './tokens';
import { toPublicUser, type PublicUser } from './users';

export const PASSWORD_RESET_TTL_SECONDS = 30 * 60;

/** Who is calling, from call metadata. */
export interface Caller {
  userId: string;
  impersonatorId?: string;
}

async function requireUser(tx: Queryable, id: string): Promise<UserRow> {
  const user = await findUserById(tx, id);
  if (!user) throw notFound(MESSAGES.userNotFound, 'user_not_found');
  return user;
}

export async function signUp(deps: SessionDeps, input: SignupInput): Promise<IssuedSession> {
  const valid = validateSignup(input);
  const passwordHash = await hashPassword(valid.password);
  return deps.db.transaction(async (tx) => {
    const id = randomUUID();
    const inserted = await insertUser(tx, {
      id,
      email: valid.email,
      phone: input.phone?.trim() || null,
      passwordHash,
      firstName: valid.firstName,
      lastName: valid.lastName,
      title: valid.title,
    });
    if (!inserted) throw conflict(MESSAGES.emailTaken, 'email_taken');
    const now = deps.clock();
    await recordSignIn(tx, id, now);
    const user = await requireUser(tx, id);
    await publishUserEvent(
      tx,
      {
        user_id: id,
        email: valid.email,
        created: {
          full_name: valid.fullName,
          title: valid.title ?? '',
          source: input.invite ? 'invite' : 'signup',
        },
      },
      'created',
    );
    await publishAudit(tx, {
      actorUserId: id,
      action: 'user.signed_up',
      entityType: 'user',
      entityId: id,
      at: now,
    });
    return openSession(deps, tx, user);
  });
}

export async function signIn(
  deps: SessionDeps,
  input: { email?: string; password?: string },
): Promise<IssuedSession> {
  const email = input.email?.trim() ?? '';
  const password = input.password ?? '';
  if (!email || !password) throw invalid(MESSAGES.credentialsRequired);
  const user = await findUserByEmail(deps.db, email);
  // Verify even for an unknown email, so timing does not reveal which emails have accounts.
  const ok = await verifyPassword(password, user?.password_hash ?? 'scrypt$16384$8$1$AAAA$AAAA');
  const now = deps.clock();
  if (!user || !ok) {
    await deps.db.transaction((tx) =>
      publishAudit(tx, {
        actorUserId: user?.id ?? null,
        action: 'auth.sign_in_failed',
        entityType: 'user',
        entityId: user?.id ?? null,
        details: { email: normaliseEmail(email), reason: user ? 'wrong_password' : 'unknown_user' },
        at: now,
      }),
    );
    throw unauthenticated(MESSAGES.invalidCredentials, 'invalid_credentials');
  }
  return deps.db.transaction(async (tx) => {
    await recordSignIn(tx, user.id, now);
    await publishAudit(tx, {
      actorUserId: user.id,
      action: 'auth.sign_in_success',
      entityType: 'user',
      entityId: user.id,
      at: now,
    });
    return openSession(deps, tx, { ...user, last_sign_in_at: now });
  });
}

export async function getUser(deps: SessionDeps, id: string): Promise<PublicUser> {
  return toPublicUser(await requireUser(deps.db, id));
}

export async function saveProfile(
  deps: SessionDeps,
  caller: Caller,
  input: ProfileInput,
): Promise<PublicUser> {
  const profile = validateProfile(input);
  return deps.db.transaction(async (tx) => {
    const before = await requireUser(tx, caller.userId);
    await updateProfile(tx, caller.userId, profile);
    const user = await requireUser(tx, caller.userId);
    await publishUserEvent(
      tx,
      {
        user_id: user.id,
        email: user.email,
        profile_saved: {
          first_name: profile.firstName,
          last_name: profile.lastName,
          first_time: !before.first_name || !before.last_name,
        },
      },
      'profile_saved',
    );
    return toPublicUser(user);
  });
}

function refuseWhileImpersonating(caller: Caller): void {
  if (caller.impersonatorId) throw forbidden(MESSAGES.notWhileImpersonating, 'impersonating');
}

export async function changePassword(
  deps: SessionDeps,
  caller: Caller,
  change: PasswordChange,
): Promise<void> {
  refuseWhileImpersonating(caller);
  const { current, next } = validatePasswordChange(change);
  const user = await requireUser(deps.db, caller.userId);
  const now = deps.clock();
  if (!(await verifyPassword(current, user.password_hash))) {
    await deps.db.transaction((tx) =>
      publishAudit(tx, {
        actorUserId: user.id,
        action: 'user.password_change_failed',
        entityType: 'user',
        entityId: user.id,
        at: now,
      }),
    );
    throw unauthenticated(MESSAGES.currentPasswordIncorrect, 'current_password');
  }
  const hash = await hashPassword(next);
  await deps.db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, hash);
    await publishAudit(tx, {
      actorUserId: user.id,
      action: 'user.password_changed',
      entityType: 'user',
      entityId: user.id,
      at: now,
    });
  });
}

export async function changeEmail(
  deps: SessionDeps,
  caller: Caller,
  email: string | undefined,
): Promise<PublicUser> {
  refuseWhileImpersonating(caller);
  const next = email?.trim() ?? '';
  if (!next) throw invalid(MESSAGES.emailEmpty, 'email');
  if (!isValidEmail(next)) throw invalid(MESSAGES.invalidEmail, 'email');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const user = await requireUser(tx, caller.userId);
    if (!(await updateEmail(tx, user.id, normaliseEmail(next))))
      throw conflict(MESSAGES.emailTaken, 'email_taken');
    await publishUserEvent(
      tx,
      {
        user_id: user.id,
        email: normaliseEmail(next),
        email_changed: { old_email: user.email, new_email: normaliseEmail(next) },
      },
      'email_changed',
    );
    await publishAudit(tx, {
      actorUserId: user.id,
      action: 'user.email_changed',
      entityType: 'user',
      entityId: user.id,
      details: { old_email: user.email, new_email: normaliseEmail(next) },
      at: now,
    });
    return toPublicUser(await requireUser(tx, user.id));
  });
}

/**
 * Sends a reset link by event. Answers the same for unknown emails, so the endpoint cannot
 * be used to learn who has an account.
 */
export async function requestPasswordReset(
  deps: SessionDeps,
  input: { email?: string; userId?: string; resetBaseUrl: string; requestedBy?: string },
): Promise<void> {
  if (!input.userId && !input.email?.trim()) throw invalid(MESSAGES.emailRequired, 'email');
  const user = input.userId
    ? await findUserById(deps.db, input.userId)
    : await findUserByEmail(deps.db, input.email ?? '');
  if (!user) {
    if (input.userId) throw notFound(MESSAGES.userNotFound, 'user_not_found');
    return;
  }
  const now = deps.clock();
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_SECONDS * 1000);
  const url = new URL(input.resetBaseUrl);
  url.searchParams.set('token', token);
  await deps.db.transaction(async (tx) => {
    await insertPasswordReset(tx, { hash: hashToken(token), userId: user.id, expiresAt });
    await publishUserEvent(
      tx,
      {
        user_id: user.id,
        email: user.email,
        password_reset_requested: {
          email: user.email,
          reset_url: url.toString(),
          expires_at: expiresAt.toISOString(),
          requested_by: input.requestedBy ?? '',
        },
      },
      'password_reset_requested',
    );
    await publishAudit(tx, {
      actorUserId: input.requestedBy || user.id,
      action: 'user.password_reset_requested',
      entityType: 'user',
      entityId: user.id,
      at: now,
    });
  });
}

export async function resetPassword(
  deps: SessionDeps,
  input: { token?: string; newPassword?: string },
): Promise<void> {
  const password = input.newPassword ?? '';
  validatePasswordStrength(password);
  const hash = await hashPassword(password);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const userId = await consumePasswordReset(tx, hashToken(input.token ?? ''), now);
    if (!userId) throw invalid(MESSAGES.resetLinkInvalid, 'reset_token_invalid');
    await updatePasswordHash(tx, userId, hash);
    // Whoever knew the old password is signed out everywhere.
    await revokeUserSessions(tx, userId, 'password_reset', now);
    await publishAudit(tx, {
      actorUserId: userId,
      action: 'user.password_reset',
      entityType: 'user',
      entityId: userId,
      at: now,
    });
  });
}

export async function adminCreateUser(
  deps: SessionDeps,
  caller: Caller,
  input: { email?: string; password?: string; full_name?: string; title?: string },
): Promise<PublicUser> {
  const email = input.email?.trim() ?? '';
  if (!isValidEmail(email)) throw invalid(MESSAGES.invalidEmail, 'email');
  const fullName = input.full_name?.trim() ?? '';
  const { firstName, lastName } = splitFullName(fullName);
  // Without a password the user sets one through a reset link.
  const password = input.password ?? '';
  if (password) validatePasswordStrength(password);
  const passwordHash = password ? await hashPassword(password) : '';
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const id = randomUUID();
    const inserted = await insertUser(tx, {
      id,
      email: normaliseEmail(email),
      phone: null,
      passwordHash,
      firstName,
      lastName,
      title: input.title?.trim() || null,
    });
    if (!inserted) throw conflict(MESSAGES.emailTaken, 'email_taken');
    await publishUserEvent(
      tx,
      {
        user_id: id,
        email: normaliseEmail(email),
        created: { full_name: fullName, title: input.title ?? '', source: 'admin' },
      },
      'created',
    );
    await publishAudit(tx, {
      actorUserId: caller.userId,
      impersonatorUserId: caller.impersonatorId,
      action: 'user.created',
      entityType: 'user',
      entityId: id,
      at: now,
    });
    return toPublicUser(await requireUser(tx, id));
  });
}

export async function searchUsers(
  deps: SessionDeps,
  caller: Caller,
  query: string,
  limit: number,
): Promise<PublicUser[]> {
  const actor = await requireUser(deps.db, caller.userId);
  if (caller.impersonatorId || !isSuperAdmin(actor.global_roles))
    throw forbidden(MESSAGES.superAdminOnly);
  const rows = await searchUsersByEmail(deps.db, query, Math.min(Math.max(limit || 20, 1), 100));
  return rows.map(toPublicUser);
}

export async function setSuperAdmin(
  deps: SessionDeps,
  input: { userId?: string; email?: string; granted: boolean; actorUserId?: string },
): Promise<PublicUser> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const user = input.userId
      ? await findUserById(tx, input.userId)
      : await findUserByEmail(tx, input.email ?? '');
    if (!user) throw notFound(MESSAGES.userNotFound, 'user_not_found');
    if (input.granted) await grantGlobalRole(tx, user.id, SUPER_ADMIN_ROLE);
    else await revokeGlobalRoles(tx, user.id, ['super_admin', 'superadmin', 'super-admin']);
    await publishAudit(tx, {
      actorUserId: input.actorUserId || null,
      action: input.granted ? 'user.super_admin_granted' : 'user.super_admin_revoked',
      entityType: 'user',
      entityId: user.id,
      at: now,
    });
    return toPublicUser(await requireUser(tx, user.id));
  });
}

/**
 * Start-up bootstrap: makes sure the platform super admin from SUPER_ADMIN_EMAIL exists.
 * An existing account keeps its password; it is only granted the role.
 */
export async function ensureSuperAdmin(
  deps: SessionDeps,
  email: string,
  password: string,
): Promise<PublicUser> {
  const existing = await findUserByEmail(deps.db, email);
  if (!existing) {
    validatePasswordStrength(password);
    const passwordHash = await hashPassword(password);
    await deps.db.transaction(async (tx) => {
      const id = randomUUID();
      const inserted = await insertUser(tx, {
        id,
        email: normaliseEmail(email),
        phone: null,
        passwordHash,
        firstName: 'Platform',
        lastName: 'Admin',
        title: null,
      });
      if (inserted) {
        await publishUserEvent(
          tx,
          {
            user_id: id,
            email: normaliseEmail(email),
            created: { full_name: 'Platform Admin', title: '', source: 'super_admin' },
          },
          'created',
        );
      }
    });
  }
  const user = await findUserByEmail(deps.db, email);
  if (user && isSuperAdmin(user.global_roles)) return toPublicUser(user);
  return setSuperAdmin(deps, { email, granted: true });
}
