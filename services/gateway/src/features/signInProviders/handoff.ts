/**
 * The end of a provider sign-in, on whichever host it ends, and the handoff to a tenant's own
 * host. The provider returns only to the one redirect URI on PUBLIC_URL, and cookies cannot
 * span hosts, so a trip started on a tenant's subdomain or verified custom domain cannot get
 * its session at the callback: identity leaves a handoff code there, and the browser is sent
 * to `<scheme>://<tenant host>/api/auth/oauth/handoff?code=…` (the host only ever the one the
 * attempt recorded at start, checked then to be a tenant's; never anything from the callback's
 * query), where the session or the two-factor challenge is set on the tenant's host.
 *
 * A code in a URL is acceptable here only because it is single use (spent by its first
 * presentation), lives 60 seconds, is redeemable only on that host, and is worthless without
 * the trip cookie the same browser got on that host at start (the SHA-256 of the state), so a
 * code lifted from a URL, a log or a history cannot be replayed in another browser. The
 * handoff answers with `Referrer-Policy: no-referrer` and a redirect, so the code goes no
 * further than this request.
 */
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { identityV1 } from '@portico/proto';
import { route } from '../../api/route';
import { keepDeviceCookie } from '../../auth/deviceCookie';
import { setRefreshCookie } from '../../auth/refreshCookie';
import type { GatewayDeps } from '../../deps';
import { publicUrlOf } from '../../shared/links';
import { clientOf } from '../../shared/session';

const TAG = 'Sessions';
export const CHALLENGE_COOKIE = 'portico_provider_2fa';
export const CHALLENGE_PATH = '/api/auth/oauth';
/**
 * Binds a trip to the browser that started it: the SHA-256 of its state, set at start on the
 * host the trip started on (host-only) and required where the session is made, at the
 * callback on the public host or at the handoff on a tenant's. Without it someone could finish
 * their own trip in another person's browser (a forged link) and sign them in as the attacker
 * (login CSRF). SameSite=Lax: the provider's redirect back is a top-level GET from another site.
 */
export const BINDING_COOKIE = 'portico_provider_trip';
export const BINDING_TTL_MS = 10 * 60 * 1000;
export const bindingOf = (state: string) => createHash('sha256').update(state).digest('hex');
export const tripCookieOf = (req: Request) =>
  (req.cookies as Record<string, string> | undefined)?.[BINDING_COOKIE] ?? '';

export function redirect(res: Response, location: string) {
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(302, location);
}

/** Failures as words on the login page: /login?error=<code>[&provider=<id>]. */
export const loginError = (res: Response, code: string, provider: string) =>
  redirect(
    res,
    `/login?${new URLSearchParams(provider ? { error: code, provider: provider.slice(0, 20) } : { error: code }).toString()}`,
  );

/** PUBLIC_URL's host name (no port), where the provider calls back. */
export const publicHostOf = (deps: GatewayDeps) => new URL(publicUrlOf(deps)).hostname;

/**
 * Where the browser redeems a handoff: the scheme and port of PUBLIC_URL (one gateway serves
 * every host on the same listener) with the tenant host identity recorded at start.
 */
export function handoffUrl(deps: GatewayDeps, tenantHost: string, code: string): string {
  const pub = new URL(publicUrlOf(deps));
  const target = new URL(`${pub.protocol}//${tenantHost}`);
  target.port = pub.port;
  target.pathname = '/api/auth/oauth/handoff';
  target.search = new URLSearchParams({ code }).toString();
  return target.toString();
}

/**
 * A new account made with a provider starts onboarding as a sign-up does. No form asked for a
 * company name, so the workspace is named after the person until they rename it; a failure
 * leaves them signed in, and the onboarding page can start again.
 */
async function startOnboarding(
  deps: GatewayDeps,
  req: Request,
  user: { id: string; email: string; first_name: string; last_name: string } | null | undefined,
) {
  if (!user) return;
  const who =
    [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email.split('@')[0];
  try {
    await deps.services.tenancy.StartOnboarding(
      {
        company_name: `${who}'s workspace`,
        source: '',
        source_other: '',
        title: '',
        plan: '',
        invite: '',
        email: user.email,
      },
      { userId: user.id, requestId: req.id },
    );
  } catch (error) {
    deps.logger?.warn({ err: error }, 'starting onboarding after a provider sign-up failed');
  }
}

/**
 * Sets on this host what a password sign-in would: the refresh cookie and its readable
 * companion, or for a two-factor account only the challenge, in a short httpOnly cookie the
 * login page trades for the code step (never in a URL).
 */
export async function finishOnThisHost(
  deps: GatewayDeps,
  req: Request,
  res: Response,
  result: Pick<
    identityV1.CompleteProviderSignInResponse__Output,
    'session' | 'created' | 'return_to'
  >,
  provider: string,
  device: string,
) {
  const session = result.session;
  if (session?.two_factor_challenge) {
    res.cookie(CHALLENGE_COOKIE, session.two_factor_challenge, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: CHALLENGE_PATH,
      maxAge: 5 * 60 * 1000,
    });
    // The code step still leads where the visitor was headed (identity kept only a path here).
    const back = result.return_to ? `&return_to=${encodeURIComponent(result.return_to)}` : '';
    return redirect(res, `/login?step=two-factor${back}`);
  }
  if (!session?.refresh_token) return loginError(res, 'failed', provider);
  setRefreshCookie(req, res, session.refresh_token, session.refresh_expires_at);
  if (device) keepDeviceCookie(req, res, device);
  if (result.created) await startOnboarding(deps, req, session.user);
  // The login page sends a signed-in person where a password sign-in would (super console,
  // their workspace, or onboarding for a new account) unless they were headed elsewhere.
  redirect(res, result.return_to || '/login');
}

export const handoffRoute = route({
  method: 'GET',
  path: '/api/auth/oauth/handoff',
  summary:
    'On a tenant’s own host: redeems the code a provider sign-in was handed off with (single use, 60 s, this host, this browser) and signs in here',
  tag: TAG,
  allow: 'public',
  rateLimit: 'signIn',
  redirects: true,
  query: z.object({ code: z.string().min(1).max(128) }).strict(),
  handler: async ({ query, req, res, deps }) => {
    // The code is in this URL: nothing this answer leads to may learn it from a Referer.
    res.setHeader('Referrer-Policy', 'no-referrer');
    const binding = tripCookieOf(req);
    res.clearCookie(BINDING_COOKIE, { path: CHALLENGE_PATH });
    const client = clientOf(req);
    let result;
    try {
      result = await deps.services.identity.RedeemProviderHandoff(
        {
          code: query.code,
          host: req.hostname ?? '',
          binding,
          client,
        },
        { requestId: req.id },
      );
    } catch (error) {
      deps.logger?.warn({ err: error }, 'provider sign-in handoff failed');
      return loginError(res, 'failed', '');
    }
    if (result.error_code) return loginError(res, result.error_code, '');
    await finishOnThisHost(deps, req, res, result, '', client.device_id);
  },
});
