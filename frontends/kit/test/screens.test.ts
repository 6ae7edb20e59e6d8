import { matchPath } from 'react-router';
import { AUDIENCES, roleCaption } from '@portico/rules';
import english from '../src/screens/i18n/en.json';
import spanish from '../src/screens/i18n/es.json';
import { SCREENS } from '../src/screens/registry';
import {
  dashboardPathFor,
  paletteScreens,
  profileHomeFor,
  screensOf,
  sidebarScreens,
} from '../src/screens/screens';

describe('the screen registry', () => {
  it('names each screen and each path once', () => {
    const ids = SCREENS.map((screen) => screen.id);
    const paths = SCREENS.map((screen) => screen.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('draws the super console in the super layout, for super admins only', () => {
    for (const screen of screensOf('super-console')) {
      expect([screen.layout, screen.audience]).toEqual(['super', AUDIENCES.superAdmins]);
    }
  });

  it('links each sidebar entry from a layout that can show it', () => {
    for (const sidebar of ['admin', 'member', 'super'] as const) {
      for (const screen of sidebarScreens(sidebar)) {
        expect(sidebar === 'admin' ? ['admin', 'byRole'] : [sidebar, 'byRole']).toContain(
          screen.layout,
        );
      }
    }
  });

  it('offers only the console’s screens in its command palette', () => {
    expect(paletteScreens().map((screen) => screen.remote)).toEqual(
      paletteScreens().map(() => 'super-console'),
    );
  });

  it('gives every home a path of its own, without parameters', () => {
    for (const screen of SCREENS.filter((s) => s.home)) {
      expect(screen.path).not.toContain(':');
      expect(SCREENS.filter((s) => matchPath(s.path, screen.path))).toEqual([screen]);
    }
  });
});

// docs/product.md §2: the guard sends a role "to their own dashboard (admin, recruitpro, jobseeker or
// client by role)", and the sidebar's caption names it. role1 is the Team Member (the default
// key set), recruitpro's counterpart: captioned Team Member Dashboard, so it lands on the team
// members' dashboard, as recruitpro does (it was sent to /dashboard/client before).
describe('where each role lands, and the caption its sidebar shows', () => {
  it.each([
    ['owner', '/dashboard/admin', 'Admin Dashboard'],
    ['admin', '/dashboard/admin', 'Admin Dashboard'],
    ['recruitpro', '/dashboard/recruitpro', 'Team Member Dashboard'],
    ['role1', '/dashboard/recruitpro', 'Team Member Dashboard'],
    ['RecruitPro', '/dashboard/recruitpro', 'Team Member Dashboard'],
    ['jobseeker', '/dashboard/jobseeker', 'Client Dashboard'],
    ['role2', '/dashboard/client', 'Client Dashboard'],
    ['client', '/dashboard/client', 'Guest Dashboard'],
    ['role3', '/dashboard/client', 'Guest Dashboard'],
    ['member', '/dashboard/client', 'Member Dashboard'],
    ['vip', null, 'Member Dashboard'],
    ['', null, 'Member Dashboard'],
  ])('%p lands on %p, captioned %p', (role, dashboard, caption) => {
    expect(dashboardPathFor(role)).toBe(dashboard);
    expect(roleCaption(role)).toBe(caption);
  });

  it('sends every role captioned Team Member Dashboard to the same dashboard', () => {
    const roles = ['admin', 'recruitpro', 'role1', 'jobseeker', 'role2', 'client', 'role3'];
    const teamMembers = roles.filter((role) => roleCaption(role) === 'Team Member Dashboard');
    expect(new Set(teamMembers.map(dashboardPathFor))).toEqual(new Set(['/dashboard/recruitpro']));
  });

  it('completes a Team Member’s profile back to their dashboard', () => {
    expect(profileHomeFor('role1')).toBe('/dashboard/recruitpro');
  });
});

describe("the screens' words", () => {
  // The registry names no words: each linked screen's label is a kit message keyed by its id.
  const keys = SCREENS.flatMap((screen) => [
    ...(screen.nav ? [`screens.${screen.id}.nav`] : []),
    ...(screen.palette ? [`screens.${screen.id}.palette`] : []),
  ]);
  it.each(keys)('%s is in the English and the Spanish catalogue', (key) => {
    expect(english).toHaveProperty([key]);
    expect(spanish).toHaveProperty([key]);
  });
});
