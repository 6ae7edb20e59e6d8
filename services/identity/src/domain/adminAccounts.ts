/**
 * Accounts managed by others: users created by admins, user search for super admins, and the
 * super-admin role itself (granted by the operators' command and the start-up bootstrap).
 */
import { endUserSessions } from './revocation';
import { randomUUID } from 'node:crypto';
import { conflict, forbidden, invalid, notFound } from '@portico/kit';
import { publishAudit, publishUserEvent } from '../events/publish';
import {
  findUserByEmail,
  findUserById,
  grantGlobalRole,
  insertUser,
  markEmailVerified,
  revokeGlobalRoles,
  searchUsersByEmail,
} from '../store/users';
import { isValidEmail, normaliseEmail } from './email';
import { isSuperAdmin, SUPER_ADMIN_ROLE, SUPER_ADMIN_SPELLINGS } from './globalRoles';
import { MESSAGES } from './messages';
import { insertPasswordReset } from '../store/passwordResets';
import type { SessionDeps } from './sessions';
import { hashPassword } from './passwords';
import { splitFullName, validatePasswordStrength } from './signup';
import { hashToken, newOpaqueToken } from './tokens';
import { requireUser, toPublicUser, type Caller, type PublicUser } from './users';

/** How long the set-password link of an admin-created account works (an invitation's week). */
export const ACCOUNT_SETUP_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * An account made by a tenant admin. It never gets a password the admin chose (DESIGN.md
 * §11): the person sets one through the link `requestAccountSetup` mails, and until then the
 * account cannot sign in. A `password` in the request is ignored.
 */
export async function adminCreateUser(
  deps: SessionDeps,
  caller: Caller,
  input: { email?: string; password?: string; full_name?: string; title?: string },
): Promise<PublicUser> {
  const email = input.email?.trim() ?? '';
  if (!isValidEmail(email)) throw invalid(MESSAGES.invalidEmail, 'email');
  const fullName = input.full_name?.trim() ?? '';
  const { firstName, lastName } = splitFullName(fullName);
  const passwordHash = '';
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

/**
 * Mails the set-password link of an account an admin created: a single-use reset token (the
 * reset page consumes it) announced as account_setup_requested. Only for accounts without a
 * password, so it cannot be used to send anyone else a way into their account.
 */
export async function requestAccountSetup(
  deps: SessionDeps,
  caller: Caller & { synthetic?: boolean },
  input: { userId: string; setupBaseUrl: string; tenantId: string; tenantName: string },
): Promise<void> {
  const user = await findUserById(deps.db, input.userId);
  if (!user) throw notFound(MESSAGES.userNotFound, 'user_not_found');
  if (user.password_hash) throw conflict('This account already has a password', 'has_password');
  const now = deps.clock();
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + ACCOUNT_SETUP_TTL_SECONDS * 1000);
  const url = new URL(input.setupBaseUrl);
  url.searchParams.set('token', token);
  await deps.db.transaction(async (tx) => {
    await insertPasswordReset(tx, { hash: hashToken(token), userId: user.id, expiresAt });
    await publishUserEvent(
      tx,
      {
        user_id: user.id,
        email: user.email,
        synthetic: caller.synthetic === true,
        account_setup_requested: {
          setup_url: url.toString(),
          expires_at: expiresAt.toISOString(),
          tenant_id: input.tenantId,
          tenant_name: input.tenantName,
          created_by: caller.userId,
        },
      },
      'account_setup_requested',
    );
    await publishAudit(tx, {
      actorUserId: caller.userId,
      impersonatorUserId: caller.impersonatorId,
      action: 'user.account_setup_requested',
      entityType: 'user',
      entityId: user.id,
      at: now,
    });
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
    else {
      await revokeGlobalRoles(tx, user.id, [...SUPER_ADMIN_SPELLINGS]);
      // Access tokens carry the role: a demoted super admin's sessions end at once.
      await endUserSessions(tx, user, 'super_admin_revoked', now);
    }
    await publishUserEvent(
      tx,
      {
        user_id: user.id,
        email: user.email,
        super_admin_changed: { granted: input.granted, changed_by: input.actorUserId ?? '' },
      },
      'super_admin_changed',
    );
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
        // The address comes from the operator's own configuration, not from a visitor's claim.
        await markEmailVerified(tx, id);
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
