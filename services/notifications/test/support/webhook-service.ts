/**
 * Notifications set up for the webhook integration tests: the service on a fresh database of
 * the harness PostgreSQL (as a non-superuser), a Kafka-protocol broker of its own (its consumer
 * group name is fixed) and a bus on it, a real DNS server answering from `records`, and a
 * tenant's receiver on 127.0.0.2, the one internal address the operator allowed. With `peers`,
 * real identity and tenancy beside it (the 5-day disable emails every admin tenancy lists).
 */
import {
  closeGrpcChannels,
  createEventBus,
  createGrpcClient,
  createLogger,
  type EventBus,
  type GrpcClient,
  type ServiceRuntime,
} from '@portico/kit';
import { loadServiceDefinition, type notificationsV1 } from '@portico/proto';
import { createTestDatabase, type TestDatabase } from '../../../../tooling/test-infra/db';
import { startDnsServer, type TestDnsServer } from '../../../../tooling/test-infra/dns';
import { startKafka } from '../../../../tooling/test-infra/kafka';
import { createService } from '../../src/main';
import { startIdentityAndTenancy, type PeerServices } from './peers';
import { startReceiver, type Receiver } from './webhook-receiver';

export const RECEIVER_ADDRESS = '127.0.0.2';

export interface WebhookService {
  database: TestDatabase;
  bus: EventBus;
  dns: TestDnsServer;
  receiver: Receiver;
  client: GrpcClient<notificationsV1.NotificationsServiceClient>;
  /** Set when started with `peers`. */
  peers: PeerServices | undefined;
  stop(): Promise<void>;
}

/** Notifications on its test database, resolving names at `dnsServer`, reaching `receiverAddress`. */
export function webhookServiceEnv(input: {
  databaseUrl: string;
  dnsServer: string;
  receiverAddress: string;
}): Record<string, string> {
  return {
    DATABASE_URL: input.databaseUrl,
    GRPC_PORT: '0',
    HTTP_PORT: '0',
    GRPC_HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    JOB_POLL_SECONDS: '0.5',
    SMTP_URL: 'smtp://127.0.0.1:1',
    INTEGRATIONS_ENCRYPTION_KEY: 'webhooks-test-encryption-key',
    WEBHOOK_DNS_SERVERS: input.dnsServer,
    WEBHOOK_ALLOWED_NETWORKS: `${input.receiverAddress}/32`,
  };
}

/** `name` names the database (and the peers' databases) and the bus's client. */
export async function startWebhookService(options: {
  name: string;
  records: Record<string, string>;
  peers?: boolean;
}): Promise<WebhookService> {
  const [database, kafka, dns, receiver] = await Promise.all([
    createTestDatabase(options.name, { asServiceUser: true }),
    startKafka(),
    startDnsServer(0, options.records),
    startReceiver(RECEIVER_ADDRESS),
  ]);
  const bus = createEventBus({
    brokers: kafka.brokers,
    clientId: `${options.name}-test`,
    logger: createLogger('test-bus', 'silent'),
  });
  let peers: PeerServices | undefined;
  let service: ServiceRuntime | undefined;
  const stop = async () => {
    await service?.stop();
    await peers?.stop();
    closeGrpcChannels();
    await bus.close();
    await kafka.stop();
    await dns.close();
    await receiver.close();
    await database.drop();
  };
  try {
    if (options.peers) peers = await startIdentityAndTenancy(bus, options.name);
    service = await createService(
      {
        ...webhookServiceEnv({
          databaseUrl: database.url,
          dnsServer: dns.server,
          receiverAddress: RECEIVER_ADDRESS,
        }),
        ...(peers ? { IDENTITY_ADDR: peers.identityAddr, TENANCY_ADDR: peers.tenancyAddr } : {}),
      },
      { bus },
    );
    const { grpcPort } = await service.start();
    const client = createGrpcClient(
      loadServiceDefinition('notifications').Client,
      `127.0.0.1:${String(grpcPort)}`,
      { deadlineMs: 30_000 },
    );
    return { database, bus, dns, receiver, client, peers, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
