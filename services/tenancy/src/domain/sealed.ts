/**
 * Tenancy's secrets at rest (today: the onboarding Slack webhook URL, which is a credential —
 * whoever has it posts to the tenant's Slack), sealed with the kit's sealer (AES-256-GCM,
 * `enc:v1:`): a copy of the database alone does not reveal them, and a tampered value fails to
 * open instead of decrypting to garbage.
 *
 * The key is TENANCY_SECRETS_KEY (required in production); without it, a random key kept in
 * `DATA_DIR/tenancy-secrets.key` (make up), never in the database.
 */
import { createSealer, type Queryable, type Sealer } from '@portico/kit';
import { listPlainSlackWebhooks, replaceSlackWebhook } from '../store/onboardingSecrets';

const VARIABLE = 'TENANCY_SECRETS_KEY';
// Until main.ts configures one (unit and integration tests): a key of this process only, made
// at first use. Made at import, it refused a production process (NODE_ENV=production, no
// key yet) before main.ts had read the configured key.
let sealer: Sealer | undefined;
const current = (): Sealer => (sealer ??= createSealer({ variable: VARIABLE }));

export function useSecretsKey(secret: string | undefined, dataDir: string): void {
  sealer = createSealer({ secret, dataDir, keyFile: 'tenancy-secrets.key', variable: VARIABLE });
}

export const isSealed = (value: string) => current().isSealed(value);
export const sealSecret = (plain: string) => current().seal(plain);
export const openSecret = (sealed: string) => current().open(sealed);

/**
 * Seals the webhooks stored in the clear before this was in place (run at start-up, so an
 * existing database holds no plain URL after the upgrade). Idempotent across replicas.
 */
export async function sealStoredSlackWebhooks(db: Queryable): Promise<number> {
  const plain = await listPlainSlackWebhooks(db);
  for (const row of plain) await replaceSlackWebhook(db, row.user_id, row.url, sealSecret(row.url));
  return plain.length;
}
