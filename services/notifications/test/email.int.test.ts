/**
 * The account emails on real parts: the notifications service on the harness PostgreSQL,
 * consuming identity's and tenancy's events from a Kafka-protocol broker of its own, delivering
 * to a real SMTP peer. The same suite runs on PGlite and the in-process bus in email.test.ts.
 */
import { createEventBus, createLogger } from '@portico/kit';
import { startKafka } from '../../../tooling/test-infra/kafka';
import { emailSuite } from './support/email-suite';

jest.setTimeout(180_000);

emailSuite('postgres', async () => {
  // A broker of its own: the service joins the portico-notifications consumer group.
  const kafka = await startKafka();
  const bus = createEventBus({
    brokers: kafka.brokers,
    clientId: 'email-test',
    logger: createLogger('test-bus', 'silent'),
  });
  return {
    bus,
    close: async () => {
      await bus.close();
      await kafka.stop();
    },
  };
});
