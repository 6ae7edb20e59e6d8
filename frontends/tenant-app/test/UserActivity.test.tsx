import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tenantCatalogue } from '../src/i18n';
import { activityLabel } from '../src/screens/users/UserActivity';
import { renderTenantApp, userRow } from './harness';

const people = [userRow('u2', 'Grace Hopper', 'role2')];
const list = { status: 200, body: { users: people, total: 1, page: 1, page_size: 25 } };

const entry = (id: string, action: string, created_at: string) => ({
  id,
  actor_user_id: 'u2',
  impersonator_user_id: null,
  action,
  entity_type: 'membership',
  entity_id: 'u2',
  tenant_id: 't1',
  reason: '',
  details: {},
  created_at,
});

async function openActivity() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
  await user.click(screen.getByRole('button', { name: 'View Activity' }));
  return screen.getByRole('dialog', { name: 'Grace Hopper' });
}

describe('CRM – user drawer activity', () => {
  it('lists what the member did and what was done to them, newest first, from the audit log', async () => {
    const { requests } = renderTenantApp('/crm/users', {
      'GET /api/users': list,
      'GET /api/users/{id}/activity': {
        status: 200,
        body: {
          activity: [
            entry('a2', 'membership.role_changed', '2026-03-02T10:00:00.000Z'),
            entry('a1', 'membership.accepted', '2026-03-01T09:00:00.000Z'),
          ],
        },
      },
    });
    const drawer = await openActivity();
    const items = await within(drawer).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Role changed'),
      expect.stringContaining('Joined the workspace'),
    ]);
    expect(requests.some((r) => r.path === '/api/users/u2/activity')).toBe(true);
  });

  it('names the sign-in, the uploaded file and the submitted form, with how long ago', async () => {
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    renderTenantApp('/crm/users', {
      'GET /api/users': list,
      'GET /api/users/{id}/activity': {
        status: 200,
        body: {
          activity: [
            {
              ...entry('a3', 'form.submitted', ago(2)),
              entity_type: 'form',
              entity_id: 'f1',
              details: { form_title: 'Client intake' },
            },
            {
              ...entry('a2', 'file.uploaded', ago(5)),
              entity_type: 'file',
              entity_id: 'file1',
              details: { file_name: 'report.pdf' },
            },
            { ...entry('a1', 'auth.tenant_sign_in', ago(180)), entity_type: 'user' },
          ],
        },
      },
    });
    const drawer = await openActivity();
    const items = await within(drawer).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Submitted Client intake2 min ago',
      'Uploaded report.pdf5 min ago',
      'Signed in3 hr ago',
    ]);
  });

  it('says No activity yet for a member with none', async () => {
    renderTenantApp('/crm/users', {
      'GET /api/users': list,
      'GET /api/users/{id}/activity': { status: 200, body: { activity: [] } },
    });
    const drawer = await openActivity();
    expect(await within(drawer).findByText('No activity yet')).toBeInTheDocument();
  });

  it('says Failed to fetch activity when the server fails', async () => {
    renderTenantApp('/crm/users', {
      'GET /api/users': list,
      'GET /api/users/{id}/activity': { status: 500, body: { error: 'Internal error' } },
    });
    const drawer = await openActivity();
    expect(await within(drawer).findByText(/Failed to fetch activity/)).toBeInTheDocument();
  });
});

describe("an activity's label in the reader's language", () => {
  beforeAll(() => tenantCatalogue.load('es'));

  it.each([
    ['en', 'membership.role_changed', {}, 'Role changed'],
    ['es', 'membership.role_changed', {}, 'Rol cambiado'],
    ['es', 'file.uploaded', { file_name: 'informe.pdf' }, 'Subió informe.pdf'],
    ['es', 'form.submitted', {}, 'Envió un formulario'],
  ] as const)('%s: %s', (locale, action, details, text) => {
    expect(activityLabel(tenantCatalogue.intl(locale), action, details)).toBe(text);
  });
});
