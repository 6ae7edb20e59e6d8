/**
 * Super Settings → Auth's session limits on real PostgreSQL, with a clock the test moves: a
 * session ends at its maximum age however often it was refreshed, and when no refresh came
 * within the idle minutes; a settings announcement from tenancy changes both without a restart.
 */
import { randomUUID } from 'node:crypto';
import { decodeEvent, encodeEvent, type IncomingEvent } from '@portico/kit';
import { DEFAULT_PLATFORM_SETTINGS, SESSION_IDLE_MINUTES_MIN } from '@portico/rules';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../src/domain/accessTokens';
import { signUp } from '../../src/domain/signInUp';
import { KeyRing } from '../../src/domain/keyRing';
import { cachedSessionLimits } from '../../src/domain/sessionLimits';
import { isSessionActive, refreshSession, type SessionDeps } from '../../src/domain/sessions';
import { followPlatformSettings } from '../../src/events/platformSettings';
import { identityTestDatabase, TestClock, type IdentityTestDb } from '../support';

let t: IdentityTestDb;
let clock: TestClock;
let deps: SessionDeps;
let counter = 0;
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const EXPIRED = 'Your session has expired. Please sign in again.';

beforeAll(async () => {
  t = await identityTestDatabase();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.query('DELETE FROM platform_settings_copy');
  clock = new TestClock();
  deps = { db: t.db, keys: new KeyRing(t.db, clock.now), clock: clock.now };
});

const newSession = async () => {
  counter += 1;
  return signUp(deps, {
    name: 'Sam Session',
    email: `sam${counter}@example.com`,
    password: 'long enough',
    companyName: 'S',
  });
};

function announceAuth(auth: Partial<typeof DEFAULT_PLATFORM_SETTINGS.auth>): IncomingEvent {
  const settings = {
    ...DEFAULT_PLATFORM_SETTINGS,
    auth: { ...DEFAULT_PLATFORM_SETTINGS.auth, ...auth },
  };
  return {
    id: randomUUID(),
    topic: 'portico.tenancy.platform.v1',
    type: 'settings_changed',
    key: 'platform',
    occurredAt: clock.now(),
    headers: {},
    partition: 0,
    offset: '0',
    payload: encodeEvent('portico.events.v1.PlatformEvent', {
      actor_user_id: randomUUID(),
      settings_changed: { section: 'auth', settings_json: JSON.stringify(settings) },
    }),
  };
}

/** Refreshes `times` times, `everyMinutes` apart; answers the last refresh token. */
async function keepRefreshing(token: string, everyMinutes: number, times: number) {
  let current = token;
  for (let i = 0; i < times; i += 1) {
    clock.advance(everyMinutes * MINUTE);
    current = (await refreshSession(deps, current)).refresh_token;
  }
  return current;
}

describe('session limits (defaults: 24 hours, 60 idle minutes)', () => {
  it('a session refreshed every 50 minutes ends 24 hours after sign-in: refreshing never extends it', async () => {
    const session = await newSession();
    const last = await keepRefreshing(session.refresh_token, 50, 28); // 23 h 20 min
    expect(await isSessionActive(deps, session.session_id)).toBe(true);
    clock.advance(40 * MINUTE);
    await expect(refreshSession(deps, last)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: EXPIRED,
      reason: 'refresh_max_age',
    });
    expect(await isSessionActive(deps, session.session_id)).toBe(false);
  });

  it('a refresh within the idle minutes keeps the session; one after them ends it', async () => {
    const session = await newSession();
    clock.advance(59 * MINUTE);
    const next = await refreshSession(deps, session.refresh_token);
    clock.advance(60 * MINUTE);
    await expect(refreshSession(deps, next.refresh_token)).rejects.toMatchObject({
      message: EXPIRED,
      reason: 'refresh_idle',
    });
    expect(await isSessionActive(deps, session.session_id)).toBe(false);
  });

  it('an ended session tells the gateways to refuse its access tokens', async () => {
    const session = await newSession();
    clock.advance(61 * MINUTE);
    await expect(refreshSession(deps, session.refresh_token)).rejects.toMatchObject({
      reason: 'refresh_idle',
    });
    const { rows } = await t.db.query<{ payload: Uint8Array }>(
      `SELECT payload FROM outbox WHERE event_type = 'sessions_revoked' ORDER BY id DESC LIMIT 1`,
    );
    const event = decodeEvent('portico.events.v1.UserEvent', rows[0]!.payload);
    expect(event.sessions_revoked).toMatchObject({
      session_ids: [session.session_id],
      reason: 'session_idle',
    });
  });
});

describe('access tokens', () => {
  it('live no longer than the shortest idle timeout an operator can set', async () => {
    expect(ACCESS_TOKEN_TTL_SECONDS).toBeLessThanOrEqual(SESSION_IDLE_MINUTES_MIN * 60);
    const session = await newSession();
    const lifetime = Date.parse(session.expires_at) - clock.now().getTime();
    expect(lifetime).toBeLessThanOrEqual(SESSION_IDLE_MINUTES_MIN * 60_000);
    const refreshed = await refreshSession(deps, session.refresh_token);
    expect(Date.parse(refreshed.expires_at) - clock.now().getTime()).toBe(lifetime);
  });
});

describe('a settings change applies', () => {
  it('a shorter idle timeout announced by tenancy ends sessions idle longer than it', async () => {
    const session = await newSession();
    await followPlatformSettings(t.db)(announceAuth({ sessionIdleMinutes: 30 }));
    clock.advance(31 * MINUTE);
    await expect(refreshSession(deps, session.refresh_token)).rejects.toMatchObject({
      reason: 'refresh_idle',
    });
  });

  it('a longer maximum age keeps a session past the default 24 hours', async () => {
    await followPlatformSettings(t.db)(
      announceAuth({ sessionMaxHours: 72, sessionIdleMinutes: 1440 }),
    );
    const session = await newSession();
    const token = await keepRefreshing(session.refresh_token, 20 * 60, 2); // 40 hours
    clock.advance(20 * HOUR);
    const next = await refreshSession(deps, token); // 60 hours
    expect(next.session_id).toBe(session.session_id);
    clock.advance(12 * HOUR);
    await expect(refreshSession(deps, next.refresh_token)).rejects.toMatchObject({
      reason: 'refresh_max_age',
    });
  });

  it('the cached limits follow the announcement at once on this replica and within the cache time elsewhere', async () => {
    let now = 0;
    const here = cachedSessionLimits(t.db, 30_000, () => now);
    const elsewhere = cachedSessionLimits(t.db, 30_000, () => now);
    expect(await here.current()).toEqual({ maxHours: 24, idleMinutes: 60 });
    expect(await elsewhere.current()).toEqual({ maxHours: 24, idleMinutes: 60 });
    await followPlatformSettings(t.db, () => here.evict())(
      announceAuth({ sessionMaxHours: 8, sessionIdleMinutes: 45 }),
    );
    expect(await here.current()).toEqual({ maxHours: 8, idleMinutes: 45 });
    expect(await elsewhere.current()).toEqual({ maxHours: 24, idleMinutes: 60 });
    now += 30_001;
    expect(await elsewhere.current()).toEqual({ maxHours: 8, idleMinutes: 45 });
  });

  it('a stored value outside the bounds is held inside them', async () => {
    await followPlatformSettings(t.db)(announceAuth({ sessionIdleMinutes: 5 }));
    const session = await newSession();
    clock.advance(10 * MINUTE);
    const next = await refreshSession(deps, session.refresh_token);
    expect(next.session_id).toBe(session.session_id);
  });
});
