/**
 * API keys for the public API (docs/product.md §2 Integrations, §3 API key, §6): a tenant admin
 * creates a key with a label and sees it once; the tenant keeps only its prefix and SHA-256,
 * so a database reader can never use a key. A key works only with its own tenant (looked up
 * inside that tenant's row-level-security scope) and stops working the moment it is revoked.
 * API keys exist on pro and advanced only (the shared plan rules).
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { forbidden, invalid, notFound, type Database, type Tx } from '@portico/kit';
import { PLAN_ENTITLEMENTS, TENANT_TIERS, type TenantTier } from '@portico/rules';
import { publishAudit } from '../events/publish';
import {
  findApiKeyByPrefix,
  insertApiKey,
  listApiKeys,
  revokeApiKeyRow,
  touchApiKey,
  type ApiKeyRow,
} from '../store/apiKeys';
import { findTenant } from '../store/tenants';
import { authoriseActor } from './members';

export const API_KEY_MESSAGES = {
  label: 'Please enter a label of 1 to 100 characters',
  upgrade: 'API access is available on the pro and advanced plans. Upgrade to create keys.',
  notFound: 'API key not found',
} as const;

/** `ptk_<12 hex>_<43 base64url>`: the first two parts are the stored, listed prefix. */
const KEY_SHAPE = /^(ptk_[0-9a-f]{12})_[A-Za-z0-9_-]{43}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ApiKeyView {
  id: string;
  label: string;
  prefix: string;
  created_at: string;
  last_used_at: string;
  revoked_at: string;
}

export interface ApiKeyActor {
  tenantId: string;
  actorId: string;
  impersonatorId?: string;
  actorIsSuperAdmin: boolean;
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

const view = (row: ApiKeyRow): ApiKeyView => ({
  id: row.id,
  label: row.label,
  prefix: row.prefix,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? '',
  revoked_at: row.revoked_at?.toISOString() ?? '',
});

const tierOf = (tier: string): TenantTier =>
  (TENANT_TIERS as readonly string[]).includes(tier) ? (tier as TenantTier) : 'starter';

/** The plan's rule, narrowed by a feature the super admin switched off for this tenant. */
async function hasApiAccess(tx: Tx, tenantId: string): Promise<boolean> {
  const tenant = await findTenant(tx, tenantId);
  if (!tenant || tenant.features?.api_access === false) return false;
  return PLAN_ENTITLEMENTS[tierOf(tenant.tier)].features.includes('api_access');
}

const audit = (tx: Tx, actor: ApiKeyActor, action: string, row: ApiKeyRow) =>
  publishAudit(tx, {
    actorUserId: actor.actorId,
    impersonatorUserId: actor.impersonatorId,
    action,
    entityType: 'api_key',
    entityId: row.id,
    tenantId: actor.tenantId,
    details: { label: row.label, prefix: row.prefix },
    at: new Date(),
  });

export function listTenantApiKeys(db: Database, actor: ApiKeyActor): Promise<ApiKeyView[]> {
  return db.tenantTransaction(actor.tenantId, async (tx) => {
    await authoriseActor(tx, actor);
    return (await listApiKeys(tx, actor.tenantId)).map(view);
  });
}

/** Whether the tenant's plan lets it create keys (the Integrations page's upgrade banner). */
export function apiAccessAllowed(db: Database, actor: ApiKeyActor): Promise<boolean> {
  return db.tenantTransaction(actor.tenantId, async (tx) => {
    await authoriseActor(tx, actor);
    return hasApiAccess(tx, actor.tenantId);
  });
}

/** Creates a key and answers it in full: the only time anyone sees it. */
export async function createApiKey(
  db: Database,
  actor: ApiKeyActor & { label: string },
): Promise<ApiKeyView & { key: string }> {
  const label = actor.label.trim();
  if (label.length < 1 || label.length > 100) throw invalid(API_KEY_MESSAGES.label, 'label');
  return db.tenantTransaction(actor.tenantId, async (tx) => {
    await authoriseActor(tx, actor);
    if (!(await hasApiAccess(tx, actor.tenantId)))
      throw forbidden(API_KEY_MESSAGES.upgrade, 'upgrade');
    const prefix = `ptk_${randomBytes(6).toString('hex')}`;
    const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
    const row = await insertApiKey(tx, {
      id: randomUUID(),
      tenantId: actor.tenantId,
      label,
      prefix,
      hash: hashKey(key),
      by: actor.actorId,
    });
    await audit(tx, actor, 'api_key.created', row);
    return { ...view(row), key };
  });
}

export function revokeApiKey(db: Database, actor: ApiKeyActor & { id: string }): Promise<void> {
  return db.tenantTransaction(actor.tenantId, async (tx) => {
    await authoriseActor(tx, actor);
    const row = UUID.test(actor.id)
      ? await revokeApiKeyRow(tx, actor.tenantId, actor.id, new Date())
      : null;
    if (!row) throw notFound(API_KEY_MESSAGES.notFound, 'api_key_not_found');
    await audit(tx, actor, 'api_key.revoked', row);
  });
}

/**
 * Who a presented key is, for the tenant the request names; null for a malformed, unknown,
 * revoked or other tenant's key (the caller answers 401 alike, telling nothing apart). A key
 * also stops working when the tenant's plan loses API access.
 */
export function verifyApiKey(
  db: Database,
  request: { tenantId: string; key: string },
): Promise<{ keyId: string; tenantId: string; userId: string } | null> {
  const match = KEY_SHAPE.exec(request.key);
  if (!match || !UUID.test(request.tenantId)) return Promise.resolve(null);
  return db.tenantTransaction(request.tenantId, async (tx) => {
    const row = await findApiKeyByPrefix(tx, request.tenantId, match[1]!);
    if (!row || row.revoked_at) return null;
    const presented = Buffer.from(hashKey(request.key), 'hex');
    if (!timingSafeEqual(presented, Buffer.from(row.key_hash, 'hex'))) return null;
    if (!(await hasApiAccess(tx, request.tenantId))) return null;
    await touchApiKey(tx, row.id, new Date());
    return { keyId: row.id, tenantId: row.tenant_id, userId: row.created_by };
  });
}
