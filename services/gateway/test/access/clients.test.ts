/**
 * The cache as the routes see it: `services.tenancy.GetAccess` and `services.identity.GetUser`
 * keep their signatures and answer from memory, while any write through the same clients
 * forgets the people it concerns, so a change shows on its author's next request.
 */
import { AccessCache } from '../../src/access/cache';
import { withAccessCache } from '../../src/access/clients';
import type { ServiceClients } from '../../src/clients';

const ADA = '11111111-1111-4111-8111-111111111111';
const BEN = '22222222-2222-4222-8222-222222222222';

/** Service stand-ins that count calls and answer what the test sets. */
function fakeServices() {
  const calls: string[] = [];
  const state = { role: 'role2', firstName: 'Ada' };
  const tenancy: Record<string, (...args: never[]) => Promise<unknown>> = {
    call: async (name: string, request: unknown) =>
      (tenancy[name] as (request: unknown) => Promise<unknown>)(request),
    GetAccess: async () => {
      calls.push('GetAccess');
      return { memberships: [], tenant_id: 't1', effective_role: state.role, membership: null };
    },
    ChangeMemberRole: async (request: { user_id: string; role: string }) => {
      calls.push('ChangeMemberRole');
      state.role = request.role;
      return { tenant_id: 't1', role: 'member', role_key: request.role };
    },
  };
  const identity = {
    GetUser: async (request: { user_id?: string }) => {
      calls.push(`GetUser:${request.user_id ?? ''}`);
      return { id: request.user_id || ADA, email: 'ada@example.com', first_name: state.firstName };
    },
    ConfirmEmail: async () => {
      calls.push('ConfirmEmail');
      state.firstName = 'Ada (verified)';
      return { purpose: 'verify', user: { id: ADA, email: 'ada@example.com' } };
    },
  };
  const services = { tenancy, identity } as unknown as ServiceClients;
  return { services, calls, state };
}

function cached() {
  const fake = fakeServices();
  const cache = new AccessCache({ ttlMs: 60_000, maxEntries: 100 });
  cache.enable();
  return { ...fake, services: withAccessCache(fake.services, cache) };
}

const asAda = { userId: ADA };

describe('services with the access cache', () => {
  it("answers a member's access and own profile from memory after the first request", async () => {
    const { services, calls } = cached();
    for (let i = 0; i < 3; i += 1) {
      await services.tenancy.GetAccess({ tenant_id: 't1', is_super_admin: false }, asAda);
      await services.identity.GetUser({ user_id: '' }, asAda);
    }
    expect(calls).toEqual(['GetAccess', 'GetUser:']);
  });

  it('asks identity every time for another user’s profile, which identity decides on', async () => {
    const { services, calls } = cached();
    await services.identity.GetUser({ user_id: BEN }, asAda);
    await services.identity.GetUser({ user_id: BEN }, asAda);
    expect(calls).toEqual([`GetUser:${BEN}`, `GetUser:${BEN}`]);
  });

  it('forgets the member a role change names, so their next request sees the new role', async () => {
    const { services } = cached();
    const read = () =>
      services.tenancy.GetAccess({ tenant_id: 't1', is_super_admin: false }, { userId: BEN });
    expect((await read()).effective_role).toBe('role2');
    await services.tenancy.ChangeMemberRole({ user_id: BEN, role: 'role1' }, asAda);
    expect((await read()).effective_role).toBe('role1');
  });

  it('forgets the user an email confirmation link answers, though no one was signed in', async () => {
    const { services } = cached();
    await services.identity.GetUser({ user_id: '' }, asAda);
    await services.identity.ConfirmEmail({ token: 'link' }, {});
    const me = await services.identity.GetUser({ user_id: '' }, asAda);
    expect(me.first_name).toBe('Ada (verified)');
  });

  it('routes a call by name through the same cache', async () => {
    const { services, calls } = cached();
    await services.tenancy.call('GetAccess', { tenant_id: 't1', is_super_admin: false }, asAda);
    await services.tenancy.GetAccess({ tenant_id: 't1', is_super_admin: false }, asAda);
    expect(calls).toEqual(['GetAccess']);
  });
});
