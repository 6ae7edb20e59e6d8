import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTenantApp, userRow } from './harness';

const recent = {
  users: [
    userRow('u2', 'Grace Hopper', 'role2', { last_active: '2026-11-20T10:00:00.000Z' }),
    userRow('u3', 'Alan Turing', 'role1'),
  ],
  total_clients: 12,
  active_clients: 4,
};

describe('tenant admin dashboard', () => {
  it('counts Total and Active Clients from the server, not a copy of one another', async () => {
    renderTenantApp('/dashboard/admin', { 'GET /api/users/recent': { status: 200, body: recent } });
    const total = screen.getByText('Total Clients').closest('.stat-card') as HTMLElement;
    const active = screen.getByText('Active Clients').closest('.stat-card') as HTMLElement;
    expect(await within(total).findByText('12')).toBeInTheDocument();
    expect(within(active).getByText('4')).toBeInTheDocument();
  });

  it('lists recent users as Active once they signed in, else Pending, and links to all users', async () => {
    renderTenantApp('/dashboard/admin', { 'GET /api/users/recent': { status: 200, body: recent } });
    const users = screen.getByRole('region', { name: 'Recent Users' });
    const grace = (await within(users).findByText('Grace Hopper')).closest('li') as HTMLElement;
    expect(within(grace).getByText('Active')).toBeInTheDocument();
    const alan = within(users).getByText('Alan Turing').closest('li') as HTMLElement;
    expect(within(alan).getByText('Pending')).toBeInTheDocument();
    expect(within(users).getByRole('link', { name: 'View All Users' })).toHaveAttribute(
      'href',
      '/crm/users',
    );
  });

  it('says No users yet for a workspace without people', async () => {
    renderTenantApp('/dashboard/admin', {
      'GET /api/users/recent': {
        status: 200,
        body: { users: [], total_clients: 0, active_clients: 0 },
      },
    });
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
  });

  it('shows the error text when recent users cannot be read', async () => {
    renderTenantApp('/dashboard/admin', {
      'GET /api/users/recent': { status: 500, body: { error: 'boom', code: 'INTERNAL' } },
    });
    expect(
      await screen.findByText('Failed to fetch users', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('opens the invite from Add User with the first tenant role chosen, and sends it', async () => {
    const { requests } = renderTenantApp('/dashboard/admin', {
      'GET /api/users/recent': { status: 200, body: recent },
      'POST /api/invite': {
        status: 201,
        body: {
          message: 'Invitation sent successfully!',
          invitation: {
            id: 'i1',
            email: 'new@example.com',
            role: 'role1',
            tenant_id: 't1',
            expires_at: '',
          },
          signup_url: 'http://x/signup?invite=abc',
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite User' });
    await waitFor(() => expect(within(dialog).getByLabelText('Role')).toHaveValue('role1'));
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Invitation sent successfully!')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/invite')?.body).toEqual({
      email: 'new@example.com',
      role: 'role1',
      // The screen never shows the link: it goes by email only and proves the address.
      share_link: false,
    });
  });
});
