/**
 * The OAuth clients behind sign-in providers (Super Settings → Auth; super admins) and the
 * providers linked to one's own account (the account screen). Identity keeps the clients, the
 * secrets sealed and never answered; each provider's row says whether the login page can
 * offer it and the exact redirect URI to register at the provider.
 */
import { z } from 'zod';
import { AUDIENCES, AUTH_PROVIDERS, type AuthProvider } from '@portico/rules';
import type { identityV1 } from '@portico/proto';
import { route } from '../../api/route';
import { callContext } from '../../auth/principal';
import type { GatewayDeps } from '../../deps';
import { callbackUrl, PROVIDER_NAMES } from './routes';

const ProviderParam = z.object({
  provider: z.enum(AUTH_PROVIDERS, { error: 'Unknown sign-in provider' }),
});

const ProviderClientSchema = z
  .object({
    id: z.enum(AUTH_PROVIDERS),
    name: z.string(),
    enabled: z.boolean().describe('Checked in Super Settings → Auth'),
    client_id: z.string().describe('Empty until a client is stored'),
    secret_set_at: z.string().nullable().describe('ISO date the sealed secret was stored'),
    redirect_uri: z.string().describe('Register this exact URI at the provider'),
    ready: z.boolean().describe('Checked and with a client: the login page can offer it'),
  })
  .meta({ id: 'SignInProviderClient' });

const ClientsAnswer = z.object({ providers: z.array(ProviderClientSchema) });

async function clientsAnswer(
  deps: GatewayDeps,
  clients: identityV1.SignInProviderClient__Output[],
) {
  const checked = (await deps.platformSettings.get()).auth.providers;
  return {
    providers: AUTH_PROVIDERS.map((id: AuthProvider) => {
      const client = clients.find((c) => c.provider === id);
      const enabled = checked.includes(id);
      return {
        id,
        name: PROVIDER_NAMES[id],
        enabled,
        client_id: client?.client_id ?? '',
        secret_set_at: client?.secret_set_at || null,
        redirect_uri: callbackUrl(deps, id),
        ready: enabled && Boolean(client),
      };
    }),
  };
}

const LinksAnswer = z.object({
  links: z.array(
    z.object({
      provider: z.enum(AUTH_PROVIDERS),
      name: z.string(),
      email: z.string(),
      linked_at: z.string(),
    }),
  ),
  has_password: z.boolean().describe('False: the account was made with a provider'),
});

const linksAnswer = (answer: identityV1.MySignInProviders__Output) => ({
  links: answer.links
    .filter((l): l is typeof l & { provider: AuthProvider } =>
      (AUTH_PROVIDERS as readonly string[]).includes(l.provider),
    )
    .map((l) => ({ ...l, name: PROVIDER_NAMES[l.provider] })),
  has_password: answer.has_password,
});

export const signInProviderSettingsRoutes = [
  route({
    method: 'GET',
    path: '/api/super/sign-in-providers',
    summary: 'Each sign-in provider: checked or not, its client (never the secret), redirect URI',
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    response: ClientsAnswer,
    handler: async ({ req, deps }) => {
      const { clients } = await deps.services.identity.ListSignInProviderClients(
        {},
        callContext(req),
      );
      return clientsAnswer(deps, clients);
    },
  }),

  route({
    method: 'PUT',
    path: '/api/super/sign-in-providers/:provider',
    summary: 'Store a provider’s OAuth client; without client_secret the stored one stays',
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    params: ProviderParam,
    body: z
      .object({
        client_id: z.string({ error: 'Client ID is required' }).max(500),
        client_secret: z.string().max(500).optional(),
      })
      .strict(),
    response: ClientsAnswer,
    handler: async ({ params, body, req, deps }) => {
      const { clients } = await deps.services.identity.SetSignInProviderClient(
        {
          provider: params.provider,
          client_id: body.client_id,
          client_secret: body.client_secret ?? '',
          remove: false,
        },
        callContext(req),
      );
      return clientsAnswer(deps, clients);
    },
  }),

  route({
    method: 'DELETE',
    path: '/api/super/sign-in-providers/:provider',
    summary: 'Remove a provider’s OAuth client (it is no longer offered)',
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    params: ProviderParam,
    response: ClientsAnswer,
    handler: async ({ params, req, deps }) => {
      const { clients } = await deps.services.identity.SetSignInProviderClient(
        { provider: params.provider, client_id: '', client_secret: '', remove: true },
        callContext(req),
      );
      return clientsAnswer(deps, clients);
    },
  }),

  route({
    method: 'GET',
    path: '/api/me/sign-in-providers',
    summary: 'The providers linked to your account, and whether it has a password',
    tag: 'Me',
    allow: 'authenticated',
    response: LinksAnswer,
    handler: async ({ req, deps }) =>
      linksAnswer(await deps.services.identity.ListMySignInProviders({}, callContext(req))),
  }),

  route({
    method: 'DELETE',
    path: '/api/me/sign-in-providers/:provider',
    summary: 'Unlink a provider; refused when it is your only way to sign in',
    tag: 'Me',
    allow: 'authenticated',
    duringImpersonation: false,
    params: ProviderParam,
    response: LinksAnswer,
    handler: async ({ params, req, deps }) =>
      linksAnswer(
        await deps.services.identity.UnlinkSignInProvider(
          { provider: params.provider },
          callContext(req),
        ),
      ),
  }),
];
