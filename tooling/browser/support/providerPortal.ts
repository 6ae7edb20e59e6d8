/**
 * The portal for provider sign-in journeys: the stack, a Google stand-in (oidc-provider, with
 * its own login and consent pages) and a forwarder in front of the stack. PUBLIC_URL makes the
 * redirect URI registered at the provider, so it must be known before the stack starts, which
 * picks its own port: the forwarder takes a port first and stands in front, as a load balancer
 * would, passing the Host header on (a tenant's *.localhost subdomain reaches the stack too).
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpPeer } from '../../test-infra/smtp';
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
  /**
   * Opens the confirmation link mailed to a new account's address, as its owner would: a
   * provider is linked by email only to a proven address (an unproven one is taken over).
   */
  confirmAddress(email: string): Promise<void>;
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
  // Where the stack mails: the confirmation links are read from here.
  const mail = await startSmtpPeer();
  const stack = await startStackProcess({
    frontendsDir: FRONTENDS_DIR,
    env: {
      SMTP_URL: mail.url,
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
    async confirmAddress(email) {
      const message = await mail.waitFor(
        (m) => m.to.includes(email) && m.text.includes('/verify-email?'),
      );
      const link = new URL(/\S*\/verify-email\?\S+/.exec(message.text)?.[0] ?? '');
      const confirmed = await fetch(`${url}/api/auth/confirm-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: link.searchParams.get('token') ?? '' }),
      });
      if (confirmed.status !== 200) throw new Error(`confirming ${email}: ${confirmed.status}`);
    },
    async stop() {
      await stack.stop();
      await mail.close();
      await google.close();
      forwarder.closeAllConnections();
      forwarder.close();
    },
  };
}
