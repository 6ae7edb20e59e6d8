/**
 * A fresh identity against a platform whose settings were saved before it ever ran: the
 * announcement sits on the topic before identity's consumer group exists, so the consumer
 * (which starts at the end of the topic) never sees it. Identity, started with TENANCY_ADDR,
 * asks tenancy at the first refresh and holds the session to the saved limits, not to the
 * defaults. Real identity and tenancy services, the harness PostgreSQL, a Kafka-protocol
 * broker, and the credentials of a cluster (gateway tokens, service tokens).
 */
import pg from 'pg';
import {
  closeGrpcChannels,
  createEventBus,
  createGrpcClient,
  createLogger,
  generateInternalKeyPair,
  internalSigningKey,
  isDomainError,
  type EventBus,
  type ServiceRuntime,
} from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { DEFAULT_PLATFORM_SETTINGS } from '@portico/rules';
import { eventually } from '../../../../tooling/test-infra/eventually';
import {
  createTestDatabase,
  superuserUrlOf,
  type TestDatabase,
} from '../../../../tooling/test-infra/db';
import { startKafka } from '../../../../tooling/test-infra/kafka';
import { createService as createTenancy } from '../../../tenancy/src/main';
import { createService as createIdentity } from '../../src/main';

jest.setTimeout(180_000);

const EXPIRED = 'Your session has expired. Please sign in again.';
const gatewayKeys = generateInternalKeyPair();
const serviceKeys = generateInternalKeyPair();
const callerKey = internalSigningKey(gatewayKeys.privateKey);
const superAdmin = { userId: '00000000-0000-4000-8000-00000000a001', roles: ['super_admin'] };

let identityDb: TestDatabase;
let tenancyDb: TestDatabase;
let kafka: Awaited<ReturnType<typeof startKafka>>;
let bus: EventBus;
let tenancy: ServiceRuntime | undefined;
let identity: ServiceRuntime | undefined;
let identityAddr = '';

const serviceEnv = () => ({
  GRPC_PORT: '0',
  HTTP_PORT: '0',
  GRPC_HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  INTERNAL_TOKEN_PUBLIC_KEY: gatewayKeys.publicKey,
  SERVICE_TOKEN_PUBLIC_KEY: serviceKeys.publicKey,
  SERVICE_TOKEN_PRIVATE_KEY: serviceKeys.privateKey,
});

async function asSuperuser<T>(db: TestDatabase, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: superuserUrlOf(db) });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  [identityDb, tenancyDb, kafka] = await Promise.all([
    createTestDatabase('identity_settings', { asServiceUser: true }),
    createTestDatabase('identity_settings_tenancy', { asServiceUser: true }),
    startKafka(),
  ]);
  bus = createEventBus({
    brokers: kafka.brokers,
    clientId: 'identity-settings-test',
    logger: createLogger('test-bus', 'silent'),
  });
  tenancy = await createTenancy({ ...serviceEnv(), DATABASE_URL: tenancyDb.url }, { bus });
  const { grpcPort } = await tenancy.start();
  const tenancyAddr = `127.0.0.1:${String(grpcPort)}`;

  // The operator saves a 2-hour maximum while no identity runs.
  const tenancyClient = createGrpcClient(loadServiceDefinition('tenancy').Client, tenancyAddr, {
    callerKey,
  });
  await tenancyClient.UpdatePlatformSettings(
    {
      section: 'auth',
      value_json: JSON.stringify({
        ...DEFAULT_PLATFORM_SETTINGS.auth,
        sessionMaxHours: 2,
        sessionIdleMinutes: 90,
      }),
    },
    superAdmin,
  );
  // The announcement is on the topic before identity's consumer group exists.
  await eventually(
    'the settings announcement reached the broker',
    () =>
      asSuperuser(tenancyDb, async (client) => {
        const { rows } = await client.query(
          `SELECT 1 FROM outbox WHERE event_type = 'settings_changed' AND sent_at IS NOT NULL`,
        );
        return rows.length > 0;
      }),
    (sent) => sent,
    { timeoutMs: 60_000 },
  );

  identity = await createIdentity(
    { ...serviceEnv(), DATABASE_URL: identityDb.url, TENANCY_ADDR: tenancyAddr },
    { bus },
  );
  identityAddr = `127.0.0.1:${String((await identity.start()).grpcPort)}`;
});

afterAll(async () => {
  await identity?.stop();
  await tenancy?.stop();
  closeGrpcChannels();
  await bus?.close();
  await kafka?.stop();
  await Promise.all([identityDb?.drop(), tenancyDb?.drop()]);
});

const identityClient = () =>
  createGrpcClient(loadServiceDefinition('identity').Client, identityAddr, {
    callerKey,
    deadlineMs: 30_000,
  });

async function outcomeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'refreshed';
  } catch (error) {
    if (isDomainError(error)) return `${error.code}: ${error.message}`;
    throw error;
  }
}

it('a fresh identity holds sessions to the maximum hours saved before it first ran', async () => {
  const users = identityClient();
  const startedLongAgo = await users.SignUp({
    name: 'Olive Early',
    email: 'olive.early@example.com',
    password: 'correct horse battery staple 42',
    company_name: 'Early Co',
  });
  const startedRecently = await users.SignUp({
    name: 'Ray Recent',
    email: 'ray.recent@example.com',
    password: 'correct horse battery staple 42',
    company_name: 'Recent Co',
  });
  // Signed in three hours ago, refreshed a minute ago: inside the defaults' 24 hours and 60
  // idle minutes, past the saved 2 hours.
  await asSuperuser(identityDb, (client) =>
    client.query(`UPDATE sessions SET created_at = now() - interval '3 hours' WHERE id = $1`, [
      startedLongAgo.session_id,
    ]),
  );

  expect(await outcomeOf(users.Refresh({ refresh_token: startedLongAgo.refresh_token }, {}))).toBe(
    `UNAUTHENTICATED: ${EXPIRED}`,
  );
  expect(await outcomeOf(users.Refresh({ refresh_token: startedRecently.refresh_token }, {}))).toBe(
    'refreshed',
  );
});
