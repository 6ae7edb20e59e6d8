/**
 * A form's completion rate through the real gateway, forms and tenancy: forms counts the
 * members an assignment reaches from tenancy's member list (asked as the builder, with the
 * gateway's token passed on), so the management list shows the share of them who answered.
 */
import { randomUUID } from 'node:crypto';
import type { ApiClient } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

let admin: ApiClient;
let first: ApiClient;

const env = useE2eStack();

beforeAll(async () => {
  admin = (await signUpWorkspace(env.url, 'Completion Co', 'starter')).client;
  first = (await inviteMember(admin, 'role2')).client;
  await inviteMember(admin, 'role2');
});

type Form = { id: string; completion_rate: number };

it('a form assigned to a role shows the share of that role’s members who answered', async () => {
  const created = await admin.post<Form>('/api/forms', {
    title: 'Welcome survey',
    schema: [{ id: 'q1', type: 'short_answer', label: 'Company', required: true }],
    assigned_roles: ['role2'],
    published: true,
  });
  expect(created.status).toBe(200);
  expect(created.body.completion_rate).toBe(0);

  const sent = await first.post(`/api/forms/${created.body.id}/responses`, {
    answers: { Company: 'Acme' },
    submission_id: randomUUID(),
  });
  expect(sent.status).toBe(201);

  const list = await admin.get<{ forms: Form[] }>('/api/forms');
  expect(list.body.forms.find((f) => f.id === created.body.id)?.completion_rate).toBe(0.5);

  // The admin's own role joins the assignment: three members reached, one answered.
  const wider = await admin.call<Form>('PATCH', '/api/forms', {
    id: created.body.id,
    assigned_roles: ['role2', 'admin'],
  });
  expect(wider.status).toBe(200);
  expect(wider.body.completion_rate).toBeCloseTo(1 / 3);
});
