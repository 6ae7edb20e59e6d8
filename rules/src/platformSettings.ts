/**
 * Platform settings (docs/product.md §3 Settings, §5 IP allowlist, §9 password minimum): their
 * shape, defaults and the rules the console, the gateway and tenancy all apply. Pure: the
 * browser bundles this file.
 */
import type { PlanKey } from './plans';

export interface PlatformSettingsDoc {
  brand: {
    appName: string;
    supportEmail: string;
    logoUrl: string;
    faviconUrl: string;
    privacyUrl: string;
    termsUrl: string;
  };
  auth: {
    require2fa: boolean;
    providers: AuthProvider[];
    sessionMaxHours: number;
    sessionIdleMinutes: number;
  };
  security: {
    ipAllowlist: string[];
    passwordMin: number;
    passwordComplexity: 'none' | 'mixed' | 'strong';
    domainAllowlist: string[];
  };
  retention: {
    auditDays: number;
    webhookDays: number;
    exportDays: number;
    /** Messages of conversations quiet this long are removed; 0 keeps them until deleted. */
    messageDays: number;
    policy: 'delete' | 'archive';
  };
  rate: { globalRpm: number; perTenantRpm: number };
  /** Client payments (issue 29): the platform's fee on each paid invoice, by the tenant's plan. */
  payments: { platformFeePercent: Record<PlanKey, number> };
}

export type PlatformSettingsSection = keyof PlatformSettingsDoc;
export const PLATFORM_SETTINGS_SECTIONS = [
  'brand',
  'auth',
  'security',
  'retention',
  'rate',
  'payments',
] as const satisfies readonly PlatformSettingsSection[];

/** docs/product.md §9: selectable authentication providers. */
export const AUTH_PROVIDERS = ['google', 'microsoft', 'slack', 'github'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];
export const PASSWORD_COMPLEXITIES = ['none', 'mixed', 'strong'] as const;

/** docs/product.md §9: password minimum 8 at sign-up, and the settings default is 8. */
export const PASSWORD_MIN_DEFAULT = 8;
/** Identity refuses anything shorter whatever the settings say. */
export const PASSWORD_MIN_FLOOR = 8;
export const PASSWORD_MIN_CEILING = 128;

/**
 * Rate limits are requests per minute; 0 means no platform-wide ceiling (the sign-in and
 * sign-up doors keep their own limits regardless).
 */
export const DEFAULT_PLATFORM_SETTINGS: PlatformSettingsDoc = {
  brand: {
    appName: 'Portico',
    supportEmail: '',
    logoUrl: '',
    faviconUrl: '',
    privacyUrl: '',
    termsUrl: '',
  },
  auth: { require2fa: false, providers: [], sessionMaxHours: 24, sessionIdleMinutes: 60 },
  security: {
    ipAllowlist: [],
    passwordMin: PASSWORD_MIN_DEFAULT,
    passwordComplexity: 'none',
    domainAllowlist: [],
  },
  retention: { auditDays: 365, webhookDays: 30, exportDays: 7, messageDays: 0, policy: 'delete' },
  rate: { globalRpm: 0, perTenantRpm: 0 },
  payments: { platformFeePercent: { starter: 0, pro: 0, advanced: 1, custom: 1 } },
};

/** The highest platform fee the console accepts, in percent of an invoice's total. */
export const PLATFORM_FEE_PERCENT_MAX = 20;
export const PLATFORM_FEE_MESSAGE = `A platform fee is a percentage from 0 to ${PLATFORM_FEE_PERCENT_MAX} with at most two decimals`;

/** Whether a fee percent is one the console accepts: 0–20, in hundredths. */
export function isValidPlatformFeePercent(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= PLATFORM_FEE_PERCENT_MAX &&
    Math.abs(Math.round(value * 100) - value * 100) < 1e-9
  );
}

/**
 * The fee on a plan in hundredths of a percent (1.5 % is 150), from the saved settings, the
 * default for a plan the saved section lacks: integer arithmetic from here on.
 */
export function platformFeeBps(
  payments: Partial<PlatformSettingsDoc['payments']> | undefined,
  plan: PlanKey,
): number {
  const saved = payments?.platformFeePercent?.[plan];
  const percent = isValidPlatformFeePercent(saved)
    ? saved
    : DEFAULT_PLATFORM_SETTINGS.payments.platformFeePercent[plan];
  return Math.round(percent * 100);
}

/**
 * Session limits (Super Settings → Auth). A session ends at its absolute age from sign-in, or
 * when no refresh came within the idle minutes. Identity sees activity only when an access token
 * (15 minutes) is renewed, so an active person's refreshes can be up to 15 minutes apart: the
 * idle floor of 30 keeps anyone who uses the portal at least every quarter hour signed in. The
 * ceiling of 720 hours is the refresh token's own 30-day life.
 */
export const SESSION_MAX_HOURS_MIN = 1;
export const SESSION_MAX_HOURS_MAX = 720;
export const SESSION_IDLE_MINUTES_MIN = 30;
export const SESSION_IDLE_MINUTES_MAX = 1440;

export const SESSION_LIMIT_MESSAGES = {
  maxHours: `Session maximum must be a whole number of hours from ${SESSION_MAX_HOURS_MIN} to ${SESSION_MAX_HOURS_MAX}`,
  idleMinutes: `Session idle timeout must be a whole number of minutes from ${SESSION_IDLE_MINUTES_MIN} to ${SESSION_IDLE_MINUTES_MAX}`,
  idleOverMax: 'Session idle timeout cannot be longer than the session maximum',
} as const;

/** The first session-limit rule `auth` breaks, as its message; undefined when it passes. */
export function sessionLimitsProblem(
  auth: Pick<PlatformSettingsDoc['auth'], 'sessionMaxHours' | 'sessionIdleMinutes'>,
): string | undefined {
  const { sessionMaxHours: hours, sessionIdleMinutes: minutes } = auth;
  if (!Number.isInteger(hours) || hours < SESSION_MAX_HOURS_MIN || hours > SESSION_MAX_HOURS_MAX)
    return SESSION_LIMIT_MESSAGES.maxHours;
  if (
    !Number.isInteger(minutes) ||
    minutes < SESSION_IDLE_MINUTES_MIN ||
    minutes > SESSION_IDLE_MINUTES_MAX
  )
    return SESSION_LIMIT_MESSAGES.idleMinutes;
  if (minutes > hours * 60) return SESSION_LIMIT_MESSAGES.idleOverMax;
  return undefined;
}

/**
 * The limits a session is held to, whatever was stored: a value saved before these bounds
 * existed (or a malformed copy) is brought inside them rather than trusted.
 */
export function effectiveSessionLimits(
  auth: Partial<Pick<PlatformSettingsDoc['auth'], 'sessionMaxHours' | 'sessionIdleMinutes'>>,
): { maxHours: number; idleMinutes: number } {
  const clamp = (value: unknown, fallback: number, min: number, max: number) =>
    typeof value === 'number' && Number.isFinite(value)
      ? Math.min(max, Math.max(min, Math.floor(value)))
      : fallback;
  const defaults = DEFAULT_PLATFORM_SETTINGS.auth;
  const maxHours = clamp(
    auth.sessionMaxHours,
    defaults.sessionMaxHours,
    SESSION_MAX_HOURS_MIN,
    SESSION_MAX_HOURS_MAX,
  );
  const idleMinutes = clamp(
    auth.sessionIdleMinutes,
    defaults.sessionIdleMinutes,
    SESSION_IDLE_MINUTES_MIN,
    SESSION_IDLE_MINUTES_MAX,
  );
  return { maxHours, idleMinutes: Math.min(idleMinutes, maxHours * 60) };
}

export const passwordTooShortMessage = (min: number): string =>
  `Password must be at least ${min} characters`;

export const PASSWORD_COMPLEXITY_MESSAGES = {
  mixed: 'Password must contain both letters and numbers',
  strong: 'Password must contain upper- and lower-case letters, a number and a symbol',
} as const;

/** The complexity rule a new password breaks, as its message; undefined when it passes. */
export function passwordComplexityProblem(
  password: string,
  complexity: PlatformSettingsDoc['security']['passwordComplexity'],
): string | undefined {
  const letter = /\p{L}/u.test(password);
  const digit = /\d/.test(password);
  if (complexity === 'mixed' && !(letter && digit)) return PASSWORD_COMPLEXITY_MESSAGES.mixed;
  if (complexity === 'strong') {
    const ok =
      /\p{Ll}/u.test(password) &&
      /\p{Lu}/u.test(password) &&
      digit &&
      /[^\p{L}\d\s]/u.test(password);
    if (!ok) return PASSWORD_COMPLEXITY_MESSAGES.strong;
  }
  return undefined;
}

/** docs/product.md §5: blank, or an IPv4 address with an optional /prefix of up to 2 digits. */
const IPV4_LINE = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?:\/(\d{1,2}))?$/;

export function isValidIpAllowlistLine(line: string): boolean {
  const trimmed = line.trim();
  if (!trimmed) return true;
  const match = IPV4_LINE.exec(trimmed);
  if (!match) return false;
  const octets = match.slice(1, 5).map(Number);
  if (octets.some((o) => o > 255)) return false;
  return match[5] === undefined || Number(match[5]) <= 32;
}

function ipv4ToNumber(ip: string): number | undefined {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  if (!match) return undefined;
  const octets = match.slice(1, 5).map(Number);
  if (octets.some((o) => o > 255)) return undefined;
  return octets.reduce((n, o) => n * 256 + o, 0);
}

/**
 * Whether a client address may reach the super console: an empty list admits everyone; an
 * IPv4-mapped IPv6 address counts as its IPv4; other IPv6 addresses match no IPv4 entry.
 */
export function ipAllowed(ip: string | undefined, allowlist: readonly string[]): boolean {
  const entries = allowlist.map((line) => line.trim()).filter(Boolean);
  if (entries.length === 0) return true;
  const bare = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip ?? '')?.[1] ?? ip ?? '';
  const address = ipv4ToNumber(bare);
  if (address === undefined) return false;
  return entries.some((entry) => {
    const [base = '', prefixText] = entry.split('/');
    const network = ipv4ToNumber(base);
    if (network === undefined) return false;
    const prefix = prefixText === undefined ? 32 : Number(prefixText);
    if (prefix === 0) return true;
    const size = 2 ** (32 - prefix);
    return Math.floor(address / size) === Math.floor(network / size);
  });
}
