/**
 * Purge Cache reaches every gateway: two gateways on one Kafka-protocol broker, each with
 * cached access answers, both forget them when tenancy announces `cache_purge_requested`
 * once (each gateway reads with a consumer group of its own). The broker is this file's own
 * (startKafka): gateways join groups and would wait on other files' rebalances.
 */
import { randomUUID } from 'node:crypto';
import {
  closeGrpcChannels,
  createEventBus,
  createLogger,
  encodeEvent,
  type EventBus,
} from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { startKafka, type RunningKafka } from '../../../../tooling/test-infra/kafka';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { createGateway, type Gateway } from '../../src/main';

jest.setTimeout(90_000);

let kafka: RunningKafka;
let producer: EventBus;
const gateways: Gateway[] = [];

beforeAll(async () => {
  kafka = await startKafka();
  producer = createEventBus({
    brokers: kafka.brokers,
    clientId: 'cache-purge-test',
    logger: createLogger('test', 'silent'),
  });
  for (let i = 0; i < 2; i += 1) {
    gateways.push(
      createGateway({
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        KAFKA_BROKERS: kafka.brokers,
      }),
    );
  }
  await eventually(
    'both gateways to follow their events',
    () => gateways.map((g) => g.accessCache.live),
    (live) => live.every(Boolean),
    { timeoutMs: 60_000 },
  );
});

afterAll(async () => {
  for (const gateway of gateways) await gateway.lifecycle.stop().catch(() => false);
  await producer?.close();
  closeGrpcChannels();
  await kafka?.stop();
});

const answer = (userId: string) => ({
  tenant_id: randomUUID(),
  effective_role: 'admin',
  memberships: [],
  user_id: userId,
});

async function prime(gateway: Gateway): Promise<void> {
  const userId = randomUUID();
  await gateway.accessCache.getAccess(
    { userId, tenantId: '', isSuperAdmin: false },
    async () => answer(userId) as never,
  );
}

it('a cache purge announced once empties the access cache of both gateways', async () => {
  for (const gateway of gateways) await prime(gateway);
  expect(gateways.map((g) => g.accessCache.size)).toEqual([1, 1]);

  await producer.publish([
    {
      id: randomUUID(),
      topic: TOPICS.tenancyPlatform,
      key: 'platform',
      type: 'cache_purge_requested',
      occurredAt: new Date(),
      headers: {},
      payload: encodeEvent('portico.events.v1.PlatformEvent', {
        actor_user_id: randomUUID(),
        cache_purge_requested: {},
      }),
    },
  ]);

  await eventually(
    'both access caches to be empty',
    () => gateways.map((g) => g.accessCache.size),
    (sizes) => sizes.every((size) => size === 0),
    { timeoutMs: 30_000 },
  );
});
