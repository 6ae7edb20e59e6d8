/**
 * Global integrations (docs/product.md §2 Super Integrations, §3 global integration): one
 * credential per provider, stored sealed with the kit's sealer (AES-256-GCM, the raw iv | tag
 * | ciphertext in a bytea column) and only ever answered masked. The key comes from
 * INTEGRATIONS_ENCRYPTION_KEY (required in production); without it (make up on a laptop) a
 * random key is kept in the service's data folder, never in the database it protects.
 */
import { invalid, type Queryable, type Sealer } from '@portico/kit';
import {
  deleteGlobalIntegration,
  listGlobalIntegrationRows,
  upsertGlobalIntegration,
  useGlobalIntegration,
  type GlobalIntegrationRow,
} from '../store/globalIntegrations';

export const GLOBAL_INTEGRATIONS = [
  { key: 'slack', description: 'Slack incoming webhook for platform alerts' },
  { key: 'sendgrid', description: 'SendGrid API key for outgoing email' },
  { key: 'google', description: 'Google OAuth client secret for sign-in' },
  { key: 'microsoft', description: 'Microsoft OAuth client secret for sign-in' },
  { key: 'cloudflare', description: 'Cloudflare API token for custom domains' },
  { key: 'automation', description: 'Automation service endpoint secret' },
] as const;

export type IntegrationKey = (typeof GLOBAL_INTEGRATIONS)[number]['key'];

export const INTEGRATION_MESSAGES = {
  unknown: 'Unknown integration',
  tooLong: 'The credential may be at most 4000 characters',
} as const;

const MAX_CREDENTIAL = 4000;
/** How many trailing characters a masked credential keeps, and only when it is long enough. */
const VISIBLE = 4;
const MASK = '••••••••';

export const isIntegrationKey = (key: string): key is IntegrationKey =>
  GLOBAL_INTEGRATIONS.some((i) => i.key === key);

/** All but the last four characters hidden; a short credential is hidden whole. */
export const mask = (plain: string) =>
  plain.length > VISIBLE * 2 ? `${MASK}${plain.slice(-VISIBLE)}` : MASK;

export interface GlobalIntegrationView {
  key: IntegrationKey;
  description: string;
  masked: string;
  configured: boolean;
  last_used_at: Date | null;
  updated_at: Date | null;
}

type Row = GlobalIntegrationRow;

function view(sealer: Sealer, def: (typeof GLOBAL_INTEGRATIONS)[number], row?: Row) {
  let masked = '';
  // A credential sealed under another key (the key was rotated) shows as set but unreadable.
  if (row) {
    try {
      masked = mask(sealer.openBytes(row.sealed));
    } catch {
      masked = MASK;
    }
  }
  return {
    key: def.key,
    description: def.description,
    masked,
    configured: Boolean(row),
    last_used_at: row?.last_used_at ?? null,
    updated_at: row?.updated_at ?? null,
  };
}

/** The six integrations in the console's order, each masked. */
export async function listGlobalIntegrations(
  db: Queryable,
  sealer: Sealer,
): Promise<GlobalIntegrationView[]> {
  const rows = await listGlobalIntegrationRows(db);
  return GLOBAL_INTEGRATIONS.map((def) =>
    view(
      sealer,
      def,
      rows.find((r) => r.key === def.key),
    ),
  );
}

/** Saves (or, with an empty value, clears) a credential; answers it masked. */
export async function setGlobalIntegration(
  db: Queryable,
  sealer: Sealer,
  key: string,
  value: string,
  actor: string,
): Promise<GlobalIntegrationView> {
  if (!isIntegrationKey(key)) throw invalid(INTEGRATION_MESSAGES.unknown, 'key');
  const plain = value.trim();
  if (plain.length > MAX_CREDENTIAL) throw invalid(INTEGRATION_MESSAGES.tooLong, 'value');
  const def = GLOBAL_INTEGRATIONS.find((i) => i.key === key)!;
  if (!plain) {
    await deleteGlobalIntegration(db, key);
    return view(sealer, def);
  }
  const row = await upsertGlobalIntegration(db, key, sealer.sealBytes(plain), actor);
  return view(sealer, def, row);
}

/** The plain credential for the service's own use (the Slack alert action); null when unset. */
export async function readCredential(
  db: Queryable,
  sealer: Sealer,
  key: IntegrationKey,
): Promise<string | null> {
  const row = await useGlobalIntegration(db, key);
  return row ? sealer.openBytes(row.sealed) : null;
}
