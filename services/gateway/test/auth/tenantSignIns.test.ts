/**
 * The guard's report of a session opening a tenant (auth/tenantSignIns.ts): told once per
 * session and tenant, only for an active member's own session, never in the request's way,
 * and told again after a failed call.
 */
import type { Request } from 'express';
import { pino } from 'pino';
import { TenantSignIns } from '../../src/auth/tenantSignIns';
import type { GatewayDeps } from '../../src/deps';

const logger = pino({ level: 'silent' });

function depsWith(record: jest.Mock) {
  return { services: { tenancy: { RecordTenantSignIn: record } } } as unknown as GatewayDeps;
}

function request(
  overrides: {
    sessionId?: string;
    impersonatorId?: string;
    tenantId?: string;
    status?: string;
  } = {},
) {
  const tenantId = overrides.tenantId ?? 't1';
  return {
    id: 'r1',
    header: () => undefined,
    auth: {
      userId: 'u1',
      email: 'u1@example.com',
      sessionId: overrides.sessionId ?? 's1',
      isSuperAdmin: false,
      impersonatorId: overrides.impersonatorId,
    },
    tenant: {
      tenantId,
      role: 'role2',
      memberships: [
        {
          tenant_id: 't1',
          tenant_name: 'A',
          role: 'role2',
          role_key: 'role2',
          status: overrides.status ?? 'active',
        },
      ],
    },
  } as unknown as Request;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

it('tells tenancy once per session and tenant, with the session in the call', async () => {
  const record = jest.fn().mockResolvedValue({ recorded: true });
  const signIns = new TenantSignIns();
  const deps = depsWith(record);
  signIns.note(deps, request(), logger);
  signIns.note(deps, request(), logger);
  await settle();
  expect(record).toHaveBeenCalledTimes(1);
  expect(record.mock.calls[0]?.[1]).toMatchObject({
    userId: 'u1',
    tenantId: 't1',
    sessionId: 's1',
  });
  signIns.note(deps, request({ sessionId: 's2' }), logger);
  await settle();
  expect(record).toHaveBeenCalledTimes(2);
});

it('says nothing for an impersonation, a tenant the caller is not a member of, or a pending membership', async () => {
  const record = jest.fn().mockResolvedValue({ recorded: true });
  const signIns = new TenantSignIns();
  const deps = depsWith(record);
  signIns.note(deps, request({ impersonatorId: 'admin' }), logger);
  signIns.note(deps, request({ tenantId: 't2' }), logger);
  signIns.note(deps, request({ status: 'pending' }), logger);
  await settle();
  expect(record).not.toHaveBeenCalled();
});

it('never fails the request, and tells again on the next request after a failed call', async () => {
  const record = jest
    .fn()
    .mockImplementationOnce(() => {
      throw new Error('tenancy unreachable');
    })
    .mockResolvedValue({ recorded: true });
  const signIns = new TenantSignIns();
  const deps = depsWith(record);
  expect(() => signIns.note(deps, request(), logger)).not.toThrow();
  await settle();
  signIns.note(deps, request(), logger);
  await settle();
  expect(record).toHaveBeenCalledTimes(2);
});

it('forgets the oldest sessions past its limit, so memory stays bounded', async () => {
  const record = jest.fn().mockResolvedValue({ recorded: true });
  const signIns = new TenantSignIns(2);
  const deps = depsWith(record);
  for (const sessionId of ['s1', 's2', 's3']) signIns.note(deps, request({ sessionId }), logger);
  signIns.note(deps, request({ sessionId: 's1' }), logger);
  await settle();
  // s1 was forgotten when s3 came, so it is told again (tenancy still records it once).
  expect(record).toHaveBeenCalledTimes(4);
});
