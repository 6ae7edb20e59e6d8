/**
 * Require 2FA's rule: with the setting on, a session whose user has not turned two-factor
 * sign-in on reaches only the routes declared for enrolment; enrolled users, impersonation
 * sessions and a platform with the setting off are not limited.
 */
import { DEFAULT_PLATFORM_SETTINGS, type PlatformSettingsDoc } from '@portico/rules';
import { enrolmentRequired, refuseBeforeTwoFactor } from '../../src/auth/twoFactorGate';
import type { Auth } from '../../src/auth/principal';

const settings = (require2fa: boolean): PlatformSettingsDoc => ({
  ...DEFAULT_PLATFORM_SETTINGS,
  auth: { ...DEFAULT_PLATFORM_SETTINGS.auth, require2fa },
});
const member = (patch: Partial<Auth> = {}): Auth => ({
  userId: 'u1',
  email: 'ada@example.com',
  sessionId: 's1',
  isSuperAdmin: false,
  twoFactor: false,
  ...patch,
});

describe('Require 2FA', () => {
  it("refuses an un-enrolled session everything but enrolment, with the platform's words", () => {
    expect(() => refuseBeforeTwoFactor(settings(true), member(), {})).toThrow(
      expect.objectContaining({
        code: 'PERMISSION_DENIED',
        message: 'Your platform requires two-factor authentication',
      }),
    );
    expect(() =>
      refuseBeforeTwoFactor(settings(true), member(), { beforeTwoFactor: true }),
    ).not.toThrow();
  });

  it('limits super admins too: the rule is the platform’s, not a tenant’s', () => {
    expect(enrolmentRequired(settings(true), member({ isSuperAdmin: true }))).toBe(true);
  });

  it('leaves enrolled users, impersonation sessions and a platform without the rule alone', () => {
    expect(enrolmentRequired(settings(true), member({ twoFactor: true }))).toBe(false);
    expect(enrolmentRequired(settings(true), member({ impersonatorId: 'sa' }))).toBe(false);
    expect(enrolmentRequired(settings(false), member())).toBe(false);
  });
});
