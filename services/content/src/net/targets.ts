/**
 * The I/O half of embed checks: resolving an embed host (refusing SSRF-unsafe addresses) and
 * asking the target whether it may be framed. Every connection goes through `safeLookup`, so
 * a name that resolves to a private address at connect time (DNS rebinding) is refused too.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import https from 'node:https';
import { isIP } from 'node:net';
import { invalid } from '@portico/kit';
import { decideFraming, isUnsafeAddress, type FramingDecision } from '../domain/network';

export const UNSAFE_HOST =
  'This URL points at a private or local network address and cannot be embedded';

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A dns.lookup that fails for names resolving to any unsafe address. */
export function safeLookup(hostname: string, options: object, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const list = addresses as LookupAddress[];
    if (list.length === 0 || list.some((a) => isUnsafeAddress(a.address))) {
      const refused = Object.assign(new Error(UNSAFE_HOST), { code: 'EUNSAFEHOST' });
      return callback(refused, []);
    }
    if ((options as { all?: boolean }).all) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
}

/** Refuses a URL whose host is, or resolves to, an unsafe address (INVALID_ARGUMENT). */
export async function assertSafeHost(url: URL): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    if (isUnsafeAddress(host)) throw invalid(UNSAFE_HOST, 'url_unsafe_host');
    return;
  }
  await new Promise<void>((resolve, reject) => {
    safeLookup(host, {}, (err) => {
      if (!err) return resolve();
      if ((err as NodeJS.ErrnoException).code === 'EUNSAFEHOST')
        return reject(invalid(UNSAFE_HOST, 'url_unsafe_host'));
      reject(invalid(`The host ${host} could not be found`, 'url_unresolvable'));
    });
  });
}

export interface FramingProbeOptions {
  /** The portal origin the target must admit in frame-ancestors. */
  portalOrigin: string;
  timeoutMs: number;
  /** Tests point this at local servers; production always uses safeLookup. */
  lookup?: typeof safeLookup;
  ca?: string | Buffer;
}

const MAX_REDIRECTS = 3;

/**
 * Fetches the target's headers (GET, body discarded) following up to three https redirects
 * and decides whether it may be framed. An unreachable target or a timeout is 'unknown'.
 */
export async function probeFraming(
  url: URL,
  options: FramingProbeOptions,
): Promise<FramingDecision> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const answer = await headersOf(current, options).catch(() => undefined);
    if (!answer) return { framing: 'unknown', decidedBy: 'unreachable' };
    const location = answer.location;
    if (answer.status >= 300 && answer.status < 400 && location) {
      const next = new URL(location, current);
      if (next.protocol !== 'https:') return { framing: 'unknown', decidedBy: 'unreachable' };
      current = next;
      continue;
    }
    return decideFraming({ get: (name) => answer.get(name) }, options.portalOrigin);
  }
  return { framing: 'unknown', decidedBy: 'unreachable' };
}

interface Answer {
  status: number;
  location: string | undefined;
  get(name: string): string | null;
}

function headersOf(url: URL, options: FramingProbeOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.get(
      url,
      {
        lookup: (options.lookup ?? safeLookup) as never,
        ca: options.ca,
        timeout: options.timeoutMs,
        headers: { 'user-agent': 'Portico embed check', accept: 'text/html' },
      },
      (response) => {
        const raw = response.headers;
        const get = (name: string): string | null => {
          const value = raw[name.toLowerCase()];
          if (value === undefined) return null;
          return Array.isArray(value) ? value.join(', ') : String(value);
        };
        resolve({ status: response.statusCode ?? 0, location: raw.location, get });
        // Only the headers matter: drop the body without reading it.
        response.destroy();
      },
    );
    request.on('timeout', () => request.destroy(new Error('framing check timed out')));
    request.on('error', reject);
  });
}
