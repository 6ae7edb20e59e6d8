import { findPlan, PLAN_CATALOG, planAllows, priceIdOf } from '../src/domain/plan-catalog';

describe('plan catalog', () => {
  it.each([
    ['starter', 3900, 3300, 30],
    ['pro', 9900, 8300, 500],
    ['advanced', 19900, 16600, 'unlimited'],
  ] as const)(
    '%s costs %i cents a month, %i a month billed annually, for %s clients',
    (key, monthly, annual, clients) => {
      const plan = findPlan(key);
      expect(plan).toMatchObject({
        monthlyPriceCents: monthly,
        annualMonthlyPriceCents: annual,
        clientLimit: clients,
      });
    },
  );

  it('annual billing gives about two months free on every paid plan', () => {
    for (const plan of PLAN_CATALOG.filter((p) => !p.contactSales)) {
      const yearly = plan.annualMonthlyPriceCents * 12;
      const monthlyYear = plan.monthlyPriceCents * 12;
      expect(monthlyYear - yearly).toBeGreaterThanOrEqual(plan.monthlyPriceCents * 1.8);
    }
  });

  it('custom is contact-us with every feature', () => {
    const custom = findPlan('custom');
    expect(custom?.contactSales).toBe(true);
    expect(custom && planAllows(custom, 'embedded_payments')).toBe(true);
  });

  it.each([
    ['starter', 'custom_domain', false],
    ['starter', 'files', true],
    ['pro', 'api_access', true],
    ['pro', 'embedded_payments', false],
    ['advanced', 'embedded_payments', true],
  ] as const)('%s allows %s: %s', (key, feature, allowed) => {
    expect(planAllows(findPlan(key)!, feature)).toBe(allowed);
  });

  it('starter sells no extra seats; pro and advanced do', () => {
    expect(findPlan('starter')).toMatchObject({ seatPriceCents: 0, maxExtraSeats: 0 });
    expect(findPlan('pro')).toMatchObject({ seatPriceCents: 3900, maxExtraSeats: 3 });
    expect(findPlan('advanced')?.seatPriceCents).toBe(2900);
  });

  it('uses a configured provider price id, else a stable sandbox id', () => {
    const pro = findPlan('pro')!;
    expect(priceIdOf(pro, 'annual', { pro_annual: 'price_live_123' })).toBe('price_live_123');
    expect(priceIdOf(pro, 'monthly', {})).toBe('price_pro_monthly');
  });

  it('an unknown plan key finds nothing', () => {
    expect(findPlan('enterprise')).toBeUndefined();
  });
});
