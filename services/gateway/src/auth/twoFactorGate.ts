/**
 * Super Settings → Auth → Require 2FA, enforced: while it is on, a session whose user has not
 * enrolled in two-factor sign-in reaches only the routes declared `beforeTwoFactor` (who is
 * signed in, enrolment); everything else answers 403 with the reason, so the shell can send
 * the user to the setup screen. The setting comes from the platform settings cache (a save
 * evicts it on every replica; the TTL bounds a lost event to a minute), so no restart is
 * needed. Impersonation sessions are exempt: the super admin is not the user.
 */
import { forbidden } from '@portico/kit';
import type { PlatformSettingsDoc } from '@portico/rules';
import type { Auth } from './principal';

export const TWO_FACTOR_REQUIRED = 'Your platform requires two-factor authentication';
export const TWO_FACTOR_REQUIRED_REASON = 'two_factor_enrolment_required';

/** Whether this session is limited to enrolment under the current settings. */
export const enrolmentRequired = (settings: PlatformSettingsDoc, auth: Auth): boolean =>
  settings.auth.require2fa === true && !auth.twoFactor && !auth.impersonatorId;

export function refuseBeforeTwoFactor(
  settings: PlatformSettingsDoc,
  auth: Auth,
  route: { beforeTwoFactor?: boolean },
): void {
  if (route.beforeTwoFactor) return;
  if (enrolmentRequired(settings, auth))
    throw forbidden(TWO_FACTOR_REQUIRED, TWO_FACTOR_REQUIRED_REASON);
}
