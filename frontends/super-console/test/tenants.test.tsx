import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  ActiveTenantProvider,
  ApiProvider,
  AuthProvider,
  ToastProvider,
} from '@portico/frontend-kit';
import { scriptedApi, type ScriptedRoutes } from '@portico/frontend-kit/testing/scriptedApi';
import { TenantsPage } from '../src/tenants/TenantsPage';
import { UserManagementPage } from '../src/tenants/UserManagementPage';
import { inviteOutcome } from '../src/tenants/InviteUserModal';

const ACME = '44444444-4444-4444-8444-444444444444';
const tenant = (patch: Record<string, unknown> = {}) => ({
  id: ACME,
  name: 'Acme Studio',
  slug: 'acme-studio',
  domain: 'portal.acme.test',
  tier: 'pro',
  status: 'active',
  seats_used: 1,
  seats_total: 3,
  members_count: 4,
  created_at: '2026-01-01T00:00:00Z',
  ...patch,
});
const list = (items: unknown[]) => ({
  status: 200,
  body: { items, total: items.length, page: 1, page_size: 25 },
});

const SIGNED_IN: ScriptedRoutes = {
  'POST /api/auth/refresh': {
    status: 200,
    body: {
      access_token: 't',
      expires_at: '2999-01-01T00:00:00Z',
      user: { id: 's1', email: 's@x.io' },
    },
  },
  'GET /api/me': {
    status: 200,
    body: {
      user: { id: 's1', email: 's@x.io' },
      role: 'super_admin',
      isSuperAdmin: true,
      tenant_id: null,
      impersonating: false,
      memberships: [],
    },
  },
};

function renderScreen(screenElement: React.ReactNode, routes: ScriptedRoutes) {
  const scripted = scriptedApi({ ...SIGNED_IN, ...routes });
  render(
    <MemoryRouter>
      <ApiProvider client={scripted.api}>
        <AuthProvider>
          <ActiveTenantProvider>
            <ToastProvider>{screenElement}</ToastProvider>
          </ActiveTenantProvider>
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return scripted;
}

describe('Tenants & Domains', () => {
  it('lists the tenants with tier, status and seats, and sends the filters to the gateway', async () => {
    const { requests } = renderScreen(<TenantsPage />, {
      'GET /api/super/tenants': list([tenant()]),
    });
    const table = await screen.findByRole('table', { name: 'Tenants' });
    expect(within(table).getByText('Acme Studio', { selector: 'strong' })).toBeInTheDocument();
    expect(within(table).getByText('portal.acme.test')).toBeInTheDocument();
    expect(within(table).getByText('Pro')).toBeInTheDocument();
    expect(within(table).getByText('1 / 3')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Search tenants'), { target: { value: 'ac' } });
    fireEvent.change(screen.getByLabelText('Search tenants'), { target: { value: 'acme' } });
    fireEvent.change(screen.getByLabelText('Tier'), { target: { value: 'advanced' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'suspended' } });
    fireEvent.click(screen.getByLabelText('Has Custom Domain'));
    await waitFor(() => {
      const last = requests.filter((r) => r.path === '/api/super/tenants').at(-1)!;
      expect(Object.fromEntries(last.query)).toMatchObject({
        q: 'acme',
        tier: 'advanced',
        status: 'suspended',
        has_custom_domain: 'true',
        page: '1',
      });
    });
    // The name is asked for once typing pauses: never for what was typed on the way.
    const names = requests
      .filter((r) => r.path === '/api/super/tenants')
      .map((r) => r.query.get('q'));
    expect(names).not.toContain('ac');
  });

  it("says 'No tenants found.' when nothing matches", async () => {
    renderScreen(<TenantsPage />, { 'GET /api/super/tenants': list([]) });
    expect(await screen.findByText('No tenants found.')).toBeInTheDocument();
  });

  it('says the list failed with its status', async () => {
    renderScreen(<TenantsPage />, {
      'GET /api/super/tenants': { status: 500, body: { error: 'boom', code: 'internal' } },
    });
    expect(await screen.findByText('Failed to load tenants (500)')).toBeInTheDocument();
  });

  it('suspends a tenant with a reason after asking, and offers Activate once suspended', async () => {
    let current = tenant();
    const { requests } = renderScreen(<TenantsPage />, {
      'GET /api/super/tenants': () => list([current]),
      'PUT /api/super/tenants/{id}/status': (request) => {
        current = tenant({ status: (request.body as { status: string }).status });
        return { status: 200, body: { tenant: current } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend Acme Studio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Acme Studio?' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Unpaid invoices' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByRole('button', { name: 'Activate Acme Studio' })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      path: `/api/super/tenants/${ACME}/status`,
      body: { status: 'suspended', reason: 'Unpaid invoices' },
    });
    expect(screen.getByText('Suspended', { selector: '.pt-badge' })).toBeInTheDocument();
  });

  it('opens the drawer with Domains, Branding and Usage', async () => {
    renderScreen(<TenantsPage />, {
      'GET /api/super/tenants': list([tenant()]),
      'GET /api/super/tenants/{id}': {
        status: 200,
        body: {
          tenant: tenant(),
          domains: [
            {
              id: 'd1',
              domain: 'portal.acme.test',
              status: 'verified',
              ssl_status: 'ready',
              verified_at: '2026-01-02T00:00:00Z',
              created_at: '2026-01-01T00:00:00Z',
            },
          ],
          branding: {
            support_email: 'help@acme.test',
            logo_url: '',
            favicon_url: '',
            brand_color: '#2563eb',
          },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Details of Acme Studio' }));
    const drawer = await screen.findByRole('dialog', { name: 'Acme Studio' });
    expect(await within(drawer).findByText(/verified, SSL ready/)).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Branding' }));
    expect(within(drawer).getByText('help@acme.test')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Usage' }));
    expect(within(drawer).getByText('4')).toBeInTheDocument();
  });

  it('creates a new tenant: slug derived and read-only, seats 3, Bypass Billing, and the link to share', async () => {
    const { requests } = renderScreen(<TenantsPage />, {
      'GET /api/super/tenants': list([tenant()]),
      'POST /api/super/invitations': {
        status: 201,
        body: {
          emailSent: false,
          emailError: '',
          signup_url: 'http://portal.test/signup?invite=abc&member=true',
          invitation: {
            id: 'i1',
            tenant_id: 't2',
            tenant_name: 'Nova Holdings',
            email: 'nora@nova.test',
            role: 'owner',
            expires_at: '2026-01-08T00:00:00Z',
          },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create New Tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    const create = within(dialog).getByRole('button', { name: 'Create Tenant & Invite' });
    expect(create).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Tenant name'), {
      target: { value: '  Nova Holdings, Inc. ' },
    });
    const slug = within(dialog).getByLabelText('Slug');
    expect(slug).toHaveValue('nova-holdings-inc');
    expect(slug).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Seats')).toHaveValue(3);
    fireEvent.change(within(dialog).getByLabelText('Tier'), { target: { value: 'pro' } });
    expect(create).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('First admin email'), {
      target: { value: 'nora@nova.test' },
    });
    fireEvent.click(within(dialog).getByLabelText('Bypass Billing'));
    fireEvent.click(create);
    expect(
      await within(dialog).findByText(
        'Invite created. Share this link: http://portal.test/signup?invite=abc&member=true',
      ),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/super/invitations')?.body).toEqual({
      tenant: {
        name: 'Nova Holdings, Inc.',
        slug: 'nova-holdings-inc',
        tier: 'pro',
        seats_total: 3,
      },
      admin: { email: 'nora@nova.test' },
      bypass_billing: true,
    });
  });

  it("shows a new tenant's failure as 'Invite failed: {message}'", async () => {
    renderScreen(<TenantsPage />, {
      'GET /api/super/tenants': list([tenant()]),
      'POST /api/super/invitations': {
        status: 409,
        body: { error: 'That slug is already taken', code: 'conflict' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create New Tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    fireEvent.change(within(dialog).getByLabelText('Tenant name'), { target: { value: 'Acme' } });
    fireEvent.change(within(dialog).getByLabelText('Tier'), { target: { value: 'starter' } });
    fireEvent.change(within(dialog).getByLabelText('First admin email'), {
      target: { value: 'a@acme.test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Tenant & Invite' }));
    expect(
      await within(dialog).findByText('Invite failed: That slug is already taken'),
    ).toBeInTheDocument();
  });
});

describe('Super User Management', () => {
  it("shows a tenant's users and sends one a password reset from the user drawer", async () => {
    const { requests } = renderScreen(<UserManagementPage />, {
      'GET /api/super/tenants': list([tenant()]),
      'GET /api/super/tenant-users': {
        status: 200,
        body: {
          items: [
            {
              id: '77777777-7777-4777-8777-777777777777',
              name: 'Olive Owner',
              email: 'olive@acme.test',
              role: 'owner',
              status: 'active',
              last_login_at: '',
            },
            {
              id: 'inv-1',
              name: '',
              email: 'pending@acme.test',
              role: 'member',
              status: 'pending',
              last_login_at: '',
            },
          ],
        },
      },
      'POST /api/super/users/{id}/password-reset': {
        status: 200,
        body: { message: 'Password reset link sent' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Users of Acme Studio' }));
    const users = await screen.findByRole('table', { name: 'Users of Acme Studio' });
    expect(within(users).getByText('olive@acme.test')).toBeInTheDocument();
    expect(within(users).getByText('Pending')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/super/tenant-users')?.query.get('id')).toBe(ACME);

    fireEvent.click(within(users).getByRole('button', { name: 'Details of olive@acme.test' }));
    const drawer = await screen.findByRole('dialog', { name: 'Olive Owner' });
    expect(within(drawer).getByText('Never')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send password reset' }));
    expect(await within(drawer).findByText('Password reset link sent')).toBeInTheDocument();
  });

  it("shows a user's role by the tenant's own label and the tier by its name, never the keys", async () => {
    const { requests } = renderScreen(<UserManagementPage />, {
      'GET /api/super/tenants': list([tenant()]),
      'GET /api/super/tenant-users': {
        status: 200,
        body: {
          items: [
            {
              id: '77777777-7777-4777-8777-777777777777',
              name: 'Cleo Client',
              email: 'cleo@acme.test',
              role: 'role2',
              status: 'active',
              last_login_at: '',
            },
          ],
        },
      },
      'GET /api/tenant-roles': {
        status: 200,
        body: {
          roles: [
            {
              role_key: 'role2',
              role_label: 'Brand partners',
              role_color: '#123456',
              role_description: '',
            },
          ],
        },
      },
    });
    const tenants = await screen.findByRole('table', { name: 'Tenants' });
    expect(within(tenants).getByText('Pro')).toBeInTheDocument();
    expect(within(tenants).queryByText('pro')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Users of Acme Studio' }));
    const users = await screen.findByRole('table', { name: 'Users of Acme Studio' });
    const label = await within(users).findByText('Brand partners');
    expect(label).toHaveAttribute('title', 'role2');
    expect(within(users).queryByText('role2')).not.toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/tenant-roles')?.headers.get('x-tenant-id')).toBe(
      ACME,
    );

    fireEvent.click(within(users).getByRole('button', { name: 'Details of cleo@acme.test' }));
    const drawer = await screen.findByRole('dialog', { name: 'Cleo Client' });
    expect(within(drawer).getByText('Brand partners')).toBeInTheDocument();
    expect(within(drawer).queryByText('role2')).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch users' when a tenant's users cannot be read", async () => {
    renderScreen(<UserManagementPage />, {
      'GET /api/super/tenants': list([tenant()]),
      'GET /api/super/tenant-users': { status: 500, body: { error: 'x', code: 'internal' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Users of Acme Studio' }));
    expect(await screen.findByText('Failed to fetch users')).toBeInTheDocument();
  });

  it('invites to an existing tenant only once email, role and tenant are chosen', async () => {
    const { requests } = renderScreen(<UserManagementPage />, {
      'GET /api/super/tenants': list([tenant()]),
      'POST /api/super/invitations': {
        status: 201,
        body: {
          emailSent: true,
          emailError: '',
          signup_url: 'http://portal.test/signup?invite=x',
          invitation: {
            id: 'i1',
            tenant_id: ACME,
            tenant_name: 'Acme Studio',
            email: 'new@acme.test',
            role: 'admin',
            expires_at: '2026-01-08T00:00:00Z',
          },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    const send = within(dialog).getByRole('button', { name: 'Send Invite' });
    fireEvent.change(within(dialog).getByLabelText('Email'), {
      target: { value: 'new@acme.test' },
    });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'admin' } });
    expect(send).toBeDisabled();
    await within(dialog).findByRole('option', { name: 'Acme Studio (acme-studio)' });
    fireEvent.change(within(dialog).getByLabelText('Tenant'), { target: { value: ACME } });
    expect(send).toBeEnabled();
    fireEvent.click(send);
    expect(await within(dialog).findByText('Invite sent successfully')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/super/invitations')?.body).toEqual({
      email: 'new@acme.test',
      role: 'admin',
      tenant_id: ACME,
    });
  });

  it("shows an existing-tenant failure as 'Failed ({status}): {body}'", async () => {
    renderScreen(<UserManagementPage />, {
      'GET /api/super/tenants': list([tenant()]),
      'POST /api/super/invitations': {
        status: 409,
        body: {
          error: 'An invitation has already been sent to this email address.',
          code: 'conflict',
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'a@b.co' } });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'member' } });
    await within(dialog).findByRole('option', { name: 'Acme Studio (acme-studio)' });
    fireEvent.change(within(dialog).getByLabelText('Tenant'), { target: { value: ACME } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(
      await within(dialog).findByText(/^Failed \(409\): .*already been sent/),
    ).toBeInTheDocument();
  });
});

describe('Find a user', () => {
  const found = (status: string) => ({
    status: 200,
    body: {
      users: [
        {
          id: '77777777-7777-4777-8777-777777777777',
          email: 'olive@acme.test',
          name: 'Olive Owner',
          first_name: 'Olive',
          last_name: 'Owner',
          role: 'user',
          role_label: 'User',
          tenant_role: '',
          status,
          created_at: '2026-01-01T00:00:00Z',
          last_active: '',
          workspaces: [
            {
              tenant_id: 'acme',
              tenant_name: 'Acme Studio',
              role_label: 'Owner',
              status: 'active',
            },
          ],
        },
      ],
      total: 1,
      page: 1,
      page_size: 1,
    },
  });

  it('finds a user by email across tenants and disables, then enables, the account', async () => {
    let state = 'active';
    const { requests } = renderScreen(<UserManagementPage />, {
      'GET /api/super/tenants': list([tenant()]),
      'GET /api/users': () => found(state),
      'PUT /api/super/users/{id}/status': (request) => {
        state = (request.body as { status: string }).status;
        return {
          status: 200,
          body: {
            user: {
              id: '77777777-7777-4777-8777-777777777777',
              email: 'olive@acme.test',
              status: state,
            },
          },
        };
      },
    });
    fireEvent.change(await screen.findByLabelText('Search by email'), {
      target: { value: 'olive' },
    });
    const table = await screen.findByRole('table', { name: 'Users found' });
    expect(requests.find((r) => r.path === '/api/users')?.query.get('query')).toBe('olive');
    expect(within(table).getByRole('cell', { name: 'Acme Studio · Owner' })).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: 'Disable olive@acme.test' }));
    expect(await screen.findByText('olive@acme.test is disabled')).toBeInTheDocument();
    expect(
      await within(table).findByRole('button', { name: 'Enable olive@acme.test' }),
    ).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: 'Enable olive@acme.test' }));
    expect(await screen.findByText('olive@acme.test is enabled')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { status: 'disabled' },
      { status: 'active' },
    ]);
  });

  it("says 'No users found.' when no email matches", async () => {
    renderScreen(<UserManagementPage />, {
      'GET /api/super/tenants': list([tenant()]),
      'GET /api/users': { status: 200, body: { users: [], total: 0, page: 1, page_size: 0 } },
    });
    fireEvent.change(await screen.findByLabelText('Search by email'), {
      target: { value: 'nobody' },
    });
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('says when someone belongs to no workspace', async () => {
    const nowhere = found('active');
    nowhere.body.users[0]!.workspaces = [];
    renderScreen(<UserManagementPage />, {
      'GET /api/super/tenants': list([tenant()]),
      'GET /api/users': nowhere,
    });
    fireEvent.change(await screen.findByLabelText('Search by email'), {
      target: { value: 'olive' },
    });
    const table = await screen.findByRole('table', { name: 'Users found' });
    expect(within(table).getByRole('cell', { name: 'No workspace' })).toBeInTheDocument();
  });
});

describe('invite messages (docs/product.md §8)', () => {
  const base = { emailSent: false, emailError: '', signup_url: '', invitation: {} as never };
  it('names the email failure and the link to share', () => {
    expect(inviteOutcome({ ...base, emailError: 'SMTP down', signup_url: 'http://x/s' })).toBe(
      'Invite created, but email failed: SMTP down. Share this link: http://x/s',
    );
  });
  it('says sent, link only, or created', () => {
    expect(inviteOutcome({ ...base, emailSent: true })).toBe('Invite sent successfully');
    expect(inviteOutcome({ ...base, signup_url: 'http://x/s' })).toBe(
      'Invite created. Share this link: http://x/s',
    );
    expect(inviteOutcome(base)).toBe('Invite created.');
  });
});
