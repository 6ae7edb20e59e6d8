/**
 * The gateway sets `portico_session=1` beside the httpOnly refresh cookie, with its expiry,
 * and clears it with it (sign-out, a refused refresh). It carries no secret; it only tells the
 * page a refresh is worth asking for, so a visitor without a session is not sent a 401 (a
 * console error on every anonymous visit to the sign-in page).
 */
export const SESSION_HINT_COOKIE = 'portico_session';

/** Whether this browser holds a session the gateway could renew. */
export function hasSessionHintCookie(): boolean {
  if (typeof document === 'undefined') return true;
  return document.cookie
    .split(';')
    .some((pair) => pair.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
