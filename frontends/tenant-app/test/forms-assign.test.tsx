import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTenantApp } from './harness';
import { INTAKE_ID, SURVEY_ID, intake, survey } from './forms-manage.fixtures';

function renderPanel(patch: Parameters<typeof renderTenantApp>[1]['PATCH /api/forms']) {
  return renderTenantApp('/assign-roles', {
    'GET /api/forms': { status: 200, body: { forms: [intake, survey] } },
    ...(patch ? { 'PATCH /api/forms': patch } : {}),
  });
}

const panel = () => screen.getByRole('region', { name: 'Assign Forms to User Roles' });

it("says 'Please select a form' and sends nothing when no form is chosen", async () => {
  const user = userEvent.setup();
  const { requests } = renderPanel({ status: 200, body: intake });
  const region = await screen.findByRole('region', { name: 'Assign Forms to User Roles' });
  await user.click(await within(region).findByRole('button', { name: 'Save Assignments' }));
  expect(within(region).getByRole('alert')).toHaveTextContent('Please select a form');
  expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
});

it("ticks the chosen form's roles and saves the new ones: 'Assignments saved successfully'", async () => {
  const user = userEvent.setup();
  const { requests } = renderPanel({
    status: 200,
    body: { ...survey, assigned_roles: ['role1', 'role3'] },
  });
  const region = await screen.findByRole('region', { name: 'Assign Forms to User Roles' });
  const select = await within(region).findByLabelText('Form');

  await user.selectOptions(select, INTAKE_ID);
  expect(await within(region).findByRole('checkbox', { name: 'Client' })).toBeChecked();
  expect(within(region).getByRole('checkbox', { name: 'Team Member' })).not.toBeChecked();

  await user.selectOptions(select, SURVEY_ID);
  expect(within(region).getByRole('checkbox', { name: 'Client' })).not.toBeChecked();
  await user.click(within(region).getByRole('checkbox', { name: 'Team Member' }));
  await user.click(within(region).getByRole('checkbox', { name: 'Guest' }));
  await user.click(within(region).getByRole('button', { name: 'Save Assignments' }));

  expect(await within(region).findByRole('status')).toHaveTextContent(
    'Assignments saved successfully',
  );
  const sent = requests.find((r) => r.method === 'PATCH');
  expect(sent?.body).toEqual({ id: SURVEY_ID, assigned_roles: ['role1', 'role3'] });
});

it("says 'Error saving assignments' when the server refuses", async () => {
  const user = userEvent.setup();
  renderPanel({ status: 500, body: { error: 'down', code: 'internal' } });
  const region = await screen.findByRole('region', { name: 'Assign Forms to User Roles' });
  await user.selectOptions(await within(region).findByLabelText('Form'), INTAKE_ID);
  await user.click(within(region).getByRole('button', { name: 'Save Assignments' }));
  expect(await within(region).findByRole('alert')).toHaveTextContent('Error saving assignments');
});

it('offers every role but admin, who sees every form anyway, beside the role types editor', async () => {
  renderPanel(undefined);
  await waitFor(() => expect(panel()).toBeInTheDocument());
  await within(panel()).findByLabelText('Form');
  const chips = await within(panel()).findAllByRole('checkbox');
  expect(chips.map((c) => c.closest('label')?.textContent)).toEqual([
    'Team Member',
    'Client',
    'Guest',
  ]);
  expect(screen.getByRole('heading', { name: 'Assign Roles', level: 1 })).toBeInTheDocument();
});

it('saves a role assignment from the management panel’s Role Assignment tab', async () => {
  const user = userEvent.setup();
  const { requests } = renderTenantApp('/forms', {
    'GET /api/forms': { status: 200, body: { forms: [intake] } },
    'PATCH /api/forms': { status: 200, body: { ...intake, assigned_roles: [] } },
    'GET /api/form-responses': { status: 200, body: { form: intake, responses: [] } },
  });
  const detail = await screen.findByRole('region', { name: 'Selected form' });
  await user.click(await within(detail).findByRole('tab', { name: 'Role Assignment' }));
  const client = await within(detail).findByRole('checkbox', { name: 'Client' });
  expect(client).toBeChecked();
  await user.click(client);
  await user.click(within(detail).getByRole('button', { name: 'Save Assignments' }));
  expect(await within(detail).findByText('Assignments saved successfully')).toBeInTheDocument();
  expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
    id: INTAKE_ID,
    assigned_roles: [],
  });
});

it('assigns a form to one person instead of roles, and says who then sees it', async () => {
  const user = userEvent.setup();
  const PERSON = '66666666-6666-4666-8666-666666666666';
  const { requests } = renderTenantApp('/assign-roles', {
    'GET /api/forms': { status: 200, body: { forms: [intake] } },
    'GET /api/files/tenant-users': {
      status: 200,
      body: { users: [{ id: PERSON, email: 'cy@example.com', name: 'Cy Client', role: 'role2' }] },
    },
    'PATCH /api/forms': { status: 200, body: { ...intake, assigned_user_id: PERSON } },
  });
  const region = await screen.findByRole('region', { name: 'Assign Forms to User Roles' });
  await user.selectOptions(await within(region).findByLabelText('Form'), INTAKE_ID);
  await user.selectOptions(
    await within(region).findByLabelText('Or one person only'),
    'Cy Client (cy@example.com)',
  );
  expect(
    within(region).getByText(
      'Only this person and admins see the form; the roles above do not apply.',
    ),
  ).toBeInTheDocument();
  await user.click(within(region).getByRole('button', { name: 'Save Assignments' }));
  expect(await within(region).findByText('Assignments saved successfully')).toBeInTheDocument();
  expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
    id: INTAKE_ID,
    assigned_roles: ['role2'],
    assigned_user_id: PERSON,
  });
});
