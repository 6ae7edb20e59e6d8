// Run-time white label: a tenant's colours, name and favicon reach every component through
// CSS variables and the document head, with no rebuild.
import {
  contrastRatio,
  contrastText,
  hexChannels,
  monogramIcon,
  normaliseHex,
  PLATFORM_BRAND_COLOR,
} from '@portico/rules';

// The kit's names for what the rules package states once (the gateway colours the page's head
// with the same).
export { contrastRatio, contrastText, normaliseHex };

export interface ThemeInput {
  primary?: string | null;
  accent?: string | null;
  faviconUrl?: string | null;
  title?: string | null;
  /** The tenant's name: without a favicon, its initial on its colour is the page's icon. */
  name?: string | null;
}

/** `hex` moved `amount` of the way towards `target` (a colour, or 0 for black, 255 white). */
function mix(hex: string, target: number | string, amount: number): string {
  const goal = typeof target === 'number' ? [target, target, target] : hexChannels(target);
  const out = hexChannels(hex).map((c, i) => Math.round(c + (goal[i]! - c) * amount));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The surfaces brand-coloured text sits on, in each scheme (tokens.css): cards, the page,
 * muted panels, info alerts.
 */
export const LIGHT_SURFACES = ['#ffffff', '#f7f8fb', '#f1f3f8', '#eff6ff'];
export const DARK_SURFACES = ['#0b1120', '#131c2e', '#1b2538', '#111f3d'];

/** The brand colour's soft tint (selected rows, brand badges) on each scheme's surfaces. */
export const brandSoftOnLight = (primary: string) => mix(primary, 255, 0.9);
export const brandSoftOnDark = (primary: string) => mix(primary, DARK_SURFACES[1]!, 0.78);

/**
 * The first of `shades` of the colour that reads at WCAG AA (4.5:1) on every surface, or
 * `fallback` when none does.
 */
function readableOn(surfaces: string[], shades: (step: number) => string, fallback: string) {
  for (let step = 0; step <= 20; step += 1) {
    const candidate = shades(step * 0.05);
    if (surfaces.every((surface) => contrastRatio(candidate, surface) >= 4.5)) return candidate;
  }
  return fallback;
}

/**
 * The brand colour for text and links on light surfaces: the colour itself when it reads at
 * WCAG AA on every light surface and on its own soft tint, else darkened just enough. A tenant
 * may pick any brand colour (pink, yellow); their links must still be readable.
 */
export function brandTextColor(primary: string): string {
  return readableOn(
    [...LIGHT_SURFACES, brandSoftOnLight(primary)],
    (amount) => mix(primary, 0, amount),
    '#0f172a',
  );
}

/** The same on the dark scheme's surfaces: the colour, else lightened just enough (navy, maroon). */
export function brandTextColorOnDark(primary: string): string {
  return readableOn(
    [...DARK_SURFACES, brandSoftOnDark(primary)],
    (amount) => mix(primary, 255, amount),
    '#ffffff',
  );
}

export function brandVariables(primaryColor: string | null | undefined): Record<string, string> {
  const primary = normaliseHex(primaryColor);
  if (!primary) return {};
  return {
    '--brand-primary': primary,
    '--brand-primary-hover': mix(primary, 0, 0.15),
    '--brand-primary-contrast': contrastText(primary),
    '--brand-soft-on-light': brandSoftOnLight(primary),
    '--brand-soft-on-dark': brandSoftOnDark(primary),
    '--brand-text-on-light': brandTextColor(primary),
    '--brand-text-on-dark': brandTextColorOnDark(primary),
  };
}

const APPLIED = [
  '--brand-primary',
  '--brand-primary-hover',
  '--brand-primary-contrast',
  '--brand-soft-on-light',
  '--brand-soft-on-dark',
  '--brand-text-on-light',
  '--brand-text-on-dark',
  '--brand-accent',
];

export function applyTenantTheme(
  theme: ThemeInput,
  root: HTMLElement = document.documentElement,
): void {
  for (const name of APPLIED) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(brandVariables(theme.primary)))
    root.style.setProperty(name, value);
  const accent = normaliseHex(theme.accent);
  if (accent) root.style.setProperty('--brand-accent', accent);
  if (theme.title) document.title = theme.title;
  const icon =
    theme.faviconUrl ||
    (theme.name
      ? monogramIcon(theme.name, normaliseHex(theme.primary) ?? PLATFORM_BRAND_COLOR)
      : null);
  if (icon) {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    if (pageIcon === undefined) pageIcon = link.getAttribute('href');
    link.href = icon;
  }
}

/** The icon the page came with (its host's, from the server), before a tenant's replaced it. */
let pageIcon: string | null | undefined;

/** Back to the page's own look: leaving a tenant (the console, sign-out) drops its colours and icon. */
export function resetTenantTheme(root: HTMLElement = document.documentElement): void {
  for (const name of APPLIED) root.style.removeProperty(name);
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link && pageIcon !== undefined) {
    if (pageIcon === null) link.remove();
    else link.setAttribute('href', pageIcon);
    pageIcon = undefined;
  }
}
