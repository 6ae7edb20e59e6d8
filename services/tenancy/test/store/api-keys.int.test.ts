/**
 * API keys on real PostgreSQL: the key is shown once and never stored in plain text; it works
 * only with its own tenant, stops at revocation, and only pro and advanced tenants create keys.
 */
import { randomUUID } from 'node:crypto';
import { encodeEvent, type Database, type IncomingEvent } from '@portico/kit';
import { PLAN_ENTITLEMENTS } from '@portico/rules';
import {
  API_KEY_MESSAGES,
  apiAccessAllowed,
  createApiKey,
  listTenantApiKeys,
  revokeApiKey,
  verifyApiKey,
} from '../../src/domain/apiKeys';
import { followBillingEvents } from '../../src/events/billing';
import { followIdentityEvents } from '../../src/events/identity';
import { provisionedWorkspace, tenancyTestDatabase } from '../support';

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await tenancyTestDatabase());
});
afterAll(async () => {
  await close?.();
});

async function workspace(plan: 'starter' | 'pro' | 'advanced') {
  const { ownerId, tenantId } = await provisionedWorkspace(db, 'Keys', { plan });
  // Provisioning is always starter; a paid plan arrives as billing's event once checkout is paid.
  if (plan !== 'starter') await followBillingEvents(db)(paidUpgrade(tenantId, plan));
  return { tenantId, actorId: ownerId, actorIsSuperAdmin: false };
}

const paidUpgrade = (tenant_id: string, plan: 'pro' | 'advanced'): IncomingEvent =>
  ({
    payload: encodeEvent('portico.events.v1.SubscriptionEvent', {
      tenant_id,
      plan_changed: {
        old_plan: 'starter',
        new_plan: plan,
        interval: 'monthly',
        features: [...PLAN_ENTITLEMENTS[plan].features],
      },
    } as never),
  }) as IncomingEvent;

it('shows the key once and stores only its prefix and hash', async () => {
  const owner = await workspace('pro');
  const created = await createApiKey(db, { ...owner, label: 'Zapier' });
  expect(created.key.startsWith(`${created.prefix}_`)).toBe(true);

  const { rows } = await db.tenantTransaction(owner.tenantId, (tx) =>
    tx.query<{ json: string }>(
      'SELECT row_to_json(k)::text AS json FROM api_keys k WHERE id = $1',
      [created.id],
    ),
  );
  const stored = String(rows[0]?.json);
  expect(stored).toContain(created.prefix);
  expect(stored).not.toContain(created.key);
  expect(stored).not.toContain(created.key.slice(created.prefix.length + 1));

  const listed = await listTenantApiKeys(db, owner);
  expect(listed).toEqual([
    expect.objectContaining({ id: created.id, label: 'Zapier', prefix: created.prefix }),
  ]);
  expect(JSON.stringify(listed)).not.toContain(created.key);
});

it('accepts the key on its tenant and records when it was last used', async () => {
  const owner = await workspace('advanced');
  const { key, id } = await createApiKey(db, { ...owner, label: 'CRM sync' });
  expect(await verifyApiKey(db, { tenantId: owner.tenantId, key })).toEqual({
    keyId: id,
    tenantId: owner.tenantId,
    userId: owner.actorId,
  });
  const [listed] = await listTenantApiKeys(db, owner);
  expect(listed?.last_used_at).not.toBe('');
});

it("refuses tenant A's key on tenant B", async () => {
  const a = await workspace('pro');
  const b = await workspace('pro');
  const { key } = await createApiKey(db, { ...a, label: 'A only' });
  expect(await verifyApiKey(db, { tenantId: b.tenantId, key })).toBeNull();
});

it('refuses a revoked key, and a key with one character changed', async () => {
  const owner = await workspace('pro');
  const { key, id } = await createApiKey(db, { ...owner, label: 'Old' });
  const tampered = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
  expect(await verifyApiKey(db, { tenantId: owner.tenantId, key: tampered })).toBeNull();
  await revokeApiKey(db, { ...owner, id });
  expect(await verifyApiKey(db, { tenantId: owner.tenantId, key })).toBeNull();
  const [listed] = await listTenantApiKeys(db, owner);
  expect(listed?.revoked_at).not.toBe('');
});

it('refuses keys on the starter plan with the upgrade message', async () => {
  const owner = await workspace('starter');
  await expect(createApiKey(db, { ...owner, label: 'Nope' })).rejects.toMatchObject({
    message: API_KEY_MESSAGES.upgrade,
  });
  expect(await listTenantApiKeys(db, owner)).toEqual([]);
  expect(await apiAccessAllowed(db, owner)).toBe(false);
  expect(await apiAccessAllowed(db, await workspace('pro'))).toBe(true);
});

it('refuses a blank label and a non-admin, creating nothing', async () => {
  const owner = await workspace('pro');
  await expect(createApiKey(db, { ...owner, label: '   ' })).rejects.toMatchObject({
    message: API_KEY_MESSAGES.label,
  });
  await expect(
    createApiKey(db, { ...owner, actorId: randomUUID(), label: 'Stranger' }),
  ).rejects.toMatchObject({ message: 'Only tenant admins can manage members' });
  expect(await listTenantApiKeys(db, owner)).toEqual([]);
});

it("cannot revoke another tenant's key", async () => {
  const a = await workspace('pro');
  const b = await workspace('pro');
  const { key, id } = await createApiKey(db, { ...a, label: 'Keep' });
  await expect(revokeApiKey(db, { ...b, id })).rejects.toMatchObject({
    message: API_KEY_MESSAGES.notFound,
  });
  expect(await verifyApiKey(db, { tenantId: a.tenantId, key })).not.toBeNull();
});

it('ends every API key an account made when its address’s real owner takes it back', async () => {
  const owner = await workspace('pro');
  const made = await createApiKey(db, { ...owner, label: 'Squatter’s key' });
  expect(await verifyApiKey(db, { tenantId: owner.tenantId, key: made.key })).not.toBeNull();
  const reclaimed = {
    type: 'account_reclaimed',
    payload: encodeEvent('portico.events.v1.UserEvent', {
      user_id: owner.actorId,
      email: 'owner@example.test',
      account_reclaimed: { provider: 'google' },
    } as never),
  } as IncomingEvent;
  await followIdentityEvents(db)(reclaimed);
  expect(await verifyApiKey(db, { tenantId: owner.tenantId, key: made.key })).toBeNull();
  const keys = await listTenantApiKeys(db, owner);
  expect(keys.find((k) => k.id === made.id)?.revoked_at).not.toBe('');
  // Redelivered: nothing more changes.
  await followIdentityEvents(db)(reclaimed);
});
