/**
 * SQL for sign-in providers (migration 0008): the operator's OAuth client per provider (secret
 * sealed), the single-use attempts of a round trip to a provider, and the links between a
 * provider's account and a user.
 */
import type { Queryable } from '@portico/kit';
import { seal, unseal } from './signingKeys';

export interface ProviderClientRow {
  provider: string;
  client_id: string;
  secret_set_at: Date;
  updated_at: Date;
}

export async function listProviderClients(db: Queryable): Promise<ProviderClientRow[]> {
  const { rows } = await db.query<ProviderClientRow>(
    `SELECT provider, client_id, secret_set_at, updated_at FROM sign_in_provider_clients
      ORDER BY provider`,
  );
  return rows;
}

/** The client with its secret opened, for talking to the provider; null when none is stored. */
export async function providerClientWithSecret(
  db: Queryable,
  provider: string,
): Promise<{ clientId: string; clientSecret: string } | null> {
  const { rows } = await db.query<{ client_id: string; client_secret_sealed: string }>(
    'SELECT client_id, client_secret_sealed FROM sign_in_provider_clients WHERE provider = $1',
    [provider],
  );
  const row = rows[0];
  return row ? { clientId: row.client_id, clientSecret: unseal(row.client_secret_sealed) } : null;
}

/** Stores the client; without a new secret the stored one stays (only the ID changes). */
export async function saveProviderClient(
  db: Queryable,
  input: { provider: string; clientId: string; clientSecret?: string; actor: string; at: Date },
): Promise<boolean> {
  if (input.clientSecret) {
    await db.query(
      `INSERT INTO sign_in_provider_clients
         (provider, client_id, client_secret_sealed, secret_set_at, updated_at, updated_by)
       VALUES ($1, $2, $3, $4, $4, $5)
       ON CONFLICT (provider) DO UPDATE SET client_id = EXCLUDED.client_id,
         client_secret_sealed = EXCLUDED.client_secret_sealed, secret_set_at = EXCLUDED.secret_set_at,
         updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
      [input.provider, input.clientId, seal(input.clientSecret), input.at, input.actor],
    );
    return true;
  }
  const { rowCount } = await db.query(
    `UPDATE sign_in_provider_clients SET client_id = $2, updated_at = $3, updated_by = $4
      WHERE provider = $1`,
    [input.provider, input.clientId, input.at, input.actor],
  );
  return rowCount === 1;
}

export async function deleteProviderClient(db: Queryable, provider: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM sign_in_provider_clients WHERE provider = $1', [
    provider,
  ]);
  return rowCount === 1;
}

export interface AttemptRow {
  provider: string;
  code_verifier: string;
  nonce: string;
  return_to: string;
  tenant_host: string;
  redirect_uri: string;
}

export async function insertAttempt(
  db: Queryable,
  attempt: AttemptRow & { stateHash: string; at: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO sign_in_provider_attempts (state_hash, provider, code_verifier_sealed, nonce,
       return_to, tenant_host, redirect_uri, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      attempt.stateHash,
      attempt.provider,
      seal(attempt.code_verifier),
      attempt.nonce,
      attempt.return_to,
      attempt.tenant_host,
      attempt.redirect_uri,
      attempt.at,
      attempt.expiresAt,
    ],
  );
  // Old attempts are of no use to anyone; clearing a few at each start keeps the table small.
  await db.query(
    `DELETE FROM sign_in_provider_attempts WHERE state_hash IN (
       SELECT state_hash FROM sign_in_provider_attempts WHERE expires_at < $1::timestamptz - interval '1 day'
        LIMIT 100)`,
    [attempt.at],
  );
}

/**
 * Spends the attempt in one statement, so two callbacks with the same state cannot both pass.
 * Answers 'unknown' (never made, or already used) or 'expired' as well as the attempt. An
 * attempt signed in on this (public) host needs the browser binding, and without it is left
 * unspent for the browser that started it; one started on a tenant's host is handed off and
 * bound there (domain/providerHandoff.ts), since that browser's cookie is on the other host.
 */
export async function consumeAttempt(
  db: Queryable,
  stateHash: string,
  provider: string,
  now: Date,
  callback: { browserBound: boolean; publicHost: string },
): Promise<AttemptRow | 'unknown' | 'expired'> {
  const { rows } = await db.query<AttemptRow & { code_verifier_sealed: string; expired: boolean }>(
    `UPDATE sign_in_provider_attempts SET consumed_at = $3
      WHERE state_hash = $1 AND provider = $2 AND consumed_at IS NULL
        AND ($4::boolean OR ($5::text <> '' AND tenant_host <> '' AND lower(tenant_host) <> lower($5::text)))
      RETURNING provider, code_verifier_sealed, nonce, return_to, tenant_host, redirect_uri,
                expires_at <= $3 AS expired`,
    [stateHash, provider, now, callback.browserBound, callback.publicHost.trim()],
  );
  const row = rows[0];
  if (!row) return 'unknown';
  if (row.expired) return 'expired';
  return {
    provider: row.provider,
    code_verifier: unseal(row.code_verifier_sealed),
    nonce: row.nonce,
    return_to: row.return_to,
    tenant_host: row.tenant_host,
    redirect_uri: row.redirect_uri,
  };
}

export interface LinkRow {
  provider: string;
  subject: string;
  user_id: string;
  email: string;
  linked_at: Date;
}

export async function findLink(
  db: Queryable,
  provider: string,
  subject: string,
): Promise<LinkRow | null> {
  const { rows } = await db.query<LinkRow>(
    'SELECT * FROM user_sign_in_providers WHERE provider = $1 AND subject = $2',
    [provider, subject],
  );
  return rows[0] ?? null;
}

export async function listLinks(db: Queryable, userId: string): Promise<LinkRow[]> {
  const { rows } = await db.query<LinkRow>(
    'SELECT * FROM user_sign_in_providers WHERE user_id = $1 ORDER BY provider',
    [userId],
  );
  return rows;
}

/** Links the account; a user already linked to another account at that provider keeps it. */
export async function insertLink(
  db: Queryable,
  link: { provider: string; subject: string; userId: string; email: string; at: Date },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO user_sign_in_providers (provider, subject, user_id, email, linked_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [link.provider, link.subject, link.userId, link.email, link.at],
  );
  return rowCount === 1;
}

export async function deleteLink(
  db: Queryable,
  userId: string,
  provider: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'DELETE FROM user_sign_in_providers WHERE user_id = $1 AND provider = $2',
    [userId, provider],
  );
  return rowCount === 1;
}

/** Removes every provider link of a user; answers the providers unlinked. */
export async function deleteLinksOf(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ provider: string }>(
    'DELETE FROM user_sign_in_providers WHERE user_id = $1 RETURNING provider',
    [userId],
  );
  return rows.map((r) => r.provider);
}
