import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationBanners } from '../src/layouts/AccountBanners';
import { renderAt, scriptedApi } from './harness';

const TENANT = 't0000000-0000-4000-8000-000000000001';

const signedInMember = {
  'POST /api/auth/refresh': {
    status: 200,
    body: {
      access_token: 't',
      expires_at: '2999-01-01T00:00:00Z',
      user: { id: 'u1', email: 'm@x.io' },
    },
  },
  'GET /api/me': {
    status: 200,
    body: {
      user: { id: 'u1', email: 'm@x.io', first_name: '', last_name: '' },
      role: 'client',
      isSuperAdmin: false,
      tenant_id: TENANT,
      impersonating: false,
      memberships: [
        {
          tenant_id: TENANT,
          tenant_name: 'Acme',
          role: 'member',
          role_key: 'client',
          status: 'active',
        },
      ],
    },
  },
} as const;

const banner = (id: string, title: string) => ({
  id,
  title,
  message: `${title} details`,
  end_at: '2999-01-01T00:00:00.000Z',
});

describe('notification banners', () => {
  it('shows the active tenant’s announcements, each dismissible from the keyboard', async () => {
    const { api } = scriptedApi({
      ...signedInMember,
      'GET /api/notifications/active': {
        status: 200,
        body: { banners: [banner('b1', 'Maintenance tonight'), banner('b2', 'New forms')] },
      },
    });
    renderAt('/dashboard/client', <NotificationBanners />, api);
    expect(await screen.findByText('Maintenance tonight')).toBeInTheDocument();
    expect(screen.getByText('New forms')).toBeInTheDocument();

    const dismiss = screen.getByRole('button', { name: 'Dismiss Maintenance tonight' });
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Maintenance tonight')).not.toBeInTheDocument());
    expect(screen.getByText('New forms')).toBeInTheDocument();
  });

  it('asks for the active tenant’s banners with its tenant header', async () => {
    const scripted = scriptedApi({
      ...signedInMember,
      'GET /api/notifications/active': { status: 200, body: { banners: [] } },
    });
    renderAt('/dashboard/client', <NotificationBanners />, scripted.api);
    await waitFor(() =>
      expect(scripted.requests.some((r) => r.path === '/api/notifications/active')).toBe(true),
    );
    const asked = scripted.requests.find((r) => r.path === '/api/notifications/active')!;
    expect(asked.headers.get('x-tenant-id')).toBe(TENANT);
  });

  it('shows no banner when the banners fail to load', async () => {
    const scripted = scriptedApi({
      ...signedInMember,
      'GET /api/notifications/active': { status: 500, body: { error: 'boom', code: 'INTERNAL' } },
    });
    renderAt('/dashboard/client', <NotificationBanners />, scripted.api);
    await waitFor(() =>
      expect(scripted.requests.some((r) => r.path === '/api/notifications/active')).toBe(true),
    );
    expect(screen.queryByRole('button', { name: /Dismiss/ })).not.toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('asks nothing for a super admin in the console, who has no active tenant', async () => {
    const operator = { id: 'u-super', email: 'ops@portico.test' };
    const scripted = scriptedApi({
      'POST /api/auth/refresh': {
        status: 200,
        body: { ...signedInMember['POST /api/auth/refresh'].body, user: operator },
      },
      'GET /api/me': {
        status: 200,
        body: {
          ...signedInMember['GET /api/me'].body,
          user: { ...operator, first_name: '', last_name: '' },
          role: 'super_admin',
          isSuperAdmin: true,
          tenant_id: null,
          memberships: [],
        },
      },
      'GET /api/notifications/active': { status: 400, body: { error: 'no tenant', code: 'X' } },
    });
    renderAt('/super', <NotificationBanners />, scripted.api);
    await waitFor(() => expect(scripted.requests.some((r) => r.path === '/api/me')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scripted.requests.some((r) => r.path === '/api/notifications/active')).toBe(false);
  });
});
