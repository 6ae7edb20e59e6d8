/**
 * The bus contract on the Kafka bus, against a Kafka-protocol broker of its own (librdkafka's
 * mock cluster). Its own rather than the harness's shared one: group rebalances on the mock
 * wait for every member of a group, and other test files' clients on the same broker made
 * those waits long enough to time out on a busy CI machine.
 */
import { startKafka, type RunningKafka } from '../../../../tooling/test-infra/kafka';
import { KafkaEventBus } from '../../src/events';
import { describeBusContract } from './bus-contract';
import { quietLogger, TEST_CONSUMER } from './helpers';

jest.setTimeout(90_000);

let kafka: RunningKafka;
beforeAll(async () => {
  kafka = await startKafka();
});
afterAll(() => kafka?.stop());

describeBusContract({
  name: 'Kafka bus',
  create: async ({ handlerRetry }) =>
    new KafkaEventBus({
      brokers: kafka.brokers,
      clientId: 'kit-events-contract',
      logger: quietLogger,
      consumer: { handlerRetry, ...TEST_CONSUMER },
    }),
  deliveryTimeoutMs: 20_000,
  concurrent: true,
});
