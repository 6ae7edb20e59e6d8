import { revenueOf } from '../src/domain/revenue';

const row = (plan: string, seats: number, status = 'active', interval = 'monthly') => ({
  plan,
  seats_purchased: seats,
  status,
  billing_interval: interval,
});

describe('platform revenue', () => {
  it('adds each paying plan with its extra seats to MRR, annual plans at their monthly price', () => {
    const revenue = revenueOf([row('pro', 2), row('advanced', 3, 'active', 'annual')], 0);
    // Pro: 99 + one extra seat at 39; Advanced annual: 166 a month, 3 seats included.
    expect(revenue.mrrCents).toBe(9900 + 3900 + 16600);
  });

  it('counts a bypassed tenant in the plan mix and seats but not in MRR', () => {
    const revenue = revenueOf([row('starter', 1), row('advanced', 5, 'bypassed')], 2);
    expect(revenue).toEqual({
      mrrCents: 3900,
      planMix: [
        { plan: 'starter', tenants: 1 },
        { plan: 'advanced', tenants: 1 },
      ],
      seatsSold: 6,
      failedPayments: 2,
    });
  });

  it('a custom plan, sold by conversation, adds nothing to MRR', () => {
    expect(revenueOf([row('custom', 10)], 0).mrrCents).toBe(0);
  });
});
