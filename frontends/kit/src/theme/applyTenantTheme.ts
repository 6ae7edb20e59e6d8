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

/** White or near-black text, whichever reads better on the colour (WCAG relative luminance). */
export function contrastText(hex: string): string {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.45 ? '#0f172a' : '#ffffff';
}

export function brandVariables(primaryColor: string | null | undefined): Record<string, string> {
  const primary = normaliseHex(primaryColor);
  if (!primary) return {};
  return {
    '--brand-primary': primary,
    '--brand-primary-hover': mix(primary, 0, 0.15),
    '--brand-primary-soft': mix(primary, 255, 0.9),
    '--brand-primary-contrast': contrastText(primary),
  };
}

const APPLIED = [
  '--brand-primary',
  '--brand-primary-hover',
  '--brand-primary-soft',
  '--brand-primary-contrast',
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
