/**
 * Platform settings on real PostgreSQL: the spec's defaults until a section is saved, one
 * section written at a time by super admins only, the spec's IP allowlist rule, each change
 * audited and announced to the gateways in the same transaction, and Rebuild Search Index
 * rebuilding the tables behind tenant and user search.
 */
import { randomUUID } from 'node:crypto';
import { decodeEvent, type Database } from '@portico/kit';
import { DEFAULT_PLATFORM_SETTINGS } from '@portico/rules';
import {
  listFeatureFlags,
  PLATFORM_MESSAGES,
  readPlatformSettings,
  requestMaintenance,
  savePlatformSection,
  setFeatureFlag,
} from '../../src/domain/platformSettings';
import { rebuildSearchIndexes } from '../../src/events/maintenance';
import { tenancyTestDatabase } from '../support';

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await tenancyTestDatabase());
});
afterAll(async () => {
  await close?.();
});

const operator = () => ({ actorId: randomUUID(), isSuperAdmin: true });

async function outboxOf(topic: string, type: string) {
  const { rows } = await db.query<{ payload: Buffer }>(
    'SELECT payload FROM outbox WHERE topic = $1 AND event_type = $2 ORDER BY id',
    [topic, type],
  );
  return rows;
}

describe('platform settings', () => {
  it('answers the spec defaults before anything is saved (password minimum 8)', async () => {
    const { settings, updatedAt } = await readPlatformSettings(db);
    expect(settings).toEqual(DEFAULT_PLATFORM_SETTINGS);
    expect(settings.security.passwordMin).toBe(8);
    expect(updatedAt).toBeNull();
  });

  it('keeps the message retention days when a save of the retention section leaves them out', async () => {
    const actor = operator();
    const base = { auditDays: 365, webhookDays: 30, exportDays: 7, policy: 'delete' as const };
    const saved = await savePlatformSection(db, actor, 'retention', { ...base, messageDays: 90 });
    expect(saved.settings.retention.messageDays).toBe(90);
    const again = await savePlatformSection(db, actor, 'retention', { ...base, auditDays: 200 });
    expect(again.settings.retention).toEqual({ ...base, auditDays: 200, messageDays: 90 });
    await expect(
      savePlatformSection(db, actor, 'retention', { ...base, messageDays: -1 }),
    ).rejects.toThrow();
    await savePlatformSection(db, actor, 'retention', DEFAULT_PLATFORM_SETTINGS.retention);
  });

  it('saves one section, keeps the others, audits it and announces the whole settings', async () => {
    const actor = operator();
    const rate = { globalRpm: 600, perTenantRpm: 120 };
    const { settings } = await savePlatformSection(db, actor, 'rate', rate);
    expect(settings.rate).toEqual(rate);
    expect(settings.security).toEqual(DEFAULT_PLATFORM_SETTINGS.security);
    expect((await readPlatformSettings(db)).settings.rate).toEqual(rate);

    const [announced] = (await outboxOf('portico.tenancy.platform.v1', 'settings_changed')).slice(
      -1,
    );
    const event = decodeEvent('portico.events.v1.PlatformEvent', announced!.payload);
    expect(event.actor_user_id).toBe(actor.actorId);
    expect(JSON.parse(event.settings_changed!.settings_json).rate).toEqual(rate);
    const audits = await outboxOf('portico.audit.entry.v1', 'platform.settings_updated');
    const audit = decodeEvent('portico.events.v1.AuditEvent', audits.at(-1)!.payload);
    expect(audit).toMatchObject({ actor_user_id: actor.actorId, entity_id: 'rate' });
  });

  it('saves the platform fee by plan and refuses a fee over 20 % or in thousandths', async () => {
    const actor = operator();
    const fees = { starter: 0, pro: 0.5, advanced: 1.25, custom: 2 };
    const { settings } = await savePlatformSection(db, actor, 'payments', {
      platformFeePercent: fees,
    });
    expect(settings.payments.platformFeePercent).toEqual(fees);
    for (const bad of [25, 1.255, -1]) {
      await expect(
        savePlatformSection(db, actor, 'payments', {
          platformFeePercent: { ...fees, advanced: bad },
        }),
      ).rejects.toThrow(/platform fee is a percentage from 0 to 20/);
    }
    expect((await readPlatformSettings(db)).settings.payments.platformFeePercent).toEqual(fees);
    await savePlatformSection(db, actor, 'payments', DEFAULT_PLATFORM_SETTINGS.payments);
  });

  it('refuses a bad IP allowlist line, a password minimum under 8 and a non-super caller, saving nothing', async () => {
    const before = await readPlatformSettings(db);
    const security = { ...DEFAULT_PLATFORM_SETTINGS.security };
    await expect(
      savePlatformSection(db, operator(), 'security', {
        ...security,
        ipAllowlist: ['10.0.0.0/8', '10.0.0.1/123'],
      }),
    ).rejects.toThrow(PLATFORM_MESSAGES.ipAllowlist);
    await expect(
      savePlatformSection(db, operator(), 'security', { ...security, passwordMin: 6 }),
    ).rejects.toThrow();
    await expect(
      savePlatformSection(db, { actorId: randomUUID(), isSuperAdmin: false }, 'security', security),
    ).rejects.toThrow(PLATFORM_MESSAGES.superOnly);
    await expect(
      savePlatformSection(
        db,
        { actorId: randomUUID(), isSuperAdmin: true, impersonatorId: randomUUID() },
        'security',
        security,
      ),
    ).rejects.toThrow(PLATFORM_MESSAGES.superOnly);
    expect(await readPlatformSettings(db)).toEqual(before);
  });

  it('keeps blank allowlist lines out of the saved list', async () => {
    const { settings } = await savePlatformSection(db, operator(), 'security', {
      ...DEFAULT_PLATFORM_SETTINGS.security,
      ipAllowlist: ['', ' 192.168.0.0/16 ', '  '],
    });
    expect(settings.security.ipAllowlist).toEqual(['192.168.0.0/16']);
  });

  it('turns flags on and off for super admins only', async () => {
    const actor = operator();
    await setFeatureFlag(db, actor, 'new-nav', true);
    await setFeatureFlag(db, actor, 'new-nav', false);
    expect(await listFeatureFlags(db, actor)).toEqual([
      expect.objectContaining({ key: 'new-nav', enabled: false }),
    ]);
    await expect(setFeatureFlag(db, actor, 'New Nav', true)).rejects.toThrow(
      PLATFORM_MESSAGES.flagKey,
    );
    await expect(
      listFeatureFlags(db, { actorId: randomUUID(), isSuperAdmin: false }),
    ).rejects.toThrow(PLATFORM_MESSAGES.superOnly);
  });
});

describe('maintenance', () => {
  it('announces Purge Cache and Rebuild Search Index and audits both', async () => {
    const actor = operator();
    await requestMaintenance(db, actor, 'cache_purge');
    await requestMaintenance(db, actor, 'search_reindex');
    expect(await outboxOf('portico.tenancy.platform.v1', 'cache_purge_requested')).toHaveLength(1);
    expect(await outboxOf('portico.tenancy.platform.v1', 'search_reindex_requested')).toHaveLength(
      1,
    );
    expect(await outboxOf('portico.audit.entry.v1', 'platform.cache_purged')).toHaveLength(1);
    await expect(requestMaintenance(db, actor, 'drop_everything')).rejects.toThrow(
      PLATFORM_MESSAGES.maintenance,
    );
  });

  it('rebuilds the indexes behind tenant and user search as the service user', async () => {
    await expect(rebuildSearchIndexes(db)).resolves.toBeUndefined();
  });
});
