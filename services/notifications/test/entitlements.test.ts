import { entitlementsOfEvent } from '../src/domain/entitlements';

const TENANT = '6f1c2a9e-4a8b-4c2d-9e1f-0a1b2c3d4e5f';

describe('what a tenant event says about webhooks and Slack', () => {
  it.each([
    ['starter', { webhooks: false, slack: false }],
    ['pro', { webhooks: true, slack: true }],
    ['advanced', { webhooks: true, slack: true }],
  ])('a tenant created on %s', (tier, allowed) => {
    expect(
      entitlementsOfEvent({ tenant_id: TENANT, created: { tier }, plan_changed: null }),
    ).toEqual({ tenantId: TENANT, allowed });
  });

  it('a tier it does not know counts as starter', () => {
    expect(entitlementsOfEvent({ tenant_id: TENANT, created: { tier: 'gold' } })).toEqual({
      tenantId: TENANT,
      allowed: { webhooks: false, slack: false },
    });
  });

  it('a plan change allows exactly the features it lists', () => {
    expect(
      entitlementsOfEvent({
        tenant_id: TENANT,
        plan_changed: { features: ['webhooks'] },
      }),
    ).toEqual({ tenantId: TENANT, allowed: { webhooks: true, slack: false } });
  });

  it('an event naming no tenant, or neither change, says nothing', () => {
    expect(entitlementsOfEvent({ tenant_id: '', created: { tier: 'pro' } })).toBe(undefined);
    expect(entitlementsOfEvent({ tenant_id: TENANT })).toBeUndefined();
  });
});
