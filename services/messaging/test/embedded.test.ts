/**
 * Messaging on `make up`'s embedded defaults: PGlite and the in-process bus. The migrations
 * (generated tsvector column, policies), the job queue sent to from a tenant transaction, the
 * search and the inbound listener all work there too. Tenancy, identity and content are
 * stand-ins here (a unit test); the integration tests run the real ones.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  closeGrpcChannels,
  createEventBus,
  createGrpcClient,
  createLogger,
  type EventBus,
  type GrpcClient,
} from '@portico/kit';
import { loadServiceDefinition, type messagingV1 } from '@portico/proto';
import type { Directory, People } from '../src/domain/deps';
import { createService, type MessagingRuntime } from '../src/main';

jest.setTimeout(120_000);

const tenantId = randomUUID();
const admin = { tenantId, userId: randomUUID(), roles: ['admin'] };
const client = { tenantId, userId: randomUUID(), roles: ['role2'] };
const roles: Record<string, string> = { [admin.userId]: 'admin', [client.userId]: 'role2' };

const directory: Directory = {
  members: async (_tenant, ids) =>
    ids
      .filter((id) => roles[id])
      .map((id) => ({ userId: id, effectiveRole: roles[id]!, roleKey: roles[id]! })),
  withRole: async () => [],
  admins: async () => [admin.userId],
};
const people: People = { byIds: async () => new Map() };

let dataDir: string;
let bus: EventBus;
let service: MessagingRuntime;
let messaging: GrpcClient<messagingV1.MessagingServiceClient>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'messaging-embedded-'));
  bus = createEventBus({ clientId: 'embedded', logger: createLogger('bus', 'silent') });
  service = await createService(
    {
      DATA_DIR: dataDir,
      GRPC_PORT: '0',
      HTTP_PORT: '0',
      GRPC_HOST: '127.0.0.1',
      INBOUND_SMTP_PORT: '0',
      INBOUND_SMTP_HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      TENANCY_ADDR: '127.0.0.1:1',
    },
    {
      bus,
      directory,
      people,
      files: {
        visibleTo: async () => null,
        vouchedDownload: () => Promise.reject(new Error('no files here')),
      },
    },
  );
  const { grpcPort } = await service.start();
  messaging = createGrpcClient(loadServiceDefinition('messaging').Client, `127.0.0.1:${grpcPort}`);
});

afterAll(async () => {
  await service?.stop();
  await bus?.close();
  closeGrpcChannels();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('a conversation, a reply, search and unread counts work on PGlite', async () => {
  const started = await messaging.StartConversation(
    { participant_user_ids: [client.userId], body: 'Your **passport** copy, please' },
    admin,
  );
  await messaging.PostMessage(
    { conversation_id: started.id, body: 'Sending the passport now' },
    client,
  );
  const { hits } = await messaging.SearchMessages({ query: 'passports' }, client);
  expect(hits).toHaveLength(2);
  expect(hits.map((h) => h.headline).join(' ')).toContain('<mark>passport</mark>');
  expect((await messaging.GetUnreadCounts({}, admin)).total).toBe(1);
  expect(service.inboundSmtpPort()).toBeGreaterThan(0);
});
