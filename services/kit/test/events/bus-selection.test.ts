import { backoffDelay } from '../../src/events/backoff';
import { createEventBus, KafkaEventBus, MemoryEventBus, parseBrokers } from '../../src/events';
import { quietLogger } from './helpers';

describe('choosing the event bus', () => {
  it('uses the in-process bus when KAFKA_BROKERS is unset or blank', async () => {
    for (const brokers of [undefined, '', '  ']) {
      const bus = createEventBus({ brokers, clientId: 'forms', logger: quietLogger });
      expect(bus).toBeInstanceOf(MemoryEventBus);
      await bus.close();
    }
  });

  it('uses Kafka when KAFKA_BROKERS names brokers', async () => {
    const bus = createEventBus({
      brokers: 'kafka-0:9092, kafka-1:9092',
      clientId: 'forms',
      logger: quietLogger,
    });
    expect(bus).toBeInstanceOf(KafkaEventBus);
    await bus.close();
  });

  it('reads a comma-separated broker list, ignoring spaces and empty entries', () => {
    expect(parseBrokers(' kafka-0:9092,,kafka-1:9092 ')).toEqual(['kafka-0:9092', 'kafka-1:9092']);
    expect(() => parseBrokers(' , ')).toThrow('no Kafka brokers');
  });
});

describe('retry backoff', () => {
  it('doubles from the initial delay and stops growing at the maximum', () => {
    const policy = { initialDelayMs: 200, maxDelayMs: 1_000 };
    expect([1, 2, 3, 4, 5, 60].map((failures) => backoffDelay(failures, policy))).toEqual([
      200, 400, 800, 1_000, 1_000, 1_000,
    ]);
  });
});
