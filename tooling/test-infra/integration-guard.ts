/**
 * The integration layer runs on real parts only: the harness PostgreSQL and the Kafka-protocol
 * broker. This setup file (jest.config.js, integration project) makes any use of the embedded
 * stand-ins `make up` uses fail loudly: the in-process event bus here, PGlite through the
 * module map (tooling/test-infra/no-pglite.ts). A test that wants them belongs in the unit
 * layer (`*.test.ts`).
 */
import { MemoryEventBus } from '../../services/kit/src/events/memory-bus';

const refuse = async (): Promise<never> => {
  throw new Error(
    'The in-process event bus is not allowed in the integration layer: use a Kafka-protocol ' +
      'broker (PORTICO_TEST_KAFKA_BROKERS, or startKafka() from tooling/test-infra/kafka), ' +
      'or make the test a unit test (docs/testing.md)',
  );
};
MemoryEventBus.prototype.publish = refuse;
MemoryEventBus.prototype.subscribe = refuse;
