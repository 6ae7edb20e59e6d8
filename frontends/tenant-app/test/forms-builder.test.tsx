import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScriptedRequest } from '@portico/frontend-kit/testing/scriptedApi';
import { adminMe, renderTenantApp } from './harness';
import { INTAKE_ID, formOf, q } from './forms-manage.fixtures';

type SentForm = {
  id?: string;
  version?: number;
  title: string;
  published?: boolean;
  assigned_roles?: string[];
  schema: { id: string; type: string; label: string; options: string[]; logic: unknown }[];
};

const saves = (requests: ScriptedRequest[]) =>
  requests
    .filter((r) => r.method === 'POST' && r.path === '/api/forms')
    .map((r) => r.body as SentForm);

/** The gateway's builder save: echoes the form with the next version. */
function saveRoute(startVersion = 3) {
  let version = startVersion;
  return (request: ScriptedRequest) => {
    const body = request.body as SentForm;
    version += 1;
    return {
      status: 200,
      body: formOf({
        id: body.id ?? INTAKE_ID,
        title: body.title,
        schema: body.schema.map((s) => ({ ...s, required: false, logic: s.logic as never })),
        version,
        status: body.published ? 'published' : 'draft',
        published: Boolean(body.published),
        assigned_roles: body.assigned_roles ?? [],
        updated_at: new Date().toISOString(),
      }),
    };
  };
}

const twoQuestions = formOf({
  status: 'draft',
  published: false,
  schema: [
    q({ id: 'q1', label: 'Company name' }),
    q({ id: 'q2', label: 'Team size' }),
    q({ id: 'q3', label: 'Budget' }),
  ],
});

// Typing whole forms with user-event takes seconds on a loaded machine.
jest.setTimeout(30_000);

afterEach(() => jest.useRealTimers());

it('adds a question of every type from the add-question menu, each with its own label', async () => {
  const user = userEvent.setup();
  renderTenantApp('/forms/new', {});
  const types = [
    'Short answer',
    'Long answer',
    'Multiple choice',
    'Checkboxes',
    'Dropdown',
    'Rating (1–5)',
    'Date',
    'File upload',
  ];
  for (const type of types) {
    await user.click(await screen.findByRole('button', { name: '+ Add question' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Question types' })).getByRole('button', {
        name: type,
      }),
    );
  }
  const list = screen.getByRole('list', { name: 'Questions' });
  const cards = within(list).getAllByRole('listitem');
  expect(cards).toHaveLength(8);
  expect(within(cards[3]!).getByLabelText('Type')).toHaveValue('multi');
  expect(within(cards[3]!).getByLabelText('Options')).toHaveValue('Option 1, Option 2');
  expect(within(cards[0]!).queryByLabelText('Options')).toBeNull();
  // Focus lands on the new question's label, ready to type.
  expect(within(cards[7]!).getByLabelText('Question')).toHaveFocus();
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
    'Added “File upload” as question 8.',
  );
});

it('saves options typed as comma-separated text trimmed, with empty ones dropped', async () => {
  const user = userEvent.setup();
  const { requests } = renderTenantApp('/forms/new', { 'POST /api/forms': saveRoute(0) });
  await user.type(screen.getByLabelText('Form title'), 'Intake');
  await user.click(await screen.findByRole('button', { name: '+ Add question' }));
  await user.click(screen.getByRole('button', { name: 'Dropdown' }));
  const options = screen.getByLabelText('Options');
  await user.clear(options);
  await user.type(options, ' Red , ,Blue ,,');
  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  // Whichever save is last (an autosave may also run while typing), it holds the clean list.
  await waitFor(() => expect(saves(requests).at(-1)?.schema[0]?.options).toEqual(['Red', 'Blue']));
});

it('moves a question by keyboard: Alt+Arrow keys on its handle, announced, focus kept, saved in order', async () => {
  const user = userEvent.setup();
  const { requests } = renderTenantApp(`/forms/new?edit=${INTAKE_ID}`, {
    'GET /api/forms/{id}': { status: 200, body: twoQuestions },
    'POST /api/forms': saveRoute(),
  });
  const handle = await screen.findByRole('button', { name: 'Reorder Company name' });
  handle.focus();
  await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
  const labels = () =>
    within(screen.getByRole('list', { name: 'Questions' }))
      .getAllByLabelText('Question')
      .map((input) => (input as HTMLInputElement).value);
  expect(labels()).toEqual(['Team size', 'Company name', 'Budget']);
  expect(screen.getByRole('button', { name: 'Reorder Company name' })).toHaveFocus();
  expect(screen.getByText('Moved “Company name” to position 2 of 3.')).toBeInTheDocument();

  // Arrow keys without Alt leave the order alone; the Move up button works too.
  await user.keyboard('{ArrowDown}');
  expect(labels()).toEqual(['Team size', 'Company name', 'Budget']);
  await user.click(screen.getByRole('button', { name: 'Move up: Budget' }));
  expect(labels()).toEqual(['Team size', 'Budget', 'Company name']);

  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  // Whichever save is last (an autosave may run between the moves), it holds the new order.
  await waitFor(() =>
    expect(
      saves(requests)
        .at(-1)
        ?.schema.map((s) => s.id),
    ).toEqual(['q2', 'q3', 'q1']),
  );
});

it('saves logic: show a question only when another question equals a chosen answer', async () => {
  const user = userEvent.setup();
  const { requests } = renderTenantApp('/forms/new', { 'POST /api/forms': saveRoute(0) });
  await user.type(screen.getByLabelText('Form title'), 'Hiring intake');
  await user.click(await screen.findByRole('button', { name: '+ Add question' }));
  await user.click(screen.getByRole('button', { name: 'Multiple choice' }));
  const options = screen.getByLabelText('Options');
  await user.clear(options);
  await user.type(options, 'Yes, No');
  await user.click(await screen.findByRole('button', { name: '+ Add question' }));
  await user.click(screen.getByRole('button', { name: 'Short answer' }));

  const second = within(screen.getByRole('listitem', { name: 'Question 2: Short answer' }));
  await user.selectOptions(
    second.getByLabelText('Show this question'),
    'Only when “Multiple choice”…',
  );
  expect(second.getByLabelText('equals')).toHaveValue('Yes');
  await user.selectOptions(second.getByLabelText('equals'), 'No');

  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  await waitFor(() => {
    const [choice, shown] = saves(requests).at(-1)?.schema ?? [];
    expect(shown?.logic).toEqual({
      whenQuestionId: choice?.id,
      equals: 'No',
      showQuestionId: shown?.id,
    });
  });

  // Removing the trigger question removes the rule that named it.
  await user.click(screen.getByRole('button', { name: 'Remove Multiple choice' }));
  expect(screen.getByLabelText('Show this question')).toHaveValue('');
});

it('autosaves 1200 ms after the last change with the loaded version, then says when it saved', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { requests } = renderTenantApp(`/forms/new?edit=${INTAKE_ID}`, {
    'GET /api/forms/{id}': { status: 200, body: twoQuestions },
    'POST /api/forms': saveRoute(3),
  });
  const title = await screen.findByLabelText('Form title');
  await user.clear(title);
  await user.type(title, 'Intake 2');
  act(() => jest.advanceTimersByTime(1199));
  expect(saves(requests)).toHaveLength(0);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1);
  });
  await waitFor(() => expect(saves(requests)).toHaveLength(1));
  expect(saves(requests)[0]).toMatchObject({ id: INTAKE_ID, version: 3, title: 'Intake 2' });
  expect(await screen.findByText('Saved')).toBeInTheDocument();

  // The next change sends the version the server answered with.
  await user.type(title, '!');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1200);
  });
  await waitFor(() => expect(saves(requests)).toHaveLength(2));
  expect(saves(requests)[1]).toMatchObject({ version: 4, title: 'Intake 2!' });

  await act(async () => {
    await jest.advanceTimersByTimeAsync(1200 + 5000);
  });
  expect(await screen.findByText(/^Last saved \ds ago$/)).toBeInTheDocument();
});

it('tells the user when another tab saved first, stops saving, and reloads the newer form', async () => {
  const user = userEvent.setup();
  let current = twoQuestions;
  const { requests } = renderTenantApp(`/forms/new?edit=${INTAKE_ID}`, {
    'GET /api/forms/{id}': () => ({ status: 200, body: current }),
    'POST /api/forms': () => {
      current = formOf({ ...twoQuestions, title: 'Renamed elsewhere', version: 9 });
      return {
        status: 409,
        body: {
          error:
            'This form was changed in another tab or by someone else. Reload to see the newest version.',
          code: 'stale_version',
        },
      };
    },
  });
  const title = await screen.findByLabelText('Form title');
  await user.type(title, ' (mine)');
  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This form was changed in another tab or by someone else. Reload to see the newest version.',
  );
  expect(screen.getByRole('button', { name: 'Save Draft' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Reload' }));
  expect(await screen.findByDisplayValue('Renamed elsewhere')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(saves(requests)).toHaveLength(1);
});

it('publishes with the ticked roles and returns to the form list', async () => {
  const user = userEvent.setup();
  const { requests } = renderTenantApp('/forms/new', {
    'POST /api/forms': saveRoute(0),
    'GET /api/forms': { status: 200, body: { forms: [] } },
  });
  await user.type(screen.getByLabelText('Form title'), 'Onboarding');
  await user.click(await screen.findByRole('checkbox', { name: 'Client' }));
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByRole('heading', { name: 'Forms', level: 1 })).toBeInTheDocument();
  expect(saves(requests).at(-1)).toMatchObject({
    title: 'Onboarding',
    published: true,
    assigned_roles: ['role2'],
  });
  expect(screen.queryByRole('checkbox', { name: 'Admin' })).toBeNull();
});

it('does not save a form without a title, and says so', async () => {
  const user = userEvent.setup();
  const { requests } = renderTenantApp('/forms/new', { 'POST /api/forms': saveRoute(0) });
  await user.click(await screen.findByRole('button', { name: '+ Add question' }));
  await user.click(screen.getByRole('button', { name: 'Date' }));
  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  expect(await screen.findByText('Add a title to save this form.')).toBeInTheDocument();
  expect(saves(requests)).toHaveLength(0);
});

it('creates a new form with its first save and keeps editing that form, not a second one', async () => {
  const user = userEvent.setup();
  const { requests } = renderTenantApp('/forms/new', { 'POST /api/forms': saveRoute(0) });
  const title = screen.getByLabelText('Form title');
  await user.type(title, 'Intake');
  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  await waitFor(() => expect(saves(requests)).toHaveLength(1));
  expect(saves(requests)[0]?.id).toBeUndefined();

  await user.type(screen.getByLabelText('Form title'), ' form');
  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  await waitFor(() => expect(saves(requests)).toHaveLength(2));
  expect(saves(requests)[1]).toMatchObject({ id: INTAKE_ID, version: 1, title: 'Intake form' });
  // The page kept the admin's own draft rather than fetching the form it had just made.
  expect(requests.some((r) => r.method === 'GET' && r.path === `/api/forms/${INTAKE_ID}`)).toBe(
    false,
  );
});

it('moves a question by dragging its handle onto another question', async () => {
  renderTenantApp(`/forms/new?edit=${INTAKE_ID}`, {
    'GET /api/forms/{id}': { status: 200, body: twoQuestions },
    'POST /api/forms': saveRoute(),
  });
  const handle = await screen.findByRole('button', { name: 'Reorder Budget' });
  const target = screen.getByRole('listitem', { name: 'Question 1: Company name' });
  const dataTransfer = { setData: jest.fn(), effectAllowed: '' };
  fireEvent.dragStart(handle, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
  const labels = within(screen.getByRole('list', { name: 'Questions' }))
    .getAllByLabelText('Question')
    .map((input) => (input as HTMLInputElement).value);
  expect(labels).toEqual(['Budget', 'Company name', 'Team size']);
  expect(screen.getByText('Moved “Budget” to position 1 of 3.')).toBeInTheDocument();
});

it('saves the last change when the admin leaves before the autosave pause ends, and stays where they went', async () => {
  const user = userEvent.setup();
  const { requests } = renderTenantApp('/forms/new', {
    'POST /api/forms': saveRoute(0),
    'GET /api/forms': { status: 200, body: { forms: [] } },
  });
  await user.type(screen.getByLabelText('Form title'), 'Quick form');
  await user.click(screen.getByRole('link', { name: 'Back to forms' }));
  expect(await screen.findByRole('heading', { name: 'Forms', level: 1 })).toBeInTheDocument();
  await waitFor(() => expect(saves(requests).at(-1)?.title).toBe('Quick form'));
  // The form created on the way out does not pull the admin back into the builder.
  expect(screen.getByRole('heading', { name: 'Forms', level: 1 })).toBeInTheDocument();
});

it('keeps the webhook field mapping on save and maps a new field to a question', async () => {
  const user = userEvent.setup();
  const { requests } = renderTenantApp(`/forms/new?edit=${INTAKE_ID}`, {
    'GET /api/forms/{id}': {
      status: 200,
      body: { ...twoQuestions, field_mapping: { company: 'Company name' } },
    },
    'POST /api/forms': saveRoute(),
  });
  expect(await screen.findByLabelText('Field 1 name')).toHaveValue('company');
  await user.click(screen.getByRole('button', { name: 'Add field' }));
  await user.type(screen.getByLabelText('Field 2 name'), '2size');
  expect(
    screen.getByText('Start with a letter; use letters, digits and _ only.'),
  ).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Field 2 name'));
  await user.type(screen.getByLabelText('Field 2 name'), 'teamSize');
  await user.selectOptions(screen.getByLabelText('Field 2 answer'), 'Team size');
  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  await waitFor(() =>
    expect((requests.at(-1)?.body as { field_mapping?: unknown }).field_mapping).toEqual({
      company: 'Company name',
      teamSize: 'Team size',
    }),
  );
});

it('leads a Team Member (role1) who builds forms back to their dashboard, not the admin-only list', async () => {
  const teamMember = {
    ...adminMe,
    role: 'role1',
    memberships: [{ ...adminMe.memberships[0]!, role: 'role1', role_key: 'role1' }],
  };
  renderTenantApp('/forms/new', { 'GET /api/me': { status: 200, body: teamMember } });
  // Their own dashboard is the Team Member one, as recruitpro's (role1 is its default key).
  expect(await screen.findByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
    'href',
    '/dashboard/recruitpro',
  );
});
