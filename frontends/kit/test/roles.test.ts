import { roleCaption } from '../src/roles';
import { dashboardPathFor, profileHomeFor } from '../src/screens';
import {
  brandTextColor,
  brandVariables,
  contrastRatio,
  contrastText,
} from '../src/theme/applyTenantTheme';
import { priceFor, toPlan } from '../src/plans';
import { publicPlan } from '../src/testing/scriptedApi';

describe('role rules', () => {
  it.each([
    ['owner', '/dashboard/admin', 'Admin Dashboard'],
    ['admin', '/dashboard/admin', 'Admin Dashboard'],
    ['recruitpro', '/dashboard/recruitpro', 'Team Member Dashboard'],
    ['jobseeker', '/dashboard/jobseeker', 'Client Dashboard'],
    ['role2', '/dashboard/client', 'Client Dashboard'],
    ['client', '/dashboard/client', 'Guest Dashboard'],
    ['authenticated', null, 'Member Dashboard'],
  ])('%s goes to %s with the caption %s', (role, dashboard, caption) => {
    expect(dashboardPathFor(role)).toBe(dashboard);
    expect(roleCaption(role)).toBe(caption);
  });

  it('sends a role without a dashboard to /dashboard after completing the profile', () => {
    expect(profileHomeFor('authenticated')).toBe('/dashboard');
  });
});

describe('tenant theming', () => {
  it('derives hover, soft and readable text colours from the brand colour', () => {
    expect(brandVariables('#2563EB')).toMatchObject({
      '--brand-primary': '#2563eb',
      '--brand-primary-contrast': '#ffffff',
    });
    expect(contrastText('#fde047')).toBe('#0f172a');
  });

  it.each(['#db2777', '#facc15', '#22c55e', '#38bdf8', '#f97316'])(
    'links in brand %s stay readable (AA) on white, the page and the soft tint',
    (brand) => {
      const text = brandVariables(brand)['--brand-primary-text'] as string;
      const soft = brandVariables(brand)['--brand-primary-soft'] as string;
      for (const surface of ['#ffffff', '#f7f8fb', '#eff6ff', soft]) {
        expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('keeps a brand colour that already reads well as it is', () => {
    expect(brandTextColor('#1e3a8a')).toBe('#1e3a8a');
  });

  it("matches the default theme's text colour (Portico blue reads 4.49:1 on its own tint, so it is darkened a touch)", () => {
    expect(brandTextColor('#2563eb')).toBe('#235edf');
  });

  it('ignores a colour that is not hex instead of painting garbage', () => {
    expect(brandVariables('red; background: url(x)')).toEqual({});
  });
});

describe('plan catalog', () => {
  const billing = (key: string, monthly: number, annual: number, limit: number | null) =>
    publicPlan(key, monthly, limit, annual);

  it("shows billing's prices in whole dollars, annual per month, unlimited as null", () => {
    const plans = [
      billing('starter', 3900, 3300, 30),
      billing('pro', 9900, 8300, 500),
      billing('advanced', 19900, 16600, null),
    ].map(toPlan);
    expect(
      plans.map((p) => [p!.id, priceFor(p!, 'monthly'), priceFor(p!, 'annual'), p!.clientLimit]),
    ).toEqual([
      ['starter', 39, 33, 30],
      ['pro', 99, 83, 500],
      ['advanced', 199, 166, null],
    ]);
    expect(plans[1]).toMatchObject({ highlighted: true, priceIds: { annual: 'price_pro_annual' } });
  });

  it('leaves contact-us and unknown plans off the cards', () => {
    expect(toPlan(billing('custom', 0, 0, null))).toBeUndefined();
    expect(toPlan(billing('enterprise', 50000, 40000, null))).toBeUndefined();
  });
});
