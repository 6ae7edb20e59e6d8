// docs/product.md §5 subdomain rules.

export const SUBDOMAIN_MAX = 63;

/** As the person types: lowercase, spaces to hyphens, only a-z 0-9 and hyphen, at most 63. */
export function normaliseSubdomain(input: string): string {
  return input
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, SUBDOMAIN_MAX);
}

/** At least 2 characters, starts and ends alphanumeric, no double hyphens. */
export function isValidSubdomain(value: string): boolean {
  return (
    value.length >= 2 &&
    value.length <= SUBDOMAIN_MAX &&
    /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])$/.test(value) &&
    !value.includes('--')
  );
}

/** A starting suggestion from the company name. */
export function suggestSubdomain(companyName: string): string {
  return normaliseSubdomain(companyName.trim())
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}
