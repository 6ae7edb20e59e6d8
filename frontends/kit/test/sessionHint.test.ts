/**
 * A visitor without a session is not sent to the gateway to be refused: with no
 * `portico_session` companion cookie and nothing in memory, the start-up refresh answers "no
 * session" without a request (the 401 was a console error on every anonymous visit). With the
 * cookie, or a session already in memory, the refresh is asked for as before.
 */
import { ApiClient } from '../src/api/client';
import { hasSessionHintCookie } from '../src/auth/sessionHint';

const TOKENS = {
  access_token: 't2',
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  user: { id: 'u1', email: 'a@b.co' },
};

function recordingClient(hint: () => boolean) {
  const sent: string[] = [];
  const fetchImpl = async (request: Request) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
    return new Response(JSON.stringify(TOKENS), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { api: new ApiClient('http://portal.test', fetchImpl, hint), sent };
}

const clearHint = () => {
  document.cookie = 'portico_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
};

afterEach(clearHint);

it('does not ask to renew a session a visitor does not have', async () => {
  const { api, sent } = recordingClient(hasSessionHintCookie);
  expect(await api.refresh()).toBeNull();
  expect(sent).toEqual([]);
  expect(api.hasSession()).toBe(false);
});

it('renews at start-up when the gateway left its session cookie', async () => {
  document.cookie = 'other=1; path=/';
  document.cookie = 'portico_session=1; path=/';
  const { api, sent } = recordingClient(hasSessionHintCookie);
  expect(await api.refresh()).toMatchObject({ access_token: 't2' });
  expect(sent).toEqual(['POST /api/auth/refresh']);
  expect(api.hasSession()).toBe(true);
});

it('still renews a session held in memory without the cookie (begun before it existed)', async () => {
  const { api, sent } = recordingClient(hasSessionHintCookie);
  api.setTokens({ ...TOKENS, access_token: 't1' });
  expect(await api.refresh()).toMatchObject({ access_token: 't2' });
  expect(sent).toEqual(['POST /api/auth/refresh']);
});

it('reads only its own cookie, not one whose name merely ends the same', () => {
  document.cookie = 'not_portico_session=1; path=/';
  expect(hasSessionHintCookie()).toBe(false);
  document.cookie = 'not_portico_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
