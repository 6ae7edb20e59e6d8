/**
 * Rate limits answer 429 with Retry-After, per account and per address, and hold across
 * gateway replicas because the counters are shared.
 */
import { createGateway, type Gateway } from '@portico/gateway';
import { TOPICS } from '@portico/proto';
import { ApiClient, uniqueEmail } from '../support/client';
import { watchTopic } from '../support/events';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(120_000);

const env = useE2eStack();
let replica: Gateway;
let replicaUrl: string;
beforeAll(async () => {
  replica = createGateway({
    ...env.addresses,
    // Every replica signs the caller metadata it sends, as the chart gives each the key.
    INTERNAL_TOKEN_PRIVATE_KEY: env.internalTokenPrivateKey,
    HOST: '127.0.0.1',
    PORT: '0',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'silent',
  });
  replicaUrl = `http://127.0.0.1:${await replica.start()}`;
});
afterAll(async () => {
  await replica?.stop();
});

describe('sign-in rate limit', () => {
  it('counts attempts on one account across addresses and across gateway replicas, then answers 429', async () => {
    const email = uniqueEmail('target');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // Alternate replicas and addresses: the account counter is shared by all of them.
      const base = attempt % 2 === 0 ? env.url : replicaUrl;
      const response = await new ApiClient(base).post('/api/auth/login', {
        email,
        password: 'guess-number-' + attempt,
      });
      statuses.push(response.status);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    const blocked = await new ApiClient(replicaUrl).post('/api/auth/login', {
      email,
      password: 'one more guess',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      code: 'RESOURCE_EXHAUSTED',
      error: 'Too many attempts. Please wait a moment and try again.',
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    const audit = await watchTopic(TOPICS.audit, env.kafkaBrokers);
    try {
      await audit.waitFor(
        (e) => e.action === 'auth.rate_limited' && e.entity_id === `login:account:${email}`,
      );
    } finally {
      await audit.stop();
    }
  });
});

describe('forgot-password rate limit', () => {
  it('limits one address however many emails it tries', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const base = attempt % 2 === 0 ? env.url : replicaUrl;
      const response = await new ApiClient(base, '10.250.0.9').post('/api/forgot-password', {
        email: uniqueEmail('who'),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
