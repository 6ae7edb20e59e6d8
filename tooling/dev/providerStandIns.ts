/**
 * Try "Continue with Google", Microsoft or Slack locally without registering an app at them:
 * starts the tests' stand-in OpenID Connect providers (oidc-provider, with its own login and
 * consent pages) on fixed local ports and prints what to start `make up` with and what to
 * store in Super Settings → Auth. Any login is accepted: `ada` signs in as ada@example.test
 * with a verified address, a login that is an email address as that address.
 *
 *   node tooling/dist/dev/providerStandIns.js [PUBLIC_URL]   (default http://localhost:8080)
 *
 * Development only: oidc-provider is a development dependency and its pages say so.
 */
import { startOidcStandIn, type StandIn } from '../test-infra/providerStandIns';

const PROVIDERS = [
  { id: 'google', env: 'OAUTH_GOOGLE_ISSUER', port: 4460 },
  { id: 'microsoft', env: 'OAUTH_MICROSOFT_ISSUER', port: 4461 },
  { id: 'slack', env: 'OAUTH_SLACK_ISSUER', port: 4462 },
] as const;
const CLIENT = { clientId: 'portico-local', clientSecret: 'portico-local-secret' };

const claimsOf = (login: string) => ({
  email: login.includes('@') ? login : `${login}@example.test`,
  email_verified: true,
  name: login.split('@')[0],
});

async function main() {
  const publicUrl = (process.argv[2] ?? 'http://localhost:8080').replace(/\/+$/, '');
  const running: StandIn[] = [];
  for (const provider of PROVIDERS) {
    const standIn = await startOidcStandIn({
      ...CLIENT,
      redirectUris: [`${publicUrl}/api/auth/oauth/${provider.id}/callback`],
      port: provider.port,
      claimsOf,
    });
    running.push(standIn);
    console.log(`${provider.env}=${standIn.url}`);
  }
  console.log(
    `\nStart the portal with those variables (e.g. ${PROVIDERS[0].env}=... make up), then in Super` +
      ` Settings → Auth check the providers and give each client ID ${CLIENT.clientId} and` +
      ` secret ${CLIENT.clientSecret}. Ctrl+C stops the stand-ins.`,
  );
  const stop = () => void Promise.all(running.map((s) => s.close())).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
