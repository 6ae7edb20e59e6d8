/**
 * Which addresses an embed URL may point at (SSRF) and whether a page may be framed, decided
 * from what DNS and the target answered. Pure: the lookups live in src/net.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';

const UNSAFE = new BlockList();
// IPv4: this network, private, carrier-grade NAT, loopback, link-local (cloud metadata),
// IETF protocol assignments, documentation, benchmarking, multicast and reserved.
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  UNSAFE.addSubnet(net, prefix, 'ipv4');
// IPv6: unspecified, loopback, unique local, link-local, site-local, multicast, documentation,
// NAT64 and 6to4 (which can wrap a private IPv4 address).
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
  ['2002::', 16],
] as const)
  UNSAFE.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or -compatible IPv6 address. */
function embeddedIPv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^::(ffff:(0:)?)?(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[3];
  const hex = /^::ffff:(0:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const hi = parseInt(hex[2]!, 16);
    const lo = parseInt(hex[3]!, 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return undefined;
}

/** True for any address an embed must never point at; unparseable input counts as unsafe. */
export function isUnsafeAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(bare)) return UNSAFE.check(bare, 'ipv4');
  if (!isIPv6(bare)) return true;
  // IPv4-mapped and -compatible forms are refused whatever they wrap: no public site needs
  // them, and they are the classic way to smuggle 127.0.0.1 past an IPv6-only check.
  if (embeddedIPv4(bare) !== undefined) return true;
  return UNSAFE.check(bare, 'ipv6');
}

export type Framing = 'frameable' | 'refused' | 'unknown';

export interface FramingDecision {
  framing: Framing;
  decidedBy: 'csp' | 'x-frame-options' | 'none' | 'unreachable';
}

/** The source list of the enforced frame-ancestors directive, or undefined when none is set. */
function frameAncestors(csp: string | null): string[] | undefined {
  if (!csp) return undefined;
  // Several policies may arrive joined by commas; each one is enforced.
  let sources: string[] | undefined;
  for (const policy of csp.split(',')) {
    for (const directive of policy.split(';')) {
      const [name, ...values] = directive.trim().split(/\s+/);
      if (name?.toLowerCase() === 'frame-ancestors') {
        const list = values.map((v) => v.toLowerCase());
        // Two policies: a source must pass both, so the stricter (fewer sources) decides here.
        sources = sources === undefined || list.length < sources.length ? list : sources;
      }
    }
  }
  return sources;
}

/**
 * Whether our portal at `portalOrigin` may frame a page that answered with these headers.
 * An enforced CSP frame-ancestors wins over X-Frame-Options (browsers ignore XFO then);
 * Content-Security-Policy-Report-Only is never consulted, since it blocks nothing.
 */
export function decideFraming(
  headers: { get(name: string): string | null },
  portalOrigin: string,
): FramingDecision {
  const sources = frameAncestors(headers.get('content-security-policy'));
  if (sources !== undefined) {
    return {
      framing: ancestorsAdmit(sources, portalOrigin) ? 'frameable' : 'refused',
      decidedBy: 'csp',
    };
  }
  const xfo = headers.get('x-frame-options')?.trim().toLowerCase();
  if (xfo === 'deny' || xfo === 'sameorigin')
    return { framing: 'refused', decidedBy: 'x-frame-options' };
  return { framing: 'frameable', decidedBy: 'none' };
}

function ancestorsAdmit(sources: string[], portalOrigin: string): boolean {
  if (sources.includes("'none'")) return false;
  const portal = new URL(portalOrigin);
  return sources.some((source) => {
    if (source === '*') return true;
    if (source === `${portal.protocol}`) return true;
    const match = /^(?:(https?):\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?/.exec(source);
    if (!match) return false;
    const [, scheme, wildcard, host, port] = match;
    if (scheme && `${scheme}:` !== portal.protocol) return false;
    if (
      port &&
      port !== '*' &&
      port !== (portal.port || (portal.protocol === 'https:' ? '443' : '80'))
    )
      return false;
    const portalHost = portal.hostname.toLowerCase();
    return wildcard ? portalHost.endsWith(`.${host}`) : portalHost === host;
  });
}

export const framingWarning = (decision: FramingDecision): string =>
  decision.framing === 'refused'
    ? 'This site does not allow being embedded; members will get an "Open in new tab" link instead.'
    : decision.framing === 'unknown'
      ? 'We could not reach this URL to check whether it may be embedded.'
      : '';
