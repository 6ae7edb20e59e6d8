/**
 * Billing as the gateway and tenancy meet it, for the integration tests: the service on a
 * fresh database of the harness PostgreSQL (as a non-superuser, so row-level security
 * applies), a Kafka-protocol broker of its own (the service's consumer group name is fixed),
 * a gRPC client, and every event it publishes on portico.billing.subscription.v1 collected as
 * tenancy's consumer would receive it.
 */
import {
  closeGrpcChannels,
  createEventBus,
  createGrpcClient,
  createLogger,
  decodeEvent,
  type EventBus,
  type GrpcClient,
  type ServiceRuntime,
} from '@portico/kit';
import { loadServiceDefinition, TOPICS, type billingV1, type eventsV1 } from '@portico/proto';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { createTestDatabase } from '../../../../tooling/test-infra/db';
import { startKafka } from '../../../../tooling/test-infra/kafka';
import { createService } from '../../src/main';

export interface BillingUnderTest {
  runtime: ServiceRuntime;
  client: GrpcClient<billingV1.BillingServiceClient>;
  /** A bus on the same broker, to publish what other services would. */
  bus: EventBus;
  /** What tenancy would receive on portico.billing.subscription.v1, in order. */
  delivered: eventsV1.SubscriptionEvent__Output[];
  /** Resolves once `check` holds; throws after `ms` (which bounds failure only). */
  waitFor(check: () => boolean, ms?: number): Promise<void>;
  stop(): Promise<void>;
}

/** `name` names the database and the test's client and consumer group; `env` adds settings. */
export async function startBilling(
  name: string,
  env: Record<string, string> = {},
): Promise<BillingUnderTest> {
  const [database, kafka] = await Promise.all([
    createTestDatabase(name, { asServiceUser: true }),
    startKafka(),
  ]);
  const bus = createEventBus({
    brokers: kafka.brokers,
    clientId: `${name}-test`,
    logger: createLogger(`${name}-test`, 'silent'),
  });
  let runtime: ServiceRuntime | undefined;
  const stop = async () => {
    await runtime?.stop();
    await bus.close();
    await kafka.stop();
    closeGrpcChannels();
    await database.drop();
  };
  try {
    runtime = await createService({
      DATABASE_URL: database.url,
      KAFKA_BROKERS: kafka.brokers,
      GRPC_PORT: '0',
      HTTP_PORT: '0',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://portal.test:8080',
      ...env,
    });
    const { grpcPort } = await runtime.start();
    const client = createGrpcClient(
      loadServiceDefinition('billing').Client,
      `127.0.0.1:${grpcPort}`,
      { deadlineMs: 30_000 },
    );
    const delivered: eventsV1.SubscriptionEvent__Output[] = [];
    await bus.subscribe({
      groupId: `${name}-test`,
      topics: [TOPICS.billingSubscription],
      fromBeginning: true,
      handler: async (event) => {
        delivered.push(decodeEvent('portico.events.v1.SubscriptionEvent', event.payload));
      },
    });
    return {
      runtime,
      client,
      bus,
      delivered,
      async waitFor(check, ms = 30_000) {
        await eventually('the event to arrive', check, (arrived) => arrived, { timeoutMs: ms });
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What a call answered: 'accepted', or the message it was refused with. */
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error) => error.message,
  );
