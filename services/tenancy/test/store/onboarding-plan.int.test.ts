/**
 * Onboarding never turns a plan it does not know into another one: an unknown plan from the
 * sign-up link or the plan step is refused with INVALID_ARGUMENT and the spec's message, and
 * nothing is stored; a known plan provisions the tier the shared plan rules give it.
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
  it('a custom plan chosen at sign-up provisions a tenant on the advanced tier', async () => {
    const userId = randomUUID();
    await startOnboarding(db, userId, { companyName: 'Bigco', plan: 'custom' });
    await savePlan(db, userId, { plan: 'custom' });
    await saveBranding(db, userId, { subdomain: `bigco-${userId.slice(0, 8)}` });
    await saveCapabilities(db, userId, {});
    const ready = await provisionWorkspace(db, userId, 'owner@bigco.example');
    expect((await findTenant(db, ready.tenant_id))?.tier).toBe('advanced');
  });
});
