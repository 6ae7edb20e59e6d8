import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALE_STORAGE_KEY } from '@portico/frontend-kit';
import { renderTenantApp } from './harness';

const config = (features: Record<string, boolean> = { custom_domain: true }) => ({
  status: 200,
  body: {
    tenant_id: 't1',
    name: 'Acme',
    role_labels: { admin: 'Admin', role1: 'Team Member', role2: 'Client', role3: 'Guest' },
    role_colors: { admin: 'purple', role1: 'blue', role2: 'green', role3: 'gray' },
    support_email: 'help@acme.example',
    logo_url: '',
    favicon_url: '',
    brand_color: '#2563eb',
    features,
  },
});
const profile = {
  status: 200,
  body: { id: 'u1', first_name: 'Ada', last_name: 'Byron', phone: '', linkedin: '' },
};
const pending = {
  id: 'd1',
  domain: 'portal.acme.example',
  type: 'custom',
  status: 'pending',
  ssl_status: 'pending',
  verified_at: '',
  created_at: '2026-11-22T10:00:00.000Z',
  txtRecord: {
    name: '_portico-verification.portal.acme.example',
    value: 'portico-verification=abc',
  },
};

describe('admin settings', () => {
  it('saves the brand and says Brand settings saved', async () => {
    const { requests } = renderTenantApp('/dashboard/admin/settings', {
      'GET /api/tenant-config': config(),
      'GET /api/profile': profile,
      'GET /api/domains': { status: 200, body: { domains: [] } },
      'PATCH /api/tenant-config': (req) => ({
        status: 200,
        body: { ...config().body, ...(req.body as object), message: 'Brand settings saved' },
      }),
    });
    const user = userEvent.setup();
    const brand = await screen.findByRole('region', { name: 'Brand & Legal' });
    const colour = within(brand).getByLabelText('Brand colour');
    await waitFor(() => expect(colour).toHaveValue('#2563eb'));
    await user.clear(colour);
    await user.type(colour, '#ff0066');
    await user.click(within(brand).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Brand settings saved')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
      brand_color: '#ff0066',
      name: 'Acme',
    });
  });

  it('shows No domains yet, adds a domain with its TXT record, and asks Remove {domain}? before removing', async () => {
    let domains: unknown[] = [];
    const { requests } = renderTenantApp('/dashboard/admin/settings', {
      'GET /api/tenant-config': config(),
      'GET /api/profile': profile,
      'GET /api/domains': () => ({ status: 200, body: { domains } }),
      'POST /api/domains': () => {
        domains = [pending];
        return { status: 201, body: pending };
      },
      'DELETE /api/domains': () => {
        domains = [];
        return { status: 204, body: undefined };
      },
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Domains' });
    expect(await within(section).findByText('No domains yet.')).toBeInTheDocument();
    const add = within(section).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.type(within(section).getByLabelText('Add domain'), 'portal.acme.example');
    await user.click(add);
    expect(
      await within(section).findByText('_portico-verification.portal.acme.example'),
    ).toBeInTheDocument();
    expect(within(section).getByText('portico-verification=abc')).toBeInTheDocument();
    expect(within(section).getByText('Pending')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Remove' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove portal.acme.example?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(section).findByText('No domains yet.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'DELETE')?.query.get('domain')).toBe(
      'portal.acme.example',
    );
  });

  it('shows the server’s verification failure and keeps the domain pending', async () => {
    renderTenantApp('/dashboard/admin/settings', {
      'GET /api/tenant-config': config(),
      'GET /api/profile': profile,
      'GET /api/domains': { status: 200, body: { domains: [pending] } },
      'POST /api/domains-verify': {
        status: 400,
        body: {
          error:
            'Verification failed: no TXT record found at _portico-verification.portal.acme.example',
          code: 'INVALID_ARGUMENT',
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(
        'Verification failed: no TXT record found at _portico-verification.portal.acme.example',
      ),
    ).toBeInTheDocument();
  });

  it('offers an upgrade instead of domains when the plan has no custom domains, and asks for none', async () => {
    const { calls } = renderTenantApp('/dashboard/admin/settings', {
      'GET /api/tenant-config': config({ custom_domain: false }),
      'GET /api/profile': profile,
    });
    const section = await screen.findByRole('region', { name: 'Domains' });
    expect(
      await within(section).findByText(/Custom domains are not included in your plan/),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/dashboard/admin/billing',
    );
    expect(calls).not.toContain('GET /api/domains');
  });

  it('saves role labels and colours, and shows why the server refused a key', async () => {
    renderTenantApp('/dashboard/admin/settings', {
      'GET /api/tenant-config': config(),
      'GET /api/profile': profile,
      'GET /api/domains': { status: 200, body: { domains: [] } },
      'PUT /api/tenant-roles': {
        status: 403,
        body: { error: 'A tenant role cannot be a super admin role', code: 'PERMISSION_DENIED' },
      },
    });
    const user = userEvent.setup();
    const section = screen.getByRole('region', { name: 'Role Types & Banner Colors' });
    await within(section).findByDisplayValue('Team Member');
    expect(within(section).getByLabelText('Key of role 1')).toBeDisabled();
    await user.click(within(section).getByRole('button', { name: 'Add role' }));
    await user.type(within(section).getByLabelText('Key of role 5'), 'super_admin');
    await user.click(within(section).getByRole('button', { name: 'Save Roles' }));
    expect(
      await within(section).findByText(
        'Failed to save roles: A tenant role cannot be a super admin role',
      ),
    ).toBeInTheDocument();
  });
});

describe('member settings', () => {
  it('refuses mismatched new passwords without asking the server, then shows the server’s answer', async () => {
    const { requests } = renderTenantApp('/settings', {
      'GET /api/profile': profile,
      'POST /api/me/password': {
        status: 400,
        body: { error: 'Current password is incorrect.', code: 'INVALID_ARGUMENT' },
      },
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Change Password' });
    await user.type(within(section).getByLabelText('Current password'), 'old-secret');
    await user.type(within(section).getByLabelText('New password'), 'new-secret-1');
    await user.type(within(section).getByLabelText('Confirm new password'), 'new-secret-2');
    await user.click(within(section).getByRole('button', { name: 'Update Password' }));
    expect(within(section).getByText('New passwords do not match.')).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/me/password')).toBe(false);
    await user.clear(within(section).getByLabelText('Confirm new password'));
    await user.type(within(section).getByLabelText('Confirm new password'), 'new-secret-1');
    await user.click(within(section).getByRole('button', { name: 'Update Password' }));
    expect(await within(section).findByText('Current password is incorrect.')).toBeInTheDocument();
  });

  it('saves contact info and says Contact info updated!', async () => {
    renderTenantApp('/settings', {
      'GET /api/profile': profile,
      'PUT /api/profile': {
        status: 200,
        body: { ...profile.body, message: 'Contact info updated!' },
      },
    });
    const user = userEvent.setup();
    const section = screen.getByRole('region', { name: 'Contact Info' });
    await within(section).findByDisplayValue('Ada');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Contact info updated!')).toBeInTheDocument();
  });

  it('asks for an email before sending a change', async () => {
    renderTenantApp('/settings', { 'GET /api/profile': profile });
    const user = userEvent.setup();
    const section = screen.getByRole('region', { name: 'Change Email' });
    await user.click(within(section).getByRole('button', { name: 'Update Email' }));
    expect(within(section).getByText('Email cannot be empty.')).toBeInTheDocument();
  });
});

describe('admin settings in Spanish', () => {
  afterEach(() => localStorage.clear());

  it('names every section, field and column in Spanish when the admin reads Spanish', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'es');
    renderTenantApp(
      '/dashboard/admin/settings',
      {
        'GET /api/tenant-config': config({ custom_domain: false }),
        'GET /api/profile': profile,
      },
      { inLanguage: true },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeTruthy();
    const brand = screen.getByRole('region', { name: 'Marca y aviso legal' });
    expect(within(brand).getByText('Subir logotipo')).toBeInTheDocument();
    expect(within(brand).getByText('Subir favicono')).toBeInTheDocument();
    const domains = screen.getByRole('region', { name: 'Dominios' });
    expect(await within(domains).findByRole('link', { name: 'Mejora tu plan' })).toBeTruthy();
    const roles = await screen.findByRole('table', { name: 'Tipos de rol' });
    expect(within(roles).getByRole('columnheader', { name: 'Clave' })).toBeInTheDocument();
    expect(screen.queryByText('Brand & Legal')).toBeNull();
  });
});
