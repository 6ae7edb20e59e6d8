/**
 * Tenant detail → Ownership (issue 24 item 4): the super admin's override. The operator picks an
 * active member who is not the owner, confirms in a dialog, and the console sends the override;
 * a refusal stays in the dialog. Loading and error states of the member list; axe-clean.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ScriptedRoutes } from '@portico/frontend-kit/testing/scriptedApi';
import { failure, renderConsole } from './support/renderConsole';

const ACME = '44444444-4444-4444-8444-444444444444';
const tenant = {
  id: ACME,
  name: 'Acme Studio',
  slug: 'acme-studio',
  domain: '',
  tier: 'pro',
  status: 'active',
  seats_used: 2,
  seats_total: 3,
  members_count: 3,
  created_at: '2026-01-01T00:00:00Z',
};
const person = (id: string, name: string, role: string, status = 'active') => ({
  id,
  name,
  email: `${id}@acme.test`,
  role,
  status,
  last_login_at: '',
});

const routes = (extra: ScriptedRoutes = {}): ScriptedRoutes => ({
  'GET /api/super/tenants': {
    status: 200,
    body: { items: [tenant], total: 1, page: 1, page_size: 25 },
  },
  'GET /api/super/tenants/{id}': {
    status: 200,
    body: {
      tenant,
      domains: [],
      branding: { support_email: '', logo_url: '', favicon_url: '', brand_color: '' },
    },
  },
  'GET /api/super/tenant-users': {
    status: 200,
    body: {
      items: [
        person('u1', 'Olive Owner', 'owner'),
        person('u2', 'Ada Admin', 'admin'),
        person('u3', 'Pat Pending', 'member', 'pending'),
      ],
    },
  },
  ...extra,
});

async function ownershipTab() {
  await userEvent.click(await screen.findByRole('button', { name: 'Details of Acme Studio' }));
  const drawer = await screen.findByRole('dialog', { name: 'Acme Studio' });
  await userEvent.click(within(drawer).getByRole('tab', { name: 'Ownership' }));
  return drawer;
}

describe('tenant detail: Ownership', () => {
  it('makes an active member the owner after the operator confirms', async () => {
    const { requests } = renderConsole(
      '/super/tenants',
      routes({
        'POST /api/super/tenants/{id}/ownership': {
          status: 200,
          body: { tenant_id: ACME, previous_owner_user_id: 'u1', new_owner_user_id: 'u2' },
        },
      }),
    );
    const drawer = await ownershipTab();
    expect(await within(drawer).findByText('Olive Owner')).toBeInTheDocument();
    const choice = within(drawer).getByLabelText('New owner');
    // Neither the owner nor a pending member is offered.
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ada Admin (admin)']);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Transfer ownership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership?' });
    expect(within(dialog).getByText(/Ada Admin will own Acme Studio/)).toBeInTheDocument();
    const audit = await axe.run(dialog, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    expect(audit.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer ownership' }));
    expect(await screen.findByText('Ada Admin now owns Acme Studio')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Transfer ownership?' })).toBeNull(),
    );
    const sent = requests.filter((r) => r.path === `/api/super/tenants/${ACME}/ownership`);
    expect(sent.map((r) => r.body)).toEqual([{ user_id: 'u2' }]);
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    renderConsole(
      '/super/tenants',
      routes({
        'POST /api/super/tenants/{id}/ownership': failure(
          400,
          'Choose an active member of this workspace as the new owner.',
        ),
      }),
    );
    const drawer = await ownershipTab();
    await userEvent.click(
      await within(drawer).findByRole('button', { name: 'Transfer ownership' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer ownership' }));
    expect(
      await within(dialog).findByText(
        'Choose an active member of this workspace as the new owner.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the tenant’s members cannot be loaded', async () => {
    renderConsole(
      '/super/tenants',
      routes({ 'GET /api/super/tenant-users': failure(500, 'boom') }),
    );
    const drawer = await ownershipTab();
    expect(
      await within(drawer).findByText(/The tenant’s members could not be loaded/),
    ).toBeInTheDocument();
  });
});
