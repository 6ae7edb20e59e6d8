/**
 * Messaging as the gateway meets it, with everything it asks for real: tenancy (members and
 * roles, the service-only directory), identity (names and addresses), content (which files a
 * sender may see), each on a fresh database of the harness PostgreSQL, and a Kafka-protocol
 * broker of the test's own. Tenants, people, memberships and files are written straight into
 * those services' databases; messaging is called over gRPC with the caller metadata the
 * gateway would send, and what it publishes is read back from the broker.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  closeGrpcChannels,
  createEventBus,
  createGrpcClient,
  createLogger,
  decodeEvent,
  type CallContext,
  type EventBus,
  type GrpcClient,
  type IncomingEvent,
  type ServiceRuntime,
  type Subscription,
} from '@portico/kit';
import { loadServiceDefinition, TOPICS, type messagingV1 } from '@portico/proto';
import {
  createTestDatabase,
  superuserUrlOf,
  type TestDatabase,
} from '../../../../tooling/test-infra/db';
import { startKafka } from '../../../../tooling/test-infra/kafka';
import { createService as createContent } from '../../../content/src/main';
import { createService as createIdentity } from '../../../identity/src/main';
import { createService as createTenancy } from '../../../tenancy/src/main';
import { createService, type MessagingRuntime } from '../../src/main';

export type Caller = Partial<CallContext> & { userId: string; tenantId: string };

export interface Person {
  id: string;
  email: string;
  caller: Caller;
}

/** A controllable clock for messaging: real time plus whatever the test moved it on. */
export class TestClock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

export interface World {
  client: GrpcClient<messagingV1.MessagingServiceClient>;
  messaging: MessagingRuntime;
  clock: TestClock;
  /** messaging's database as the harness superuser (past row-level security). */
  messagingSql(sql: string, params?: unknown[]): Promise<pg.QueryResult>;
  tenant(name: string): Promise<string>;
  /** A person with a membership: role key admin (owner), role1 (team), role2 (client)… */
  member(
    tenantId: string,
    roleKey: string,
    options?: { first?: string; tenantRole?: string },
  ): Promise<Person>;
  /** A file in content owned by `owner` (uploaded by them unless `uploadedBy`). */
  file(tenantId: string, owner: string, fileName?: string): Promise<string>;
  /** Events messaging published (decoded), in arrival order. */
  events: Array<{ topic: string; type: string; message: Record<string, unknown> }>;
  stop(): Promise<void>;
}

const ENV = { GRPC_PORT: '0', HTTP_PORT: '0', GRPC_HOST: '127.0.0.1', LOG_LEVEL: 'silent' };

async function superuser<T>(db: TestDatabase, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: superuserUrlOf(db) });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function startWorld(
  label: string,
  options: { env?: Record<string, string> } = {},
): Promise<World> {
  const stops: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
    closeGrpcChannels();
  };
  try {
    const kafka = await startKafka();
    stops.push(() => kafka.stop());
    const bus: EventBus = createEventBus({
      brokers: kafka.brokers,
      clientId: `${label}-test`,
      logger: createLogger('test-bus', 'silent'),
    });
    stops.push(() => bus.close());
    const [identityDb, tenancyDb, contentDb, messagingDb] = await Promise.all(
      ['identity', 'tenancy', 'content', 'messaging'].map((name) =>
        createTestDatabase(`${label}_${name}`, { asServiceUser: true }),
      ),
    );
    stops.push(() =>
      Promise.all([identityDb, tenancyDb, contentDb, messagingDb].map((db) => db!.drop())),
    );
    const dataDir = await mkdtemp(path.join(tmpdir(), `${label}-`));
    stops.push(() => rm(dataDir, { recursive: true, force: true }));

    const started: ServiceRuntime[] = [];
    stops.push(() => Promise.all(started.map((s) => s.stop())));
    const identity = await createIdentity({ ...ENV, DATABASE_URL: identityDb!.url }, { bus });
    started.push(identity);
    const tenancy = await createTenancy({ ...ENV, DATABASE_URL: tenancyDb!.url }, { bus });
    started.push(tenancy);
    const content = await createContent(
      { ...ENV, DATABASE_URL: contentDb!.url, DATA_DIR: dataDir, UPLOAD_PORT: '0' },
      { bus },
    );
    started.push(content);
    const [identityPorts, tenancyPorts, contentPorts] = await Promise.all(
      [identity, tenancy, content].map((s) => s.start()),
    );

    const clock = new TestClock();
    const messaging = await createService(
      {
        ...ENV,
        DATABASE_URL: messagingDb!.url,
        KAFKA_BROKERS: kafka.brokers,
        DATA_DIR: dataDir,
        TENANCY_ADDR: `127.0.0.1:${tenancyPorts!.grpcPort}`,
        IDENTITY_ADDR: `127.0.0.1:${identityPorts!.grpcPort}`,
        CONTENT_ADDR: `127.0.0.1:${contentPorts!.grpcPort}`,
        PUBLIC_URL: 'https://portal.example.test',
        REPLY_DOMAIN: 'reply.example.test',
        INBOUND_SMTP_PORT: '0',
        INBOUND_SMTP_HOST: '127.0.0.1',
        JOB_POLL_SECONDS: '0.5',
        ...options.env,
      },
      { now: clock.now },
    );
    started.push(messaging);
    const { grpcPort } = await messaging.start();
    const client = createGrpcClient(
      loadServiceDefinition('messaging').Client,
      `127.0.0.1:${grpcPort}`,
      { deadlineMs: 30_000 },
    );

    const events: World['events'] = [];
    const MESSAGES = {
      [TOPICS.messagingMessage]: 'portico.events.v1.MessageEvent',
      [TOPICS.messagingConversation]: 'portico.events.v1.ConversationEvent',
      [TOPICS.messagingEmail]: 'portico.events.v1.MessageEmailEvent',
    } as const;
    const subscription: Subscription = await bus.subscribe({
      groupId: `${label}-watch-${randomUUID().slice(0, 8)}`,
      topics: Object.keys(MESSAGES),
      fromBeginning: true,
      handler: async (event: IncomingEvent) => {
        const name = MESSAGES[event.topic as keyof typeof MESSAGES];
        events.push({
          topic: event.topic,
          type: event.type,
          message: decodeEvent(name, event.payload) as unknown as Record<string, unknown>,
        });
      },
    });
    stops.push(() => subscription.stop());

    let n = 0;
    const world: World = {
      client,
      messaging,
      clock,
      messagingSql: (sql, params) => superuser(messagingDb!, (c) => c.query(sql, params)),
      async tenant(name) {
        const id = randomUUID();
        await superuser(tenancyDb!, (c) =>
          c.query(`INSERT INTO tenants (id, name, slug) VALUES ($1, $2, $3)`, [
            id,
            name,
            `${label.replace(/_/g, '-')}-${id.slice(0, 8)}`,
          ]),
        );
        return id;
      },
      async member(tenantId, roleKey, opts = {}) {
        n += 1;
        const id = randomUUID();
        const email = `${roleKey}-${n}-${id.slice(0, 6)}@example.test`;
        await superuser(identityDb!, (c) =>
          c.query(`INSERT INTO users (id, email, first_name, last_name) VALUES ($1, $2, $3, $4)`, [
            id,
            email,
            opts.first ?? `Person${n}`,
            'Tester',
          ]),
        );
        const tenantRole = opts.tenantRole ?? (roleKey === 'admin' ? 'owner' : 'member');
        await superuser(tenancyDb!, (c) =>
          c.query(
            `INSERT INTO memberships (tenant_id, user_id, tenant_role, role_key) VALUES ($1, $2, $3, $4)`,
            [tenantId, id, tenantRole, roleKey],
          ),
        );
        // The effective role the gateway would put in the metadata (docs/product.md §4).
        const role = tenantRole === 'member' ? roleKey : 'admin';
        return { id, email, caller: { tenantId, userId: id, roles: [role] } };
      },
      async file(tenantId, owner, fileName = 'brief.pdf') {
        const id = randomUUID();
        await superuser(contentDb!, (c) =>
          c.query(
            `INSERT INTO files (id, tenant_id, user_id, uploaded_by, title, file_name, content_type,
                                size_bytes, sha256, storage_key, scan_status)
             VALUES ($1, $2, $3, $3, $4, $4, 'application/pdf', 2048, 'x', $5, 'clean')`,
            [id, tenantId, owner, fileName, `${tenantId}/${owner}/${id}`],
          ),
        );
        return id;
      },
      events,
      stop,
    };
    return world;
  } catch (error) {
    await stop();
    throw error;
  }
}
