/**
 * The SSRF check of a webhook destination, made at send time (a name may resolve elsewhere
 * tomorrow) and when it is saved: the URL is http(s) without credentials, every address its
 * host resolves to is public (the kit's `isPublicAddress`, shared with content's embeds: no
 * loopback, private, link-local, CGNAT, multicast, reserved or IPv4-carrying IPv6), and the address
 * checked is the one connected to, pinned, so a second resolution cannot swap it
 * (DNS rebinding). Operators may exempt networks they trust (WEBHOOK_ALLOWED_NETWORKS).
 */
import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import { inNetworks, isLoopbackName, isPublicAddress } from '@portico/kit';

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

/** The address as judged and connected to: an IPv4 literal in IPv4 form. */
function normalise(address: string): { address: string; family: 4 | 6 } {
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
  else if (isLoopbackName(host))
    // Never "not resolved yet" (which a save lets through): it is this machine, always.
    throw new DestinationRefused(DESTINATION_MESSAGES.private, 'private');
  else {
    addresses = await policy.resolve(host).catch(() => []);
    if (addresses.length === 0)
      throw new DestinationRefused(DESTINATION_MESSAGES.unresolved, 'unresolved');
  }
  const exempt = policy.allowedNetworks ?? [];
  // Every answer must be public: a name that also resolves inward could be steered there.
  const judged = addresses.map(normalise);
  for (const { address } of judged) {
    if (!isPublicAddress(address) && !inNetworks(address, exempt))
      throw new DestinationRefused(DESTINATION_MESSAGES.private, 'private');
  }
  return { url, ...judged[0]! };
}
