/**
 * The session's renewal and the signed-in person's GET /api/me, started by the entry while the
 * bootstrap downloads. Left to the kit's AuthProvider they go out only once the bootstrap has
 * run and rendered, one after the other, and every guarded page (its layout, its remote's
 * screen) waits for them: on the throttled phone of `make bench-pages` that was 0.6 s later.
 *
 * The answers are handed to the page's ApiClient as the answers of its own first renewal and
 * first /api/me (`earlyAnswer`, the client's fetch), so nothing is asked twice: a refresh
 * token rotates on every use, and the gateway treats a reused one as theft. Like the client,
 * the renewal holds the cross-tab Web Lock of the kit's api/client.ts while it is under way.
 *
 * Runs before the federation runtime has negotiated the shared singletons, so, like
 * earlyStart.ts, it imports nothing at run time and talks to the network with plain fetch.
 */

/** The kit's REFRESH_LOCK (frontends/kit/src/api/client.ts): one renewal at a time per browser. */
const REFRESH_LOCK = 'portico-auth-refresh';
const REFRESH_PATH = '/api/auth/refresh';
const ME_PATH = '/api/me';

interface EarlyRequest {
  method: string;
  path: string;
  /** The bearer token the request must carry to be this one (GET /api/me's). */
  authorization?: string;
  /** Undefined when it could not be sent: the client then sends its own. */
  answer: Promise<Response | undefined>;
}

const pending: EarlyRequest[] = [];

/** The kit's LOCALE_STORAGE_KEY (i18n/pageLocale.ts; a test keeps the two the same). */
export const LOCALE_KEY = 'portico.locale';

function renew(json: Record<string, string>): Promise<Response> {
  const send = () => fetch(REFRESH_PATH, { method: 'POST', credentials: 'include', headers: json });
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The lock's promise settles with the callback's answer (its DOM type nests the promise).
  return locks ? (locks.request(REFRESH_LOCK, send) as unknown as Promise<Response>) : send();
}

/**
 * Starts the renewal and, once it answers with a token, the person's /api/me. Resolves once
 * /api/me has been sent, or is known not to be.
 */
export function startSession(): Promise<void> {
  // Accept-Language is the person's saved choice on this browser, first in the kit's pageLocale
  // too: left to the browser, its own languages would pick the language of the gateway's
  // messages (a refused renewal's reason, shown on sign-in). Without a choice the browser's
  // header says what pageLocale would.
  const json: Record<string, string> = { Accept: 'application/json' };
  try {
    const locale = localStorage.getItem(LOCALE_KEY);
    if (locale) json['Accept-Language'] = locale;
  } catch {
    // Storage refused: the browser's languages.
  }
  const renewal = renew(json);
  pending.push({
    method: 'POST',
    path: REFRESH_PATH,
    answer: renewal.catch(() => undefined),
  });
  const token = renewal
    .then(async (response) =>
      response.ok
        ? ((await response.clone().json()) as { access_token?: string }).access_token
        : undefined,
    )
    .catch(() => undefined);
  const me: EarlyRequest = {
    method: 'GET',
    path: ME_PATH,
    answer: token.then((accessToken) =>
      accessToken
        ? fetch(ME_PATH, {
            credentials: 'include',
            headers: { ...json, Authorization: `Bearer ${accessToken}` },
          }).catch(() => undefined)
        : undefined,
    ),
  };
  pending.push(me);
  return token.then((accessToken) => {
    if (accessToken) me.authorization = `Bearer ${accessToken}`;
    // No token: no /api/me was sent, and none may be handed out.
    else pending.splice(pending.indexOf(me), 1);
  });
}

/**
 * The early answer to `request` when it is the renewal, or the /api/me with the renewal's
 * token, that startSession sent for it; each is handed out once. Otherwise undefined: the
 * client sends the request itself.
 */
export function earlyAnswer(request: Request): Promise<Response> | undefined {
  const url = new URL(request.url);
  if (url.origin !== location.origin || url.search !== '') return undefined;
  const index = pending.findIndex(
    (early) =>
      early.method === request.method &&
      early.path === url.pathname &&
      (early.path !== ME_PATH ||
        (early.authorization !== undefined &&
          early.authorization === request.headers.get('authorization') &&
          !request.headers.has('x-tenant-id'))),
  );
  if (index < 0) return undefined;
  const [early] = pending.splice(index, 1);
  return early!.answer.then((answer) => answer ?? fetch(request));
}
