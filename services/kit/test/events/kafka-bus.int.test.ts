/**
 * The bus contract on the Kafka bus, against the harness's Kafka-protocol broker (librdkafka's
 * mock cluster).
 */
import { KafkaEventBus } from '../../src/events';
import { describeBusContract } from './bus-contract';
import { harnessBrokers, quietLogger, TEST_CONSUMER } from './helpers';

jest.setTimeout(60_000);

function harnessBrokers(): string {
  const brokers = process.env.PORTICO_TEST_KAFKA_BROKERS;
  if (!brokers)
    throw new Error('PORTICO_TEST_KAFKA_BROKERS is not set: run in the integration project');
  return brokers;
}

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
