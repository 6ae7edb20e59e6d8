/**
 * Onboarding never turns a plan it does not know into another one: an unknown plan from the
 * sign-up link or the plan step is refused with INVALID_ARGUMENT and the spec's message, and
 * nothing is stored; a known plan is recorded, but every workspace is provisioned on starter:
 * a paid plan is bought through checkout afterwards (the gateway's provision route).
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '@portico/kit';
import {
  onboardingStatus,
  provisionWorkspace,
  saveBranding,
  saveCapabilities,
  savePlan,
  startOnboarding,
} from '../../src/domain/onboardingFlow';
import { ONBOARDING_MESSAGES } from '../../src/domain/onboarding';
import { findTenant } from '../../src/store/tenants';
import { tenancyTestDatabase } from '../support';

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await tenancyTestDatabase());
});
afterAll(async () => {
  await close?.();
});

const refusedPlan = expect.objectContaining({
  code: 'INVALID_ARGUMENT',
  message: ONBOARDING_MESSAGES.invalidPlan,
});

describe('an unknown plan in onboarding', () => {
  it('from the sign-up link is refused and no onboarding is started', async () => {
    const userId = randomUUID();
    await expect(
      startOnboarding(db, userId, { companyName: 'Acme', plan: 'enterprise' }),
    ).rejects.toEqual(refusedPlan);
    expect((await onboardingStatus(db, userId)).started).toBe(false);
  });

  it('at the plan step is refused and the step stays on plan', async () => {
    const userId = randomUUID();
    await startOnboarding(db, userId, { companyName: 'Acme' });
    await expect(savePlan(db, userId, { plan: 'enterprise' })).rejects.toEqual(refusedPlan);
    const status = await onboardingStatus(db, userId);
    expect(status).toMatchObject({ step: 'plan', plan: '' });
  });
});

describe('a known plan in onboarding', () => {
  it('a custom plan chosen at sign-up provisions a starter workspace: custom is sold by conversation', async () => {
    const userId = randomUUID();
    await startOnboarding(db, userId, { companyName: 'Bigco', plan: 'custom' });
    await savePlan(db, userId, { plan: 'custom' });
    await saveBranding(db, userId, { subdomain: `bigco-${userId.slice(0, 8)}` });
    await saveCapabilities(db, userId, {});
    const ready = await provisionWorkspace(db, userId, 'owner@bigco.example');
    expect((await findTenant(db, ready.tenant_id))?.tier).toBe('starter');
  });
});

const userId8 = () => randomUUID().slice(0, 8);

describe('a paid plan chosen in onboarding is not given without payment', () => {
  async function onboardTo(plan: string, adminSeats: number, customDomain?: string) {
    const userId = randomUUID();
    await startOnboarding(db, userId, { companyName: 'Paid Intent', plan });
    await savePlan(db, userId, { plan, adminSeats });
    await saveBranding(db, userId, { subdomain: `paid-${userId.slice(0, 8)}`, customDomain });
    await saveCapabilities(db, userId, {});
    return userId;
  }

  it('a provision after choosing pro with 3 seats yields a starter workspace with one seat', async () => {
    const userId = await onboardTo('pro', 3);
    const ready = await provisionWorkspace(db, userId, 'owner@paid.example');
    const tenant = await findTenant(db, ready.tenant_id);
    expect(tenant).toMatchObject({ tier: 'starter', seats: 1 });
    expect(tenant?.features).toMatchObject({ custom_domain: false });
    expect(tenant?.features).not.toHaveProperty('api_access', true);
    // The choice stays on record: it is what the checkout after provisioning sells.
    expect(ready).toMatchObject({ ready: true, plan: 'pro', admin_seats: 3 });
  });

  it('re-saving the plan step as advanced just before provisioning still yields starter', async () => {
    const userId = await onboardTo('starter', 1);
    await savePlan(db, userId, { plan: 'advanced', adminSeats: 10 });
    const ready = await provisionWorkspace(db, userId, 'owner@paid.example');
    expect(await findTenant(db, ready.tenant_id)).toMatchObject({ tier: 'starter', seats: 1 });
  });

  it('a custom domain typed with a paid plan is not claimed by the starter workspace', async () => {
    const userId = await onboardTo('advanced', 3, `portal-${userId8()}.example.com`);
    const ready = await provisionWorkspace(db, userId, 'owner@paid.example');
    const { rows } = await db.tenantTransaction(ready.tenant_id, (tx) =>
      tx.query('SELECT domain FROM domains WHERE tenant_id = $1', [ready.tenant_id]),
    );
    expect(rows).toEqual([]);
  });
});
