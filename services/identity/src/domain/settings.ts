/**
 * What a signed-in user changes about themselves: profile, password (the current one is
 * checked first) and email (./emailAddress.ts). Password and email stay the real user's: an impersonating super
 * admin cannot change them.
 */
import { forbidden, unauthenticated } from '@portico/kit';
import { publishAudit, publishUserEvent } from '../events/publish';
import { updateLocale, updatePasswordHash, updateProfile } from '../store/users';
import { MESSAGES } from './messages';
import {
  hashPassword,
  validatePasswordChange,
  verifyPassword,
  type PasswordChange,
} from './passwords';
import { requestedLocale, validateProfile, type ProfileInput } from './profile';
import { endUserSessions } from './revocation';
import { voidPasswordResets } from '../store/passwordResets';
import type { SessionDeps } from './sessions';
import { requireUser, toPublicUser, type Caller, type PublicUser } from './users';

export async function getUser(deps: SessionDeps, id: string): Promise<PublicUser> {
  return toPublicUser(await requireUser(deps.db, id));
}

export async function saveProfile(
  deps: SessionDeps,
  caller: Caller,
  input: ProfileInput,
): Promise<PublicUser> {
  const locale = requestedLocale(input);
  // The profile menu's language switch sends the language alone (proto: language_only).
  const profile = input.language_only ? null : validateProfile(input);
  return deps.db.transaction(async (tx) => {
    const before = await requireUser(tx, caller.userId);
    if (profile) await updateProfile(tx, caller.userId, profile);
    if (locale !== undefined) await updateLocale(tx, caller.userId, locale);
    const user = await requireUser(tx, caller.userId);
    await publishUserEvent(
      tx,
      {
        user_id: user.id,
        email: user.email,
        profile_saved: {
          first_name: user.first_name,
          last_name: user.last_name,
          first_time: profile !== null && (!before.first_name || !before.last_name),
          locale: user.locale ?? '',
        },
      },
      'profile_saved',
    );
    return toPublicUser(user);
  });
}

export function refuseWhileImpersonating(caller: Caller): void {
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
    // Every other session ends and no reset link survives: whoever knew the old password,
    // or got hold of a link, is out. The session that made the change stays signed in.
    await voidPasswordResets(tx, user.id, now);
    await endUserSessions(tx, user, 'password_changed', now, caller.sessionId);
    await publishAudit(tx, {
      actorUserId: user.id,
      action: 'user.password_changed',
      entityType: 'user',
      entityId: user.id,
      at: now,
    });
  });
}
