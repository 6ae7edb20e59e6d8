/**
 * SQL for the Ed25519 keys that sign access tokens. The private keys are always stored sealed
 * (the kit's sealer, AES-256-GCM, `enc:v1:`) so a copy of the database alone cannot mint
 * tokens; so are TOTP secrets (store/twoFactor.ts). Values stored in the clear before are
 * sealed at start-up. The key is SIGNING_KEY_ENCRYPTION_KEY (required in production); without
 * it, a random key kept in `DATA_DIR/identity-secrets.key` (make up).
 */
import type { JsonWebKey } from 'node:crypto';
import { createSealer, SEALED_PREFIX, type Queryable, type Sealer } from '@portico/kit';

/** An Ed25519 key that signs access tokens: its private half as PEM, the public one as a JWK. */
export interface SigningKey {
  kid: string;
  privatePem: string;
  publicJwk: JsonWebKey;
  createdAt: Date;
}

interface KeyRow {
  kid: string;
  private_pem: string;
  public_jwk: JsonWebKey;
  created_at: Date;
  retired_at: Date | null;
}

const VARIABLE = 'SIGNING_KEY_ENCRYPTION_KEY';
// Until main.ts configures one (unit and integration tests): a key of this process only, made
// at first use. Made at import, it refused a production process (NODE_ENV=production, no
// key yet) before main.ts had read the configured key.
let sealer: Sealer | undefined;
const current = (): Sealer => (sealer ??= createSealer({ variable: VARIABLE }));

/** The key from configuration, else (outside production) the one kept in `dataDir`. */
export function useSigningKeyEncryption(secret: string | undefined, dataDir?: string): void {
  sealer = createSealer({ secret, dataDir, keyFile: 'identity-secrets.key', variable: VARIABLE });
}

/** Seals any secret text (also TOTP secrets, store/twoFactor.ts). */
export const seal = (plain: string): string => current().seal(plain);

/** Opens a sealed value; one stored in the clear before start-up sealed it reads as is. */
export const unseal = (stored: string): string =>
  current().isSealed(stored) ? current().open(stored) : stored;

/** Seals signing keys stored in the clear (before encryption was always on). */
export async function sealStoredKeys(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ kid: string; private_pem: string }>(
    `SELECT kid, private_pem FROM signing_keys WHERE private_pem NOT LIKE $1`,
    [`${SEALED_PREFIX}%`],
  );
  for (const row of rows) {
    // Only if still clear: a replica starting at the same moment may have sealed it already.
    await db.query('UPDATE signing_keys SET private_pem = $2 WHERE kid = $1 AND private_pem = $3', [
      row.kid,
      seal(row.private_pem),
      row.private_pem,
    ]);
  }
  return rows.length;
}

/** Seals TOTP secrets stored in the clear (set up while no key was configured). */
export async function sealStoredTotpSecrets(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ user_id: string; secret_sealed: string }>(
    `SELECT user_id, secret_sealed FROM two_factor WHERE secret_sealed NOT LIKE $1`,
    [`${SEALED_PREFIX}%`],
  );
  for (const row of rows) {
    await db.query(
      'UPDATE two_factor SET secret_sealed = $2 WHERE user_id = $1 AND secret_sealed = $3',
      [row.user_id, seal(row.secret_sealed), row.secret_sealed],
    );
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
