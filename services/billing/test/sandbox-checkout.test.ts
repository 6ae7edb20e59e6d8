import { sandboxAmount } from '../src/domain/sandboxCheckout';
import { entitlementsOfSubscription } from '../src/domain/subscriptions';

describe('what a sandbox checkout charges', () => {
  it('charges only the seats added to a plan', () => {
    expect(
      sandboxAmount({ purpose: 'add_seats', plan: 'pro', seats: 2, billing_interval: 'monthly' }),
    ).toBe(2 * 3900);
  });

  it('charges a period of the plan with its seats beyond those included', () => {
    expect(
      sandboxAmount({
        purpose: 'upgrade_plan',
        plan: 'advanced',
        seats: 4,
        billing_interval: 'annual',
      }),
    ).toBe(16600 + 2900);
  });

  it('charges nothing for a plan it does not know', () => {
    expect(
      sandboxAmount({ purpose: 'signup', plan: null, seats: 1, billing_interval: 'monthly' }),
    ).toBe(0);
  });
});

describe('what a subscription entitles to', () => {
  it('is its plan’s entitlements', () => {
    expect(entitlementsOfSubscription({ plan: 'pro' })).toMatchObject({
      key: 'pro',
      clientLimit: 500,
    });
  });

  it('is starter’s for a plan billing does not know', () => {
    expect(entitlementsOfSubscription({ plan: 'enterprise' })).toMatchObject({
      key: 'starter',
      clientLimit: 30,
    });
  });
});
