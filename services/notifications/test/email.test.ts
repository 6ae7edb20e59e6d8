/**
 * The account emails as `make up` runs them: PGlite and the in-process bus, to a real SMTP
 * peer. The same suite runs on PostgreSQL and a Kafka-protocol broker in email.int.test.ts.
 */
import { createLogger, MemoryEventBus } from '@portico/kit';
import { emailSuite } from './support/email-suite';

jest.setTimeout(180_000);

emailSuite('pglite', async () => {
  const bus = new MemoryEventBus({ logger: createLogger('test-bus', 'silent') });
  return { bus, close: () => bus.close() };
});
