/**
 * Rate limits on the doors attackers knock on (sign-in, sign-up, forgot-password, invitation
 * acceptance), per client address and per account. Counters live in identity's database,
 * so every gateway replica counts against the same numbers.
 */
import type { Request, RequestHandler } from 'express';
import { rateLimited } from '@portico/kit';
import { MESSAGE_POST_LIMIT, TOO_MANY_ATTEMPTS } from '@portico/rules';
import type { ServiceClients } from '../clients';

export interface RateLimitPolicy {
  name: string;
  windowSeconds: number;
  perIp: number;
  perAccount: number;
  /** The account a request is about (an email or a user id); none: only the address counts. */
  accountOf: (req: Request) => string | undefined;
  /**
   * The service that counts this policy itself, in the transaction of the work it limits (the
   * route asks it to): the gateway charges nothing, the declaration still documents the 429.
   */
  countedBy?: 'messaging';
}

const emailOfBody = (req: Request) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
};

export const RATE_LIMITS = {
  // Per address only: the per-account limit is identity's, which counts failures alone and
  // spares devices that signed in to the account before (so guessing cannot lock anyone out).
  signIn: {
    name: 'login',
    windowSeconds: 300,
    perIp: 50,
    perAccount: 0,
    accountOf: () => undefined,
  },
  signUp: { name: 'signup', windowSeconds: 600, perIp: 20, perAccount: 5, accountOf: emailOfBody },
  forgotPassword: {
    name: 'forgot',
    windowSeconds: 3600,
    perIp: 10,
    perAccount: 5,
    accountOf: emailOfBody,
  },
  resetPassword: {
    name: 'reset',
    windowSeconds: 3600,
    perIp: 20,
    perAccount: 20,
    accountOf: () => undefined,
  },
  acceptInvitation: {
    name: 'invite-accept',
    windowSeconds: 600,
    perIp: 20,
    perAccount: 10,
    accountOf: (req: Request) => req.auth?.userId,
  },
  passwordChange: {
    name: 'password-change',
    windowSeconds: 3600,
    perIp: 30,
    perAccount: 10,
    accountOf: (req: Request) => req.auth?.userId,
  },
  invite: {
    name: 'invite',
    windowSeconds: 3600,
    perIp: 200,
    perAccount: 100,
    accountOf: (req: Request) => req.auth?.userId,
  },
  // The CSV import: per request; each row also counts against `invite` (routes/users/import.ts).
  importUsers: {
    name: 'import',
    windowSeconds: 3600,
    perIp: 60,
    perAccount: 30,
    accountOf: (req: Request) => req.auth?.userId,
  },
  adminCreateUser: {
    name: 'admin-create-user',
    windowSeconds: 3600,
    perIp: 200,
    perAccount: 100,
    accountOf: (req: Request) => req.auth?.userId,
  },
  adminReset: {
    name: 'admin-reset',
    windowSeconds: 3600,
    perIp: 60,
    perAccount: 30,
    accountOf: (req: Request) => req.auth?.userId,
  },
  // "Email the recipient" for a file shared with a role mails every member holding it: one
  // such share counts once here, however many it reaches (notifications caps and paces them).
  notifyRole: {
    name: 'file-notify-role',
    windowSeconds: 3600,
    perIp: 60,
    perAccount: 20,
    accountOf: (req: Request) => req.auth?.userId,
  },
  emailChange: {
    name: 'email-change',
    windowSeconds: 3600,
    perIp: 20,
    perAccount: 5,
    accountOf: (req: Request) => req.auth?.userId,
  },
  emailVerification: {
    name: 'email-verify-resend',
    windowSeconds: 3600,
    perIp: 20,
    perAccount: 5,
    accountOf: (req: Request) => req.auth?.userId,
  },
  confirmEmail: {
    name: 'email-confirm',
    windowSeconds: 3600,
    perIp: 30,
    perAccount: 30,
    accountOf: () => undefined,
  },
  // The public API: per key (every replica counts against the same numbers), with a looser
  // per-address ceiling for integrations that run several keys from one host.
  publicApi: {
    name: 'public-api',
    windowSeconds: 60,
    perIp: 600,
    perAccount: 120,
    accountOf: (req: Request) => req.apiKey?.keyId,
  },
  // Posting and editing messages: per person (every replica counts against the same numbers),
  // so one account cannot flood a thread or the emails that follow it; no per-address ceiling,
  // since a whole office may write from one address. Messaging counts it in the posting
  // transaction (the routes send count_post; services/messaging/src/domain/postLimit.ts).
  messagePost: {
    name: MESSAGE_POST_LIMIT.name,
    windowSeconds: MESSAGE_POST_LIMIT.windowSeconds,
    perIp: 0,
    perAccount: MESSAGE_POST_LIMIT.perPerson,
    accountOf: (req: Request) => req.auth?.userId,
    countedBy: 'messaging',
  },
} satisfies Record<string, RateLimitPolicy>;

/**
 * The address a limit counts against. One IPv6 host usually holds a whole /64 and can use any
 * address in it, so IPv6 counts per /64; IPv4 (also IPv4-mapped IPv6) per address.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1] ?? ip;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  const prefix = groups
    .slice(0, 4)
    .map((g) => (parseInt(g || '0', 16) || 0).toString(16))
    .join(':');
  return `${prefix}::/64`;
}

export const TOO_MANY = TOO_MANY_ATTEMPTS;

export function rateLimit(
  deps: { services: Pick<ServiceClients, 'identity'> },
  policy: RateLimitPolicy,
): RequestHandler {
  return async (req, _res, next) => {
    await chargeRateLimit(deps, req, policy);
    next();
  };
}

/**
 * Counts `cost` hits of the policy for the request's address and account, refusing with 429
 * (Retry-After) past the limit: the middleware above charges one per request; a handler
 * charges more where one request does the work of many (a CSV import's invitations).
 */
export async function chargeRateLimit(
  deps: { services: Pick<ServiceClients, 'identity'> },
  req: Request,
  policy: RateLimitPolicy,
  cost = 1,
  message = TOO_MANY,
): Promise<void> {
  // A ceiling of 0 is no ceiling on that count (messages count per person only).
  const buckets: [string, number][] =
    policy.perIp > 0 ? [[`${policy.name}:ip:${addressKey(req.ip)}`, policy.perIp]] : [];
  const account = policy.accountOf(req);
  if (account && policy.perAccount > 0)
    buckets.push([`${policy.name}:account:${account}`, policy.perAccount]);
  let retryAfter = 0;
  for (const [bucket, limit] of buckets) {
    const hit = await deps.services.identity.HitRateLimit(
      { bucket, limit, window_seconds: policy.windowSeconds, cost },
      { requestId: req.id },
    );
    if (!hit.allowed) retryAfter = Math.max(retryAfter, hit.retry_after_seconds);
    // The first refusal of a window is audited; later ones in the same window add nothing.
    if (hit.count > limit && hit.count - cost <= limit) {
      await deps.services.identity.RecordAudit(
        {
          action: 'auth.rate_limited',
          entity_type: 'rate_limit',
          entity_id: bucket,
          tenant_id: '',
          reason: `More than ${limit} ${policy.name} attempts in ${policy.windowSeconds} s`,
          details_json: JSON.stringify({ ip: req.ip ?? '' }),
          actor_user_id: '',
        },
        { requestId: req.id },
      );
    }
  }
  if (retryAfter > 0) {
    req.log?.warn({ limit: policy.name }, 'rate limit reached');
    throw rateLimited(message, retryAfter);
  }
}
