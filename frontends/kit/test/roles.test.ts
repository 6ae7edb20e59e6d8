import { dashboardPathFor, profileHomeFor, roleCaption } from '../src/roles';
import { brandVariables, contrastText } from '../src/theme/applyTenantTheme';
import { planCatalog, priceFor } from '../src/plans';

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

  it('ignores a colour that is not hex instead of painting garbage', () => {
    expect(brandVariables('red; background: url(x)')).toEqual({});
  });
});

describe('plan catalog', () => {
  it('shows the DESIGN.md §11 prices, annual per month', () => {
    expect(
      planCatalog.map((p) => [p.id, priceFor(p, 'monthly'), priceFor(p, 'annual'), p.clientLimit]),
    ).toEqual([
      ['starter', 39, 33, 30],
      ['pro', 99, 83, 500],
      ['advanced', 199, 166, null],
    ]);
  });
});
