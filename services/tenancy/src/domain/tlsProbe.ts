/**
 * The SSL status of a verified domain, measured (docs/product.md §4: pending, then ready or failed
 * after verify): a TLS connection to the domain with SNI = the domain, the certificate chain
 * checked against the trust store and the host name against the certificate. The port, the
 * DNS servers and extra trusted CAs are configurable so tests (and air-gapped clusters) probe
 * their own servers; in production it is port 443, the system's resolvers and Node's roots.
 */
import { readFileSync } from 'node:fs';
import { Resolver } from 'node:dns/promises';
import { lookup as systemLookup } from 'node:dns/promises';
import tls, { type PeerCertificate } from 'node:tls';

export interface SslResult {
  /** pending: a certificate still being issued (domains whose certificate tenancy manages). */
  status: 'pending' | 'ready' | 'failed';
  /** Empty when ready; a short sentence the Domains screen shows when failed. */
  reason: string;
  /** The certificate's expiry, when it was valid. */
  expiresAt: Date | null;
}

export type SslProbe = (domain: string) => Promise<SslResult>;

export interface TlsProbeOptions {
  /** 443 in production. */
  port: number;
  /** `host:port` DNS servers, comma separated (DNS_RESOLVER); unset: the system's lookup. */
  dnsServers?: string;
  /** PEM bundle trusted besides Node's roots (SSL_PROBE_CA_FILE). */
  caFile?: string;
  timeoutMs?: number;
}

export const SSL_REASONS = {
  notCovered: 'Certificate does not cover {domain}',
  expired: 'Certificate expired',
  notYetValid: 'Certificate is not valid yet',
  untrusted: 'Certificate is not issued by a trusted authority',
  noAnswer: 'No TLS answer on port {port}',
  noAddress: '{domain} does not resolve to an address',
} as const;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * Classifies a finished handshake. Expiry is named first: an expired certificate for another
 * name is still, first of all, expired.
 */
export function classifyCertificate(
  domain: string,
  cert: PeerCertificate | undefined,
  authorizationError: string | undefined,
): SslResult {
  const failed = (reason: string): SslResult => ({ status: 'failed', reason, expiresAt: null });
  if (!cert || !cert.valid_to) return failed(SSL_REASONS.untrusted);
  if (authorizationError === 'CERT_HAS_EXPIRED') return failed(SSL_REASONS.expired);
  if (authorizationError === 'CERT_NOT_YET_VALID') return failed(SSL_REASONS.notYetValid);
  if (tls.checkServerIdentity(domain, cert))
    return failed(fill(SSL_REASONS.notCovered, { domain }));
  if (authorizationError && authorizationError !== 'ERR_TLS_CERT_ALTNAME_INVALID')
    return failed(SSL_REASONS.untrusted);
  return { status: 'ready', reason: '', expiresAt: new Date(cert.valid_to) };
}

function addressResolver(dnsServers: string | undefined): (host: string) => Promise<string> {
  const list = (dnsServers ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) return async (host) => (await systemLookup(host)).address;
  const resolver = new Resolver({ timeout: 3_000, tries: 2 });
  resolver.setServers(list);
  return async (host) => {
    const v4 = await resolver.resolve4(host).catch(() => [] as string[]);
    if (v4[0]) return v4[0];
    const v6 = await resolver.resolve6(host);
    if (!v6[0]) throw Object.assign(new Error(`no address for ${host}`), { code: 'ENODATA' });
    return v6[0];
  };
}

export function tlsProbe(options: TlsProbeOptions): SslProbe {
  const resolve = addressResolver(options.dnsServers);
  // Node's roots plus the configured bundle: giving `ca` alone would replace the roots.
  const ca = options.caFile
    ? [...tls.rootCertificates, readFileSync(options.caFile, 'utf8')]
    : undefined;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const noAnswer: SslResult = {
    status: 'failed',
    reason: fill(SSL_REASONS.noAnswer, { port: options.port }),
    expiresAt: null,
  };

  return async (domain) => {
    let address: string;
    try {
      address = await resolve(domain);
    } catch {
      return { status: 'failed', reason: fill(SSL_REASONS.noAddress, { domain }), expiresAt: null };
    }
    return new Promise<SslResult>((done) => {
      // Verification is ours to classify (classifyCertificate): the socket must not hang up
      // before we have seen the certificate.
      const socket = tls.connect({
        host: address,
        port: options.port,
        servername: domain,
        ca,
        rejectUnauthorized: false,
      });
      const finish = (result: SslResult) => {
        socket.destroy();
        done(result);
      };
      socket.setTimeout(timeoutMs, () => finish(noAnswer));
      socket.once('error', () => finish(noAnswer));
      socket.once('secureConnect', () => {
        const error = socket.authorizationError;
        const code = typeof error === 'string' ? error : (error as { code?: string } | null)?.code;
        finish(classifyCertificate(domain, socket.getPeerCertificate(), code || undefined));
      });
    });
  };
}
