/**
 * Signing keys at rest: the private keys are stored sealed (with SIGNING_KEY_ENCRYPTION_KEY or
 * without it), read back intact, keys stored in the clear before are sealed at start-up, and
 * another key cannot read them.
 */
import { generateSigningKey } from '../../src/domain/accessTokens';
import {
  currentSigningKey,
  insertSigningKey,
  sealStoredKeys,
  useSigningKeyEncryption,
} from '../../src/store/signingKeys';
import { identityTestDatabase, type IdentityTestDb } from '../support';

let test: IdentityTestDb;
beforeAll(async () => {
  test = await identityTestDatabase();
});
afterAll(async () => {
  useSigningKeyEncryption(undefined);
  await test?.close();
});

const storedPem = async (kid: string) =>
  (
    await test.db.query<{ private_pem: string }>(
      'SELECT private_pem FROM signing_keys WHERE kid = $1',
      [kid],
    )
  ).rows[0]?.private_pem ?? '';

it('stores a new private key sealed and reads it back intact', async () => {
  useSigningKeyEncryption('a secret from configuration');
  const key = generateSigningKey(new Date('2030-01-01T00:00:00Z'));
  await insertSigningKey(test.db, key);
  const stored = await storedPem(key.kid);
  expect(stored).toMatch(/^enc:v1:/);
  expect(stored).not.toContain('PRIVATE KEY');
  expect((await currentSigningKey(test.db))?.privatePem).toBe(key.privatePem);
});

it('seals a key stored in the clear before sealing was always on', async () => {
  const clear = generateSigningKey(new Date('2031-01-01T00:00:00Z'));
  // As identity stored keys while SIGNING_KEY_ENCRYPTION_KEY was unset.
  await test.db.query(
    'INSERT INTO signing_keys (kid, private_pem, public_jwk, created_at) VALUES ($1, $2, $3, $4)',
    [clear.kid, clear.privatePem, JSON.stringify(clear.publicJwk), clear.createdAt],
  );
  expect(await storedPem(clear.kid)).toContain('PRIVATE KEY');
  useSigningKeyEncryption('a secret from configuration');
  expect(await sealStoredKeys(test.db)).toBe(1);
  expect(await storedPem(clear.kid)).toMatch(/^enc:v1:/);
  expect((await currentSigningKey(test.db))?.privatePem).toBe(clear.privatePem);
  expect(await sealStoredKeys(test.db)).toBe(0);
});

it('cannot read sealed keys with another secret', async () => {
  useSigningKeyEncryption('someone else');
  await expect(currentSigningKey(test.db)).rejects.toThrow(/SIGNING_KEY_ENCRYPTION_KEY/);
});
