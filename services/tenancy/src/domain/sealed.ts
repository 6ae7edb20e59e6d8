/**
 * Tenancy's secrets at rest (today: the onboarding Slack webhook URL, which is a credential —
 * whoever has it posts to the tenant's Slack). Sealed with AES-256-GCM as the other services'
 * secrets are (`enc:v1:` + base64 of iv, tag, ciphertext): a copy of the database alone does
 * not reveal them, and a tampered value fails to open instead of decrypting to garbage.
 *
 * The key is TENANCY_SECRETS_KEY (any text; its SHA-256 is the AES key); without it, a random
 * key kept in the service's data folder (make up), never in the database.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Queryable } from '@portico/kit';
import { listPlainSlackWebhooks, replaceSlackWebhook } from '../store/onboardingSecrets';

const PREFIX = 'enc:v1:';
// Until main.ts configures one (unit and integration tests): a key of this process only.
let key: Buffer = randomBytes(32);

export function useSecretsKey(secret: string | undefined, dataDir: string): void {
  if (secret) {
    key = createHash('sha256').update(secret, 'utf8').digest();
    return;
  }
  const file = path.join(dataDir, 'tenancy-secrets.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  key = createHash('sha256').update(readFileSync(file, 'utf8').trim(), 'utf8').digest();
}

export const isSealed = (value: string) => value.startsWith(PREFIX);

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

export function openSecret(sealed: string): string {
  if (!isSealed(sealed)) throw new Error('not a sealed value');
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/**
 * Seals the webhooks stored in the clear before this was in place (run at start-up, so an
 * existing database holds no plain URL after the upgrade). Idempotent across replicas.
 */
export async function sealStoredSlackWebhooks(db: Queryable): Promise<number> {
  const plain = await listPlainSlackWebhooks(db);
  for (const row of plain) await replaceSlackWebhook(db, row.user_id, row.url, sealSecret(row.url));
  return plain.length;
}
