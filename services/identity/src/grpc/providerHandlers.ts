/**
 * Sign-in providers over gRPC: the super admin's OAuth clients, the provider sign-in and its
 * hand-off to a tenant's host, and a person's own linked providers.
 */
import { unary } from '@portico/kit';
import type { identityV1 } from '@portico/proto';
import * as providers from '../domain/providerClients';
import { redeemProviderHandoff } from '../domain/providerHandoff';
import { completeProviderSignIn, startProviderSignIn } from '../domain/providerSignIn';
import type { SessionDeps } from '../domain/sessions';
import { callerOf } from './access';

type ProviderMethods = Pick<
  identityV1.IdentityServiceHandlers,
  | 'ListSignInProviderClients'
  | 'SetSignInProviderClient'
  | 'ListConfiguredSignInProviders'
  | 'StartProviderSignIn'
  | 'CompleteProviderSignIn'
  | 'RedeemProviderHandoff'
  | 'ListMySignInProviders'
  | 'UnlinkSignInProvider'
>;

export function providerHandlers(sessions: SessionDeps): ProviderMethods {
  return {
    ListSignInProviderClients: unary(
      async (_req: identityV1.ListSignInProviderClientsRequest__Output, ctx) => ({
        clients: await providers.listClients(sessions, callerOf(ctx)),
      }),
    ),
    SetSignInProviderClient: unary(
      async (req: identityV1.SetSignInProviderClientRequest__Output, ctx) => ({
        clients: await providers.setClient(sessions, callerOf(ctx), {
          provider: req.provider,
          clientId: req.client_id,
          clientSecret: req.client_secret,
          remove: req.remove,
        }),
      }),
    ),
    ListConfiguredSignInProviders: unary(async () => ({
      providers: await providers.configuredProviders(sessions),
    })),
    StartProviderSignIn: unary(async (req: identityV1.StartProviderSignInRequest__Output) =>
      startProviderSignIn(sessions, {
        provider: req.provider,
        returnTo: req.return_to,
        tenantHost: req.tenant_host,
        redirectUri: req.redirect_uri,
      }),
    ),
    CompleteProviderSignIn: unary(async (req: identityV1.CompleteProviderSignInRequest__Output) =>
      completeProviderSignIn(sessions, {
        provider: req.provider,
        query: req.query,
        signupOpen: req.signup_open,
        deviceId: req.client?.device_id || undefined,
        publicHost: req.public_host,
        browserBound: req.browser_bound,
      }),
    ),
    RedeemProviderHandoff: unary(async (req: identityV1.RedeemProviderHandoffRequest__Output) =>
      redeemProviderHandoff(sessions, {
        code: req.code,
        host: req.host,
        binding: req.binding,
        deviceId: req.client?.device_id || undefined,
      }),
    ),
    ListMySignInProviders: unary(
      async (_req: identityV1.ListMySignInProvidersRequest__Output, ctx) =>
        providers.myLinks(sessions, callerOf(ctx)),
    ),
    UnlinkSignInProvider: unary(async (req: identityV1.UnlinkSignInProviderRequest__Output, ctx) =>
      providers.unlink(sessions, callerOf(ctx), req.provider),
    ),
  };
}
