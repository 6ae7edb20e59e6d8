import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_ID, form, question, renderForms } from './formsHarness';

const intake = form([
  question({ id: 'f', label: 'First Name' }),
  question({ id: 'l', label: 'Last Name' }),
  question({ id: 'g', label: 'Goals', type: 'long' }),
  question({ id: 'r', label: 'Resume', type: 'file' }),
  question({ id: 'x', label: 'Extra' }),
]);

const response = (id: string, answers: Record<string, unknown>, at: string) => ({
  id,
  form_id: FORM_ID,
  user_id: `user-${id}`,
  user_email: `${id}@example.com`,
  answers,
  created_at: at,
});

const NEWER = '44444444-4444-4444-8444-444444444444';
const OLDER = '55555555-5555-4555-8555-555555555555';

const listed = {
  status: 200,
  body: {
    form: intake,
    responses: [
      response(
        NEWER,
        {
          'First Name': 'Grace',
          'Last Name': 'Hopper',
          Goals: 'Hire two engineers\nOpen an office',
          Resume: 'https://cdn.example.com/grace.pdf',
          Extra: { nested: true },
        },
        '2026-11-03T10:00:00.000Z',
      ),
      response(OLDER, { 'First Name': 'Alan', Goals: 'Automate' }, '2026-11-01T10:00:00.000Z'),
    ],
  },
};

describe('form responses page', () => {
  it('lists responses newest first with the name from the answers and the first link as View File', async () => {
    renderForms(`/forms/${FORM_ID}/responses`, { 'GET /api/form-responses': listed }, 'admin');
    expect(
      await screen.findByRole('heading', { name: 'Responses: Client intake' }),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Grace Hopper',
      'Alan',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'View File' })).toHaveAttribute(
      'href',
      'https://cdn.example.com/grace.pdf',
    );
    expect(within(rows[1]!).queryByText('View File')).toBeNull();
  });

  it('shows every question and answer in the detail panel: lines split, links, invalid answers flagged', async () => {
    const user = userEvent.setup();
    renderForms(`/forms/${FORM_ID}/responses`, { 'GET /api/form-responses': listed }, 'admin');
    await user.click(
      await screen.findByRole('button', { name: 'View response from Grace Hopper' }),
    );
    const panel = screen.getByRole('dialog', { name: 'Grace Hopper' });
    expect(within(panel).getByText('Hire two engineers')).toBeInTheDocument();
    expect(within(panel).getByText('Open an office')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View File' })).toBeInTheDocument();
    const extra = within(panel).getByText('Extra').parentElement!;
    expect(extra).toHaveTextContent('⚠️ Invalid answer');
    for (const label of ['First Name', 'Last Name', 'Goals', 'Resume', 'Extra'])
      expect(within(panel).getByText(label)).toBeInTheDocument();
    await user.click(within(panel).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes a response after confirmation', async () => {
    const user = userEvent.setup();
    const scripted = renderForms(
      `/forms/${FORM_ID}/responses`,
      {
        'GET /api/form-responses': listed,
        'DELETE /api/form-responses/{id}': { status: 204, body: undefined },
      },
      'admin',
    );
    await user.click(await screen.findByRole('button', { name: 'Delete response from Alan' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this response?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(scripted.calls).toContain(`DELETE /api/form-responses/${OLDER}`));
    expect(await screen.findByText('Response deleted')).toBeInTheDocument();
  });

  it('exports the responses as a CSV download', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    };
    URL.revokeObjectURL = () => undefined;
    const scripted = renderForms(
      `/forms/${FORM_ID}/responses`,
      {
        'GET /api/form-responses': listed,
        'GET /api/form-responses/export': { status: 200, body: 'First Name\nGrace' },
      },
      'admin',
    );
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const request = scripted.requests.find((r) => r.path === '/api/form-responses/export');
    expect(request!.query.get('formId')).toBe(FORM_ID);
  });

  it("says 'No responses yet.' when nobody answered", async () => {
    renderForms(
      `/forms/${FORM_ID}/responses`,
      { 'GET /api/form-responses': { status: 200, body: { form: intake, responses: [] } } },
      'admin',
    );
    expect(await screen.findByText('No responses yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('goes to /forms when the form does not exist', async () => {
    renderForms(
      `/forms/${FORM_ID}/responses`,
      {
        'GET /api/form-responses': {
          status: 404,
          body: { error: 'Form not found', code: 'not_found' },
        },
      },
      'admin',
    );
    expect(await screen.findByText('All forms')).toBeInTheDocument();
  });
});
