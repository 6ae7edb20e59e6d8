/**
 * The portal for provider sign-in journeys: the stack, a Google stand-in (oidc-provider, with
 * its own login and consent pages) and a forwarder in front of the stack. PUBLIC_URL makes the
 * redirect URI registered at the provider, so it must be known before the stack starts, which
 * picks its own port: the forwarder takes a port first and stands in front, as a load balancer
 * would, passing the Host header on (a tenant's *.localhost subdomain reaches the stack too).
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startOidcStandIn, type StandIn } from '../../test-infra/providerStandIns';
import { FRONTENDS_DIR } from './frontendsServer';
import { startStackProcess, type StackProcess } from './stackProcess';

export interface ProviderPortal {
  /** The public address (PUBLIC_URL), through the forwarder. */
  url: string;
  /** The forwarder's port, for a tenant host on it (`http://<slug>.localhost:<port>`). */
  port: number;
  google: StandIn;
  stack: StackProcess;
  stop(): Promise<void>;
}

export async function startProviderPortal(options: {
  superAdmin: { email: string; password: string };
  client: { clientId: string; clientSecret: string };
}): Promise<ProviderPortal> {
  let target = '';
  const forwarder: Server = createServer((req, res) => {
    const upstream = new URL(target);
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => forwarder.listen(0, '127.0.0.1', resolve));
  const port = (forwarder.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const google = await startOidcStandIn({
    ...options.client,
    redirectUris: [`${url}/api/auth/oauth/google/callback`],
  });
  const stack = await startStackProcess({
    frontendsDir: FRONTENDS_DIR,
    env: {
      SUPER_ADMIN_EMAIL: options.superAdmin.email,
      SUPER_ADMIN_PASSWORD: options.superAdmin.password,
      PUBLIC_URL: url,
      OAUTH_GOOGLE_ISSUER: google.url,
    },
  });
  target = stack.url;
  return {
    url,
    port,
    google,
    stack,
    async stop() {
      await stack.stop();
      await google.close();
      forwarder.closeAllConnections();
      forwarder.close();
    },
  };
}
