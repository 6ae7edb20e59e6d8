// A tenant's brand colour as every surface reads it (the screens' variables, the page's head
// and icon): hex in one spelling, and which ink reads on it.

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#abc` or `#AABBCC` as `#aabbcc`; null for anything that is not a hex colour. */
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

/** The red, green and blue of a `#rrggbb` colour, 0–255. */
export function hexChannels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance of a hex colour. */
function luminance(hex: string): number {
  const [r, g, b] = hexChannels(hex).map((c) => {
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
