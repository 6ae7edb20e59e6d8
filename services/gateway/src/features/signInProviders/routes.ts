/**
 * Sign-in with Google, Microsoft, Slack and GitHub (docs/product.md §9 providers). A provider is
 * offered when Super Settings → Auth has it checked, identity holds its OAuth client, and, on
 * a tenant's host, the tenant's switch in Super Integrations is on; start refuses otherwise,
 * so hiding the button is not the only guard. Start and callback are browser navigations:
 * they answer 302, failures as /login?error=<code>. Tokens never travel in a URL: the refresh
 * token goes into its cookie as with a password, a two-factor challenge into a short httpOnly
 * cookie the login page trades for the code step. A trip started on a tenant's own host ends
 * there, through a handoff from the callback (./signInHandoff.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import { unauthenticated } from '@portico/kit';
import { AUTH_PROVIDERS, type AuthProvider } from '@portico/rules';
import { route } from '../../api/route';
import { text } from '../../api/schemas';
import type { GatewayDeps } from '../../deps';
import { publicUrlOf } from '../../shared/links';
import { clientOf, TwoFactorChallengeSchema } from '../../shared/session';
import {
  BINDING_COOKIE,
  BINDING_TTL_MS,
  bindingOf,
  CHALLENGE_COOKIE,
  CHALLENGE_PATH,
  finishOnThisHost,
  handoffRoute,
  handoffUrl,
  loginError,
  publicHostOf,
  redirect,
  tripCookieOf,
} from './handoff';

const TAG = 'Sessions';
export const PROVIDER_NAMES: Record<AuthProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  slack: 'Slack',
  github: 'GitHub',
};
/** Providers with a per-tenant switch in Super Integrations (GitHub has none). */
const TENANT_SWITCHED: readonly string[] = ['google', 'microsoft', 'slack'];

const ProviderParam = z.object({
  provider: z.enum(AUTH_PROVIDERS, { error: 'Unknown sign-in provider' }),
});

export const callbackUrl = (deps: GatewayDeps, provider: string) =>
  `${publicUrlOf(deps)}/api/auth/oauth/${provider}/callback`;

/** The tenant a login page's host belongs to, if any (as branding resolves it). */
async function tenantOfHost(deps: GatewayDeps, host: string, requestId: string) {
  if (!host) return undefined;
  const branding = await deps.services.tenancy.GetBranding({ host }, { requestId });
  return branding.found ? branding.tenant_id : undefined;
}

/**
 * The tenant host this request came to (a tenant's subdomain or verified custom domain, as
 * branding resolves it), or '' on the public address or any host that names no tenant. Only
 * the request's own host counts, never one a page names: it is where the session will be set.
 */
async function tenantHostOfRequest(deps: GatewayDeps, req: Request): Promise<string> {
  const host = (req.hostname ?? '').toLowerCase().slice(0, 253);
  if (!host || host === publicHostOf(deps).toLowerCase()) return '';
  return (await tenantOfHost(deps, host, req.id)) ? host : '';
}

/**
 * What the login page on these hosts may offer: checked, with a client, and switched on for
 * every tenant among the hosts. Both the host the page names and the one the request came to
 * count, so a crafted `?host=` cannot get round a tenant's switch on its own address.
 */
export async function offeredProviders(
  deps: GatewayDeps,
  hosts: readonly string[],
  requestId: string,
): Promise<AuthProvider[]> {
  const checked = (await deps.platformSettings.get()).auth.providers;
  if (checked.length === 0) return [];
  const { providers } = await deps.services.identity.ListConfiguredSignInProviders(
    {},
    { requestId },
  );
  let offered = AUTH_PROVIDERS.filter((p) => checked.includes(p) && providers.includes(p));
  if (!offered.some((p) => TENANT_SWITCHED.includes(p))) return offered;
  const service = deps.services.notifications;
  for (const host of new Set(hosts.filter(Boolean))) {
    const tenantId = await tenantOfHost(deps, host, requestId);
    if (!tenantId) continue;
    const switches = (await service.GetTenantIntegrations({ tenant_id: tenantId }, { requestId }))
      .enabled;
    offered = offered.filter((p) => !TENANT_SWITCHED.includes(p) || switches[p] !== false);
  }
  return offered;
}

/** The host the login page says it was served on, and the one this request came to. */
const hostsOf = (req: Request, asked: string | undefined) =>
  [asked ?? '', req.hostname ?? ''].map((host) => host.slice(0, 253));

const CallbackQuery = z
  .object({
    code: z.string().max(4096).optional(),
    state: z.string().max(512).optional(),
    error: z.string().max(200).optional(),
  })
  // Providers add their own parameters (scope, iss, authuser, hd, prompt, session_state...).
  .catchall(z.string().max(4096));

export const signInProviderRoutes = [
  route({
    method: 'GET',
    path: '/api/auth/providers',
    summary: 'The sign-in providers the login page on this host offers',
    tag: TAG,
    allow: 'public',
    query: z.object({ host: text(253).optional() }).strict(),
    response: z.object({
      providers: z.array(
        z.object({
          id: z.enum(AUTH_PROVIDERS),
          name: z.string(),
          start_url: z
            .string()
            .describe(
              'Where the button leads: on a tenant’s own host that host (a path), so the trip is bound to the browser there and the sign-in is handed back to it; elsewhere the public address, where the provider comes back to',
            ),
        }),
      ),
    }),
    handler: async ({ query, req, deps }) => {
      const offered = await offeredProviders(deps, hostsOf(req, query.host), req.id);
      const base = (await tenantHostOfRequest(deps, req)) ? '' : publicUrlOf(deps);
      return {
        providers: offered.map((id) => ({
          id,
          name: PROVIDER_NAMES[id],
          start_url: `${base}/api/auth/oauth/${id}/start`,
        })),
      };
    },
  }),

  route({
    method: 'GET',
    path: '/api/auth/oauth/:provider/start',
    summary: 'Sends the browser to the provider to sign in (code flow with PKCE, state, nonce)',
    tag: TAG,
    allow: 'public',
    rateLimit: 'signIn',
    redirects: true,
    params: ProviderParam,
    query: z
      .object({ return_to: z.string().max(512).optional(), host: text(253).optional() })
      .strict(),
    handler: async ({ params, query, req, res, deps }) => {
      const hosts = hostsOf(req, query.host);
      try {
        const offered = await offeredProviders(deps, hosts, req.id);
        if (!offered.includes(params.provider))
          return loginError(res, 'provider_unavailable', params.provider);
        const started = await deps.services.identity.StartProviderSignIn(
          {
            provider: params.provider,
            return_to: query.return_to ?? '',
            // Where the sign-in is handed back to after the callback: only this request's own
            // host, and only when it is a tenant's (verified domain or subdomain).
            tenant_host: await tenantHostOfRequest(deps, req),
            redirect_uri: callbackUrl(deps, params.provider),
          },
          { requestId: req.id },
        );
        const state = new URL(started.authorization_url).searchParams.get('state') ?? '';
        res.cookie(BINDING_COOKIE, bindingOf(state), {
          httpOnly: true,
          sameSite: 'lax',
          secure: req.secure,
          path: CHALLENGE_PATH,
          maxAge: BINDING_TTL_MS,
        });
        redirect(res, started.authorization_url);
      } catch (error) {
        deps.logger?.warn(
          { err: error, provider: params.provider },
          'provider sign-in start failed',
        );
        loginError(res, 'provider_unavailable', params.provider);
      }
    },
  }),

  route({
    method: 'GET',
    path: '/api/auth/oauth/:provider/callback',
    summary: 'Where the provider sends the browser back: signs in and redirects into the portal',
    tag: TAG,
    allow: 'public',
    rateLimit: 'signIn',
    redirects: true,
    params: ProviderParam,
    query: CallbackQuery,
    handler: async ({ params, query, req, res, deps }) => {
      // The provider's code is in this URL: the redirect must not pass it on in a Referer.
      res.setHeader('Referrer-Policy', 'no-referrer');
      const bound = tripCookieOf(req);
      res.clearCookie(BINDING_COOKIE, { path: CHALLENGE_PATH });
      const expected = bindingOf(query.state ?? '');
      // Whether this is the browser that started the trip. A trip started here is refused
      // without it (identity spends nothing then); one started on a tenant's host has its
      // cookie there and is checked at the handoff instead.
      const browserBound =
        !!query.state &&
        bound.length === expected.length &&
        timingSafeEqual(Buffer.from(bound), Buffer.from(expected));
      const client = clientOf(req);
      let result;
      try {
        result = await deps.services.identity.CompleteProviderSignIn(
          {
            provider: params.provider,
            query: Object.fromEntries(
              Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string'),
            ),
            signup_open: await deps.featureFlags.enabled('signup.open'),
            public_host: publicHostOf(deps),
            browser_bound: browserBound,
            client,
          },
          { requestId: req.id },
        );
      } catch (error) {
        deps.logger?.warn({ err: error, provider: params.provider }, 'provider sign-in failed');
        return loginError(res, 'failed', params.provider);
      }
      if (result.error_code) return loginError(res, result.error_code, params.provider);
      // Started on a tenant's host: the session is set there, never here. The host is the one
      // identity recorded at start, not anything in this request.
      if (result.handoff_code && result.tenant_host)
        return redirect(res, handoffUrl(deps, result.tenant_host, result.handoff_code));
      await finishOnThisHost(deps, req, res, result, params.provider, client.device_id);
    },
  }),

  handoffRoute,

  route({
    method: 'POST',
    path: '/api/auth/oauth/two-factor-challenge',
    summary:
      'The code step after a provider sign-in of a two-factor user: answers the challenge its cookie holds, once',
    tag: TAG,
    allow: 'public',
    rateLimit: 'signIn',
    response: TwoFactorChallengeSchema,
    handler: ({ req, res }) => {
      const challenge = (req.cookies as Record<string, string> | undefined)?.[CHALLENGE_COOKIE];
      res.clearCookie(CHALLENGE_COOKIE, { path: CHALLENGE_PATH });
      if (!challenge)
        throw unauthenticated(
          'Your sign-in has expired. Please sign in again.',
          'challenge_expired',
        );
      return {
        two_factor_required: true as const,
        challenge,
        challenge_expires_at: new Date(Date.now() + 5 * 60 * 1000).toISOString(),
      };
    },
  }),
];
