import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScriptedRequest } from '@portico/frontend-kit/testing/scriptedApi';
import { renderTenantApp, userRow } from './harness';

const people = [
  userRow('u2', 'Grace Hopper', 'role2'),
  userRow('u3', 'Alan Turing', 'role1', { status: 'suspended' }),
];
const listOf = (users: unknown[], total = users.length) => ({
  status: 200,
  body: { users, total, page: 1, page_size: 25 },
});

const lastListQuery = (requests: ScriptedRequest[]) =>
  requests.filter((r) => r.path === '/api/users').at(-1)?.query;

describe('CRM – Users', () => {
  it('lists the page with role and status, Page N and Showing X of Y users', async () => {
    renderTenantApp('/crm/users', { 'GET /api/users': listOf(people, 40) });
    expect(await screen.findByRole('heading', { name: 'CRM – Users' })).toBeInTheDocument();
    const row = (await screen.findByText('Grace Hopper')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Client')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    const alan = screen.getByText('Alan Turing').closest('tr') as HTMLElement;
    expect(within(alan).getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 40 users')).toBeInTheDocument();
  });

  it('marks a member whose address is not confirmed, and only them', async () => {
    renderTenantApp('/crm/users', {
      'GET /api/users': listOf([
        userRow('u2', 'Grace Hopper', 'role2'),
        userRow('u4', 'Eve Linked', 'role2', { email_confirmed: false }),
      ]),
    });
    const eve = (await screen.findByText('Eve Linked')).closest('tr') as HTMLElement;
    expect(within(eve).getByText('Email not confirmed')).toBeInTheDocument();
    const grace = screen.getByText('Grace Hopper').closest('tr') as HTMLElement;
    expect(within(grace).queryByText('Email not confirmed')).not.toBeInTheDocument();
  });

  it('asks the server for newest first by default, then for the column clicked, and the next page', async () => {
    const { requests } = renderTenantApp('/crm/users', { 'GET /api/users': listOf(people, 40) });
    await screen.findByText('Grace Hopper');
    expect(Object.fromEntries(lastListQuery(requests)!)).toMatchObject({
      sort: 'created_at',
      order: 'desc',
      page: '1',
      page_size: '25',
      status: 'all',
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(lastListQuery(requests)?.get('sort')).toBe('name'));
    expect(lastListQuery(requests)?.get('order')).toBe('asc');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastListQuery(requests)?.get('page')).toBe('2'));
  });

  it('filters by search, role chip and status on the server', async () => {
    const { requests } = renderTenantApp('/crm/users', { 'GET /api/users': listOf(people) });
    await screen.findByText('Grace Hopper');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search users'), 'grace');
    await waitFor(() => expect(lastListQuery(requests)?.get('search')).toBe('grace'));
    await user.click(screen.getByRole('button', { name: 'Guest', pressed: false }));
    await waitFor(() => expect(lastListQuery(requests)?.get('role')).toBe('role3'));
    await user.selectOptions(screen.getByLabelText('Status'), 'suspended');
    await waitFor(() => expect(lastListQuery(requests)?.get('status')).toBe('suspended'));
  });

  it('says No users yet when nobody matches', async () => {
    renderTenantApp('/crm/users', { 'GET /api/users': listOf([]) });
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
  });

  it('changes the role of the selected users and says so with the role label', async () => {
    const { requests } = renderTenantApp('/crm/users', {
      'GET /api/users': listOf(people),
      'POST /api/users/bulk-role': { status: 200, body: { changed: 2, role_label: 'Team Member' } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Select all users on this page'));
    await user.click(screen.getByRole('button', { name: 'Make Team Member' }));
    expect(
      await screen.findByText('Successfully updated 2 user(s) to Team Member role'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/users/bulk-role')?.body).toEqual({
      user_ids: ['u2', 'u3'],
      role: 'role1',
    });
  });

  it('shows the server’s invalid-role message when a role change is refused', async () => {
    renderTenantApp('/crm/users', {
      'GET /api/users': listOf(people),
      'PATCH /api/users/{id}': {
        status: 400,
        body: {
          error: 'Invalid role "role2". Please use one of: admin, role1',
          code: 'INVALID_ARGUMENT',
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
    await user.click(screen.getByRole('button', { name: 'Change Role' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Role' });
    await user.selectOptions(within(dialog).getByLabelText(/Role for/), 'role1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Error updating role: Invalid role "role2". Please use one of: admin, role1',
      ),
    ).toBeInTheDocument();
  });

  it('deletes only after two confirmations, the second deciding about the files', async () => {
    const { requests } = renderTenantApp('/crm/users', {
      'GET /api/users': listOf(people),
      'DELETE /api/users/{id}': { status: 200, body: { message: 'User deleted' } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete user?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    const files = screen.getByRole('dialog', { name: 'Also delete their files?' });
    await user.click(within(files).getByRole('button', { name: 'Delete files too' }));
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    const sent = requests.find((r) => r.method === 'DELETE');
    expect(sent?.path).toBe('/api/users/u2');
    expect(sent?.query.get('deleteFiles')).toBe('true');
  });

  it('shows a bulk role change at once and puts the rows back when the server refuses it', async () => {
    let refuse!: () => void;
    renderTenantApp('/crm/users', {
      'GET /api/users': listOf(people),
      'POST /api/users/bulk-role': () =>
        new Promise((resolve) => {
          refuse = () =>
            resolve({ status: 404, body: { error: 'User not found', code: 'NOT_FOUND' } });
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Select Grace Hopper'));
    await user.click(screen.getByRole('button', { name: 'Make Team Member' }));
    const grace = () => screen.getByText('Grace Hopper').closest('tr') as HTMLElement;
    expect(await within(grace()).findByText('Team Member')).toBeInTheDocument();
    refuse();
    expect(await screen.findByText('Error updating roles: User not found')).toBeInTheDocument();
    expect(within(grace()).getByText('Client')).toBeInTheDocument();
  });
});
