/**
 * Deep links kept across sign-in (docs/product.md §2): the route guard sends a signed-out
 * visitor to `/login?return_to=<where they were going>`, and the sign-in (password, its
 * two-factor step, or a provider's round trip) lands them there. Only a path on this site is
 * followed: a return address is someone else's input (a link in an email), and an open
 * redirect would carry a fresh session's user to a look-alike page.
 */

/** Longer than any screen's path with its query; identity keeps 512 for a provider's round trip. */
const RETURN_PATH_MAX = 512;
const ORIGIN = 'https://portal.invalid';
// Backslashes (which browsers read as slashes) and control characters (which they drop).
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\\u0000-\u001f\u007f]/;

const pathOnly = (form: string) =>
  form.startsWith('/') && !form.startsWith('//') && !UNSAFE.test(form);

/**
 * The path to return to, or null when `value` is not a path on this site: it must start with
 * one `/`, with no second slash or backslash after it and no control character, also once
 * percent-decoded (`/%2F%2Fevil`, `/%5Cevil`), and resolve on this origin. `/login` itself is
 * refused, which would only come back to the sign-in.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > RETURN_PATH_MAX) return null;
  let decoded = value;
  // Decoded until it stops changing (a few rounds at most): `%252F` is `%2F` is `/`.
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (!pathOnly(value) || !pathOnly(decoded)) return null;
  const url = new URL(value, ORIGIN);
  if (url.origin !== ORIGIN || url.pathname === '/login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The tenant a way back names by subdomain (`tenant=`: a tenant's email links into its
 * workspace so), for the sign-in page to wear that tenant's brand; null for none or for a
 * return address that is not a path on this site.
 */
export function tenantNamedBy(returnTo: string | null | undefined): string | null {
  const back = safeReturnPath(returnTo);
  return back ? new URL(back, ORIGIN).searchParams.get('tenant') : null;
}

/** The sign-in page that comes back to `path` (with its query) afterwards. */
export function loginReturningTo(path: string): string {
  const back = safeReturnPath(path);
  return back && back !== '/' ? `/login?return_to=${encodeURIComponent(back)}` : '/login';
}

/**
 * Where to go after signing in when the visitor was headed to `returnTo`: there, in the
 * workspace sign-in chose (its `tenant_id`) unless the link named one. `target` is the usual
 * destination; without a workspace (onboarding) or when sign-in stays put (null), it stands.
 */
export function withReturnPath(target: string | null, returnTo: string | null): string | null {
  const back = safeReturnPath(returnTo);
  if (!target || !back || target.startsWith('/onboarding')) return target;
  const url = new URL(back, ORIGIN);
  const tenantId = new URL(target, ORIGIN).searchParams.get('tenant_id');
  if (tenantId && !url.searchParams.has('tenant_id')) url.searchParams.set('tenant_id', tenantId);
  return `${url.pathname}${url.search}${url.hash}`;
}
