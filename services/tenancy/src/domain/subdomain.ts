/**
 * Subdomain rules (docs/product.md §5): normalised to lowercase with spaces turned into hyphens;
 * valid when only a-z, 0-9 and hyphen remain, with no double hyphen, at most 63 characters,
 * at least 2, starting and ending with a letter or digit.
 */
export const SUBDOMAIN_MAX_LENGTH = 63;

export function normaliseSubdomain(input: string): string {
  return input.trim().toLowerCase().replace(/\s+/g, '-');
}

export function isValidSubdomain(subdomain: string): boolean {
  return (
    subdomain.length >= 2 &&
    subdomain.length <= SUBDOMAIN_MAX_LENGTH &&
    /^[a-z0-9-]+$/.test(subdomain) &&
    !subdomain.includes('--') &&
    /^[a-z0-9]/.test(subdomain) &&
    /[a-z0-9]$/.test(subdomain)
  );
}

/**
 * Names the platform serves itself (or may): never a tenant's, whatever is typed. They read as
 * taken, which is what they are.
 */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'app',
  'admin',
  'auth',
  'login',
  'signup',
  'status',
  'mail',
  'smtp',
  'imap',
  'ftp',
  'cdn',
  'static',
  'assets',
  'docs',
  'help',
  'support',
  'blog',
  'billing',
  'dashboard',
  'console',
  'super',
  'superadmin',
  'portal',
  'portico',
  'internal',
  'metrics',
  'grafana',
  'prometheus',
  'kafka',
  'db',
  'postgres',
  'ns1',
  'ns2',
  'mx',
  'webhooks',
  'dev',
  'staging',
]);

export const isReservedSubdomain = (subdomain: string) => RESERVED_SUBDOMAINS.has(subdomain);

export type SubdomainCheck =
  { available: true } | { available: false; reason: 'invalid' | 'taken' };

export const SUBDOMAIN_MESSAGES = {
  invalid: 'Invalid subdomain format.',
  taken: 'This subdomain is already taken.',
} as const;

/** Slug for a tenant created from a name (super-admin invite): lowercase, non-alphanumerics to hyphen, trimmed hyphens. */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
