/**
 * The bus contract on the Kafka bus, against the harness's Kafka-protocol broker (librdkafka's
 * mock cluster).
 */
import { KafkaEventBus } from '../../src/events';
import { describeBusContract } from './bus-contract';
import { harnessBrokers, quietLogger, TEST_CONSUMER } from './helpers';

jest.setTimeout(60_000);

describeBusContract({
  name: 'Kafka bus',
  create: async ({ handlerRetry }) =>
    new KafkaEventBus({
      brokers: harnessBrokers(),
      clientId: 'kit-events-contract',
      logger: quietLogger,
      consumer: { handlerRetry, ...TEST_CONSUMER },
    }),
  deliveryTimeoutMs: 20_000,
});
