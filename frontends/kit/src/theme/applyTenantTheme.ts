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

function mix(hex: string, target: number, amount: number): string {
  const out = channels(hex).map((c) => Math.round(c + (target - c) * amount));
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

/** White or near-black text, whichever reads better on the colour (WCAG relative luminance). */
export function contrastText(hex: string): string {
  return luminance(hex) > 0.45 ? '#0f172a' : '#ffffff';
}

/** The light surfaces brand-coloured text sits on: cards, the page, muted panels, info alerts. */
const LIGHT_SURFACES = ['#ffffff', '#f7f8fb', '#f1f3f8', '#eff6ff'];

/**
 * The brand colour for text and links: the colour itself when it reads at WCAG AA (4.5:1) on
 * every light surface and on its own soft tint, else darkened just enough. A tenant may pick
 * any brand colour (pink, yellow); their links must still be readable.
 */
export function brandTextColor(primary: string): string {
  const surfaces = [...LIGHT_SURFACES, mix(primary, 255, 0.9)];
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(primary, 0, step * 0.05);
    if (surfaces.every((surface) => contrastRatio(candidate, surface) >= 4.5)) return candidate;
  }
  return '#0f172a';
}

export function brandVariables(primaryColor: string | null | undefined): Record<string, string> {
  const primary = normaliseHex(primaryColor);
  if (!primary) return {};
  return {
    '--brand-primary': primary,
    '--brand-primary-hover': mix(primary, 0, 0.15),
    '--brand-primary-soft': mix(primary, 255, 0.9),
    '--brand-primary-contrast': contrastText(primary),
    '--brand-primary-text': brandTextColor(primary),
  };
}

const APPLIED = [
  '--brand-primary',
  '--brand-primary-hover',
  '--brand-primary-soft',
  '--brand-primary-contrast',
  '--brand-primary-text',
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
