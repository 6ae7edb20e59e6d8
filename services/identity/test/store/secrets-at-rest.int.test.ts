/**
 * A local run with no SIGNING_KEY_ENCRYPTION_KEY (make up) stores nothing in the clear: on
 * real PostgreSQL, identity started without the variable seals its signing key and a TOTP
 * secret with a key it keeps in DATA_DIR (0600), seals at the next start what an older
 * version stored in the clear, and after that restart still opens what it sealed before.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closeGrpcChannels, createGrpcClient, type ServiceRuntime } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { createTestDatabase, type TestDatabase } from '../../../../tooling/test-infra/db';
import { generateSigningKey } from '../../src/domain/accessTokens';
import { createService } from '../../src/main';
import { unseal, useSigningKeyEncryption } from '../../src/store/signingKeys';

// Sign-up hashes a password (scrypt at 128 MiB); a busy machine makes that slow.
jest.setTimeout(120_000);

let database: TestDatabase;
let dataDir: string;
let service: ServiceRuntime | undefined;
let sql: pg.Client;

/** As `make up` starts identity: a data folder, and no encryption key configured. */
async function start(): Promise<string> {
  service = await createService({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    GRPC_PORT: '0',
    HTTP_PORT: '0',
    GRPC_HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
  });
  const { grpcPort } = await service.start();
  return `127.0.0.1:${String(grpcPort)}`;
}

async function stop(): Promise<void> {
  await service?.stop();
  service = undefined;
  closeGrpcChannels();
}

const identity = (address: string) =>
  createGrpcClient(loadServiceDefinition('identity').Client, address);

const storedKeys = async () =>
  (
    await sql.query<{ kid: string; private_pem: string }>(
      'SELECT kid, private_pem FROM signing_keys ORDER BY created_at',
    )
  ).rows;

const storedTotp = async (userId: string) =>
  (
    await sql.query<{ secret_sealed: string }>(
      'SELECT secret_sealed FROM two_factor WHERE user_id = $1',
      [userId],
    )
  ).rows[0]?.secret_sealed ?? '';

beforeAll(async () => {
  database = await createTestDatabase('identity_sealed', { asServiceUser: true });
  dataDir = mkdtempSync(path.join(tmpdir(), 'portico-identity-data-'));
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
});
afterAll(async () => {
  await stop();
  await sql?.end();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  useSigningKeyEncryption(undefined);
});

it('seals the signing key and a TOTP secret without any configuration, and reopens them after a restart', async () => {
  const address = await start();

  const keys = await storedKeys();
  expect(keys.length).toBeGreaterThanOrEqual(1);
  for (const key of keys) {
    expect(key.private_pem).toMatch(/^enc:v1:/);
    expect(key.private_pem).not.toContain('PRIVATE KEY');
  }
  const keyFile = path.join(dataDir, 'identity-secrets.key');
  expect(statSync(keyFile).mode & 0o777).toBe(0o600);

  const session = await identity(address).SignUp({
    name: 'Sam Sealed',
    email: 'sealed@example.com',
    password: 'long enough password',
    company_name: 'Sealed Co',
  });
  const caller = { userId: session.user!.id, sessionId: session.session_id, roles: [] };
  const setup = await identity(address).StartTwoFactorSetup({ issuer: 'Portico' }, caller);
  const sealedTotp = await storedTotp(caller.userId);
  expect(sealedTotp).toMatch(/^enc:v1:/);
  expect(sealedTotp).not.toContain(setup.secret);
  expect(unseal(sealedTotp)).toBe(setup.secret);

  // What an older identity left in the clear while the variable was unset.
  await stop();
  const clearKey = generateSigningKey(new Date('2020-01-01T00:00:00Z'));
  await sql.query(
    `INSERT INTO signing_keys (kid, private_pem, public_jwk, created_at, retired_at)
     VALUES ($1, $2, $3, $4, $4)`,
    [clearKey.kid, clearKey.privatePem, JSON.stringify(clearKey.publicJwk), clearKey.createdAt],
  );
  const clearTotp = 'JBSWY3DPEHPK3PXP';
  await sql.query('UPDATE two_factor SET secret_sealed = $2 WHERE user_id = $1', [
    caller.userId,
    clearTotp,
  ]);

  const restarted = await start();
  // The key file was reused: the signing key sealed before the restart still signs.
  const signedIn = await identity(restarted).SignIn({
    email: 'sealed@example.com',
    password: 'long enough password',
  });
  expect(signedIn.access_token.split('.')).toHaveLength(3);
  const resealed = (await storedKeys()).find((k) => k.kid === clearKey.kid)!;
  expect(resealed.private_pem).toMatch(/^enc:v1:/);
  expect(unseal(resealed.private_pem)).toBe(clearKey.privatePem);
  const resealedTotp = await storedTotp(caller.userId);
  expect(resealedTotp).toMatch(/^enc:v1:/);
  expect(unseal(resealedTotp)).toBe(clearTotp);
});
