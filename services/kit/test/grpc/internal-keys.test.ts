/**
 * The rules around the internal keys that no network is needed to show: a production process
 * without its key will not start, the operators' token is good for one method of one key, and
 * only the client given the gateway's key signs caller metadata.
 */
import { ConfigError } from '../../src/config';
import {
  generateInternalKeyPair,
  internalSigningKey,
  internalVerifyingKey,
  signInternalToken,
  signOperatorToken,
  toMetadata,
  verifyInternalToken,
  verifyOperatorToken,
} from '../../src/grpc';
import { createServiceRuntime, requireCallerKeyInProduction } from '../../src/runtime';
import type { ServiceConfig } from '../../src/config';

describe('a process without its internal key', () => {
  const mode = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = mode;
  });

  it('refuses to start in production, naming the variable', () => {
    process.env.NODE_ENV = 'production';
    expect(() => requireCallerKeyInProduction(undefined, 'INTERNAL_TOKEN_PUBLIC_KEY')).toThrow(
      ConfigError,
    );
    expect(() => requireCallerKeyInProduction('  ', 'INTERNAL_TOKEN_PRIVATE_KEY')).toThrow(
      /INTERNAL_TOKEN_PRIVATE_KEY: required in production/,
    );
  });

  it('refuses to start a service in production without the services’ pair', async () => {
    process.env.NODE_ENV = 'production';
    const config = {
      INTERNAL_TOKEN_PUBLIC_KEY: generateInternalKeyPair().publicKey,
    } as unknown as ServiceConfig;
    await expect(createServiceRuntime('billing', config, { migrationsDir: '' })).rejects.toThrow(
      /SERVICE_TOKEN_PUBLIC_KEY: required in production/,
    );
    const services = generateInternalKeyPair();
    await expect(
      createServiceRuntime(
        'billing',
        { ...config, SERVICE_TOKEN_PUBLIC_KEY: services.publicKey },
        { migrationsDir: '' },
      ),
    ).rejects.toThrow(/SERVICE_TOKEN_PRIVATE_KEY: required in production/);
  });

  it('starts in production with the key, and locally without one', () => {
    process.env.NODE_ENV = 'production';
    const { publicKey } = generateInternalKeyPair();
    expect(() =>
      requireCallerKeyInProduction(publicKey, 'INTERNAL_TOKEN_PUBLIC_KEY'),
    ).not.toThrow();
    process.env.NODE_ENV = 'development';
    expect(() =>
      requireCallerKeyInProduction(undefined, 'INTERNAL_TOKEN_PUBLIC_KEY'),
    ).not.toThrow();
  });
});

describe('operator tokens', () => {
  const operator = generateInternalKeyPair();
  const gateway = generateInternalKeyPair();
  const operatorPublic = internalVerifyingKey(operator.publicKey);

  it("are good for the method they name, from the operators' key, for a minute", () => {
    const now = Date.now();
    const token = signOperatorToken(internalSigningKey(operator.privateKey), 'SetSuperAdmin', now);
    expect(verifyOperatorToken(operatorPublic, token, 'SetSuperAdmin', now)).toBe(true);
    expect(verifyOperatorToken(operatorPublic, token, 'RotateSigningKey', now)).toBe(false);
    expect(verifyOperatorToken(operatorPublic, token, 'SetSuperAdmin', now + 61_000)).toBe(false);
  });

  it('are refused when made with another key, or when no key is configured', () => {
    const byGateway = signOperatorToken(internalSigningKey(gateway.privateKey), 'SetSuperAdmin');
    expect(verifyOperatorToken(operatorPublic, byGateway, 'SetSuperAdmin')).toBe(false);
    const genuine = signOperatorToken(internalSigningKey(operator.privateKey), 'SetSuperAdmin');
    expect(verifyOperatorToken(undefined, genuine, 'SetSuperAdmin')).toBe(false);
  });
});

describe('outgoing caller metadata', () => {
  const gateway = generateInternalKeyPair();
  const caller = { userId: 'u-1', tenantId: 't-1', roles: ['admin'] };

  it("carries a token only from a client given the gateway's key", () => {
    const signed = toMetadata(caller, undefined, internalSigningKey(gateway.privateKey));
    const [token] = signed.get('x-internal-token');
    expect(
      verifyInternalToken(internalVerifyingKey(gateway.publicKey), String(token), caller),
    ).toBe(true);
    expect(toMetadata(caller).get('x-internal-token')).toEqual([]);
  });

  it('passes on the token a service received instead of making one', () => {
    const md = toMetadata({ ...caller, internalToken: 'as-received' });
    expect(md.get('x-internal-token')).toEqual(['as-received']);
  });
});

describe('tokens remembered between calls', () => {
  const gateway = generateInternalKeyPair();
  const signing = internalSigningKey(gateway.privateKey);
  const verifying = internalVerifyingKey(gateway.publicKey);
  const caller = { userId: 'u-2', tenantId: 't-2', roles: ['member'], sessionId: 's-2' };

  it('are signed once for a caller while half their minute is left, then anew', () => {
    const now = Date.now();
    const first = signInternalToken(signing, caller, now);
    expect(signInternalToken(signing, caller, now + 29_000)).toBe(first);
    expect(signInternalToken(signing, { ...caller, roles: ['admin'] }, now)).not.toBe(first);
    const later = signInternalToken(signing, caller, now + 31_000);
    expect(later).not.toBe(first);
    expect(verifyInternalToken(verifying, later, caller, now + 80_000)).toBe(true);
  });

  it('never outlive their minute, nor vouch for anyone else, once verified', () => {
    const now = Date.now();
    const token = signInternalToken(signing, caller, now);
    expect(verifyInternalToken(verifying, token, caller, now)).toBe(true);
    expect(verifyInternalToken(verifying, token, caller, now + 59_000)).toBe(true);
    expect(verifyInternalToken(verifying, token, { ...caller, roles: ['admin'] }, now)).toBe(false);
    expect(verifyInternalToken(verifying, token, { ...caller, userId: 'u-3' }, now)).toBe(false);
    expect(verifyInternalToken(verifying, token, caller, now + 61_000)).toBe(false);
  });

  it('are not trusted when altered, nor by another key, after the genuine one was verified', () => {
    const now = Date.now();
    const token = signInternalToken(signing, caller, now);
    expect(verifyInternalToken(verifying, token, caller, now)).toBe(true);
    const [payload = '', signature = ''] = token.split('.');
    const forgedSubject = Buffer.from(
      JSON.stringify({
        sub: JSON.parse(Buffer.from(payload, 'base64url').toString()).sub.replace(
          'member',
          'admin',
        ),
        exp: Math.floor(now / 1000) + 60,
      }),
    ).toString('base64url');
    expect(
      verifyInternalToken(
        verifying,
        `${forgedSubject}.${signature}`,
        { ...caller, roles: ['admin'] },
        now,
      ),
    ).toBe(false);
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(verifyInternalToken(verifying, `${payload}.${flipped}`, caller, now)).toBe(false);
    const rotated = internalVerifyingKey(generateInternalKeyPair().publicKey);
    expect(verifyInternalToken(rotated, token, caller, now)).toBe(false);
  });
});
