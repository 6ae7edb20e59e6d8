// What a page says about itself before any script runs: its title, description, colour and icon
// in the HTML the server sends (link previews, the tab before the app starts, a browser without
// JavaScript). On a tenant's host that is the tenant's name and brand, never the platform's;
// the gateway writes it into the shell's page for each host (services/gateway/README.md,
// "The page's head").
import { contrastText } from './brandColours';
import type { Locale } from './locales';

/** The platform's own look, where no tenant's applies (and a tenant without a brand colour). */
export const PLATFORM_BRAND_COLOR = '#2563eb';

/** The platform's "P" mark, for the platform's own host when the console names no favicon. */
export const PLATFORM_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%232563eb'/%3E%3Cpath d='M10 23V9h7a5 5 0 010 10h-3v4z' fill='white'/%3E%3C/svg%3E";

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text or an attribute's value, safe inside HTML and XML. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/**
 * A tenant without a favicon of its own: its initial on its brand colour (`#rrggbb`), in the
 * ink that reads on it, rather than the platform's mark. A data URI, so it costs no request.
 */
export function monogramIcon(name: string, color: string): string {
  const initial = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="8" fill="${color}"/>` +
    `<text x="16" y="22" text-anchor="middle" font-family="system-ui,sans-serif" ` +
    `font-size="18" font-weight="600" fill="${contrastText(color)}">${escapeMarkup(initial)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface PageWords {
  /** A tenant's portal: its description in link previews and search results. */
  tenantDescription: (name: string) => string;
  /** The platform's own host. */
  platformDescription: (appName: string) => string;
  /** A host that names no tenant Portico knows (a removed domain, a mistyped subdomain). */
  unknownTitle: string;
  /** Shown by a browser with scripts off. */
  noScript: (name: string) => string;
  /** The same where no name is known. */
  noScriptUnnamed: string;
}

export const PAGE_WORDS: Record<Locale, PageWords> = {
  en: {
    tenantDescription: (name) => `${name}'s client portal: your files, forms and messages.`,
    platformDescription: (appName) => `${appName}: your branded client portal, in minutes.`,
    unknownTitle: 'Portal not found',
    noScript: (name) => `${name} needs JavaScript to run. Please turn it on and reload the page.`,
    noScriptUnnamed: 'This portal needs JavaScript to run. Please turn it on and reload the page.',
  },
  es: {
    tenantDescription: (name) =>
      `Portal de clientes de ${name}: tus archivos, formularios y mensajes.`,
    platformDescription: (appName) => `${appName}: tu portal de clientes con tu marca, en minutos.`,
    unknownTitle: 'No se encontró el portal',
    noScript: (name) =>
      `${name} necesita JavaScript para funcionar. Actívalo y vuelve a cargar la página.`,
    noScriptUnnamed:
      'Este portal necesita JavaScript para funcionar. Actívalo y vuelve a cargar la página.',
  },
};

/** The parts of the page the server writes: one in the head, one in the body's noscript. */
export const PAGE_PARTS = ['head', 'noscript'] as const;
export type PagePart = (typeof PAGE_PARTS)[number];
/** Each part as HTML, written where the page's include for it stands. */
export type PageParts = Record<PagePart, string>;
export const PAGE_PART_MESSAGE = `Part must be one of: ${PAGE_PARTS.join(', ')}`;
