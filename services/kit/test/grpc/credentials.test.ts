/**
 * No call without a credential (issue 10): a server given the gateway's and the services'
 * public keys refuses every call that carries neither key's token (grpc.health.v1 excepted),
 * a service token never vouches for a user, and a service-only method takes service tokens
 * alone. Real gRPC over loopback, with the probe service of fixtures/probe.proto.
 */
import type { ServiceDefinition } from '@grpc/grpc-js';
import pino from 'pino';
import { isDomainError } from '../../src/errors';
import {
  checkHealth,
  closeGrpcChannels,
  createGrpcClient,
  createGrpcServer,
  generateInternalKeyPair,
  internalSigningKey,
  internalVerifyingKey,
  operatorOnly,
  serviceOnly,
  signServiceToken,
  unary,
  useServiceTokenSigner,
  type GrpcServer,
} from '../../src/grpc';
import { ProbeClientCtor, type ProbeRequest, type WhoamiResponse } from './probe-service';

const gateway = generateInternalKeyPair();
const services = generateInternalKeyPair();
const stranger = generateInternalKeyPair();
const gatewayKey = internalSigningKey(gateway.privateKey);
const serviceKey = internalSigningKey(services.privateKey);
const SLOW = '/portico.test.v1.ProbeService/Slow';
const WHOAMI = '/portico.test.v1.ProbeService/Whoami';

let server: GrpcServer;
let address: string;

beforeAll(async () => {
  server = createGrpcServer({
    logger: pino({ level: 'silent' }),
    callerKey: internalVerifyingKey(gateway.publicKey),
    serviceKey: internalVerifyingKey(services.publicKey),
  });
  const answered = async () => ({ attempts: 1 });
  server.addService(ProbeClientCtor.service as ServiceDefinition, {
    Whoami: unary<ProbeRequest, Partial<WhoamiResponse>>(async (_request, ctx) => ({
      user_id: ctx.userId ?? '',
    })),
    // Slow stands for a service-only lookup (ListTenantAdmins), PutFlaky for an operator call.
    Slow: serviceOnly(unary(answered)),
    PutFlaky: operatorOnly(unary(answered)),
  });
  address = `127.0.0.1:${await server.start(0, '127.0.0.1')}`;
});
afterAll(async () => {
  useServiceTokenSigner(undefined);
  await server.stop(1000);
  closeGrpcChannels();
});

const client = (options: Parameters<typeof createGrpcClient>[2] = {}) =>
  createGrpcClient(ProbeClientCtor, address, options);

async function outcome(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'OK';
  } catch (error) {
    if (isDomainError(error)) return `${error.code}: ${error.message}`;
    throw error;
  }
}

const REFUSED = 'UNAUTHENTICATED: Caller identity must come from the gateway';

describe('a call without a credential', () => {
  it('is refused even when it names nobody, like a sign-in', async () => {
    expect(await outcome(client().Whoami({}))).toBe(REFUSED);
    expect(await outcome(client().Slow({}))).toBe(REFUSED);
  });

  it('is refused with a token made by a key neither the gateway nor services hold', async () => {
    const forged = signServiceToken(internalSigningKey(stranger.privateKey), WHOAMI);
    expect(await outcome(client().Whoami({}, { internalToken: forged }))).toBe(REFUSED);
  });

  it('still gets an answer from grpc.health.v1, which probes call bare', async () => {
    expect(await checkHealth(address)).toBe('SERVING');
  });
});

describe("the gateway's token", () => {
  it('admits its anonymous calls (the gateway signs those too) and its users', async () => {
    expect(await outcome(client({ callerKey: gatewayKey }).Whoami({}))).toBe('OK');
    const named = await client({ callerKey: gatewayKey }).Whoami({}, { userId: 'u-1', roles: [] });
    expect(named.user_id).toBe('u-1');
  });

  it('is refused by a service-only method, even anonymous', async () => {
    expect(await outcome(client({ callerKey: gatewayKey }).Slow({}))).toBe(
      'PERMISSION_DENIED: Only services may make this call',
    );
  });
});

describe('the service token', () => {
  it('admits a call naming nobody, service-only methods included', async () => {
    expect(await outcome(client({ serviceKey }).Whoami({}))).toBe('OK');
    expect(await outcome(client({ serviceKey }).Slow({}))).toBe('OK');
  });

  it('never vouches for a user: with caller metadata the call is refused', async () => {
    const token = signServiceToken(serviceKey, WHOAMI);
    expect(
      await outcome(client().Whoami({}, { userId: 'u-1', roles: ['admin'], internalToken: token })),
    ).toBe(REFUSED);
    // Nor does a client holding only the service key sign a call naming someone.
    expect(await outcome(client({ serviceKey }).Whoami({}, { userId: 'u-1', roles: [] }))).toBe(
      REFUSED,
    );
  });

  it('is good for the one method it names', async () => {
    const forWhoami = signServiceToken(serviceKey, WHOAMI);
    expect(await outcome(client().Slow({}, { internalToken: forWhoami }))).toBe(REFUSED);
    const forSlow = signServiceToken(serviceKey, SLOW);
    expect(await outcome(client().Slow({}, { internalToken: forSlow }))).toBe('OK');
  });

  it("is the process's once the runtime sets its key, for every client it makes", async () => {
    useServiceTokenSigner(serviceKey);
    try {
      expect(await outcome(client().Slow({}))).toBe('OK');
    } finally {
      useServiceTokenSigner(undefined);
    }
  });
});

describe('an operator-only method', () => {
  it('asks the admin command for neither key (its handler checks the operators’ token)', async () => {
    expect(await outcome(client().PutFlaky({}))).toBe('OK');
  });
});
