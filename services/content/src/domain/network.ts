/**
 * Which addresses an embed URL may point at (SSRF) and whether a page may be framed, decided
 * from what DNS and the target answered. Pure: the lookups live in src/net.
 */
import { isPublicAddress } from '@portico/kit';

/**
 * True for any address an embed must never point at; unparseable input counts as unsafe. The
 * platform's one address check (the kit's `isPublicAddress`), shared with webhooks.
 */
export function isUnsafeAddress(address: string): boolean {
  return !isPublicAddress(address);
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
