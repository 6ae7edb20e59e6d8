/**
 * The DNS TXT lookup behind domain verification, through a resolver of our choosing:
 * DNS_RESOLVER (`host:port`, comma separated) names the servers, so tests and air-gapped
 * clusters point it at their own; unset, the system's resolvers answer.
 */
import { Resolver } from 'node:dns/promises';
import type { TxtLookup } from './domains';

export function txtLookup(servers: string | undefined, timeoutMs = 5_000): TxtLookup {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  const list = (servers ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length > 0) resolver.setServers(list);
  return async (name) => (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
}
