/**
 * Signing in with Google, Microsoft, Slack or GitHub. Start records a single-use attempt (only
 * the state's hash, the PKCE verifier sealed, the nonce, a same-origin return path, the tenant
 * host, 10 minutes) and answers the provider's URL. The callback spends the attempt atomically,
 * lets the provider's answer be verified (../providers/protocol.ts), then finds the account:
 * a stored (provider, subject) link; else the user whose email the provider says it verified
 * (linked now; an account whose address nobody proved is taken over, ./accountReclaim.ts); else, while sign-up is open, a new account with that address already proven
 * and no password. The same gates as a password apply: a disabled account is refused and a
 * two-factor user gets the code step, never a session. An attempt started on a tenant's own
 * host is not signed in at the callback (on the public host) but handed off to that host
 * (./providerHandoff.ts), where the session and its audit entry are made.
 */
import { randomUUID } from 'node:crypto';
import { notFound } from '@portico/kit';
import { publishAudit, publishUserEvent } from '../events/publish';
import {
  authorizationUrl,
  completeRoundTrip,
  newRoundTrip,
  PROVIDER_NAMES,
  ProviderRefusal,
  type Provider,
  type ProviderIdentity,
} from '../providers/protocol';
import { markEmailVerified } from '../store/emailTokens';
import {
  consumeAttempt,
  findLink,
  insertAttempt,
  insertLink,
  providerClientWithSecret,
} from '../store/signInProviders';
import { findUserByEmail, insertUser, type UserRow } from '../store/users';
import { reclaimAccount } from './accountReclaim';
import { requireProvider } from './providerClients';
import { createHandoff, finishProviderSignIn, handsOff } from './providerHandoff';
import { type IssuedSession, type SessionDeps } from './sessions';
import { hashToken } from './tokens';
import { type TwoFactorChallenge } from './twoFactorSignIn';
import { requireUser } from './users';

export const ATTEMPT_TTL_SECONDS = 10 * 60;
const RETURN_PATH_MAX = 512;

/** Why a callback did not sign anyone in; the login page words each one. */
export type ProviderSignInError =
  | 'invalid_state'
  | 'expired'
  | 'provider_unavailable'
  | 'cancelled'
  | 'failed'
  | 'email_unverified'
  | 'signup_closed'
  | 'account_disabled';

/**
 * A return path is kept only if it is a path on this site: one leading slash, no scheme or
 * host (`//evil`, `/\evil`), no control characters. Anything else is dropped for the default.
 */
export function safeReturnPath(value: string): string {
  const path = value.trim();
  if (!path || path.length > RETURN_PATH_MAX) return '';
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return '';
  return path;
}

export async function startProviderSignIn(
  deps: SessionDeps,
  input: { provider: string; returnTo: string; tenantHost: string; redirectUri: string },
): Promise<{ authorization_url: string }> {
  const provider = requireProvider(input.provider);
  const client = await providerClientWithSecret(deps.db, provider);
  if (!client) {
    throw notFound(
      `Sign-in with ${PROVIDER_NAMES[provider]} is not available.`,
      'provider_unavailable',
    );
  }
  const trip = await newRoundTrip();
  const url = await authorizationUrl(provider, client, { ...trip, redirectUri: input.redirectUri });
  const now = deps.clock();
  await insertAttempt(deps.db, {
    stateHash: hashToken(trip.state),
    provider,
    code_verifier: trip.codeVerifier,
    nonce: trip.nonce,
    return_to: safeReturnPath(input.returnTo),
    tenant_host: input.tenantHost.slice(0, 253),
    redirect_uri: input.redirectUri,
    at: now,
    expiresAt: new Date(now.getTime() + ATTEMPT_TTL_SECONDS * 1000),
  });
  return { authorization_url: url };
}

export interface ProviderSignInResult {
  error_code: ProviderSignInError | '';
  session?: IssuedSession | TwoFactorChallenge;
  return_to: string;
  tenant_host: string;
  created: boolean;
  provider_email: string;
  /** Instead of a session: the code the attempt's tenant host redeems. */
  handoff_code?: string;
}

const refusal = (code: ProviderSignInError, extra: Partial<ProviderSignInResult> = {}) => ({
  error_code: code,
  return_to: '',
  tenant_host: '',
  created: false,
  provider_email: '',
  ...extra,
});

export async function completeProviderSignIn(
  deps: SessionDeps,
  input: {
    provider: string;
    query: Record<string, string>;
    signupOpen: boolean;
    deviceId?: string;
    /** PUBLIC_URL's host, where this callback is served ('' : never hand off). */
    publicHost: string;
    /** The callback came with the trip cookie of the browser that started the attempt. */
    browserBound: boolean;
  },
): Promise<ProviderSignInResult> {
  const provider = requireProvider(input.provider);
  const state = input.query.state ?? '';
  if (!state) return refusal(input.query.error === 'access_denied' ? 'cancelled' : 'invalid_state');
  const attempt = await consumeAttempt(deps.db, hashToken(state), provider, deps.clock(), {
    browserBound: input.browserBound,
    publicHost: input.publicHost,
  });
  if (attempt === 'unknown') return refusal('invalid_state');
  if (attempt === 'expired') return refusal('expired');
  const where = { return_to: attempt.return_to, tenant_host: attempt.tenant_host };
  const client = await providerClientWithSecret(deps.db, provider);
  if (!client) return refusal('provider_unavailable', where);
  let person: ProviderIdentity;
  try {
    person = await completeRoundTrip(
      provider,
      client,
      {
        state,
        nonce: attempt.nonce,
        codeVerifier: attempt.code_verifier,
        redirectUri: attempt.redirect_uri,
      },
      input.query,
    );
  } catch (error) {
    const code = error instanceof ProviderRefusal ? error.code : 'failed';
    await auditFailure(deps, null, { provider, reason: code });
    return refusal(code, where);
  }
  const found = await accountFor(deps, provider, person, input.signupOpen);
  if (typeof found === 'string') {
    await auditFailure(deps, null, { provider, reason: found, email: person.email });
    return refusal(found, { ...where, provider_email: person.email });
  }
  const { user, created } = found;
  if (user.disabled_at) {
    await auditFailure(deps, user.id, { provider, reason: 'account_disabled' });
    return refusal('account_disabled', where);
  }
  const result = { error_code: '' as const, ...where, created, provider_email: person.email };
  if (handsOff(attempt.tenant_host, input.publicHost)) {
    // Signed in (and audited) where the code is redeemed, on the tenant's host: once.
    const handoff_code = await createHandoff(deps, {
      state_hash: hashToken(state),
      provider,
      user_id: user.id,
      tenant_host: attempt.tenant_host,
      return_to: attempt.return_to,
      created,
    });
    return { ...result, handoff_code };
  }
  return {
    ...result,
    session: await finishProviderSignIn(deps, user, provider, input.deviceId),
  };
}

async function auditFailure(
  deps: SessionDeps,
  userId: string | null,
  details: { provider: Provider; reason: string; email?: string },
) {
  await deps.db.transaction((tx) =>
    publishAudit(tx, {
      actorUserId: userId,
      action: 'auth.sign_in_failed',
      entityType: 'user',
      entityId: userId,
      details: { method: 'provider', ...details },
      at: deps.clock(),
    }),
  );
}

/** The account the provider's person is: linked, matched by verified email, or new. */
async function accountFor(
  deps: SessionDeps,
  provider: Provider,
  person: ProviderIdentity,
  signupOpen: boolean,
): Promise<{ user: UserRow; created: boolean } | 'email_unverified' | 'signup_closed'> {
  const link = await findLink(deps.db, provider, person.subject);
  if (link) return { user: await requireUser(deps.db, link.user_id), created: false };
  // Without a verified address nobody may be matched or created: anyone can type an address.
  if (!person.email || !person.emailVerified) return 'email_unverified';
  const now = deps.clock();
  const existing = await findUserByEmail(deps.db, person.email);
  if (existing) {
    await deps.db.transaction(async (tx) => {
      // Linked by email only to an address somebody proved. An unproven one may be a squatter's
      // (signed up with this address and a password of their own): the provider's verified
      // owner takes it over, and the old holder's every way in ends (./accountReclaim.ts).
      if (!existing.email_verified_at) await reclaimAccount(tx, existing, provider, now);
      await insertLink(tx, {
        provider,
        subject: person.subject,
        userId: existing.id,
        email: person.email,
        at: now,
      });
      await markEmailVerified(tx, existing.id, existing.email, now);
      await publishAudit(tx, {
        actorUserId: existing.id,
        action: 'auth.provider_linked',
        entityType: 'user',
        entityId: existing.id,
        details: { provider },
        at: now,
      });
    });
    return { user: await requireUser(deps.db, existing.id), created: false };
  }
  if (!signupOpen) return 'signup_closed';
  const id = randomUUID();
  const [firstName, ...rest] = (person.name || person.email.split('@')[0] || '')
    .trim()
    .split(/\s+/);
  const lastName = rest.join(' ');
  const created = await deps.db.transaction(async (tx) => {
    const inserted = await insertUser(tx, {
      id,
      email: person.email,
      phone: null,
      passwordHash: null,
      firstName: firstName ?? '',
      lastName,
      title: null,
    });
    // Someone signed up with this address a moment ago: sign them in as that account instead.
    if (!inserted) return false;
    await markEmailVerified(tx, id, person.email, now);
    await insertLink(tx, {
      provider,
      subject: person.subject,
      userId: id,
      email: person.email,
      at: now,
    });
    await publishUserEvent(
      tx,
      {
        user_id: id,
        email: person.email,
        created: {
          full_name: [firstName, lastName].filter(Boolean).join(' '),
          title: '',
          source: 'signup',
        },
      },
      'created',
    );
    await publishAudit(tx, {
      actorUserId: id,
      action: 'user.signed_up',
      entityType: 'user',
      entityId: id,
      details: { method: 'provider', provider },
      at: now,
    });
    return true;
  });
  if (!created) return accountFor(deps, provider, person, false);
  return { user: await requireUser(deps.db, id), created: true };
}
