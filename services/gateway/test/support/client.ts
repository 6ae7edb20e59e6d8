/**
 * A small stand-in for the browser: keeps the access token in memory and the refresh
 * cookie as a browser would (sent only to /api/auth paths), and sends x-tenant-id.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { responseSchemaFor } from '../../src/features';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
  /** The answer as received (CSV and other non-JSON answers are read from here). */
  text: string;
}

// Files of one jest worker share a stack (support/stack.ts) but not this module, so addresses
// and emails carry a per-file random part: two files never look like one browser or person.
const FILE_BASE = randomInt(1 << 24);
let clients = 0;

export class ApiClient {
  accessToken?: string;
  refreshCookie?: string;
  tenantId?: string;
  /** Each browser has its own address (the test stack trusts one proxy hop), as people do. */
  readonly ip: string;

  constructor(
    readonly baseUrl: string,
    ip?: string,
  ) {
    clients += 1;
    const n = (FILE_BASE + clients) % (1 << 24);
    this.ip = ip ?? `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const sent: Record<string, string> = { 'x-forwarded-for': this.ip, ...headers };
    if (body !== undefined) sent['content-type'] = 'application/json';
    if (this.accessToken) sent.authorization = `Bearer ${this.accessToken}`;
    if (this.tenantId) sent['x-tenant-id'] = this.tenantId;
    if (this.refreshCookie && path.startsWith('/api/auth/')) sent.cookie = this.refreshCookie;
    const response = await fetchOnFreshSocketIfStale(`${this.baseUrl}${path}`, {
      method,
      headers: sent,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      if (!pair?.includes('portico_refresh')) continue;
      this.refreshCookie = pair.endsWith('=') ? undefined : pair;
    }
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json');
    const parsed = text && json ? (JSON.parse(text) as T) : ({} as T);
    // Every answer must be what its route declares (checked in tests, not on the hot path);
    // bytes (a CSV, a download) are the test's to read.
    if (json || !text) responseSchemaFor(method, path, response.status)?.parse(parsed);
    const token = (parsed as { access_token?: unknown }).access_token;
    if (typeof token === 'string') this.accessToken = token;
    return { status: response.status, body: parsed, headers: response.headers, text };
  }

  get = <T = Record<string, unknown>>(path: string) => this.call<T>('GET', path);
  post = <T = Record<string, unknown>>(path: string, body: unknown = {}) =>
    this.call<T>('POST', path, body);
}

/**
 * The files of a jest worker share one stack and one fetch connection pool, so a file may pick
 * up a keep-alive connection the gateway closed while idle (a race of the two idle timers that
 * a busy machine makes likely). The request then never reached the gateway: send it once more.
 * Any other failure, or a second one, is the test's to see.
 */
async function fetchOnFreshSocketIfStale(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, init);
  }
}

let counter = 0;
/** A fresh email per call, so tests never collide on the unique-email rule. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${randomBytes(4).toString('hex')}-${counter}@example.com`;
}

export const PASSWORD = 'correct horse battery';
