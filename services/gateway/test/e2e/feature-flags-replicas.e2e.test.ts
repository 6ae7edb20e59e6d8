/**
 * A feature flag switched through one gateway takes effect on every replica at once: tenancy
 * announces feature_flag_changed on the real Kafka-protocol broker and a second gateway process
 * (its own consumer group) forgets the flags it held, long before its safety-net TTL would have.
 */
import { FEATURE_FLAG_MESSAGES } from '@portico/rules';
import { createGateway, type Gateway } from '../../src/main';
import { ApiClient, PASSWORD, uniqueEmail } from '../support/client';
import { SUPER_ADMIN, useTestStack, type TestStack } from '../support/stack';

jest.setTimeout(180_000);

/** How long a switch may take to reach another gateway: events, not expiry. */
const PROPAGATION_BOUND_MS = 3_000;

let env: TestStack;
let superAdmin: ApiClient;
let replica: Gateway;
let replicaUrl: string;

async function signupOpenOn(baseUrl: string): Promise<boolean | undefined> {
  const answer = await new ApiClient(baseUrl).get<{ flags: { key: string; enabled: boolean }[] }>(
    '/api/feature-flags',
  );
  return answer.body.flags?.find((flag) => flag.key === 'signup.open')?.enabled;
}

async function untilSignupOpenIs(baseUrl: string, expected: boolean): Promise<number> {
  const started = Date.now();
  for (;;) {
    if ((await signupOpenOn(baseUrl)) === expected) return Date.now() - started;
    if (Date.now() - started > 60_000) throw new Error(`signup.open never became ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  env = await useTestStack();
  superAdmin = new ApiClient(env.url);
  const login = await superAdmin.post('/api/auth/login', SUPER_ADMIN);
  if (login.status !== 200) throw new Error(`super admin sign-in failed: ${login.status}`);
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
  const deadline = Date.now() + 60_000;
  while (!replica.accessCache.live && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  await superAdmin?.call('PUT', '/api/flags/signup.open', { enabled: true });
  await replica?.stop();
});

it('the replica holds flags far longer than a switch is given to reach it', () => {
  expect(replica.config.ACCESS_CACHE_TTL_MS).toBeGreaterThan(PROPAGATION_BOUND_MS * 10);
});

it('signup.open switched off through one gateway closes sign-up on the other at once, and on again reopens it', async () => {
  // The replica reads the flags now, and would keep them for its whole TTL without the event.
  expect(await signupOpenOn(replicaUrl)).toBe(true);

  const off = await superAdmin.call('PUT', '/api/flags/signup.open', { enabled: false });
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

  const on = await superAdmin.call('PUT', '/api/flags/signup.open', { enabled: true });
  expect(on.status).toBe(200);
  expect(await untilSignupOpenIs(replicaUrl, true)).toBeLessThan(PROPAGATION_BOUND_MS);
});
