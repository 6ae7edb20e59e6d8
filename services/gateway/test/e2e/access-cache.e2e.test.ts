/**
 * The gateway's access cache stays true on real Kafka protocol: a member's tenant requests
 * are answered from the cache, and when a tenant admin changes their role, suspends them or
 * removes them through tenancy, the very next requests reflect it, on this stack's gateway and
 * on a second gateway replica (a process of its own, with its own consumer group, on the same
 * broker), long before the cache's safety-net TTL could have expired anything.
 */
import { createGrpcClient, type CallContext } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { createGateway, type Gateway } from '../../src/main';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { ApiClient } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

/** How long a change may take to reach every gateway: events, not expiry. */
const PROPAGATION_BOUND_MS = 3_000;

const env = useE2eStack();
let replica: Gateway;
let replicaUrl: string;
let tenancy: ReturnType<typeof tenancyClient>;

const tenancyClient = (address: string) =>
  createGrpcClient(loadServiceDefinition('tenancy').Client, address);

/** Each wait is bounded by the propagation the test asserts, and reads often within it. */
const WITHIN_BOUND = { timeoutMs: PROPAGATION_BOUND_MS, everyMs: 20 };

async function metric(baseUrl: string, name: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));
  return Number(line?.split(' ').pop() ?? NaN);
}

/** The same member, signed in, talking to another gateway. */
function sameMemberOn(baseUrl: string, member: ApiClient): ApiClient {
  const other = new ApiClient(baseUrl, member.ip);
  other.accessToken = member.accessToken;
  other.tenantId = member.tenantId;
  return other;
}

beforeAll(async () => {
  tenancy = tenancyClient(env.addresses.TENANCY_ADDR ?? '');
  replica = createGateway({
    ...env.addresses,
    // Every replica signs the caller metadata it sends, as the chart gives each the key.
    INTERNAL_TOKEN_PRIVATE_KEY: env.internalTokenPrivateKey,
    KAFKA_BROKERS: env.kafkaBrokers,
    HOST: '127.0.0.1',
    PORT: '0',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'silent',
  });
  replicaUrl = `http://127.0.0.1:${await replica.start()}`;
  // Both gateways cache only while they follow the events; a new consumer group joins the
  // broker's group within seconds.
  await eventually(
    'both gateways to follow the events',
    async () => [await metric(env.url, 'access_cache_live'), replica.accessCache.live ? 1 : 0],
    (live) => live.every((v) => v === 1),
    { timeoutMs: 60_000, everyMs: 20 },
  );
});

afterAll(async () => {
  await replica?.stop();
});

it('the safety-net TTL is far longer than the time a change is given to reach every gateway', () => {
  expect(replica.config.ACCESS_CACHE_TTL_MS).toBeGreaterThan(PROPAGATION_BOUND_MS * 10);
});

describe('a member whose access changes in tenancy', () => {
  let admin: ApiClient;
  let adminCtx: Partial<CallContext>;

  beforeAll(async () => {
    const workspace = await signUpWorkspace(env.url, 'Cache & Co');
    admin = workspace.client;
    const me = await admin.get<{ user: { id: string } }>('/api/me');
    adminCtx = { userId: me.body.user.id, tenantId: workspace.tenantId };
  });

  it('is answered from the cache, then sees a new role on the next requests on every gateway', async () => {
    const member = await inviteMember(admin, 'role2');
    const onReplica = sameMemberOn(replicaUrl, member.client);
    for (const client of [member.client, onReplica]) {
      expect((await client.get('/api/me')).body).toMatchObject({ role: 'role2' });
    }
    // The member's own sign-up events (created, accepted) evict them once more when they
    // arrive; after that their requests are answered from the cache.
    await eventually(
      'a tenant request answered from the cache',
      async () => {
        const before = await metric(env.url, 'access_cache_hits');
        expect((await member.client.get('/api/tenant-config')).status).toBe(200);
        return (await metric(env.url, 'access_cache_hits')) - before;
      },
      (hits) => hits > 0,
      WITHIN_BOUND,
    );
    const replicaHits = replica.accessCache.hits;
    await eventually(
      'a tenant request answered from the replica cache',
      async () => (await onReplica.get('/api/tenant-config')).status,
      () => replica.accessCache.hits > replicaHits,
      WITHIN_BOUND,
    );

    await tenancy.ChangeMemberRole({ user_id: member.userId, role: 'role1' }, adminCtx);

    for (const client of [member.client, onReplica]) {
      const started = Date.now();
      await eventually(
        'the new role',
        async () => (await client.get<{ role: string }>('/api/me')).body.role,
        (role) => role === 'role1',
        WITHIN_BOUND,
      );
      expect(Date.now() - started).toBeLessThan(PROPAGATION_BOUND_MS);
    }
  });

  it('is refused a tenant route on every gateway shortly after being removed', async () => {
    const member = await inviteMember(admin, 'role2');
    const onReplica = sameMemberOn(replicaUrl, member.client);
    for (const client of [member.client, onReplica]) {
      expect((await client.get('/api/tenant-config')).status).toBe(200);
      expect((await client.get('/api/tenant-config')).status).toBe(200);
    }

    await tenancy.RemoveMember({ user_id: member.userId }, adminCtx);

    for (const client of [member.client, onReplica]) {
      const value = await eventually(
        'the refusal',
        () => client.get('/api/tenant-config'),
        (response) => response.status === 403,
        WITHIN_BOUND,
      );
      expect(value.body).toMatchObject({ error: 'You do not have access to this tenant' });
    }
  });

  it('is refused while suspended and let back in when reactivated', async () => {
    const member = await inviteMember(admin, 'role2');
    const onReplica = sameMemberOn(replicaUrl, member.client);
    for (const client of [member.client, onReplica]) {
      expect((await client.get('/api/tenant-config')).status).toBe(200);
    }

    await tenancy.SetMembershipStatus({ user_id: member.userId, status: 'suspended' }, adminCtx);
    for (const client of [member.client, onReplica]) {
      await eventually(
        'the refusal',
        async () => (await client.get('/api/tenant-config')).status,
        (status) => status === 403,
        WITHIN_BOUND,
      );
    }

    await tenancy.SetMembershipStatus({ user_id: member.userId, status: 'active' }, adminCtx);
    for (const client of [member.client, onReplica]) {
      await eventually(
        'access again',
        async () => (await client.get('/api/tenant-config')).status,
        (status) => status === 200,
        WITHIN_BOUND,
      );
    }
  });

  it('sees their own profile change on their next /api/me', async () => {
    const member = await inviteMember(admin, 'role2');
    const onReplica = sameMemberOn(replicaUrl, member.client);
    for (const client of [member.client, onReplica]) {
      const me = await client.get<{ user: { first_name: string } }>('/api/me');
      expect(me.body.user.first_name).not.toBe('Mila');
    }
    const saved = await member.client.call('PUT', '/api/profile', {
      first_name: 'Mila',
      last_name: 'Member',
      phone: '',
      linkedin: '',
    });
    expect(saved.status).toBe(200);
    expect((await member.client.get('/api/me')).body).toMatchObject({
      user: { first_name: 'Mila', last_name: 'Member' },
    });
    await eventually(
      'the profile on the other gateway',
      async () =>
        (await onReplica.get<{ user: { first_name: string } }>('/api/me')).body.user.first_name,
      (name) => name === 'Mila',
      WITHIN_BOUND,
    );
  });
});
