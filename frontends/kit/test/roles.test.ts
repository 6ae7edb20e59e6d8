import { readFileSync } from 'node:fs';
import path from 'node:path';
import { roleCaption } from '../src/roles';
import { dashboardPathFor, profileHomeFor } from '../src/screens';
import {
  brandTextColor,
  brandTextColorOnDark,
  brandVariables,
  contrastRatio,
  contrastText,
  DARK_SURFACES,
  LIGHT_SURFACES,
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

  // A teal brand's buttons had white text at 3.7:1 (the walk-through's axe on every screen).
  it.each(['#0d9488', '#2563eb', '#db2777', '#22c55e', '#f97316', '#7c3aed', '#0f766e'])(
    'button text on brand %s is whichever of white and near-black reads better',
    (brand) => {
      const text = brandVariables(brand)['--brand-primary-contrast'] as string;
      const other = text === '#ffffff' ? '#0f172a' : '#ffffff';
      expect(contrastRatio(text, brand)).toBeGreaterThan(contrastRatio(other, brand));
    },
  );
  it('puts near-black on teal, where white reads below AA', () => {
    expect(contrastText('#0d9488')).toBe('#0f172a');
    expect(contrastRatio('#0f172a', '#0d9488')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['#db2777', '#facc15', '#22c55e', '#38bdf8', '#f97316'])(
    'links in brand %s stay readable (AA) on white, the page and the soft tint',
    (brand) => {
      const text = brandVariables(brand)['--brand-text-on-light'] as string;
      const soft = brandVariables(brand)['--brand-soft-on-light'] as string;
      for (const surface of ['#ffffff', '#f7f8fb', '#eff6ff', soft]) {
        expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  // The dark scheme's surfaces (tokens.css): navy, maroon or black brands must lighten there.
  it.each(['#1e3a8a', '#7f1d1d', '#000000', '#2563eb', '#db2777', '#facc15', '#0f766e'])(
    'links in brand %s stay readable (AA) on every dark surface and the dark tint',
    (brand) => {
      const text = brandVariables(brand)['--brand-text-on-dark'] as string;
      const soft = brandVariables(brand)['--brand-soft-on-dark'] as string;
      for (const surface of [...DARK_SURFACES, soft]) {
        expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(4.5);
      }
      // ... and so do the same links in the light scheme.
      const light = brandVariables(brand)['--brand-text-on-light'] as string;
      for (const surface of LIGHT_SURFACES) {
        expect(contrastRatio(light, surface)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('keeps a light brand colour as it is on dark surfaces, and lightens a navy one', () => {
    expect(brandTextColorOnDark('#facc15')).toBe('#facc15');
    const navy = brandTextColorOnDark('#1e3a8a');
    expect(navy).not.toBe('#1e3a8a');
    expect(contrastRatio(navy, '#131c2e')).toBeGreaterThanOrEqual(4.5);
    // Just enough: one shade less would not read.
    expect(contrastRatio(navy, '#131c2e')).toBeLessThan(6);
  });

  it("matches the dark theme's default text colour for the default brand", () => {
    expect(brandVariables('#2563eb')['--brand-text-on-dark']).toBe(brandTextColorOnDark('#2563eb'));
  });

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

describe('the default theme tokens', () => {
  // tokens.css writes the default brand's derived colours by hand; they must be what
  // applyTenantTheme computes for it, or a tenant without a colour would read differently.
  const tokens = readFileSync(path.join(__dirname, '../src/theme/tokens.css'), 'utf8');
  const token = (name: string) => new RegExp(`${name}: (#[0-9a-f]{6});`).exec(tokens)?.[1];
  it.each([
    '--brand-soft-on-light',
    '--brand-soft-on-dark',
    '--brand-text-on-light',
    '--brand-text-on-dark',
  ])('%s is the default brand colour’s', (name) => {
    expect(token(name)).toBe(brandVariables(token('--brand-primary'))[name]);
  });
});
