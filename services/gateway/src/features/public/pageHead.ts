/**
 * The page's head on each host (README.md, "The page's head"): what the shell's HTML says
 * before any script runs, to a link preview's crawler, a browser tab and a browser without
 * JavaScript. A tenant's portal carries its name, description, brand colour and icon in its
 * default language (else the visitor's); the platform's own host its app name and favicon from
 * the console; a host that names nobody, neither. The shell's page asks for the two parts with
 * SSI includes, which the shell's nginx resolves by asking this route and the gateway resolves
 * itself where it serves the page (http/frontends.ts).
 */
import type { Request } from 'express';
import { z } from 'zod';
import {
  DEFAULT_LOCALE,
  escapeMarkup,
  monogramIcon,
  normaliseHex,
  PAGE_PART_MESSAGE,
  PAGE_PARTS,
  PAGE_WORDS,
  PLATFORM_BRAND_COLOR,
  PLATFORM_ICON,
  resolveLocale,
  type Locale,
  type PageParts,
} from '@portico/rules';
import { route } from '../../api/route';
import type { GatewayDeps } from '../../deps';

const TAG = 'Public';

/** Who a host's page belongs to, as its head names them. */
export type PageOwner =
  | { kind: 'tenant'; name: string; color: string; icon: string; locale: string | null }
  | { kind: 'platform'; name: string; icon: string }
  | { kind: 'unknown' };

/** The host's owner: tenancy's answer for the Host the request names. */
export async function pageOwner(req: Request, deps: GatewayDeps): Promise<PageOwner> {
  const branding = await deps.services.tenancy.GetBranding(
    { host: (req.hostname ?? '').toLowerCase().slice(0, 253), slug: '', invitation_token: '' },
    { requestId: req.id },
  );
  if (branding.found) {
    const color = normaliseHex(branding.brand_color) ?? PLATFORM_BRAND_COLOR;
    return {
      kind: 'tenant',
      name: branding.name,
      color,
      icon: branding.favicon_url || monogramIcon(branding.name, color),
      locale: branding.default_locale || null,
    };
  }
  if (!branding.platform) return { kind: 'unknown' };
  const { brand } = await deps.platformSettings.get();
  return { kind: 'platform', name: brand.appName, icon: brand.faviconUrl || PLATFORM_ICON };
}

/**
 * Words in `locale`, marked as such where it is not the page's own language (the shell's
 * `<html lang>`, the default locale), which an include cannot change: a screen reader then reads
 * Spanish words as Spanish.
 */
function inLanguage(locale: Locale, words: string): string {
  const text = escapeMarkup(words);
  return locale === DEFAULT_LOCALE ? text : `<span lang="${locale}">${text}</span>`;
}

/**
 * The head's elements and the noscript's words for `owner`: in the tenant's language when it
 * chose one for its portal, else the first of the visitor's `preferred` languages Portico has.
 */
export function pageParts(owner: PageOwner, preferred: readonly string[]): PageParts {
  const locale = resolveLocale({
    tenant: owner.kind === 'tenant' ? owner.locale : null,
    preferred,
  });
  const words = PAGE_WORDS[locale];
  if (owner.kind === 'unknown') {
    return {
      head:
        `<title>${escapeMarkup(words.unknownTitle)}</title>` +
        `<meta name="robots" content="noindex">` +
        `<meta name="theme-color" content="${PLATFORM_BRAND_COLOR}">`,
      noscript: inLanguage(locale, words.noScriptUnnamed),
    };
  }
  const name = escapeMarkup(owner.name);
  const description = escapeMarkup(
    owner.kind === 'tenant'
      ? words.tenantDescription(owner.name)
      : words.platformDescription(owner.name),
  );
  const color = owner.kind === 'tenant' ? owner.color : PLATFORM_BRAND_COLOR;
  return {
    head:
      `<title>${name}</title>` +
      `<meta name="description" content="${description}">` +
      `<meta name="theme-color" content="${color}">` +
      `<link rel="icon" href="${escapeMarkup(owner.icon)}">` +
      `<meta property="og:site_name" content="${name}">` +
      `<meta property="og:title" content="${name}">` +
      `<meta property="og:description" content="${description}">` +
      `<meta property="og:locale" content="${locale}">`,
    noscript: inLanguage(locale, words.noScript(owner.name)),
  };
}

/** The visitor's languages, most preferred first, as Accept-Language gives them. */
const preferredLanguages = (req: Request): string[] => req.acceptsLanguages();

/** Both parts for this request's host (the gateway's own page, http/frontends.ts). */
export async function pagePartsFor(req: Request, deps: GatewayDeps): Promise<PageParts> {
  return pageParts(await pageOwner(req, deps), preferredLanguages(req));
}

export const pageHeadRoutes = [
  route({
    method: 'GET',
    path: '/api/public/page-head',
    summary:
      "The HTML the shell's page carries for this host before any script runs: the head's title, description, colour and icon, or the noscript's words",
    tag: TAG,
    allow: 'public',
    query: z.object({ part: z.enum(PAGE_PARTS, { error: PAGE_PART_MESSAGE }) }),
    streams: { out: 'text/html' },
    handler: async ({ query, req, res, deps }) => {
      const parts = await pagePartsFor(req, deps);
      // The answer varies by the host and the visitor's languages; brand changes show at the
      // next load.
      res.setHeader('Cache-Control', 'no-cache');
      res.vary('Accept-Language');
      res.type('html').send(parts[query.part]);
    },
  }),
];
