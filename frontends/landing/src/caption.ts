/**
 * docs/product.md §2: each slide is captioned from its file name. "admin-dashboard.3f9c0a1b2c3d.svg"
 * (webpack adds the content hash) becomes "Admin Dashboard"; CRM stays in capitals.
 */
export function captionFromFileName(url: string): string {
  const file = url.split('/').pop() ?? url;
  const stem = file.replace(/\.[a-z0-9]+$/i, '').replace(/\.[0-9a-f]{8,}$/i, '');
  return stem
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => (word.length <= 3 ? word.toUpperCase() : word[0]!.toUpperCase() + word.slice(1)))
    .join(' ');
}
