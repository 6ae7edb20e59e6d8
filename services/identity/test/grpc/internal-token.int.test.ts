/**
 * Services accept caller identity only from the gateway: identity, started with the
 * gateway's and the services' public keys, refuses a gRPC call that names a user without the
 * gateway's token, or with a token made for someone else, and serves the same call carrying a
 * valid one. A call naming nobody needs a credential too: the gateway's or a service's.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import {
  createGrpcClient,
  generateInternalKeyPair,
  internalSigningKey,
  isDomainError,
  signInternalToken,
  useInternalTokenSigner,
  type ServiceRuntime,
} from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { createTestDatabase, type TestDatabase } from '../../../../tooling/test-infra/db';
import { createService } from '../../src/main';

jest.setTimeout(60_000);

const gatewayKeys = generateKeyPairSync('ed25519');
const strangerKeys = generateKeyPairSync('ed25519');
const serviceKeys = generateInternalKeyPair();
let database: TestDatabase;
let service: ServiceRuntime;
let address: string;

beforeAll(async () => {
  database = await createTestDatabase('identity', { asServiceUser: true });
  service = await createService({
    DATABASE_URL: database.url,
    GRPC_PORT: '0',
    HTTP_PORT: '0',
    GRPC_HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    INTERNAL_TOKEN_PUBLIC_KEY: gatewayKeys.publicKey
      .export({ format: 'pem', type: 'spki' })
      .toString(),
    SERVICE_TOKEN_PUBLIC_KEY: serviceKeys.publicKey,
  });
  const { grpcPort } = await service.start();
  address = `127.0.0.1:${grpcPort}`;
});
afterAll(async () => {
  useInternalTokenSigner(undefined);
  await service?.stop();
  await database?.drop();
});

const client = (options: { serviceKey?: ReturnType<typeof internalSigningKey> } = {}) =>
  createGrpcClient(loadServiceDefinition('identity').Client, address, options);

async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'OK';
  } catch (error) {
    if (isDomainError(error)) return `${error.code}: ${error.message}`;
    throw error;
  }
}

describe('caller identity comes only from the gateway', () => {
  it('refuses a call naming a user without the gateway token', async () => {
    useInternalTokenSigner(undefined);
    const userId = randomUUID();
    expect(await codeOf(client().GetUser({ user_id: '' }, { userId }))).toBe(
      'UNAUTHENTICATED: Caller identity must come from the gateway',
    );
  });

  it('refuses a token signed by another key, or made for another caller', async () => {
    const userId = randomUUID();
    const forged = signInternalToken(strangerKeys.privateKey, { userId });
    expect(
      await codeOf(client().GetUser({ user_id: '' }, { userId, internalToken: forged })),
    ).toMatch(/^UNAUTHENTICATED/);
    const someoneElses = signInternalToken(gatewayKeys.privateKey, { userId: randomUUID() });
    expect(
      await codeOf(client().GetUser({ user_id: '' }, { userId, internalToken: someoneElses })),
    ).toMatch(/^UNAUTHENTICATED/);
  });

  it("serves the call carrying the gateway's token for that very caller", async () => {
    useInternalTokenSigner(gatewayKeys.privateKey);
    // An unknown user: the call got past the check and identity answered it.
    expect(await codeOf(client().GetUser({ user_id: '' }, { userId: randomUUID() }))).toMatch(
      /^NOT_FOUND/,
    );
  });

  it('refuses a call naming no caller (sign-in, keys) without any token', async () => {
    useInternalTokenSigner(undefined);
    expect(await codeOf(client().GetJwks({}))).toBe(
      'UNAUTHENTICATED: Caller identity must come from the gateway',
    );
  });

  it("serves a call naming no caller with the gateway's anonymous token or a service's", async () => {
    useInternalTokenSigner(gatewayKeys.privateKey);
    expect(JSON.parse((await client().GetJwks({})).jwks_json)).toHaveProperty('keys');
    useInternalTokenSigner(undefined);
    const serviceKey = internalSigningKey(serviceKeys.privateKey);
    expect(JSON.parse((await client({ serviceKey }).GetJwks({})).jwks_json)).toHaveProperty('keys');
  });
});
