/**
 * When the gateway may cache: only while it follows the events that keep the cache true. A
 * gateway with the in-process bus it shares with the services (make up) caches; one with
 * neither Kafka nor a shared bus (a cluster that forgot KAFKA_BROKERS) would never hear of a
 * removed member, so it asks the services on every request.
 */
import { closeGrpcChannels, MemoryEventBus, createLogger } from '@portico/kit';
import { createGateway, type Gateway } from '../../src/main';

const ENV = { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' };
const started: Gateway[] = [];

afterEach(async () => {
  for (const gateway of started.splice(0)) await gateway.lifecycle.stop().catch(() => false);
  closeGrpcChannels();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

it('caches when it shares the in-process bus with the services', async () => {
  const bus = new MemoryEventBus({ logger: createLogger('test', 'silent') });
  const gateway = createGateway(ENV, { bus });
  started.push(gateway);
  await settle();
  expect(gateway.accessCache.live).toBe(true);
});

it('does not cache without Kafka or a shared bus, since no event could reach it', async () => {
  const gateway = createGateway(ENV);
  started.push(gateway);
  await settle();
  expect(gateway.accessCache.live).toBe(false);
});

it('does not cache when ACCESS_CACHE_TTL_MS is 0', async () => {
  const bus = new MemoryEventBus({ logger: createLogger('test', 'silent') });
  const gateway = createGateway({ ...ENV, ACCESS_CACHE_TTL_MS: '0' }, { bus });
  started.push(gateway);
  await settle();
  expect(gateway.accessCache.live).toBe(false);
});
