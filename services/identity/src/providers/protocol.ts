/**
 * Talking to Google, Microsoft, Slack (OpenID Connect) and GitHub (plain OAuth 2.0) with
 * openid-client: the authorization URL (code flow, PKCE S256, state, nonce) and the callback's
 * code exchange, which checks the ID token's signature against the provider's JWKS, its issuer,
 * audience and nonce. Endpoints are fixed per provider; only the environment may move them
 * (tests and local stand-ins), never anything a user sends.
 */
import { importEsm } from './esm';

type OidcModule = typeof import('openid-client', { with: { 'resolution-mode': 'import' } });
type Configuration = InstanceType<OidcModule['Configuration']>;
let loaded: Promise<OidcModule> | undefined;
const oidc = (): Promise<OidcModule> => (loaded ??= importEsm<OidcModule>('openid-client'));

export const PROVIDER_NAMES = {
  google: 'Google',
  microsoft: 'Microsoft',
  slack: 'Slack',
  github: 'GitHub',
} as const;
export type Provider = keyof typeof PROVIDER_NAMES;
export const isProvider = (value: string): value is Provider => value in PROVIDER_NAMES;

/** What a provider vouches for about the person who came back. */
export interface ProviderIdentity {
  subject: string;
  email: string;
  /** The provider says it checked the person controls the address. */
  emailVerified: boolean;
  name: string;
}

export class ProviderRefusal extends Error {
  constructor(readonly code: 'cancelled' | 'failed' | 'email_unverified') {
    super(code);
  }
}

const env = (name: string) => process.env[name]?.trim() || undefined;

/** The OpenID Connect issuer of each OIDC provider (Microsoft's is the multi-tenant one). */
function issuerOf(provider: Exclude<Provider, 'github'>): string {
  switch (provider) {
    case 'google':
      return env('OAUTH_GOOGLE_ISSUER') ?? 'https://accounts.google.com';
    case 'microsoft':
      return env('OAUTH_MICROSOFT_ISSUER') ?? 'https://login.microsoftonline.com/common/v2.0';
    case 'slack':
      return env('OAUTH_SLACK_ISSUER') ?? 'https://slack.com';
  }
}

/** GitHub's web (authorize, token) and API addresses. */
function github() {
  const base = env('OAUTH_GITHUB_BASE_URL');
  return {
    web: base ?? 'https://github.com',
    api: env('OAUTH_GITHUB_API_URL') ?? base ?? 'https://api.github.com',
  };
}

const insecure = (url: string) => new URL(url).protocol === 'http:';

// Discovery is one round trip per provider; its answer is kept for a while per client.
const configs = new Map<string, { config: Configuration; until: number }>();
const CONFIG_TTL_MS = 10 * 60 * 1000;

async function configurationFor(
  provider: Provider,
  client: { clientId: string; clientSecret: string },
): Promise<Configuration> {
  const where = provider === 'github' ? github().web : issuerOf(provider);
  const key = `${provider}\n${where}\n${client.clientId}\n${client.clientSecret}`;
  const held = configs.get(key);
  if (held && held.until > Date.now()) return held.config;
  const lib = await oidc();
  let config: Configuration;
  if (provider === 'github') {
    const { web } = github();
    config = new lib.Configuration(
      {
        issuer: web,
        authorization_endpoint: `${web}/login/oauth/authorize`,
        token_endpoint: `${web}/login/oauth/access_token`,
      },
      client.clientId,
      { client_secret: client.clientSecret },
      lib.ClientSecretPost(client.clientSecret),
    );
    if (insecure(web)) lib.allowInsecureRequests(config);
  } else {
    const issuer = issuerOf(provider);
    config = await lib.discovery(
      new URL(issuer),
      client.clientId,
      { client_secret: client.clientSecret },
      lib.ClientSecretPost(client.clientSecret),
      { timeout: 10, ...(insecure(issuer) ? { execute: [lib.allowInsecureRequests] } : {}) },
    );
  }
  configs.set(key, { config, until: Date.now() + CONFIG_TTL_MS });
  return config;
}

const SCOPES: Record<Provider, string> = {
  google: 'openid email profile',
  microsoft: 'openid email profile',
  slack: 'openid email profile',
  github: 'read:user user:email',
};

/** The secrets of one round trip, made here and kept by identity until the callback. */
export async function newRoundTrip() {
  const lib = await oidc();
  const codeVerifier = lib.randomPKCECodeVerifier();
  return {
    state: lib.randomState(),
    nonce: lib.randomNonce(),
    codeVerifier,
    codeChallenge: await lib.calculatePKCECodeChallenge(codeVerifier),
  };
}

export async function authorizationUrl(
  provider: Provider,
  client: { clientId: string; clientSecret: string },
  trip: { state: string; nonce: string; codeChallenge: string; redirectUri: string },
): Promise<string> {
  const lib = await oidc();
  const config = await configurationFor(provider, client);
  const params: Record<string, string> = {
    redirect_uri: trip.redirectUri,
    scope: SCOPES[provider],
    state: trip.state,
    code_challenge: trip.codeChallenge,
    code_challenge_method: 'S256',
  };
  if (provider !== 'github') params.nonce = trip.nonce;
  return lib.buildAuthorizationUrl(config, params).href;
}

const truthy = (value: unknown) => value === true || value === 'true' || value === 1;

/**
 * The callback: exchanges the code (PKCE), checks state and the ID token, and answers who the
 * person is. A provider's own refusal (the person pressed Cancel) is 'cancelled'; anything that
 * does not verify is 'failed'.
 */
export async function completeRoundTrip(
  provider: Provider,
  client: { clientId: string; clientSecret: string },
  trip: { state: string; nonce: string; codeVerifier: string; redirectUri: string },
  callbackQuery: Record<string, string>,
): Promise<ProviderIdentity> {
  const lib = await oidc();
  if (callbackQuery.error) {
    throw new ProviderRefusal(callbackQuery.error === 'access_denied' ? 'cancelled' : 'failed');
  }
  const config = await configurationFor(provider, client);
  const current = new URL(trip.redirectUri);
  for (const [key, value] of Object.entries(callbackQuery)) current.searchParams.set(key, value);
  let tokens: Awaited<ReturnType<OidcModule['authorizationCodeGrant']>>;
  try {
    tokens = await lib.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: trip.codeVerifier,
      expectedState: trip.state,
      ...(provider === 'github' ? {} : { expectedNonce: trip.nonce, idTokenExpected: true }),
    });
  } catch (error) {
    throw Object.assign(new ProviderRefusal('failed'), { cause: error });
  }
  if (provider === 'github') return githubIdentity(tokens.access_token);
  const claims = tokens.claims();
  if (!claims?.sub) throw new ProviderRefusal('failed');
  const email = typeof claims.email === 'string' ? claims.email : '';
  // Microsoft says a work address was checked with xms_edov; its email_verified is rarely sent.
  const emailVerified =
    truthy(claims.email_verified) || (provider === 'microsoft' && truthy(claims.xms_edov));
  const name = typeof claims.name === 'string' ? claims.name : '';
  return { subject: claims.sub, email, emailVerified, name };
}

/** GitHub has no ID token: the account from GET /user, the address from GET /user/emails. */
async function githubIdentity(accessToken: string): Promise<ProviderIdentity> {
  const { api } = github();
  const headers = {
    Authorization: `Bearer ${accessToken}`,
    Accept: 'application/vnd.github+json',
    'User-Agent': 'Portico',
  };
  const [userRes, emailsRes] = await Promise.all([
    fetch(`${api}/user`, { headers, signal: AbortSignal.timeout(10_000) }),
    fetch(`${api}/user/emails`, { headers, signal: AbortSignal.timeout(10_000) }),
  ]);
  if (!userRes.ok || !emailsRes.ok) throw new ProviderRefusal('failed');
  const user = (await userRes.json()) as { id?: number; name?: string | null; login?: string };
  const emails = (await emailsRes.json()) as {
    email: string;
    primary: boolean;
    verified: boolean;
  }[];
  if (typeof user.id !== 'number' || !Array.isArray(emails)) throw new ProviderRefusal('failed');
  const primary = emails.find((e) => e.primary);
  return {
    subject: String(user.id),
    email: primary?.email ?? '',
    emailVerified: Boolean(primary?.verified),
    name: user.name || user.login || '',
  };
}
