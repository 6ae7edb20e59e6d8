import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTenantApp } from './harness';
import { INTAKE_ID, intake, q, survey, formOf } from './forms-manage.fixtures';

const ARCHIVE = 'Archive this form? It will be hidden from lists.';
const DELETE = 'Delete this form?';
const noResponses = {
  status: 200,
  body: { form: intake, responses: [] },
};

afterEach(() => jest.restoreAllMocks());

it("says 'No forms yet' when the workspace has no forms, with the way to build one", async () => {
  renderTenantApp('/forms', {
    'GET /api/forms': { status: 200, body: { forms: [] } },
  });
  expect(await screen.findByText('No forms yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'New Form' })).toHaveAttribute('href', '/forms/new');
});

it("shows the server's message in red when the list cannot be loaded", async () => {
  renderTenantApp('/forms', {
    'GET /api/forms': {
      status: 503,
      body: { error: 'Forms are unavailable', code: 'unavailable' },
    },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Forms are unavailable');
});

it('asks the server for published or draft forms only when the status filter says so', async () => {
  const user = userEvent.setup();
  const { requests } = renderTenantApp('/forms', {
    'GET /api/forms': (request) => {
      const status = request.query.get('status');
      const forms = [intake, survey].filter((f) => status === 'all' || f.status === status);
      return { status: 200, body: { forms } };
    },
    'GET /api/form-responses': noResponses,
  });
  const list = await screen.findByRole('list', { name: 'Forms' });
  expect(within(list).getByText('Client intake')).toBeInTheDocument();
  expect(within(list).getByText('Satisfaction survey')).toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText('Status'), 'draft');
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Archive Client intake' })).toBeNull(),
  );
  const drafts = await screen.findByRole('list', { name: 'Forms' });
  expect(within(drafts).getByText('Satisfaction survey')).toBeInTheDocument();
  expect(
    requests
      .filter((r) => r.path === '/api/forms')
      .at(-1)
      ?.query.get('status'),
  ).toBe('draft');

  await user.selectOptions(screen.getByLabelText('Sort'), 'title');
  await waitFor(() =>
    expect(
      requests
        .filter((r) => r.path === '/api/forms')
        .at(-1)
        ?.query.get('sort'),
    ).toBe('title'),
  );
});

it('archives a form only after the spec’s confirmation, and the form leaves the list', async () => {
  const user = userEvent.setup();
  let forms = [intake, survey];
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
  const { requests } = renderTenantApp('/forms', {
    'GET /api/forms': () => ({ status: 200, body: { forms } }),
    'PATCH /api/forms': (request) => {
      forms = forms.filter((f) => f.id !== (request.body as { id: string }).id);
      return { status: 200, body: { ...intake, status: 'archived' } };
    },
    'GET /api/form-responses': noResponses,
  });
  const list = await screen.findByRole('list', { name: 'Forms' });

  await user.click(within(list).getByRole('button', { name: 'Archive Client intake' }));
  expect(confirm).toHaveBeenLastCalledWith(ARCHIVE);
  expect(requests.some((r) => r.method === 'PATCH')).toBe(false);

  await user.click(within(list).getByRole('button', { name: 'Archive Client intake' }));
  await waitFor(() => expect(within(list).queryByText('Client intake')).toBeNull());
  const patch = requests.find((r) => r.method === 'PATCH');
  expect(patch?.body).toEqual({ id: INTAKE_ID, status: 'archived' });
  expect(within(list).getByText('Satisfaction survey')).toBeInTheDocument();
});

it("deletes after 'Delete this form?' and says 'Failed to delete form' when the server refuses", async () => {
  const user = userEvent.setup();
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderTenantApp('/forms', {
    'GET /api/forms': { status: 200, body: { forms: [intake] } },
    'DELETE /api/forms/{id}': { status: 500, body: { error: 'boom', code: 'internal' } },
    'GET /api/form-responses': noResponses,
  });
  const list = await screen.findByRole('list', { name: 'Forms' });
  await user.click(within(list).getByRole('button', { name: 'Delete Client intake' }));
  expect(confirm).toHaveBeenCalledWith(DELETE);
  expect(await screen.findByText('Failed to delete form')).toBeInTheDocument();
  expect(within(list).getByText('Client intake')).toBeInTheDocument();
});

it('copies a form and shows the copy the server made', async () => {
  const user = userEvent.setup();
  const copy = formOf({
    id: '55555555-5555-4555-8555-555555555555',
    title: 'Client intake (Copy)',
    status: 'draft',
  });
  let forms = [intake];
  renderTenantApp('/forms', {
    'GET /api/forms': () => ({ status: 200, body: { forms } }),
    'POST /api/forms/{id}/copy': () => {
      forms = [copy, intake];
      return { status: 201, body: copy };
    },
    'GET /api/form-responses': noResponses,
  });
  const list = await screen.findByRole('list', { name: 'Forms' });
  await user.click(within(list).getByRole('button', { name: 'Copy Client intake' }));
  expect(await within(list).findByText('Client intake (Copy)')).toBeInTheDocument();
  const panel = screen.getByRole('region', { name: 'Selected form' });
  expect(
    await within(panel).findByRole('heading', { name: 'Client intake (Copy)', level: 2 }),
  ).toBeInTheDocument();
});

it('previews the chosen form read-only, names what its logic hides, and links to its responses', async () => {
  const user = userEvent.setup();
  const withLogic = formOf({
    schema: [
      q({ id: 'q1', label: 'Hiring?', type: 'choice', options: ['Yes', 'No'] }),
      q({
        id: 'q2',
        label: 'How many roles?',
        logic: { whenQuestionId: 'q1', equals: 'Yes', showQuestionId: 'q2' },
      }),
    ],
  });
  renderTenantApp('/forms', {
    'GET /api/forms': { status: 200, body: { forms: [withLogic] } },
    'GET /api/form-responses': {
      status: 200,
      body: {
        form: withLogic,
        responses: [
          {
            id: 'r1',
            form_id: INTAKE_ID,
            user_id: 'u9',
            user_email: 'cy@example.com',
            // A number (a 1–5 rating) is an answer too; the drawer keeps the form's order.
            answers: { 'How many roles?': 3, 'Hiring?': 'Yes' },
            created_at: '2026-11-02T10:00:00.000Z',
          },
        ],
      },
    },
  });
  const panel = await screen.findByRole('region', { name: 'Selected form' });
  const preview = await within(panel).findByRole('tabpanel');
  expect(within(preview).getByRole('radio', { name: 'Yes' })).toBeDisabled();
  expect(
    within(preview).getByText('“How many roles?” appears when “Hiring?” is “Yes”.'),
  ).toBeInTheDocument();

  await user.click(within(panel).getByRole('tab', { name: 'Responses' }));
  const responses = within(panel).getByRole('tabpanel');
  expect(within(responses).getByText('50%')).toBeInTheDocument();
  expect(within(responses).getByRole('link', { name: 'All responses (2)' })).toHaveAttribute(
    'href',
    `/forms/${INTAKE_ID}/responses`,
  );
  await user.click(
    await within(responses).findByRole('button', { name: 'View response from cy@example.com' }),
  );
  const drawer = screen.getByRole('dialog', { name: 'Response from cy@example.com' });
  expect(within(drawer).getByText('How many roles?')).toBeInTheDocument();
  expect(within(drawer).getByText('3')).toBeInTheDocument();
  expect(within(drawer).queryByText(/Invalid answer/)).toBeNull();
  expect(
    within(drawer)
      .getAllByRole('term')
      .map((t) => t.textContent),
  ).toEqual(['Hiring?', 'How many roles?']);
});

it('switches the list between cards and a table', async () => {
  const user = userEvent.setup();
  renderTenantApp('/forms', {
    'GET /api/forms': { status: 200, body: { forms: [intake, survey] } },
    'GET /api/form-responses': noResponses,
  });
  await screen.findByRole('list', { name: 'Forms' });
  await user.click(screen.getByRole('button', { name: 'Table' }));
  const table = screen.getByRole('table', { name: 'Forms' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Title', 'Status', 'Responses', 'Updated', 'Actions']);
  expect(within(table).getByText('Draft')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
});
