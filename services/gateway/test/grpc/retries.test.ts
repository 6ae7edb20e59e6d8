/**
 * The gateway's clients retry what the contract marks repeatable and nothing else: a read
 * (`idempotency_level = NO_SIDE_EFFECTS` in tenancy.proto) survives a service that is briefly
 * UNAVAILABLE, a write without a level is tried once so it can never happen twice.
 */
import pino from 'pino';
import {
  DomainError,
  closeGrpcChannels,
  createGrpcServer,
  repeatableMethods,
  unary,
  type GrpcServer,
} from '@portico/kit';
import { loadServiceDefinition, SERVICES, type ServiceName } from '@portico/proto';
import { createServiceClients, type ServiceClients } from '../../src/clients';
import { loadGatewayConfig } from '../../src/config';

describe('gateway clients retry by the contract', () => {
  let server: GrpcServer;
  let clients: ServiceClients;
  const calls = { GetAccess: 0, ProvisionWorkspace: 0 };
  const unavailable = () => new DomainError('UNAVAILABLE', 'tenancy is restarting', 'restarting');

  beforeAll(async () => {
    server = createGrpcServer({ logger: pino({ level: 'silent' }) });
    server.addService(loadServiceDefinition('tenancy').definition, {
      GetAccess: unary(async () => {
        calls.GetAccess += 1;
        if (calls.GetAccess === 1) throw unavailable();
        return { memberships: [], tenant_id: '', effective_role: 'client' };
      }),
      ProvisionWorkspace: unary(async () => {
        calls.ProvisionWorkspace += 1;
        throw unavailable();
      }),
    });
    const port = await server.start(0, '127.0.0.1');
    clients = createServiceClients(loadGatewayConfig({ TENANCY_ADDR: `127.0.0.1:${port}` }));
  });

  afterAll(async () => {
    await server.stop(0);
    closeGrpcChannels();
  });

  it('a read marked NO_SIDE_EFFECTS answers after the service was UNAVAILABLE once', async () => {
    const access = await clients.tenancy.GetAccess({});
    expect(access.effective_role).toBe('client');
    expect(calls.GetAccess).toBe(2);
  });

  it('a write without an idempotency level fails with UNAVAILABLE after one attempt', async () => {
    await expect(clients.tenancy.ProvisionWorkspace({})).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
    expect(calls.ProvisionWorkspace).toBe(1);
  });

  it('every Get and List method of every service is marked as a read', () => {
    const unmarked = (Object.keys(SERVICES) as ServiceName[]).flatMap((service) => {
      const { Client } = loadServiceDefinition(service);
      const repeatable = repeatableMethods(Client.service);
      return Object.keys(Client.service)
        .filter((method) => /^(Get|List)[A-Z]/.test(method) && !repeatable.has(method))
        .map((method) => `${service}.${method}`);
    });
    expect(unmarked).toEqual([]);
  });
});
