import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScriptedRequest } from '@portico/frontend-kit/testing/scriptedApi';
import { FORM_ID, form, question, renderForms } from './formsHarness';

const website = [
  question({
    id: 'q1',
    label: 'Do you have a website?',
    type: 'choice',
    options: ['Yes', 'No'],
    logic: { whenQuestionId: 'q1', equals: 'Yes', showQuestionId: 'q2' },
  }),
  question({ id: 'q2', label: 'Website URL', required: true }),
  question({ id: 'q3', label: 'How happy are you?', type: 'rating' }),
];

const noDraft = { status: 200, body: { answers: {}, updated_at: '' } };
const stored = (answers: Record<string, unknown>) => ({
  status: 201,
  body: {
    id: '33333333-3333-4333-8333-333333333333',
    form_id: FORM_ID,
    user_id: 'u2',
    user_email: 'cy@example.com',
    answers,
    created_at: '2026-11-02T10:00:00.000Z',
  },
});

const submits = (requests: ScriptedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path.endsWith('/responses'));

describe('form fill page', () => {
  it('shows a conditional question only while its trigger holds, and submits without the hidden required one', async () => {
    const user = userEvent.setup();
    const scripted = renderForms(`/forms/${FORM_ID}`, {
      'GET /api/forms/{id}': { status: 200, body: form(website) },
      'GET /api/forms/{id}/draft-answers': noDraft,
      'PUT /api/forms/{id}/draft-answers': (r) => ({
        status: 200,
        body: { ...(r.body as object), updated_at: '2026-11-02T10:00:00.000Z' },
      }),
      'POST /api/forms/{id}/responses': (r) =>
        stored((r.body as { answers: Record<string, unknown> }).answers),
    });

    await screen.findByRole('heading', { name: 'Client intake' });
    expect(screen.queryByLabelText(/Website URL/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByLabelText(/Website URL/)).toBeRequired();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByLabelText(/Website URL/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: '4 of 5' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText('Form submitted successfully!', {
        selector: '.pt-alert *, .pt-alert',
      }),
    ).toBeInTheDocument();
    const [sent] = submits(scripted.requests);
    expect((sent!.body as { answers: unknown }).answers).toEqual({
      'Do you have a website?': 'No',
      'How happy are you?': 4,
    });
  });

  it("puts the server's refusal under the question it names", async () => {
    const user = userEvent.setup();
    renderForms(`/forms/${FORM_ID}`, {
      'GET /api/forms/{id}': { status: 200, body: form(website) },
      'GET /api/forms/{id}/draft-answers': noDraft,
      'POST /api/forms/{id}/responses': {
        status: 400,
        body: { error: '"How happy are you?": a rating from 1 to 5', code: 'invalid_argument' },
      },
    });
    await user.click(await screen.findByRole('radio', { name: '2 of 5' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // A rating is one answer: a radio group (which, unlike a plain group, may say it is required).
    const group = screen.getByRole('radiogroup', { name: /How happy are you\?/ });
    expect(group).not.toHaveAttribute('aria-required');
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      '"How happy are you?": a rating from 1 to 5',
    );
    expect(group).toHaveAccessibleDescription('"How happy are you?": a rating from 1 to 5');
    expect(screen.queryByText('Form submitted successfully!')).toBeNull();
  });

  it('resumes from the answers saved on another device and saves new typing as a draft', async () => {
    const user = userEvent.setup();
    const scripted = renderForms(`/forms/${FORM_ID}`, {
      'GET /api/forms/{id}': {
        status: 200,
        body: form([
          question({ id: 'a', label: 'First name' }),
          question({ id: 'b', label: 'Goals', type: 'long' }),
        ]),
      },
      'GET /api/forms/{id}/draft-answers': {
        status: 200,
        body: { answers: { 'First name': 'Cy' }, updated_at: '2026-11-01T09:00:00.000Z' },
      },
      'PUT /api/forms/{id}/draft-answers': (r) => ({
        status: 200,
        body: { ...(r.body as object), updated_at: '2026-11-02T10:00:00.000Z' },
      }),
    });

    expect(await screen.findByLabelText('First name')).toHaveValue('Cy');
    expect(screen.getByText('Draft restored')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Goals'), 'Grow');

    await waitFor(() => expect(screen.getByText('Draft saved')).toBeInTheDocument(), {
      timeout: 4000,
    });
    const puts = scripted.requests.filter((r) => r.method === 'PUT');
    // Typing four letters in a row is one save after the pause, not one per keystroke.
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({ answers: { 'First name': 'Cy', Goals: 'Grow' } });
  });

  it('sends the same submission id again after a submit whose outcome was lost', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const scripted = renderForms(`/forms/${FORM_ID}`, {
      'GET /api/forms/{id}': { status: 200, body: form([question({ id: 'a', label: 'Company' })]) },
      'GET /api/forms/{id}/draft-answers': noDraft,
      'POST /api/forms/{id}/responses': (r) =>
        ++attempts === 1
          ? { status: 503, body: { error: 'Service unavailable', code: 'unavailable' } }
          : stored((r.body as { answers: Record<string, unknown> }).answers),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Form submitted successfully!', { selector: '.pt-alert *, .pt-alert' });

    const ids = submits(scripted.requests).map(
      (r) => (r.body as { submission_id: string }).submission_id,
    );
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('says the member has no access when the server refuses the form', async () => {
    renderForms(`/forms/${FORM_ID}`, {
      'GET /api/forms/{id}': {
        status: 403,
        body: { error: '🚫 You do not have access to this form.', code: 'permission_denied' },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '🚫 You do not have access to this form.',
    );
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('goes to /forms when the form does not exist', async () => {
    renderForms(`/forms/${FORM_ID}`, {
      'GET /api/forms/{id}': { status: 404, body: { error: 'Form not found', code: 'not_found' } },
    });
    expect(await screen.findByText('All forms')).toBeInTheDocument();
  });

  it('offers every question type, the older type names included, with its own control', async () => {
    renderForms(`/forms/${FORM_ID}`, {
      'GET /api/forms/{id}': {
        status: 200,
        body: form([
          question({ id: '1', label: 'Nickname', type: 'short_answer' }),
          question({ id: '2', label: 'Bio', type: 'longtext' }),
          question({ id: '3', label: 'Size', type: 'dropdown', options: ['S', 'M'] }),
          question({ id: '4', label: 'Channels', type: 'multi', options: ['Email', 'Phone'] }),
          question({ id: '5', label: 'Start', type: 'date' }),
          question({ id: '6', label: 'Resume', type: 'file_upload' }),
        ]),
      },
      'GET /api/forms/{id}/draft-answers': noDraft,
    });
    expect((await screen.findByLabelText('Nickname')).tagName).toBe('INPUT');
    expect(screen.getByLabelText('Bio').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('combobox', { name: 'Size' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Phone' })).toBeInTheDocument();
    expect(screen.getByLabelText('Start')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Resume')).toHaveAttribute('type', 'file');
  });
});
