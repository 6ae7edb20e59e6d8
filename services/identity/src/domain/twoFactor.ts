/**
 * Two-factor sign-in with TOTP. A member starts setup (a new secret, sealed at rest), proves
 * their authenticator with a current code, and gets ten recovery codes shown once. From then
 * on a correct password only earns a short-lived challenge (./twoFactorSignIn.ts); the session
 * opens once a code is checked. Disabling needs the password and a code. All audited.
 */
import { conflict, forbidden, invalid, notFound, unauthenticated } from '@portico/kit';
import { publishAudit } from '../events/publish';
import {
  deleteTwoFactor,
  findTwoFactor,
  markEnabled,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  savePendingSecret,
  useRecoveryCode,
  useStep,
} from '../store/twoFactor';
import { findUserById } from '../store/users';
import type { Queryable } from '@portico/kit';
import { signAccessToken } from './accessTokens';
import { isSuperAdmin } from './globalRoles';
import { MESSAGES } from './messages';
import { verifyPassword } from './passwords';
import type { SessionDeps } from './sessions';
import { refuseWhileImpersonating } from './settings';
import {
  isRecoveryShaped,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  qrSvg,
  recoveryCodeHash,
} from './twoFactorCodes';
import { requireUser, type Caller } from './users';

export const TWO_FACTOR_MESSAGES = {
  invalidCode: 'Invalid code',
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  alreadyOn: 'Two-factor authentication is already on.',
  notStarted: 'Start two-factor setup first.',
  notOn: 'Two-factor authentication is not on.',
} as const;

export interface SetupStart {
  secret: string;
  otpauth_uri: string;
  qr_svg: string;
}

export async function startTwoFactorSetup(
  deps: SessionDeps,
  caller: Caller,
  issuer: string,
): Promise<SetupStart> {
  refuseWhileImpersonating(caller);
  const user = await requireUser(deps.db, caller.userId);
  if (user.two_factor_enabled) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn, 'two_factor_on');
  const secret = newTotpSecret();
  await savePendingSecret(deps.db, user.id, secret, deps.clock());
  const uri = otpauthUri(secret, issuer.trim() || 'Portico', user.email);
  return { secret, otpauth_uri: uri, qr_svg: await qrSvg(uri) };
}

/**
 * Checks a TOTP code (and spends its time step, so it cannot be used again) or, when
 * `allowRecovery`, spends a recovery code. Answers which kind matched, or null.
 */
export async function spendCode(
  db: Queryable,
  userId: string,
  secret: string,
  typed: string,
  now: Date,
  allowRecovery: boolean,
): Promise<'totp' | 'recovery' | null> {
  const code = typed.trim().replace(/\s/g, '');
  const step = matchingStep(secret, code, now);
  if (step !== null) return (await useStep(db, userId, step)) ? 'totp' : null;
  if (allowRecovery && isRecoveryShaped(code)) {
    if (await useRecoveryCode(db, userId, recoveryCodeHash(code), now)) return 'recovery';
  }
  return null;
}

export interface SetupConfirmed {
  recovery_codes: string[];
  /** A fresh access token for the caller's session, now carrying the two-factor claim. */
  access_token: string;
  expires_at: string;
}

export async function confirmTwoFactorSetup(
  deps: SessionDeps,
  caller: Caller,
  code: string,
): Promise<SetupConfirmed> {
  refuseWhileImpersonating(caller);
  if (!code.trim()) throw invalid(TWO_FACTOR_MESSAGES.codeRequired, 'code_required');
  const now = deps.clock();
  const codes = newRecoveryCodes();
  const confirmed = await deps.db.transaction(async (tx) => {
    const user = await requireUser(tx, caller.userId);
    if (user.two_factor_enabled) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn, 'two_factor_on');
    const pending = await findTwoFactor(tx, user.id);
    if (!pending) throw invalid(TWO_FACTOR_MESSAGES.notStarted, 'not_started');
    if (!(await spendCode(tx, user.id, pending.secret, code, now, false))) return null;
    await markEnabled(tx, user.id, now);
    await replaceRecoveryCodes(tx, user.id, codes.map(recoveryCodeHash));
    await publishAudit(tx, {
      actorUserId: user.id,
      action: 'auth.2fa_enabled',
      entityType: 'user',
      entityId: user.id,
      at: now,
    });
    return user;
  });
  // 400, not 401: the caller's session is fine (a 401 would make the browser renew it and
  // send the same code again).
  if (!confirmed) throw invalid(TWO_FACTOR_MESSAGES.invalidCode, 'invalid_code');
  const access = signAccessToken(
    await deps.keys.signingKey(),
    {
      sub: confirmed.id,
      sid: caller.sessionId ?? '',
      email: confirmed.email,
      sa: isSuperAdmin(confirmed.global_roles),
      tfa: true,
    },
    now,
  );
  return {
    recovery_codes: codes,
    access_token: access.token,
    expires_at: access.expiresAt.toISOString(),
  };
}

export async function disableTwoFactor(
  deps: SessionDeps,
  caller: Caller,
  input: { password: string; code: string },
): Promise<void> {
  refuseWhileImpersonating(caller);
  const user = await requireUser(deps.db, caller.userId);
  const held = await findTwoFactor(deps.db, user.id);
  if (!held?.enabled_at) throw invalid(TWO_FACTOR_MESSAGES.notOn, 'two_factor_off');
  if (!(await verifyPassword(input.password, user.password_hash)))
    throw unauthenticated(MESSAGES.currentPasswordIncorrect, 'current_password');
  const now = deps.clock();
  const done = await deps.db.transaction(async (tx) => {
    if (!(await spendCode(tx, user.id, held.secret, input.code, now, true))) return false;
    await deleteTwoFactor(tx, user.id);
    await publishAudit(tx, {
      actorUserId: user.id,
      action: 'auth.2fa_disabled',
      entityType: 'user',
      entityId: user.id,
      at: now,
    });
    return true;
  });
  if (!done) throw invalid(TWO_FACTOR_MESSAGES.invalidCode, 'invalid_code');
}

/** Super admins (the console's user drawer): a member who lost their device starts over. */
export async function resetTwoFactor(
  deps: SessionDeps,
  caller: Caller,
  input: { userId: string; reason?: string },
): Promise<void> {
  const actor = await requireUser(deps.db, caller.userId);
  if (caller.impersonatorId || !isSuperAdmin(actor.global_roles))
    throw forbidden(MESSAGES.superAdminOnly);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const user = /^[0-9a-f-]{36}$/i.test(input.userId)
      ? await findUserById(tx, input.userId)
      : null;
    if (!user) throw notFound(MESSAGES.userNotFound, 'user_not_found');
    await deleteTwoFactor(tx, user.id);
    await publishAudit(tx, {
      actorUserId: actor.id,
      action: 'auth.2fa_reset',
      entityType: 'user',
      entityId: user.id,
      reason: input.reason?.trim() || undefined,
      details: { email: user.email },
      at: now,
    });
  });
}

export async function twoFactorStatus(
  deps: SessionDeps,
  userId: string,
): Promise<{ enabled: boolean; recovery_codes_left: number }> {
  const held = await findTwoFactor(deps.db, userId);
  const enabled = Boolean(held?.enabled_at);
  return {
    enabled,
    recovery_codes_left: enabled ? await recoveryCodesLeft(deps.db, userId) : 0,
  };
}
