import { ApiError, apiErrorFromResponse } from './errors';
import type { AuthTokens } from './types';

type Fetch = typeof fetch;

/** Names the cross-tab lock around token refresh. */
const REFRESH_LOCK = 'portico-auth-refresh';

export interface RequestOptions {
  body?: unknown;
  /** Send no bearer token and no tenant header (public endpoints). */
  anonymous?: boolean;
  /** Override the active tenant for this call. */
  tenantId?: string | null;
  signal?: AbortSignal;
}

/**
 * The one door to the gateway. The access token lives only in this object's memory (never in
 * storage, so injected scripts cannot read it); when it expires or is rejected, the client
 * asks for a new one with the httpOnly refresh cookie and replays the call once.
 */
export class ApiClient {
  private accessToken: string | null = null;
  private expiresAt = 0;
  private tenantId: string | null = null;
  private refreshing: Promise<AuthTokens | null> | null = null;
  private readonly listeners = new Set<(tokens: AuthTokens | null) => void>();

  constructor(
    private readonly baseUrl = '',
    private readonly fetchImpl: Fetch = (...args) => globalThis.fetch(...args),
  ) {}

  setTokens(tokens: AuthTokens | null): void {
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

  hasSession(): boolean {
    return this.accessToken !== null;
  }

  setTenantId(tenantId: string | null): void {
    this.tenantId = tenantId;
  }

  getTenantId(): string | null {
    return this.tenantId;
  }

  /**
   * Silent refresh through the httpOnly cookie; concurrent callers share one request. Across
   * tabs the request is serialised with a Web Lock: refresh tokens rotate on every use and
   * the server treats a reused one as theft, so two tabs refreshing at once would otherwise
   * sign the person out. The second tab waits, then sends the cookie the first one received.
   */
  refresh(): Promise<AuthTokens | null> {
    if (!this.refreshing) {
      const send = () => this.send<AuthTokens>('POST', '/api/auth/refresh', { anonymous: true });
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
          this.setTokens(null);
          return null;
        })
        .finally(() => {
          this.refreshing = null;
        });
    }
    return this.refreshing;
  }

  get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('POST', path, { ...options, body });
  }

  put<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('PUT', path, { ...options, body });
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    // Renew a token about to lapse (10 s margin) before using it rather than eating a 401.
    if (
      !options.anonymous &&
      this.accessToken &&
      this.expiresAt &&
      this.expiresAt - Date.now() < 10_000
    ) {
      await this.refresh();
    }
    try {
      return await this.send<T>(method, path, options);
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status === 401 &&
        !options.anonymous &&
        this.accessToken
      ) {
        const renewed = await this.refresh();
        if (renewed) return this.send<T>(method, path, options);
      }
      throw error;
    }
  }

  private async send<T>(method: string, path: string, options: RequestOptions): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (!options.anonymous) {
      if (this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
      const tenantId = options.tenantId === undefined ? this.tenantId : options.tenantId;
      if (tenantId) headers['x-tenant-id'] = tenantId;
    }
    let response: Response;
    try {
      response = await this.fetchImpl(this.baseUrl + path, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'include',
        signal: options.signal,
      });
    } catch (cause) {
      if ((cause as Error)?.name === 'AbortError') throw cause;
      throw new ApiError(0, 'network', 'Network error', cause);
    }
    if (!response.ok) throw await apiErrorFromResponse(response);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }
}
