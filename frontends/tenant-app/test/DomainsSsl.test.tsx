import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTenantApp } from './harness';

const config = {
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
    features: { custom_domain: true },
  },
};
const profile = {
  status: 200,
  body: { id: 'u1', first_name: 'Ada', last_name: 'Byron', phone: '', linkedin: '' },
};
const verified = (domain: string, ssl: Record<string, string>) => ({
  id: domain,
  domain,
  type: 'custom',
  status: 'verified',
  verified_at: '2026-11-22T10:00:00.000Z',
  created_at: '2026-11-22T09:00:00.000Z',
  txtRecord: { name: `_portico-verification.${domain}`, value: 'portico-verification=abc' },
  ssl_status: 'pending',
  ssl_checked_at: '',
  ssl_expires_at: '',
  ssl_reason: '',
  ...ssl,
});

describe('Domains – SSL status', () => {
  it('says in words whether each verified domain’s certificate is ready, failed or pending', async () => {
    renderTenantApp('/dashboard/admin/settings', {
      'GET /api/tenant-config': config,
      'GET /api/profile': profile,
      'GET /api/domains': {
        status: 200,
        body: {
          domains: [
            verified('ready.acme.example', {
              ssl_status: 'ready',
              ssl_checked_at: new Date().toISOString(),
              ssl_expires_at: '2027-02-20T12:00:00.000Z',
            }),
            verified('wrong.acme.example', {
              ssl_status: 'failed',
              ssl_checked_at: new Date().toISOString(),
              ssl_reason: 'Certificate does not cover wrong.acme.example',
            }),
            verified('new.acme.example', {}),
          ],
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Domains' });
    const item = async (domain: string) =>
      (await within(section).findByText(domain)).closest('li') as HTMLElement;

    const ready = await item('ready.acme.example');
    expect(within(ready).getByText('SSL ready')).toBeInTheDocument();
    expect(ready).toHaveTextContent(/Certificate valid until .*2027/);
    const failed = await item('wrong.acme.example');
    expect(within(failed).getByText('SSL failed')).toBeInTheDocument();
    expect(failed).toHaveTextContent('Certificate does not cover wrong.acme.example');
    const pending = await item('new.acme.example');
    expect(within(pending).getByText('SSL pending')).toBeInTheDocument();
    expect(pending).toHaveTextContent('Provisioning SSL. SSL may take up to a minute.');
  });

  it('checks a certificate again on Check again and shows what the probe found', async () => {
    let domains = [
      verified('portal.acme.example', {
        ssl_status: 'failed',
        ssl_checked_at: new Date().toISOString(),
        ssl_reason: 'No TLS answer on port 443',
      }),
    ];
    const { requests } = renderTenantApp('/dashboard/admin/settings', {
      'GET /api/tenant-config': config,
      'GET /api/profile': profile,
      'GET /api/domains': () => ({ status: 200, body: { domains } }),
      'POST /api/domains-ssl-check': () => {
        domains = [
          verified('portal.acme.example', {
            ssl_status: 'ready',
            ssl_checked_at: new Date().toISOString(),
            ssl_expires_at: '2027-02-20T12:00:00.000Z',
          }),
        ];
        return { status: 200, body: domains[0] };
      },
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Domains' });
    expect(await within(section).findByText(/No TLS answer on port 443/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Check again' }));
    expect(await within(section).findByText('SSL ready')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/domains-ssl-check')?.body).toEqual({
      domain: 'portal.acme.example',
    });
  });

  it('shows the server’s refusal when the check cannot run', async () => {
    renderTenantApp('/dashboard/admin/settings', {
      'GET /api/tenant-config': config,
      'GET /api/profile': profile,
      'GET /api/domains': {
        status: 200,
        body: { domains: [verified('portal.acme.example', { ssl_status: 'pending' })] },
      },
      'POST /api/domains-ssl-check': {
        status: 404,
        body: { error: 'Domain not found', code: 'NOT_FOUND' },
      },
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Domains' });
    await user.click(await within(section).findByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Domain not found')).toBeInTheDocument();
  });
});
