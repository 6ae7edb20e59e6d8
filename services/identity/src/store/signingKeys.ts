/**
 * SQL for the Ed25519 keys that sign access tokens. With SIGNING_KEY_ENCRYPTION_KEY set, the
 * private keys are stored sealed (AES-256-GCM, `enc:v1:` prefix) so a copy of the database
 * alone cannot mint tokens; keys stored in the clear before are sealed at start-up.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  type JsonWebKey,
} from 'node:crypto';
import type { Queryable } from '@portico/kit';
import type { SigningKey } from '../domain/accessTokens';

interface KeyRow {
  kid: string;
  private_pem: string;
  public_jwk: JsonWebKey;
  created_at: Date;
  retired_at: Date | null;
}

const SEALED = 'enc:v1:';
let sealKey: Buffer | undefined;

/** The key from configuration (any text; its SHA-256 is the AES key), or none. */
export function useSigningKeyEncryption(secret: string | undefined): void {
  sealKey = secret ? createHash('sha256').update(secret, 'utf8').digest() : undefined;
}

/** Seals any secret text with the configured key (also TOTP secrets, store/twoFactor.ts). */
export function seal(pem: string): string {
  if (!sealKey) return pem;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
  const body = Buffer.concat([cipher.update(pem, 'utf8'), cipher.final()]);
  return `${SEALED}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

export function unseal(stored: string): string {
  if (!stored.startsWith(SEALED)) return stored;
  if (!sealKey)
    throw new Error('signing keys are encrypted: SIGNING_KEY_ENCRYPTION_KEY is not set');
  const raw = Buffer.from(stored.slice(SEALED.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** Seals keys stored in the clear (before encryption was configured). */
export async function sealStoredKeys(db: Queryable): Promise<number> {
  if (!sealKey) return 0;
  const { rows } = await db.query<{ kid: string; private_pem: string }>(
    `SELECT kid, private_pem FROM signing_keys WHERE private_pem NOT LIKE 'enc:v1:%'`,
  );
  for (const row of rows) {
    await db.query('UPDATE signing_keys SET private_pem = $2 WHERE kid = $1', [
      row.kid,
      seal(row.private_pem),
    ]);
  }
  return rows.length;
}

const toKey = (row: KeyRow): SigningKey => ({
  kid: row.kid,
  privatePem: unseal(row.private_pem),
  publicJwk: row.public_jwk,
  createdAt: row.created_at,
});

export async function insertSigningKey(db: Queryable, key: SigningKey): Promise<void> {
  await db.query(
    'INSERT INTO signing_keys (kid, private_pem, public_jwk, created_at) VALUES ($1, $2, $3, $4)',
    [key.kid, seal(key.privatePem), JSON.stringify(key.publicJwk), key.createdAt],
  );
}

/** The newest key that is not retired: the one that signs. */
export async function currentSigningKey(db: Queryable): Promise<SigningKey | null> {
  const { rows } = await db.query<KeyRow>(
    'SELECT * FROM signing_keys WHERE retired_at IS NULL ORDER BY created_at DESC, kid LIMIT 1',
  );
  return rows[0] ? toKey(rows[0]) : null;
}

/** Retires every key but `keep`; they stay published until `publishedUntil` has passed. */
export async function retireOtherKeys(db: Queryable, keep: string, at: Date): Promise<void> {
  await db.query('UPDATE signing_keys SET retired_at = $2 WHERE kid <> $1 AND retired_at IS NULL', [
    keep,
    at,
  ]);
}

/** Keys to publish: the current ones and those retired less than `graceSeconds` ago. */
export async function publishedKeys(
  db: Queryable,
  now: Date,
  graceSeconds: number,
): Promise<SigningKey[]> {
  const { rows } = await db.query<KeyRow>(
    `SELECT * FROM signing_keys
      WHERE retired_at IS NULL OR retired_at > $1::timestamptz - make_interval(secs => $2)
      ORDER BY created_at DESC`,
    [now, graceSeconds],
  );
  return rows.map(toKey);
}
