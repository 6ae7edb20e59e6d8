/**
 * Tenancy following billing's plan events on real PostgreSQL: a starter workspace cannot add a
 * custom domain or API keys; once billing reports the upgrade it can; seats follow too; a
 * redelivered event leaves the same state; each plan change is announced as the tenant's
 * plan_changed event (through the outbox) with the features now in effect.
 */
import { decodeEvent, encodeEvent, type Database, type IncomingEvent } from '@portico/kit';
import { PLAN_ENTITLEMENTS } from '@portico/rules';
import { apiAccessAllowed } from '../../src/domain/apiKeys';
import { addDomain, DOMAIN_MESSAGES } from '../../src/domain/domains';
import { followBillingEvents } from '../../src/events/billing';
import { findTenant } from '../../src/store/tenants';
import { provisionedWorkspace, tenancyTestDatabase } from '../support';

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await tenancyTestDatabase());
});
afterAll(async () => {
  await close?.();
});

async function starterWorkspace() {
  const { ownerId, tenantId } = await provisionedWorkspace(db, 'Bill');
  return { tenantId, actorId: ownerId, actorIsSuperAdmin: false };
}

const delivery = (message: object): IncomingEvent =>
  ({
    payload: encodeEvent('portico.events.v1.SubscriptionEvent', message as never),
  }) as IncomingEvent;

const upgradeTo = (tenant_id: string, plan: 'pro' | 'advanced') =>
  delivery({
    tenant_id,
    plan_changed: {
      old_plan: 'starter',
      new_plan: plan,
      interval: 'monthly',
      features: [...PLAN_ENTITLEMENTS[plan].features],
    },
  });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error) => error.message,
  );

it('a starter workspace cannot add a custom domain or use API keys', async () => {
  const actor = await starterWorkspace();
  expect(
    await refusal(
      addDomain(db, { ...actor, domain: 'portal.acme.test', productDomain: 'localhost' }),
    ),
  ).toBe(DOMAIN_MESSAGES.upgrade);
  expect(await apiAccessAllowed(db, actor)).toBe(false);
});

it('a paid upgrade from billing sets the tier and unlocks custom domains and API keys, once', async () => {
  const actor = await starterWorkspace();
  const handle = followBillingEvents(db);
  await handle(upgradeTo(actor.tenantId, 'pro'));
  await handle(upgradeTo(actor.tenantId, 'pro'));
  const tenant = await db.tenantTransaction(actor.tenantId, (tx) => findTenant(tx, actor.tenantId));
  expect(tenant?.tier).toBe('pro');
  expect(tenant?.features).toMatchObject({ custom_domain: true, api_access: true, webhooks: true });
  // The workspace's own choices at onboarding stay as they were.
  expect(tenant?.features).toMatchObject({ embeds: true, forms: true, files: true });
  expect(await apiAccessAllowed(db, actor)).toBe(true);
  const added = await addDomain(db, {
    ...actor,
    domain: `portal-${actor.actorId.slice(0, 6)}.acme.test`,
    productDomain: 'localhost',
  });
  expect(added.status).toBe('pending');
});

it('seats bought in billing become the workspace’s admin seats', async () => {
  const actor = await starterWorkspace();
  await followBillingEvents(db)(
    delivery({ tenant_id: actor.tenantId, seats_changed: { old_seats: 1, new_seats: 4 } }),
  );
  const tenant = await db.tenantTransaction(actor.tenantId, (tx) => findTenant(tx, actor.tenantId));
  expect(tenant?.seats).toBe(4);
});

it('a plan bought with seats sets both at once, so no admin is refused between the two', async () => {
  const actor = await starterWorkspace();
  await followBillingEvents(db)(
    delivery({
      tenant_id: actor.tenantId,
      plan_changed: {
        old_plan: 'starter',
        new_plan: 'pro',
        interval: 'monthly',
        features: [...PLAN_ENTITLEMENTS.pro.features],
        seats_purchased: 2,
      },
    }),
  );
  const tenant = await db.tenantTransaction(actor.tenantId, (tx) => findTenant(tx, actor.tenantId));
  expect([tenant?.tier, tenant?.seats]).toEqual(['pro', 2]);
});

it('announces a downgrade to starter as plan_changed without webhooks or Slack, in the outbox', async () => {
  const actor = await starterWorkspace();
  const handle = followBillingEvents(db);
  await handle(upgradeTo(actor.tenantId, 'pro'));
  await handle(
    delivery({
      tenant_id: actor.tenantId,
      plan_changed: {
        old_plan: 'pro',
        new_plan: 'starter',
        interval: 'monthly',
        features: [...PLAN_ENTITLEMENTS.starter.features],
      },
    }),
  );
  const { rows } = await db.query<{ payload: Buffer }>(
    `SELECT payload FROM outbox
      WHERE topic = 'portico.tenancy.tenant.v1' AND event_type = 'plan_changed' AND event_key = $1
      ORDER BY id`,
    [actor.tenantId],
  );
  const announced = rows.map((r) => decodeEvent('portico.events.v1.TenantEvent', r.payload));
  expect(announced.map((e) => e.plan_changed?.tier)).toEqual(['pro', 'starter']);
  expect(announced[0]!.plan_changed!.features).toEqual(
    expect.arrayContaining(['webhooks', 'slack']),
  );
  expect(announced[1]!.plan_changed!.features).not.toContain('webhooks');
  expect(announced[1]!.plan_changed!.features).not.toContain('slack');
});
