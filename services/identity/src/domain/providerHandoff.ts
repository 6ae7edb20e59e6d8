/**
 * The handoff of a provider sign-in to a tenant's own host. The provider comes back only to
 * the one registered redirect URI on the public host, and cookies cannot span hosts, so when
 * the trip started on a tenant's subdomain or verified domain the callback signs nobody in
 * there: it leaves a handoff, and the gateway sends the browser to
 * `https://<tenant host>/api/auth/oauth/handoff?code=…`, where the session (or the two-factor
 * challenge) is issued on the tenant's host.
 *
 * A code in a URL is acceptable here only because it is worthless on its own: 256 random bits
 * stored only as a SHA-256 hash, single use (spent by the first presentation, whatever its
 * outcome), good for 60 seconds, redeemable only on the tenant host the attempt recorded at
 * start, and only with the browser binding set on that host at start (the trip cookie holding
 * the SHA-256 of the state), so a code lifted from a URL, a log or a referrer cannot be
 * replayed in another browser. The gateway answers the handoff with a redirect and
 * `Referrer-Policy: no-referrer`, so the code goes no further.
 */
import { timingSafeEqual } from 'node:crypto';
import { publishAudit } from '../events/publish';
import type { Provider } from '../providers/protocol';
import { consumeHandoff, insertHandoff, type HandoffRow } from '../store/providerHandoffs';
import { recordSignIn, type UserRow } from '../store/users';
import { openSession, type IssuedSession, type SessionDeps } from './sessions';
import { rememberSignInDevice } from './signInLimits';
import { hashToken, newOpaqueToken } from './tokens';
import { issueChallenge, type TwoFactorChallenge } from './twoFactorSignIn';
import { requireUser } from './users';

export const HANDOFF_TTL_SECONDS = 60;

/** Whether an attempt recorded on `tenantHost` must be handed off from the public host. */
export function handsOff(tenantHost: string, publicHost: string): boolean {
  const tenant = tenantHost.trim().toLowerCase();
  const pub = publicHost.trim().toLowerCase();
  return pub !== '' && tenant !== '' && tenant !== pub;
}

/** Leaves a handoff for this user on the attempt's tenant host; answers the code, once. */
export async function createHandoff(deps: SessionDeps, handoff: HandoffRow): Promise<string> {
  const code = newOpaqueToken();
  const at = deps.clock();
  await insertHandoff(deps.db, {
    ...handoff,
    codeHash: hashToken(code),
    at,
    expiresAt: new Date(at.getTime() + HANDOFF_TTL_SECONDS * 1000),
  });
  return code;
}

/**
 * Signs the person in as a password does: a two-factor user gets only the challenge (a
 * provider proves who the person is at the provider, never a second factor here); anyone else
 * a session, audited once as `auth.sign_in_success` with the provider.
 */
export async function finishProviderSignIn(
  deps: SessionDeps,
  user: UserRow,
  provider: Provider | string,
  deviceId: string | undefined,
): Promise<IssuedSession | TwoFactorChallenge> {
  if (user.two_factor_enabled) return issueChallenge(deps, user, deviceId);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await recordSignIn(tx, user.id, now);
    await rememberSignInDevice(tx, user.id, deviceId, now);
    await publishAudit(tx, {
      actorUserId: user.id,
      action: 'auth.sign_in_success',
      entityType: 'user',
      entityId: user.id,
      details: { method: 'provider', provider },
      at: now,
    });
    return openSession(deps, tx, { ...user, last_sign_in_at: now });
  });
}

export interface HandoffResult {
  error_code: '' | 'expired' | 'invalid_state' | 'account_disabled';
  session?: IssuedSession | TwoFactorChallenge;
  return_to: string;
  tenant_host: string;
  created: boolean;
}

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Redeems a code on the host it was made for. A code used before, expired or presented on
 * another host is `expired` (the login page offers to start again); without the browser
 * binding it is `invalid_state`, as a callback without its trip cookie is.
 */
export async function redeemProviderHandoff(
  deps: SessionDeps,
  input: { code: string; host: string; binding: string; deviceId?: string },
): Promise<HandoffResult> {
  const refused = (error_code: HandoffResult['error_code']): HandoffResult => ({
    error_code,
    return_to: '',
    tenant_host: '',
    created: false,
  });
  if (!input.code) return refused('expired');
  const handoff = await consumeHandoff(deps.db, hashToken(input.code), deps.clock());
  if (handoff === 'unknown' || handoff === 'expired') return refused('expired');
  if (handoff.tenant_host.toLowerCase() !== input.host.trim().toLowerCase())
    return refused('expired');
  if (!sameHex(input.binding, handoff.state_hash)) return refused('invalid_state');
  const user = await requireUser(deps.db, handoff.user_id);
  const where = {
    return_to: handoff.return_to,
    tenant_host: handoff.tenant_host,
    created: handoff.created,
  };
  if (user.disabled_at) {
    // Disabled in the minute since the callback: refused here as it would have been there.
    await deps.db.transaction((tx) =>
      publishAudit(tx, {
        actorUserId: user.id,
        action: 'auth.sign_in_failed',
        entityType: 'user',
        entityId: user.id,
        details: { method: 'provider', provider: handoff.provider, reason: 'account_disabled' },
        at: deps.clock(),
      }),
    );
    return { ...refused('account_disabled'), ...where, created: false };
  }
  return {
    error_code: '',
    ...where,
    session: await finishProviderSignIn(deps, user, handoff.provider, input.deviceId),
  };
}
