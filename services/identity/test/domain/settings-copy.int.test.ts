/**
 * Identity's copy of the platform settings when announcements did not keep it current, on real
 * PostgreSQL with a clock the test moves: tenancy is asked only when the copy is missing or
 * stale; an unreachable tenancy never fails a refresh (the last copy, or the defaults, stay in
 * force) and is logged once; an announcement written while tenancy answered is not overwritten.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { closeGrpcChannels, encodeEvent, type IncomingEvent } from '@portico/kit';
import { DEFAULT_PLATFORM_SETTINGS } from '@portico/rules';
import { tenancySettingsReader } from '../../src/clients/tenancy';
import { KeyRing } from '../../src/domain/keyRing';
import {
  platformSettingsCopy,
  type ReadTenancySettings,
} from '../../src/domain/platformSettingsCopy';
import { cachedSessionLimits } from '../../src/domain/sessionLimits';
import { signUp } from '../../src/domain/signInUp';
import { refreshSession, type SessionDeps } from '../../src/domain/sessions';
import { followPlatformSettings } from '../../src/events/platformSettings';
import { identityTestDatabase, TestClock, type IdentityTestDb } from '../support';

jest.setTimeout(60_000);

let t: IdentityTestDb;
let clock: TestClock;
let counter = 0;
let closedPort = 0;
const HOUR = 3600;
const EXPIRED = 'Your session has expired. Please sign in again.';

beforeAll(async () => {
  t = await identityTestDatabase();
  // A port nothing listens on: tenancy down.
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closedPort = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
});
afterAll(async () => {
  closeGrpcChannels();
  await t?.close();
});
beforeEach(async () => {
  await t.db.query('DELETE FROM platform_settings_copy');
  clock = new TestClock();
});

const settingsWith = (auth: Partial<typeof DEFAULT_PLATFORM_SETTINGS.auth>) => ({
  ...DEFAULT_PLATFORM_SETTINGS,
  auth: { ...DEFAULT_PLATFORM_SETTINGS.auth, ...auth },
});

/** A tenancy that answers `settings` and counts the questions. */
function answering(settings: object): ReadTenancySettings & { asked: number } {
  const read = Object.assign(
    async () => {
      read.asked += 1;
      return settings;
    },
    { asked: 0 },
  );
  return read;
}

function recordingLogger() {
  const warnings: string[] = [];
  const infos: string[] = [];
  return {
    warnings,
    infos,
    warn: (_details: object, message: string) => void warnings.push(message),
    info: (message: string) => void infos.push(message),
  };
}

/** Session deps whose limits come from the copy with `tenancy` behind it. */
function depsWith(
  tenancy: ReadTenancySettings | undefined,
  logger = recordingLogger(),
): SessionDeps {
  const copy = platformSettingsCopy(t.db, {
    tenancy,
    staleAfterMs: 30_000,
    logger,
  });
  return {
    db: t.db,
    keys: new KeyRing(t.db, clock.now),
    clock: clock.now,
    // No held answer between refreshes: every refresh reads the copy afresh.
    sessionLimits: cachedSessionLimits(t.db, 0, Date.now, copy),
  };
}

const newSession = async (deps: SessionDeps) => {
  counter += 1;
  return signUp(deps, {
    name: 'Cody Copy',
    email: `cody${counter}@example.com`,
    password: 'long enough',
    companyName: 'C',
  });
};

/** Refreshes after `hours`, one refresh each half hour so the idle limit never ends it. */
async function refreshAfter(deps: SessionDeps, token: string, hours: number) {
  let current = token;
  for (let i = 0; i < hours * 2; i += 1) {
    clock.advance(HOUR / 2);
    current = (await refreshSession(deps, current)).refresh_token;
  }
  return current;
}

const storedCopyAge = (interval: string) =>
  t.db.query(`UPDATE platform_settings_copy SET updated_at = now() - $1::interval`, [interval]);

const announce = (settings: object): IncomingEvent => ({
  id: randomUUID(),
  topic: 'portico.tenancy.platform.v1',
  type: 'settings_changed',
  key: 'platform',
  occurredAt: new Date(),
  headers: {},
  partition: 0,
  offset: '0',
  payload: encodeEvent('portico.events.v1.PlatformEvent', {
    actor_user_id: randomUUID(),
    settings_changed: { section: 'auth', settings_json: JSON.stringify(settings) },
  }),
});

describe('tenancy unreachable', () => {
  it('with no copy yet, refreshes go on under the defaults, and the outage is logged once', async () => {
    const logger = recordingLogger();
    const deps = depsWith(tenancySettingsReader(`127.0.0.1:${String(closedPort)}`), logger);
    const session = await newSession(deps);
    // 23 hours of refreshes: inside the default 24-hour maximum.
    const token = await refreshAfter(deps, session.refresh_token, 23);
    clock.advance(HOUR);
    await expect(refreshSession(deps, token)).rejects.toMatchObject({
      message: EXPIRED,
      reason: 'refresh_max_age',
    });
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0]).toMatch(/tenancy did not answer the platform settings/);
  });

  it('the last known copy stays in force though it is stale', async () => {
    const deps = depsWith(tenancySettingsReader(`127.0.0.1:${String(closedPort)}`));
    await followPlatformSettings(t.db)(announce(settingsWith({ sessionMaxHours: 2 })));
    await storedCopyAge('1 hour');
    const session = await newSession(deps);
    const token = await refreshAfter(deps, session.refresh_token, 1.5);
    clock.advance(HOUR / 2);
    await expect(refreshSession(deps, token)).rejects.toMatchObject({
      reason: 'refresh_max_age',
    });
  });

  it('when tenancy answers again its settings apply and the recovery is logged', async () => {
    const logger = recordingLogger();
    let up = false;
    const tenancy = answering(settingsWith({ sessionMaxHours: 2 }));
    const deps = depsWith(async () => {
      if (!up) throw new Error('connect ECONNREFUSED');
      return tenancy();
    }, logger);
    const session = await newSession(deps);
    const token = await refreshAfter(deps, session.refresh_token, 1.5);
    up = true;
    clock.advance(HOUR / 2);
    await expect(refreshSession(deps, token)).rejects.toMatchObject({
      reason: 'refresh_max_age',
    });
    expect(logger.warnings).toHaveLength(1);
    expect(logger.infos).toEqual(['tenancy answers the platform settings again']);
  });
});

describe('when tenancy is asked', () => {
  it('not while the copy is fresh: an announcement of the last 30 seconds is trusted', async () => {
    const tenancy = answering(settingsWith({ sessionMaxHours: 8 }));
    const deps = depsWith(tenancy);
    await followPlatformSettings(t.db)(announce(settingsWith({ sessionMaxHours: 2 })));
    const session = await newSession(deps);
    const token = await refreshAfter(deps, session.refresh_token, 1.5);
    clock.advance(HOUR / 2);
    await expect(refreshSession(deps, token)).rejects.toMatchObject({
      reason: 'refresh_max_age',
    });
    expect(tenancy.asked).toBe(0);
  });

  it('a stale copy gives way to what tenancy answers, once for every replica', async () => {
    const tenancy = answering(settingsWith({ sessionMaxHours: 8 }));
    const here = depsWith(tenancy);
    const elsewhere = depsWith(tenancy);
    await followPlatformSettings(t.db)(announce(settingsWith({ sessionMaxHours: 2 })));
    await storedCopyAge('10 minutes');
    const session = await newSession(here);
    const token = await refreshAfter(here, session.refresh_token, 3);
    await refreshAfter(elsewhere, token, 1);
    // The answer confirmed the copy for 30 s: the other replica read it without asking.
    expect(tenancy.asked).toBe(1);
  });

  it('an announcement written while tenancy answered is newer and stays', async () => {
    const announced = settingsWith({ sessionMaxHours: 2 });
    const deps = depsWith(async () => {
      await followPlatformSettings(t.db)(announce(announced));
      return settingsWith({ sessionMaxHours: 8 });
    });
    const session = await newSession(deps);
    const token = await refreshAfter(deps, session.refresh_token, 1.5);
    clock.advance(HOUR / 2);
    await expect(refreshSession(deps, token)).rejects.toMatchObject({
      reason: 'refresh_max_age',
    });
    const { rows } = await t.db.query<{ settings: typeof announced }>(
      'SELECT settings FROM platform_settings_copy',
    );
    expect(rows[0]?.settings.auth.sessionMaxHours).toBe(2);
  });
});
