/**
 * `publish(tx, event)` and `publishAudit` on real PostgreSQL: a service names the protobuf
 * message and the kit derives topic, event type and key; and a commit that wrote an event
 * wakes the relay, so the event is on the bus in milliseconds, not after the next poll.
 */
import { TOPICS } from '@portico/proto';
import type { Database } from '../../src/db';
import {
  decodeEvent,
  KafkaEventBus,
  OutboxRelay,
  publish,
  publishAudit,
  wakeRelayOnCommit,
  type IncomingEvent,
} from '../../src/events';
import { openEventsTestDatabase, type EventsTestDatabase } from './database';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { harnessBrokers, quietLogger, TEST_CONSUMER, uniqueName } from './helpers';

jest.setTimeout(60_000);

const TENANT = '7b0f8f3e-2a4c-4f0e-9a51-0c5d1e2f3a4b';
const USER = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

let testDb: EventsTestDatabase;
let bus: KafkaEventBus;
let relay: OutboxRelay;
let db: Database;
const received: IncomingEvent[] = [];

beforeAll(async () => {
  testDb = await openEventsTestDatabase('kit_publish');
  bus = new KafkaEventBus({
    brokers: harnessBrokers(),
    clientId: 'kit-publish-test',
    logger: quietLogger,
    consumer: TEST_CONSUMER,
  });
  // A poll interval far beyond every wait below: only the wake on commit can deliver in time.
  relay = new OutboxRelay(testDb.db, bus, { logger: quietLogger, intervalMs: 60_000 });
  db = wakeRelayOnCommit(testDb.db, relay);
  await bus.subscribe({
    groupId: uniqueName('publish-test'),
    topics: [TOPICS.tenancyMembership, TOPICS.identityUser, TOPICS.audit],
    handler: async (event) => {
      received.push(event);
    },
  });
  relay.start();
  // The loop's first poll found nothing; from here on it sleeps for a minute unless woken.
  await new Promise((resolve) => setTimeout(resolve, 100));
});

afterAll(async () => {
  await relay?.stop();
  await bus?.close();
  await testDb?.dispose();
});

const arrived = (predicate: (event: IncomingEvent) => boolean) =>
  eventually(
    'the event on the bus',
    () => received.find(predicate),
    (event) => event !== undefined,
    { timeoutMs: 5_000 },
  );

describe('publish(tx, event)', () => {
  it('puts a membership event on the membership topic, typed by its kind and keyed by its tenant, within moments of the commit', async () => {
    const committedAt = Date.now();
    await db.transaction((tx) =>
      publish(tx, {
        MembershipEvent: {
          tenant_id: TENANT,
          user_id: USER,
          role_changed: { old_role: 'role2', new_role: 'role1', changed_by: USER },
        },
      }),
    );
    const event = await arrived((e) => e.type === 'role_changed');
    // The relay polls once a minute here; the test broker adds up to one fetch wait (500 ms).
    expect(Date.now() - committedAt).toBeLessThan(2_000);
    expect(event).toMatchObject({ topic: TOPICS.tenancyMembership, key: TENANT, tenantId: TENANT });
    expect(decodeEvent('portico.events.v1.MembershipEvent', event!.payload)).toMatchObject({
      user_id: USER,
      kind: 'role_changed',
      role_changed: { old_role: 'role2', new_role: 'role1' },
    });
  });

  it('keys a user event, which has no tenant, by its user', async () => {
    await db.transaction((tx) =>
      publish(tx, {
        UserEvent: {
          user_id: USER,
          email: 'ada@example.com',
          email_changed: { old_email: 'old@example.com', new_email: 'ada@example.com' },
        },
      }),
    );
    const event = await arrived((e) => e.type === 'email_changed');
    expect(event).toMatchObject({ topic: TOPICS.identityUser, key: USER });
  });

  it('publishes nothing for a transaction that rolled back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await publish(tx, {
          MembershipEvent: { tenant_id: TENANT, user_id: USER, removed: { removed_by: USER } },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(received.some((e) => e.type === 'removed')).toBe(false);
  });

  it('refuses an event that sets two kinds at once, or names no message', async () => {
    await expect(
      db.transaction((tx) =>
        publish(tx, {
          MembershipEvent: {
            tenant_id: TENANT,
            removed: { removed_by: USER },
            accepted: { invitation_id: 'i', email: 'e', role: 'r' },
          },
        }),
      ),
    ).rejects.toThrow(/exactly one of/);
    await expect(
      db.transaction((tx) => publish(tx, {} as Parameters<typeof publish>[1])),
    ).rejects.toThrow(/exactly one message/);
  });
});

describe('publishAudit(tx, entry)', () => {
  it("writes the audit topic with the action as the event type, keyed by the entry's tenant", async () => {
    await db.transaction((tx) =>
      publishAudit(tx, {
        actorUserId: USER,
        action: 'membership.removed',
        entityType: 'membership',
        entityId: USER,
        tenantId: TENANT,
        details: { role: 'role2' },
        at: new Date('2026-11-22T10:00:00Z'),
      }),
    );
    const event = await arrived((e) => e.type === 'membership.removed');
    expect(event).toMatchObject({ topic: TOPICS.audit, key: TENANT });
    expect(decodeEvent('portico.events.v1.AuditEvent', event!.payload)).toMatchObject({
      actor_user_id: USER,
      tenant_id: TENANT,
      details_json: '{"role":"role2"}',
      occurred_at: '2026-11-22T10:00:00.000Z',
    });
  });

  it('keys a platform entry without a tenant by its actor', async () => {
    await db.transaction((tx) =>
      publishAudit(tx, {
        actorUserId: USER,
        action: 'user.super_admin_granted',
        entityType: 'user',
        entityId: USER,
        at: new Date(),
      }),
    );
    const event = await arrived((e) => e.type === 'user.super_admin_granted');
    expect(event).toMatchObject({ topic: TOPICS.audit, key: USER });
    expect(event?.tenantId).toBeUndefined();
  });
});
