/**
 * Stand-ins for the sign-in providers' servers, on 127.0.0.1, for tests and local runs:
 * a real OpenID Connect provider (oidc-provider: discovery, JWKS, authorize with its own dev
 * login and consent pages, token) in place of Google's, Microsoft's or Slack's, whose accounts
 * carry the claims a test chooses; and a GitHub double speaking GitHub's documented OAuth and
 * REST wire format. `signInAt` walks the provider's pages over HTTP as a browser would.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const importEsm = new Function('specifier', `return import(specifier); // ${randomUUID()}`) as <T>(
  specifier: string,
) => Promise<T>;

export interface StandIn {
  /** The issuer (OIDC) or base URL (GitHub) to put in OAUTH_<PROVIDER>_ISSUER / _BASE_URL. */
  url: string;
  /** The claims (OIDC) or the GitHub user and emails the account with this login answers. */
  accounts: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

async function listen(server: Server, port = 0): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });

/** A real OpenID Connect provider; each account's claims are `accounts.get(login)`. */
export async function startOidcStandIn(client: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** A fixed port (local runs); 0 or none: a free one. */
  port?: number;
  /** Claims of a login not in `accounts` (local runs); none: only `sub`. */
  claimsOf?: (login: string) => Record<string, unknown>;
}): Promise<StandIn> {
  const { default: Provider } = await importEsm<{
    default: new (
      issuer: string,
      config: Record<string, unknown>,
    ) => {
      callback(): (req: IncomingMessage, res: ServerResponse) => void;
      proxy?: boolean;
    };
  }>('oidc-provider');
  const accounts = new Map<string, Record<string, unknown>>();
  // The server must listen before the provider exists: its issuer is the server's address.
  const server = createServer((req, res) => handler(req, res));
  const url = await listen(server, client.port);
  const provider = new Provider(url, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    // Google puts email and email_verified in the ID token itself; so does this stand-in.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified', 'xms_edov'],
      profile: ['name'],
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    // Lifetimes said outright (the defaults would be announced on the console at each use).
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    cookies: { keys: [randomUUID()] },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, ...(accounts.get(sub) ?? client.claimsOf?.(sub) ?? {}) }),
    }),
  });
  const handler = provider.callback();
  return { url, accounts, close: () => closeServer(server) };
}

/**
 * GitHub's OAuth web flow and REST API as documented: GET /login/oauth/authorize (here it
 * signs in the login named by `?login=` at once, or shows a one-button page), POST
 * /login/oauth/access_token answering JSON or a form per Accept, GET /user, GET /user/emails.
 */
export async function startGithubStandIn(client: {
  clientId: string;
  clientSecret: string;
}): Promise<StandIn> {
  const accounts = new Map<string, Record<string, unknown>>();
  const codes = new Map<string, { login: string; challenge: string; redirectUri: string }>();
  const tokens = new Map<string, string>();
  const server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      res.statusCode = 500;
      res.end();
    });
  });
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const at = new URL(req.url ?? '/', 'http://x');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && at.pathname === '/login/oauth/authorize') {
      const p = at.searchParams;
      if (p.get('client_id') !== client.clientId) return json(404, { message: 'Not Found' });
      const login = p.get('login');
      if (!login) {
        res.writeHead(200, { 'content-type': 'text/html' });
        const accountsList = [...accounts.keys()]
          .map((name) => `<a href="${at.pathname}${at.search}&amp;login=${name}">${name}</a>`)
          .join(' ');
        res.end(`<!doctype html><title>Sign in to GitHub</title><main>${accountsList}</main>`);
        return;
      }
      const code = randomUUID();
      codes.set(code, {
        login,
        challenge: p.get('code_challenge') ?? '',
        redirectUri: p.get('redirect_uri') ?? '',
      });
      const back = new URL(p.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', p.get('state') ?? '');
      res.writeHead(302, { location: back.href });
      res.end();
      return;
    }
    if (req.method === 'POST' && at.pathname === '/login/oauth/access_token') {
      let raw = '';
      for await (const chunk of req) raw += String(chunk);
      const form = new URLSearchParams(raw);
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const { createHash } = await import('node:crypto');
      const verified =
        grant &&
        form.get('client_id') === client.clientId &&
        form.get('client_secret') === client.clientSecret &&
        createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url') === grant.challenge;
      // GitHub answers 200 even for a bad code, with an error in the body.
      const body: Record<string, string> = verified
        ? {
            access_token: `gho_${randomUUID()}`,
            token_type: 'bearer',
            scope: 'read:user,user:email',
          }
        : {
            error: 'bad_verification_code',
            error_description: 'The code passed is incorrect or expired.',
          };
      if (verified) tokens.set(body.access_token!, grant.login);
      if ((req.headers.accept ?? '').includes('application/json')) return json(200, body);
      res.writeHead(200, { 'content-type': 'application/x-www-form-urlencoded' });
      res.end(new URLSearchParams(body).toString());
      return;
    }
    const login = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /i, ''));
    if (req.method === 'GET' && (at.pathname === '/user' || at.pathname === '/user/emails')) {
      if (!login) return json(401, { message: 'Bad credentials' });
      const account = accounts.get(login) ?? {};
      return at.pathname === '/user'
        ? json(200, { id: account.id, login, name: account.name ?? null })
        : json(200, account.emails ?? []);
    }
    json(404, { message: 'Not Found' });
  }
  const url = await listen(server);
  return { url, accounts, close: () => closeServer(server) };
}

/**
 * Follows an authorization URL as a browser would: through the stand-in's login (as `login`)
 * and consent pages, keeping its cookies, until it redirects to `redirectPrefix`. Answers
 * that final URL (the callback with code and state).
 */
export async function signInAt(
  authorizationUrl: string,
  login: string,
  redirectPrefix: string,
): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1));
    }
  };
  let next = new URL(authorizationUrl);
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop += 1) {
    if (next.href.startsWith(redirectPrefix)) return next;
    const res = await fetch(next, {
      method: body ? 'POST' : 'GET',
      body,
      headers: { cookie: cookieHeader() },
      redirect: 'manual',
    });
    keep(res);
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      next = new URL(location, next);
      continue;
    }
    const page = await res.text();
    if (next.hostname === '127.0.0.1' && next.pathname.startsWith('/interaction/')) {
      // The dev pages: a login form, then a consent form, both posting to the same URL.
      const prompt = page.includes('name="login"') ? 'login' : 'consent';
      body = new URLSearchParams(
        prompt === 'login' ? { prompt, login, password: 'x' } : { prompt },
      );
      continue;
    }
    if (next.pathname === '/login/oauth/authorize') {
      next.searchParams.set('login', login);
      continue;
    }
    throw new Error(
      `stand-in provider answered ${res.status} at ${next.href}: ${page.slice(0, 300)}`,
    );
  }
  throw new Error('too many redirects at the stand-in provider');
}
