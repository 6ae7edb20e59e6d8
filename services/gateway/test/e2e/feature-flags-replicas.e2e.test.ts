/**
 * A feature flag switched through one gateway takes effect on every replica at once: tenancy
 * announces feature_flag_changed on the real Kafka-protocol broker and a second gateway process
 * (its own consumer group) forgets the flags it held, long before its safety-net TTL would have.
 */
import { FEATURE_FLAG_MESSAGES } from '@portico/rules';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { createGateway, type Gateway } from '../../src/main';
import { ApiClient, PASSWORD, uniqueEmail } from '../support/client';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

/** How long a switch may take to reach another gateway: events, not expiry. */
const PROPAGATION_BOUND_MS = 3_000;

const env = useE2eStack({ superAdmin: true });
let replica: Gateway;
let replicaUrl: string;

async function signupOpenOn(baseUrl: string): Promise<boolean | undefined> {
  const answer = await new ApiClient(baseUrl).get<{ flags: { key: string; enabled: boolean }[] }>(
    '/api/feature-flags',
  );
  return answer.body.flags?.find((flag) => flag.key === 'signup.open')?.enabled;
}

/** How long signup.open took to read `expected` on `baseUrl`. */
async function untilSignupOpenIs(baseUrl: string, expected: boolean): Promise<number> {
  const started = Date.now();
  await eventually(
    `signup.open to become ${expected}`,
    () => signupOpenOn(baseUrl),
    (open) => open === expected,
    { timeoutMs: 60_000, everyMs: 20 },
  );
  return Date.now() - started;
}

beforeAll(async () => {
  replica = createGateway({
    ...env.addresses,
    INTERNAL_TOKEN_PRIVATE_KEY: env.internalTokenPrivateKey,
    KAFKA_BROKERS: env.kafkaBrokers,
    HOST: '127.0.0.1',
    PORT: '0',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'silent',
  });
  replicaUrl = `http://127.0.0.1:${await replica.start()}`;
  // The replica follows platform events once its consumer group has joined.
  await eventually(
    'the replica to follow the events',
    () => replica.accessCache.live,
    (live) => live,
    { timeoutMs: 60_000 },
  );
});

afterAll(async () => {
  await env.superAdmin.call('PUT', '/api/flags/signup.open', { enabled: true });
  await replica?.stop();
});

it('the replica holds flags far longer than a switch is given to reach it', () => {
  expect(replica.config.ACCESS_CACHE_TTL_MS).toBeGreaterThan(PROPAGATION_BOUND_MS * 10);
});

it('signup.open switched off through one gateway closes sign-up on the other at once, and on again reopens it', async () => {
  // The replica reads the flags now, and would keep them for its whole TTL without the event.
  expect(await signupOpenOn(replicaUrl)).toBe(true);

  const off = await env.superAdmin.call('PUT', '/api/flags/signup.open', { enabled: false });
  expect(off.status).toBe(200);
  expect(await untilSignupOpenIs(replicaUrl, false)).toBeLessThan(PROPAGATION_BOUND_MS);
  const refused = await new ApiClient(replicaUrl).post('/api/auth/signup', {
    name: 'Rhea Replica',
    email: uniqueEmail('replica'),
    password: PASSWORD,
    companyName: 'Replica Co',
  });
  expect(refused.status).toBe(403);
  expect(refused.body).toMatchObject({ error: FEATURE_FLAG_MESSAGES.signupClosed });

  const on = await env.superAdmin.call('PUT', '/api/flags/signup.open', { enabled: true });
  expect(on.status).toBe(200);
  expect(await untilSignupOpenIs(replicaUrl, true)).toBeLessThan(PROPAGATION_BOUND_MS);
});
