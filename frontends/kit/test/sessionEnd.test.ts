/**
 * Why a session ended, as the sign-in page will say it: the server's words when a refresh
 * cookie it was given is refused (idle, too old, revoked), nothing when there was no cookie,
 * and forgotten once a new session starts.
 */
import { ApiClient } from '../src/api/client';

const EXPIRED = 'Your session has expired. Please sign in again.';

function clientAnswering(...answers: Array<{ status: number; body: unknown }>) {
  const fetchImpl = async () => {
    const next = answers.shift();
    if (!next) throw new Error('unexpected call');
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return new ApiClient('http://portal.test', fetchImpl);
}

const tokens = {
  access_token: 't',
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  user: { id: 'u1', email: 'a@b.co' },
};

describe('the reason a session ended', () => {
  it.each(['refresh_idle', 'refresh_max_age', 'refresh_expired', 'refresh_reused'])(
    'is the server message when the refresh cookie is refused (%s)',
    async (reason) => {
      const api = clientAnswering({
        status: 401,
        body: { error: EXPIRED, code: 'UNAUTHENTICATED', reason },
      });
      api.setTokens(tokens);
      expect(await api.refresh()).toBeNull();
      expect(api.hasSession()).toBe(false);
      expect(api.sessionEndReason()).toBe(EXPIRED);
    },
  );

  it('is nothing when no refresh cookie was sent', async () => {
    const api = clientAnswering({
      status: 401,
      body: { error: 'Auth session missing!', code: 'UNAUTHENTICATED', reason: 'no_refresh_token' },
    });
    expect(await api.refresh()).toBeNull();
    expect(api.sessionEndReason()).toBeNull();
  });

  it('is forgotten when the next session starts', async () => {
    const api = clientAnswering({
      status: 401,
      body: { error: EXPIRED, code: 'UNAUTHENTICATED', reason: 'refresh_idle' },
    });
    await api.refresh();
    api.setTokens(tokens);
    expect(api.sessionEndReason()).toBeNull();
  });
});
