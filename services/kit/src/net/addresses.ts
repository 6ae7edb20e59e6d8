/**
 * The one SSRF address check, for every URL a tenant can make the platform reach: content's
 * embed checks and notifications' webhooks and Slack. An address is public only when
 * ipaddr.js ranks it plain unicast and, for IPv6, it lies in global unicast (2000::/3).
 * Everything else is refused: private, loopback, link-local (cloud metadata), carrier-grade
 * NAT, documentation, benchmarking, multicast and reserved IPv4; and every IPv6 form that can
 * carry an IPv4 address or leads inward: IPv4-mapped and -compatible (`::127.0.0.1`,
 * `::7f00:1`), NAT64 (`64:ff9b::/96`, `64:ff9b:1::/48`), 6to4 (`2002::/16`), Teredo and the
 * other IETF assignments (`2001::/23`), site-local (`fec0::/10`), unique local and the rest.
 */
import ipaddr from 'ipaddr.js';

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
/** Inside 2000::/3 yet not a plain host on the internet (ipaddr.js ranks some as unicast). */
const IPV6_REFUSED = [
  '2001::/23', // IETF protocol assignments: Teredo (2001::/32), benchmarking, ORCHID…
  '2001:db8::/32', // documentation
  '2002::/16', // 6to4: wraps any IPv4 address
  '3fff::/20', // documentation (RFC 9637)
].map((cidr) => ipaddr.parseCIDR(cidr));

/** Whether the platform may connect to `address` (an IP literal; anything else: false). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return false;
  const parsed = ipaddr.parse(bare);
  if (parsed.range() !== 'unicast') return false;
  if (parsed.kind() === 'ipv4') return true;
  return parsed.match(GLOBAL_UNICAST) && !IPV6_REFUSED.some((cidr) => parsed.match(cidr));
}

/** Whether `address` lies in one of `networks` (CIDRs an operator trusts although internal). */
export function inNetworks(address: string, networks: readonly string[]): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return false;
  const parsed = ipaddr.process(bare);
  return networks.some((cidr) => {
    const net = cidr.includes('/') ? cidr : `${cidr}/${cidr.includes(':') ? 128 : 32}`;
    if (!ipaddr.isValidCIDR(net)) return false;
    const range = ipaddr.parseCIDR(net);
    return range[0].kind() === parsed.kind() && parsed.match(range);
  });
}

/**
 * Whether a host name always means this machine (RFC 6761 §6.3: `localhost` and every name
 * under it), whatever a DNS server says: a resolver that does not know it must not let a URL
 * naming it through as merely "not resolved yet".
 */
export function isLoopbackName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.+$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}
