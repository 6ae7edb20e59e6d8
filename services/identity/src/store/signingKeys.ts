/** SQL for the Ed25519 keys that sign access tokens. */
import type { JsonWebKey } from 'node:crypto';
import type { Queryable } from '@portico/kit';
import type { SigningKey } from '../domain/accessTokens';

interface KeyRow {
  kid: string;
  private_pem: string;
  public_jwk: JsonWebKey;
  created_at: Date;
  retired_at: Date | null;
}

const toKey = (row: KeyRow): SigningKey => ({
  kid: row.kid,
  privatePem: row.private_pem,
  publicJwk: row.public_jwk,
  createdAt: row.created_at,
});

export async function insertSigningKey(db: Queryable, key: SigningKey): Promise<void> {
  await db.query(
    'INSERT INTO signing_keys (kid, private_pem, public_jwk, created_at) VALUES ($1, $2, $3, $4)',
    [key.kid, key.privatePem, JSON.stringify(key.publicJwk), key.createdAt],
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
