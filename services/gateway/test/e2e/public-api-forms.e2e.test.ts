/**
 * The public API's forms and form responses through the real gateway, tenancy and forms on
 * PostgreSQL: with an API key a pro workspace's integration reads its forms and one form's
 * responses page by page (newest first); without form_id it is told which form is missing;
 * another workspace's key reads nothing of them.
 */
import { randomUUID } from 'node:crypto';
import { ApiClient } from '../support/client';
import { signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

const env = useE2eStack();
let admin: ApiClient;
let tenantA = '';
let otherAdmin: ApiClient;

function keyHolder(key: string, tenantId: string): ApiClient {
  const client = new ApiClient(env.url);
  client.accessToken = key;
  client.tenantId = tenantId;
  return client;
}

beforeAll(async () => {
  const a = await signUpWorkspace(env.url, 'Public Forms A');
  admin = a.client;
  tenantA = a.tenantId;
  otherAdmin = (await signUpWorkspace(env.url, 'Public Forms B')).client;
});

it('reads the forms and a form’s responses by cursor with an API key', async () => {
  const form = await admin.post<{ id: string }>('/api/forms', {
    title: 'Onboarding intake',
    schema: [{ id: 'q1', type: 'short_answer', label: 'Company', required: true }],
    published: true,
  });
  for (const company of ['Acme', 'Globex']) {
    const sent = await admin.post(`/api/forms/${form.body.id}/responses`, {
      answers: { Company: company },
      submission_id: randomUUID(),
    });
    expect(sent.status).toBe(201);
  }
  const key = await admin.post<{ key: string }>('/api/integrations/api-keys', { label: 'BI' });
  const integration = keyHolder(key.body.key, tenantA);

  const forms = await integration.get<{ data: { id: string; title: string }[] }>('/api/v1/forms');
  expect(forms.status).toBe(200);
  expect(forms.body.data.map((f) => f.title)).toContain('Onboarding intake');

  const first = await integration.get<{
    data: { answers: Record<string, string> }[];
    next_cursor: string;
  }>(`/api/v1/form-responses?form_id=${form.body.id}&limit=1`);
  expect(first.status).toBe(200);
  expect(first.body.data).toHaveLength(1);
  expect(first.body.next_cursor).not.toBe('');
  const second = await integration.get<{
    data: { answers: Record<string, string> }[];
    next_cursor: string;
  }>(`/api/v1/form-responses?form_id=${form.body.id}&limit=1&cursor=${first.body.next_cursor}`);
  expect(second.body.next_cursor).toBe('');
  expect([first.body.data[0]!.answers.Company, second.body.data[0]!.answers.Company]).toEqual([
    'Globex',
    'Acme',
  ]);

  const missing = await integration.get<{ error: string }>('/api/v1/form-responses');
  expect(missing.status).toBe(400);
  expect(missing.body.error).toBe('Form not found');

  const theirKey = await otherAdmin.post<{ key: string }>('/api/integrations/api-keys', {
    label: 'B',
  });
  const other = keyHolder(theirKey.body.key, otherAdmin.tenantId!);
  const theirForms = await other.get<{ data: { id: string }[] }>('/api/v1/forms');
  expect(theirForms.body.data.map((f) => f.id)).not.toContain(form.body.id);
  const theirRead = await other.get(`/api/v1/form-responses?form_id=${form.body.id}`);
  expect(theirRead.status).toBe(404);
});
