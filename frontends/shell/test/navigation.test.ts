import { renderHook } from '@testing-library/react';
import { SCREENS } from '@portico/frontend-kit/screens';
import { useScreenLinks } from '../src/layouts/Sidebar';
import { guardDecision } from '../src/routing/access';
import { guardedRoutes } from '../src/routing/routes';

const linksOf = (sidebar: 'admin' | 'member' | 'super', tenantId?: string) =>
  renderHook(() => useScreenLinks(sidebar, tenantId)).result.current.map((link) => [
    link.label,
    link.to,
  ]);

describe('the shell reads its routes and sidebars from the screen registry', () => {
  it('guards every registered screen with its audience, layout and remote', () => {
    expect(guardedRoutes).toEqual(
      SCREENS.map((entry) => ({
        path: entry.path,
        roles: entry.audience,
        remote: entry.remote,
        layout: entry.layout,
      })),
    );
  });

  // docs/product.md §2, "Admin scope banner": the admin sidebar's links, in that order, with
  // Payments (issue 29) after Billing and the Tasks screen issue 28 adds after Forms.
  it('draws the admin sidebar, its dashboard link keeping the active tenant', () => {
    expect(linksOf('admin', 't 1')).toEqual([
      ['Dashboard', '/dashboard/admin?tenant_id=t%201'],
      ['Users List', '/crm/users'],
      ['Files', '/admin/files'],
      ['Billing', '/dashboard/admin/billing'],
      ['Payments', '/dashboard/admin/payments'],
      ['Integrations', '/dashboard/admin/integrations'],
      ['Settings', '/dashboard/admin/settings'],
      ['Dashboard Screens', '/admin-embeds'],
      ['Forms', '/forms'],
      ['Tasks', '/admin/tasks'],
      ['Messages', '/admin/messages'],
    ]);
  });

  // docs/product.md §2: other roles get Dashboard, Files and Settings; issue 27 adds Messages,
  // issue 28 their Tasks and issue 29 the invoices their agency sends them.
  it('draws the member sidebar', () => {
    expect(linksOf('member')).toEqual([
      ['Dashboard', '/dashboard/client'],
      ['Messages', '/messages'],
      ['Files', '/files'],
      ['Invoices', '/invoices'],
      ['Tasks', '/tasks'],
      ['Settings', '/settings'],
    ]);
  });

  it('draws the super console sidebar', () => {
    expect(linksOf('super').map(([label]) => label)).toEqual([
      'Mission Control',
      'Tenants & Domains',
      'User Management',
      'App Health',
      'Queues & Jobs',
      'Integrations',
      'Embeds',
      'Notifications',
      'Settings',
      'Audit Logs',
    ]);
  });
});

describe('role1, the Team Member (the rule settled in the screen registry)', () => {
  const open = (path: string) => {
    const route = guardedRoutes.find((r) => r.path === path)!;
    return guardDecision({
      loading: false,
      signedIn: true,
      isSuperAdmin: false,
      userRole: 'role1',
      allowedRoles: route.roles,
      pathname: path,
    });
  };

  it('opens the Team Member dashboard, as recruitpro does', () => {
    expect(open('/dashboard/recruitpro')).toEqual({ kind: 'allow' });
  });

  it('is sent there from the client dashboard and from admin pages', () => {
    expect(open('/dashboard/client')).toEqual({ kind: 'redirect', to: '/dashboard/recruitpro' });
    expect(open('/crm/users')).toEqual({ kind: 'redirect', to: '/dashboard/recruitpro' });
  });
});
