/**
 * The SSRF check of a webhook destination, made at send time (a name may resolve elsewhere
 * tomorrow): the URL is http(s) without credentials, every address its host resolves to is
 * public (not loopback, private, link-local, CGNAT, multicast or reserved), and the address
 * checked is the one connected to, pinned, so a second resolution cannot swap it
 * (DNS rebinding). Operators may exempt networks they trust (WEBHOOK_ALLOWED_NETWORKS).
 */
import { Resolver } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export const DESTINATION_MESSAGES = {
  url: 'Please enter a valid http or https URL',
  private: 'This webhook URL points to a private or internal address',
  unresolved: 'This webhook URL’s host could not be resolved',
} as const;

export class DestinationRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'url' | 'private' | 'unresolved',
  ) {
    super(message);
  }
}

const BLOCKED_V4 = [
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
] as const;
const BLOCKED_V6 = [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const;

const blocked = new BlockList();
for (const [net, bits] of BLOCKED_V4) blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of BLOCKED_V6) blocked.addSubnet(net, bits, 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:a.b.c.d) is judged as the IPv4 it is. */
function normalise(address: string): { address: string; family: 4 | 6 } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 4 };
  return { address, family: isIP(address) === 6 ? 6 : 4 };
}

export interface PinnedDestination {
  url: URL;
  /** The checked address the request must connect to. */
  address: string;
  family: 4 | 6;
}

export interface DestinationPolicy {
  /** host → its A and AAAA addresses. */
  resolve: (host: string) => Promise<string[]>;
  /** CIDRs exempt from the internal-address rule, e.g. `10.1.0.0/16`. */
  allowedNetworks?: readonly string[];
}

/** Resolution through given DNS servers (`host:port`, comma separated) or the system's. */
export function dnsResolve(servers?: string, timeoutMs = 5_000): DestinationPolicy['resolve'] {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  const list = (servers ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length > 0) resolver.setServers(list);
  return async (host) => {
    const answers = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
    return answers.flatMap((a) => (a.status === 'fulfilled' ? a.value : []));
  };
}

function allowedList(networks: readonly string[] = []): BlockList {
  const list = new BlockList();
  for (const cidr of networks) {
    const [net = '', bits = ''] = cidr.split('/');
    const family = isIP(net) === 6 ? 'ipv6' : 'ipv4';
    list.addSubnet(net, Number(bits || (family === 'ipv6' ? 128 : 32)), family);
  }
  return list;
}

export async function checkDestination(
  raw: string,
  policy: DestinationPolicy,
): Promise<PinnedDestination> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DestinationRefused(DESTINATION_MESSAGES.url, 'url');
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password)
    throw new DestinationRefused(DESTINATION_MESSAGES.url, 'url');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    addresses = await policy.resolve(host).catch(() => []);
    if (addresses.length === 0)
      throw new DestinationRefused(DESTINATION_MESSAGES.unresolved, 'unresolved');
  }
  const exempt = allowedList(policy.allowedNetworks);
  // Every answer must be public: a name that also resolves inward could be steered there.
  const judged = addresses.map(normalise);
  for (const { address, family } of judged) {
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (blocked.check(address, type) && !exempt.check(address, type))
      throw new DestinationRefused(DESTINATION_MESSAGES.private, 'private');
  }
  return { url, ...judged[0]! };
}
