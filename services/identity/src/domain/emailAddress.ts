/**
 * Proving email addresses. A new account gets a confirmation link (it may use the product
 * before opening it; the shell shows a banner until then); signing up from an invitation
 * link proves the address at once. Changing the address needs the current password and
 * takes effect only when the link mailed to the new address is opened; the old address is
 * told at once, and keeps signing in until then.
 */
import { conflict, invalid, unauthenticated, type Tx } from '@portico/kit';
import { publishAudit, publishUserEvent } from '../events/publish';
import { consumeEmailToken, insertEmailToken, markEmailVerified } from '../store/emailTokens';
import { findUserByEmail, updateEmail } from '../store/users';
import { isValidEmail, normaliseEmail } from './email';
import { MESSAGES } from './messages';
import { verifyPassword } from './passwords';
import type { SessionDeps } from './sessions';
import { refuseWhileImpersonating } from './settings';
import { requireUser, toPublicUser, type Caller, type PublicUser } from './users';
import { hashToken, newOpaqueToken } from './tokens';

export const VERIFY_LINK_TTL_SECONDS = 48 * 60 * 60;
export const CHANGE_LINK_TTL_SECONDS = 24 * 60 * 60;

function linkWith(baseUrl: string, token: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Inside the sign-up's transaction: a confirmation link for the new account's address. */
export async function requestEmailVerification(
  tx: Tx,
  user: { id: string; email: string },
  input: { baseUrl: string; synthetic?: boolean; now: Date },
): Promise<void> {
  const token = newOpaqueToken();
  const expiresAt = new Date(input.now.getTime() + VERIFY_LINK_TTL_SECONDS * 1000);
  await insertEmailToken(tx, {
    hash: hashToken(token),
    userId: user.id,
    purpose: 'verify',
    email: user.email,
    expiresAt,
  });
  await publishUserEvent(
    tx,
    {
      user_id: user.id,
      email: user.email,
      synthetic: input.synthetic === true,
      email_verification_requested: {
        verify_url: linkWith(input.baseUrl, token),
        expires_at: expiresAt.toISOString(),
      },
    },
    'email_verification_requested',
  );
}

/** The banner's "send again": a fresh link (older ones stop working); nothing when proven. */
export async function resendEmailVerification(
  deps: SessionDeps,
  caller: Caller,
  input: { baseUrl: string; synthetic?: boolean },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await requireUser(tx, caller.userId);
    if (user.email_verified_at) return;
    await requestEmailVerification(tx, user, { ...input, now: deps.clock() });
  });
}

/** The gateway saw the caller use an invitation link sent to their address. */
export async function markVerifiedByInvitation(deps: SessionDeps, caller: Caller): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const user = await requireUser(tx, caller.userId);
    if (user.email_verified_at) return;
    await markEmailVerified(tx, user.id, user.email, now);
    await publishUserEvent(
      tx,
      { user_id: user.id, email: user.email, email_verified: { by: 'invitation' } },
      'email_verified',
    );
    await publishAudit(tx, {
      actorUserId: user.id,
      action: 'user.email_verified',
      entityType: 'user',
      entityId: user.id,
      details: { by: 'invitation' },
      at: now,
    });
  });
}

export async function requestEmailChange(
  deps: SessionDeps,
  caller: Caller,
  input: { email?: string; currentPassword?: string; baseUrl: string; synthetic?: boolean },
): Promise<PublicUser> {
  refuseWhileImpersonating(caller);
  const next = input.email?.trim() ?? '';
  if (!next) throw invalid(MESSAGES.emailEmpty, 'email');
  if (!isValidEmail(next)) throw invalid(MESSAGES.invalidEmail, 'email');
  const user = await requireUser(deps.db, caller.userId);
  const now = deps.clock();
  if (
    !input.currentPassword ||
    !(await verifyPassword(input.currentPassword, user.password_hash))
  ) {
    await deps.db.transaction((tx) =>
      publishAudit(tx, {
        actorUserId: user.id,
        action: 'user.email_change_refused',
        entityType: 'user',
        entityId: user.id,
        at: now,
      }),
    );
    throw unauthenticated(MESSAGES.currentPasswordIncorrect, 'current_password');
  }
  const email = normaliseEmail(next);
  if (email === normaliseEmail(user.email)) throw invalid(MESSAGES.emailUnchanged, 'email');
  const owner = await findUserByEmail(deps.db, email);
  if (owner && owner.id !== user.id) throw conflict(MESSAGES.emailTaken, 'email_taken');
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + CHANGE_LINK_TTL_SECONDS * 1000);
  await deps.db.transaction(async (tx) => {
    await insertEmailToken(tx, {
      hash: hashToken(token),
      userId: user.id,
      purpose: 'change',
      email,
      expiresAt,
    });
    // The event's email is the current address: it receives the notice, the new one the link.
    await publishUserEvent(
      tx,
      {
        user_id: user.id,
        email: user.email,
        synthetic: input.synthetic === true,
        email_change_requested: {
          new_email: email,
          confirm_url: linkWith(input.baseUrl, token),
          expires_at: expiresAt.toISOString(),
        },
      },
      'email_change_requested',
    );
    await publishAudit(tx, {
      actorUserId: user.id,
      action: 'user.email_change_requested',
      entityType: 'user',
      entityId: user.id,
      details: { old_email: user.email, new_email: email },
      at: now,
    });
  });
  return toPublicUser(user);
}

/** Opens a confirmation link: proves the sign-up address, or moves the account to the new one. */
export async function confirmEmail(
  deps: SessionDeps,
  token: string | undefined,
): Promise<{ purpose: 'verify' | 'change'; user: PublicUser }> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const link = await consumeEmailToken(tx, hashToken(token ?? ''), now);
    if (!link) throw invalid(MESSAGES.emailLinkInvalid, 'email_link_invalid');
    const before = await requireUser(tx, link.user_id);
    if (link.purpose === 'verify') {
      if (!(await markEmailVerified(tx, before.id, link.email, now)))
        throw invalid(MESSAGES.emailLinkInvalid, 'email_link_invalid');
      await publishUserEvent(
        tx,
        { user_id: before.id, email: before.email, email_verified: { by: 'link' } },
        'email_verified',
      );
      await publishAudit(tx, {
        actorUserId: before.id,
        action: 'user.email_verified',
        entityType: 'user',
        entityId: before.id,
        details: { by: 'link' },
        at: now,
      });
      return { purpose: 'verify', user: toPublicUser(await requireUser(tx, before.id)) };
    }
    if (!(await updateEmail(tx, before.id, link.email)))
      throw conflict(MESSAGES.emailTaken, 'email_taken');
    await publishUserEvent(
      tx,
      {
        user_id: before.id,
        email: link.email,
        email_changed: { old_email: before.email, new_email: link.email },
      },
      'email_changed',
    );
    await publishAudit(tx, {
      actorUserId: before.id,
      action: 'user.email_changed',
      entityType: 'user',
      entityId: before.id,
      details: { old_email: before.email, new_email: link.email },
      at: now,
    });
    return { purpose: 'change', user: toPublicUser(await requireUser(tx, before.id)) };
  });
}
