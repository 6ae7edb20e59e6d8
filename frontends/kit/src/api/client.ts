import createClient, {
  type Client,
  type ClientPathsWithMethod,
  type FetchResponse,
  type MaybeOptionalInit,
} from 'openapi-fetch';
import type { Locale } from '@portico/rules';
import { pageLocale } from '../i18n/pageLocale';
import { ApiError, apiErrorFrom } from './errors';
import type { paths } from './generated/schema';

/** Names the cross-tab lock around token refresh. */
const REFRESH_LOCK = 'portico-auth-refresh';

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Every path the gateway declares for a method (from the generated OpenAPI document). */
export type ApiPath<M extends ApiMethod> = ClientPathsWithMethod<Client<paths>, M>;

/** Who a call is made for; travels with the request, never to the server. */
export interface CallOptions {
  /** Send no bearer token and no tenant header (public endpoints). */
  anonymous?: boolean;
  /** Override the active tenant for this call (null: no tenant header). */
  tenantId?: string | null;
}

/** What openapi-fetch takes for a method and path: params, body, signal. */
export type ApiInit<M extends ApiMethod, P extends ApiPath<M>> = MaybeOptionalInit<paths[P], M>;

type RequiredKeys<T> = {
  [K in keyof T]-?: object extends Pick<T, K> ? never : K;
}[keyof T];

/** The init argument is optional exactly when the endpoint has no required params or body. */
export type ApiInitArg<M extends ApiMethod, P extends ApiPath<M>> =
  RequiredKeys<NonNullable<ApiInit<M, P>>> extends never
    ? [(ApiInit<M, P> & CallOptions)?]
    : [NonNullable<ApiInit<M, P>> & CallOptions];

type SuccessData<R> = R extends { data: infer D } ? D : never;

/** The success answer of an endpoint, as the document declares it. */
export type ApiAnswer<M extends ApiMethod, P extends ApiPath<M>> = SuccessData<
  FetchResponse<NonNullable<paths[P][M]>, ApiInit<M, P>, `${string}/${string}`>
>;

/** A Request as openapi-fetch hands it over, carrying the call options it was made with. */
type TaggedRequest = Request & CallOptions;

/** The session answer of sign-in, sign-up and refresh. */
export type AuthTokens = ApiAnswer<'post', '/api/auth/refresh'>;

type Fetch = (request: Request) => Promise<Response>;

const sameOrigin = () => (typeof location === 'undefined' ? '' : location.origin);

/**
 * A refresh the server refused for the cookie it was given (expired, idle, too old, revoked,
 * reused): identity names those reasons refresh_*. No cookie at all means no session was there.
 */
const cookieRefused = (error: ApiError) => {
  const reason = (error.body as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' && reason.startsWith('refresh_');
};

/**
 * The one door to the gateway: the client generated from its OpenAPI document (openapi-fetch),
 * so every path, parameter, body and answer is the one the gateway declares. Around it, the
 * session: the access token lives only in this object's memory (never in storage, so injected
 * scripts cannot read it); when it is about to lapse or is rejected, the client asks for a new
 * one with the httpOnly refresh cookie and replays the call once.
 */
export class ApiClient {
  /** The typed client itself ({ data, error, response } answers), for what the verbs do not cover. */
  readonly http: Client<paths>;
  private accessToken: string | null = null;
  private expiresAt = 0;
  private tenantId: string | null = null;
  /** The page's language, sent as Accept-Language: the gateway answers errors in it. */
  private locale: Locale = pageLocale();
  private refreshing: Promise<AuthTokens | null> | null = null;
  /** Set while signing out: a call refused then is the session ending, not one to renew. */
  private signingOut = false;
  private endedBecause: string | null = null;
  private readonly listeners = new Set<(tokens: AuthTokens | null) => void>();

  constructor(
    baseUrl = sameOrigin(),
    private readonly fetchImpl: Fetch = (request) => globalThis.fetch(request),
    /**
     * Whether a refresh cookie may be there to renew (the page passes the gateway's readable
     * `portico_session` companion, see auth/sessionHint); without one and without a session in
     * memory the client does not ask, since the gateway could only refuse.
     */
    private readonly sessionHint: () => boolean = () => true,
  ) {
    this.http = createClient<paths>({
      baseUrl,
      credentials: 'include',
      headers: { accept: 'application/json' },
      fetch: (request) => this.exchange(request as TaggedRequest),
    });
  }

  setTokens(tokens: AuthTokens | null): void {
    if (tokens) this.endedBecause = null;
    this.accessToken = tokens?.access_token ?? null;
    this.expiresAt = tokens
      ? Date.parse(String(tokens.expires_at)) || Number(tokens.expires_at) * 1000 || 0
      : 0;
    for (const listener of this.listeners) listener(tokens);
  }

  /** Called when a refresh fails: the session is gone and screens should go to /login. */
  onTokensChange(listener: (tokens: AuthTokens | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The server's words for why the last session ended, when a presented refresh cookie was
   * refused (expired, idle, revoked); cleared when a new session starts. The sign-in page shows
   * it, so someone sent there mid-task knows why.
   */
  sessionEndReason(): string | null {
    return this.endedBecause;
  }

  hasSession(): boolean {
    return this.accessToken !== null;
  }

  setTenantId(tenantId: string | null): void {
    this.tenantId = tenantId;
  }

  getTenantId(): string | null {
    return this.tenantId;
  }

  /** The page's language (the I18nProvider's), for every call from now on. */
  setLocale(locale: Locale): void {
    this.locale = locale;
  }

  /**
   * The session and tenant headers for a request this client cannot send itself (tus uploads,
   * whose requests tus-js-client makes), renewed first when the token is about to lapse.
   */
  async sessionHeaders(tenantId: string | null = this.tenantId): Promise<Record<string, string>> {
    if (this.accessToken && this.expiresAt && this.expiresAt - Date.now() < 10_000) {
      await this.refresh();
    }
    const headers: Record<string, string> = { 'accept-language': this.locale };
    if (this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
    if (tenantId) headers['x-tenant-id'] = tenantId;
    return headers;
  }

  /**
   * Ends the session on the server and forgets it here. A renewal already under way finishes
   * first (its answer would otherwise set the cookies again after the gateway cleared them),
   * and until the gateway has answered no refused call asks for a renewal: a screen still
   * refreshing its figures gets a 401 the moment the session is revoked, and renewing it then
   * could only be refused (a red console error, and a "session ended" note nobody caused).
   */
  async signOut(): Promise<void> {
    this.signingOut = true;
    try {
      await this.refreshing?.catch(() => null);
      await this.post('/api/auth/logout');
    } finally {
      this.signingOut = false;
      this.setTokens(null);
    }
  }

  /**
   * Silent refresh through the httpOnly cookie; concurrent callers share one request. Across
   * tabs the request is serialised with a Web Lock: refresh tokens rotate on every use and
   * the server treats a reused one as theft, so two tabs refreshing at once would otherwise
   * sign the person out. The second tab waits, then sends the cookie the first one received.
   */
  refresh(): Promise<AuthTokens | null> {
    // A session held in memory is always renewed, so one begun before the companion cookie
    // existed picks it up at its next renewal instead of ending.
    if (this.signingOut) return Promise.resolve(null);
    if (!this.refreshing && !this.accessToken && !this.sessionHint()) return Promise.resolve(null);
    if (!this.refreshing) {
      const send = () => this.post('/api/auth/refresh', { anonymous: true });
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      const request: Promise<AuthTokens> = locks
        ? locks.request(REFRESH_LOCK, send).then((pending) => pending)
        : send();
      this.refreshing = request
        .then((tokens) => {
          this.setTokens(tokens);
          return tokens;
        })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.retryable) throw error;
          if (error instanceof ApiError && error.status === 401 && cookieRefused(error))
            this.endedBecause = error.message;
          this.setTokens(null);
          return null;
        })
        .finally(() => {
          this.refreshing = null;
        });
    }
    return this.refreshing;
  }

  get<P extends ApiPath<'get'>>(path: P, ...init: ApiInitArg<'get', P>) {
    return this.call<'get', P>('get', path, init[0]);
  }

  post<P extends ApiPath<'post'>>(path: P, ...init: ApiInitArg<'post', P>) {
    return this.call<'post', P>('post', path, init[0]);
  }

  put<P extends ApiPath<'put'>>(path: P, ...init: ApiInitArg<'put', P>) {
    return this.call<'put', P>('put', path, init[0]);
  }

  patch<P extends ApiPath<'patch'>>(path: P, ...init: ApiInitArg<'patch', P>) {
    return this.call<'patch', P>('patch', path, init[0]);
  }

  delete<P extends ApiPath<'delete'>>(path: P, ...init: ApiInitArg<'delete', P>) {
    return this.call<'delete', P>('delete', path, init[0]);
  }

  /**
   * Sends a request this client does not build itself (the live stream's, which the
   * EventSource makes) with the session and tenant headers, renewing or replaying after a 401
   * as every call does.
   */
  sendWithSession(request: Request, tenantId: string | null = this.tenantId): Promise<Response> {
    return this.exchange(Object.assign(request, { tenantId }) as TaggedRequest);
  }

  /** Calls a declared endpoint; resolves with its success answer, rejects with an ApiError. */
  async call<M extends ApiMethod, P extends ApiPath<M>>(
    method: M,
    path: P,
    init?: ApiInit<M, P> & CallOptions,
  ): Promise<ApiAnswer<M, P>> {
    // The generic verbs are typed at the call site; inside, openapi-fetch takes them as given.
    const request = this.http.request as unknown as (
      method: string,
      path: string,
      init?: object,
    ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
    const { data, error, response } = await request(method, path, init);
    if (!response.ok) throw apiErrorFrom(response.status, response.statusText, error);
    return data as ApiAnswer<M, P>;
  }

  /** Adds the session to a request, renewing first or replaying after a 401 as needed. */
  private async exchange(request: TaggedRequest): Promise<Response> {
    const anonymous = request.anonymous === true;
    const tenantId = request.tenantId === undefined ? this.tenantId : request.tenantId;
    // Renew a token about to lapse (10 s margin) before using it rather than eating a 401.
    if (!anonymous && this.accessToken && this.expiresAt && this.expiresAt - Date.now() < 10_000) {
      await this.refresh();
    }
    const signedIn = !anonymous && this.accessToken !== null;
    const replay = signedIn ? request.clone() : null;
    const answer = await this.transmit(this.stamp(request, anonymous, tenantId));
    if (answer.status !== 401 || !replay) return answer;
    const renewed = await this.refresh();
    return renewed ? this.transmit(this.stamp(replay, false, tenantId)) : answer;
  }

  private stamp(request: Request, anonymous: boolean, tenantId: string | null): Request {
    request.headers.set('accept-language', this.locale);
    if (anonymous) return request;
    if (this.accessToken) request.headers.set('authorization', `Bearer ${this.accessToken}`);
    if (tenantId) request.headers.set('x-tenant-id', tenantId);
    return request;
  }

  private async transmit(request: Request): Promise<Response> {
    try {
      return await this.fetchImpl(request);
    } catch (cause) {
      if ((cause as Error)?.name === 'AbortError') throw cause;
      throw new ApiError(0, 'network', 'Network error', cause);
    }
  }
}
