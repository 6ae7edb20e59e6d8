/**
 * Settings → Workspace Ownership (issue 24 item 4): only the owner sees it; they choose an
 * active member, confirm with their password in a dialog, and see the server's refusal when
 * the password is wrong. Axe-clean (WCAG 2.2 AA rules that need no layout engine).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ScriptedRoutes } from '@portico/frontend-kit/testing/scriptedApi';
import { adminMe, renderTenantApp, userRow } from './harness';

const ownerMe = {
  ...adminMe,
  memberships: [{ ...adminMe.memberships[0]!, role: 'owner' }],
};
const members = {
  status: 200,
  body: {
    users: [
      userRow('u1', 'Ada Byron', 'admin'),
      userRow('u2', 'Grace Hopper', 'admin'),
      userRow('u3', 'Alan Turing', 'role1'),
    ],
    total: 3,
    page: 1,
    page_size: 100,
  },
};

const section = async () =>
  within(await screen.findByRole('region', { name: 'Workspace Ownership' }));

const settings = (routes: ScriptedRoutes = {}) =>
  renderTenantApp('/admin/settings', {
    'GET /api/me': { status: 200, body: ownerMe },
    'GET /api/users': members,
    ...routes,
  });

describe('settings: Workspace Ownership', () => {
  it('is not shown to an admin who does not own the workspace', async () => {
    renderTenantApp('/admin/settings', { 'GET /api/users': members });
    expect(await screen.findByRole('region', { name: 'Security' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Workspace Ownership' })).toBeNull();
  });

  it('hands the workspace to the chosen member once the owner confirms with their password', async () => {
    const { requests } = settings({
      'POST /api/tenant/ownership': {
        status: 200,
        body: { tenant_id: 't1', previous_owner_user_id: 'u1', new_owner_user_id: 'u3' },
      },
    });
    const owned = await section();
    const choice = await owned.findByLabelText('New owner');
    // The owner themselves is not offered.
    expect(within(choice).queryByRole('option', { name: /Ada Byron/ })).toBeNull();
    await userEvent.selectOptions(choice, 'u3');
    await userEvent.click(owned.getByRole('button', { name: 'Transfer ownership' }));

    const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership?' });
    expect(within(dialog).getByText(/Alan Turing will own this workspace/)).toBeInTheDocument();
    const audit = await axe.run(dialog, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    expect(audit.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // Nothing is sent without the password.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer ownership' }));
    expect(within(dialog).getByText('Enter your password to confirm.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'my password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer ownership' }));
    expect(await screen.findByText('Ownership transferred')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Transfer ownership?' })).toBeNull(),
    );
    expect(requests.filter((r) => r.path === '/api/tenant/ownership').map((r) => r.body)).toEqual([
      { user_id: 'u3', password: 'my password' },
    ]);
  });

  it('keeps the dialog open with the server’s refusal when the password is wrong', async () => {
    settings({
      'POST /api/tenant/ownership': {
        status: 401,
        body: { error: 'Current password is incorrect.', code: 'UNAUTHENTICATED' },
      },
    });
    const owned = await section();
    await userEvent.click(await owned.findByRole('button', { name: 'Transfer ownership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership?' });
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer ownership' }));
    expect(await within(dialog).findByText('Current password is incorrect.')).toBeInTheDocument();
  });
});
