/**
 * The few gateway calls the harness makes outside measured runs (seeding owners, signing
 * members in for tokens and refresh cookies), with fetch. Every call carries its own
 * X-Forwarded-For so per-address rate limits see distinct clients (the gateway runs with
 * TRUST_PROXY=1 in the benchmark).
 */
export const REFRESH_COOKIE = 'portico_refresh';

let nextAddress = 0;

/** A distinct private address (10.x.y.z) per simulated client. */
export function clientAddress(index = nextAddress++): string {
  const n = index + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export interface ApiAnswer<T> {
  status: number;
  body: T;
  refreshCookie?: string;
}

export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; token?: string; tenantId?: string; cookie?: string } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { 'x-forwarded-for': clientAddress() };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.tenantId) headers['x-tenant-id'] = options.tenantId;
  if (options.cookie) headers.cookie = `${REFRESH_COOKIE}=${options.cookie}`;
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : {}) as T,
    refreshCookie: refreshCookieOf(res.headers.getSetCookie()),
  };
}

/** The refresh token from Set-Cookie headers, if the answer set one. */
export function refreshCookieOf(setCookies: readonly string[]): string | undefined {
  for (const header of setCookies) {
    const match = new RegExp(`^${REFRESH_COOKIE}=([^;]*)`).exec(header);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

export interface SignedIn {
  userId: string;
  accessToken: string;
  refreshToken: string;
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<SignedIn> {
  const answer = await call<{ access_token: string; user: { id: string } }>(
    baseUrl,
    'POST',
    '/api/auth/login',
    { body: { email, password } },
  );
  if (answer.status !== 200 || !answer.refreshCookie) {
    throw new Error(
      `sign-in of ${email} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  }
  return {
    userId: answer.body.user.id,
    accessToken: answer.body.access_token,
    refreshToken: answer.refreshCookie,
  };
}

/** Runs `task` over `items`, at most `concurrency` at a time, keeping the order of results. */
export async function inParallel<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
