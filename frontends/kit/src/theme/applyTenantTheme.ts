// Run-time white label: a tenant's colours, name and favicon reach every component through
// CSS variables and the document head, with no rebuild.

export interface ThemeInput {
  primary?: string | null;
  accent?: string | null;
  faviconUrl?: string | null;
  title?: string | null;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function normaliseHex(value: string | null | undefined): string | null {
  if (!value || !HEX.test(value.trim())) return null;
  const hex = value.trim().slice(1);
  const full =
    hex.length === 3
      ? hex
          .split('')
          .map((c) => c + c)
          .join('')
      : hex;
  return `#${full.toLowerCase()}`;
}

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `hex` moved `amount` of the way towards `target` (a colour, or 0 for black, 255 white). */
function mix(hex: string, target: number | string, amount: number): string {
  const goal = typeof target === 'number' ? [target, target, target] : channels(target);
  const out = channels(hex).map((c, i) => Math.round(c + (goal[i]! - c) * amount));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance of a hex colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const DARK_TEXT = '#0f172a';

/**
 * White or near-black text, whichever has the higher WCAG contrast on the colour. (A fixed
 * luminance cut-off of 0.45 put white on mid-tone brands such as teal #0d9488, 3.7:1, where
 * near-black reads at 4.9:1, and every primary button of such a portal failed axe.)
 */
export function contrastText(hex: string): string {
  return contrastRatio(hex, DARK_TEXT) > contrastRatio(hex, '#ffffff') ? DARK_TEXT : '#ffffff';
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
  if (theme.faviconUrl) {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = theme.faviconUrl;
  }
}

export function resetTenantTheme(root: HTMLElement = document.documentElement): void {
  for (const name of APPLIED) root.style.removeProperty(name);
}
