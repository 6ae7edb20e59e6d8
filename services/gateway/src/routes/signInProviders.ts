/**
 * Sign-in with Google, Microsoft, Slack and GitHub (spec part 2 §9 providers). A provider is
 * offered when Super Settings → Auth has it checked, identity holds its OAuth client, and, on
 * a tenant's host, the tenant's switch in Super Integrations is on; start refuses otherwise,
 * so hiding the button is not the only guard. Start and callback are browser navigations:
 * they answer 302, failures as /login?error=<code>. Tokens never travel in a URL: the refresh
 * token goes into its cookie as with a password, a two-factor challenge into a short httpOnly
 * cookie the login page trades for the code step.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { unauthenticated } from '@portico/kit';
import { AUTH_PROVIDERS, type AuthProvider } from '@portico/proto/rules';
import { route } from '../api/route';
import { text } from '../api/schemas';
import { deviceIdOf, keepDeviceCookie } from '../auth/deviceCookie';
import { setRefreshCookie } from '../auth/refreshCookie';
import { featureFlagsCache } from '../platform/featureFlags';
import { platformSettingsCache } from '../platform/settingsCache';
import type { GatewayDeps } from './deps';
import { publicUrlOf } from './links';
import { TwoFactorChallengeSchema } from './auth';

const TAG = 'Sessions';
export const PROVIDER_NAMES: Record<AuthProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  slack: 'Slack',
  github: 'GitHub',
};
/** Providers with a per-tenant switch in Super Integrations (GitHub has none). */
const TENANT_SWITCHED: readonly string[] = ['google', 'microsoft', 'slack'];
const CHALLENGE_COOKIE = 'portico_provider_2fa';
const CHALLENGE_PATH = '/api/auth/oauth';
/**
 * Binds a trip to the browser that started it: the SHA-256 of its state, set at start and
 * required at the callback. Without it someone could finish their own trip in another
 * person's browser (a forged callback link) and sign them in as the attacker (login CSRF).
 * SameSite=Lax: the provider's redirect back is a top-level GET from another site.
 */
const BINDING_COOKIE = 'portico_provider_trip';
const BINDING_TTL_MS = 10 * 60 * 1000;
const bindingOf = (state: string) => createHash('sha256').update(state).digest('hex');

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
 * What the login page on these hosts may offer: checked, with a client, and switched on for
 * every tenant among the hosts. Both the host the page names and the one the request came to
 * count, so a crafted `?host=` cannot get round a tenant's switch on its own address.
 */
export async function offeredProviders(
  deps: GatewayDeps,
  hosts: readonly string[],
  requestId: string,
): Promise<AuthProvider[]> {
  const checked = (await platformSettingsCache(deps).get()).auth.providers;
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
    if (!tenantId || !service) continue;
    const switches = (await service.GetTenantIntegrations({ tenant_id: tenantId }, { requestId }))
      .enabled;
    offered = offered.filter((p) => !TENANT_SWITCHED.includes(p) || switches[p] !== false);
  }
  return offered;
}

function redirect(res: Response, location: string) {
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(302, location);
}

const loginError = (res: Response, code: string, provider: string) =>
  redirect(
    res,
    `/login?${new URLSearchParams({ error: code, provider: provider.slice(0, 20) }).toString()}`,
  );

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
              'Where the button leads: on the public address, where the provider comes back to, so the trip starts and ends in the same browser cookie jar',
            ),
        }),
      ),
    }),
    handler: async ({ query, req, deps }) => {
      const offered = await offeredProviders(deps, hostsOf(req, query.host), req.id);
      return {
        providers: offered.map((id) => ({
          id,
          name: PROVIDER_NAMES[id],
          start_url: `${publicUrlOf(deps)}/api/auth/oauth/${id}/start`,
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
            tenant_host: hosts[0] || hosts[1] || '',
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
      const bound = (req.cookies as Record<string, string> | undefined)?.[BINDING_COOKIE] ?? '';
      res.clearCookie(BINDING_COOKIE, { path: CHALLENGE_PATH });
      const expected = bindingOf(query.state ?? '');
      // Not the browser that started this trip: nothing is spent or signed in.
      if (
        !query.state ||
        bound.length !== expected.length ||
        !timingSafeEqual(Buffer.from(bound), Buffer.from(expected))
      )
        return loginError(res, 'invalid_state', params.provider);
      const device = deviceIdOf(req);
      let result;
      try {
        result = await deps.services.identity.CompleteProviderSignIn(
          {
            provider: params.provider,
            query: Object.fromEntries(
              Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string'),
            ),
            signup_open: await featureFlagsCache(deps).enabled('signup.open'),
            client: {
              ip: req.ip ?? '',
              user_agent: req.header('user-agent') ?? '',
              device_id: device,
            },
          },
          { requestId: req.id },
        );
      } catch (error) {
        deps.logger?.warn({ err: error, provider: params.provider }, 'provider sign-in failed');
        return loginError(res, 'failed', params.provider);
      }
      if (result.error_code) return loginError(res, result.error_code, params.provider);
      const session = result.session;
      if (session?.two_factor_challenge) {
        res.cookie(CHALLENGE_COOKIE, session.two_factor_challenge, {
          httpOnly: true,
          sameSite: 'lax',
          secure: req.secure,
          path: CHALLENGE_PATH,
          maxAge: 5 * 60 * 1000,
        });
        return redirect(res, '/login?step=two-factor');
      }
      if (!session?.refresh_token) return loginError(res, 'failed', params.provider);
      setRefreshCookie(req, res, session.refresh_token, session.refresh_expires_at);
      if (device) keepDeviceCookie(req, res, device);
      if (result.created) await startOnboarding(deps, req, session.user);
      // The login page sends a signed-in person where a password sign-in would (super console,
      // their workspace, or onboarding for a new account) unless they were headed elsewhere.
      redirect(res, result.return_to || '/login');
    },
  }),

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
