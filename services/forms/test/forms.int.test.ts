/**
 * The forms service as the gateway meets it: gRPC with caller metadata on real PostgreSQL,
 * row-level security and the outbox. File ownership is content's answer; here a table of
 * who uploaded what stands in for it (content's own tests prove GetFile's visibility rule).
 * The members an assignment reaches are tenancy's ListMembers; a table of each tenant's
 * members stands in (the gateway's e2e forms-completion test runs the real one).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import {
  closeGrpcChannels,
  createGrpcClient,
  decodeEvent,
  type CallContext,
  type GrpcClient,
  type ServiceRuntime,
} from '@portico/kit';
import { loadServiceDefinition, type formsV1 } from '@portico/proto';
import {
  createTestDatabase,
  superuserUrlOf,
  type TestDatabase,
} from '../../../tooling/test-infra/db';
import { createService } from '../src/main';

jest.setTimeout(120_000);

let database: TestDatabase;
let runtime: ServiceRuntime;
let client: GrpcClient<formsV1.FormsServiceClient>;

const tenantA = randomUUID();
const tenantB = randomUUID();
const admin: Partial<CallContext> = { tenantId: tenantA, userId: randomUUID(), roles: ['admin'] };
const client1: Partial<CallContext> = {
  tenantId: tenantA,
  userId: randomUUID(),
  roles: ['client'],
};
const client2: Partial<CallContext> = {
  tenantId: tenantA,
  userId: randomUUID(),
  roles: ['client'],
};
const guest: Partial<CallContext> = {
  tenantId: tenantA,
  userId: randomUUID(),
  roles: ['role3'],
};
const adminB: Partial<CallContext> = { tenantId: tenantB, userId: randomUUID(), roles: ['admin'] };
/** fileId → the user who uploaded it (content's answer). */
const uploads = new Map<string, string>();
/** Each tenant's members as tenancy lists them, a pending one among them. */
const members: Record<string, { user_id: string; role_key: string; status: string }[]> = {
  [tenantA]: [
    { user_id: admin.userId!, role_key: 'admin', status: 'active' },
    { user_id: client1.userId!, role_key: 'client', status: 'active' },
    { user_id: client2.userId!, role_key: 'client', status: 'active' },
    { user_id: randomUUID(), role_key: 'client', status: 'pending' },
    { user_id: guest.userId!, role_key: 'role3', status: 'active' },
  ],
  [tenantB]: [{ user_id: adminB.userId!, role_key: 'admin', status: 'active' }],
};
/** Who tenancy was asked by, for each member list. */
const membersAskedBy: { tenantId: string; userId: string }[] = [];
const fileUrl = (id: string) => `https://acme.portico.test/api/files/${id}/download`;

beforeAll(async () => {
  database = await createTestDatabase('forms_service', { asServiceUser: true });
  runtime = await createService(
    { DATABASE_URL: database.url, GRPC_PORT: '0', HTTP_PORT: '0', LOG_LEVEL: 'silent' },
    {
      fileOwnedBy: async (_tenant, viewer, fileId) => uploads.get(fileId) === viewer.userId,
      membersOf: async (tenantId, viewer) => {
        membersAskedBy.push({ tenantId, userId: viewer.userId });
        return members[tenantId] ?? [];
      },
    },
  );
  const { grpcPort } = await runtime.start();
  client = createGrpcClient(loadServiceDefinition('forms').Client, `127.0.0.1:${grpcPort}`, {
    deadlineMs: 30_000,
  });
});

afterAll(async () => {
  await runtime?.stop();
  closeGrpcChannels();
  await database?.drop();
});

const ALL_TYPES: formsV1.Question[] = [
  { id: 'first', type: 'short_answer', label: 'First Name', required: true },
  { id: 'bio', type: 'longtext', label: 'About you', required: false },
  {
    id: 'size',
    type: 'choice',
    label: 'Team size',
    required: true,
    options: [' 1-10', '', '11+ '],
  },
  { id: 'tools', type: 'multi', label: 'Tools', required: false, options: ['Slack', 'Notion'] },
  { id: 'region', type: 'dropdown', label: 'Region', required: false, options: ['EU', 'US'] },
  { id: 'score', type: 'rating', label: 'Score', required: false },
  { id: 'start', type: 'date', label: 'Start date', required: false },
  { id: 'cv', type: 'file_upload', label: 'Resume', required: false },
];

async function publishedForm(questions = ALL_TYPES, roles = ['client'], userId = '') {
  const form = await client.CreateForm(
    {
      title: `Intake ${randomUUID().slice(0, 6)}`,
      questions,
      assigned_roles: roles,
      assigned_user_id: userId,
      published: true,
    },
    admin,
  );
  return form;
}

const submit = (form: formsV1.Form, answers: object, who = client1, submissionId = randomUUID()) =>
  client.SubmitResponse(
    {
      form_id: form.id,
      answers_json: JSON.stringify(answers),
      submission_id: submissionId,
      user_email: 'c1@example.com',
    },
    who,
  );

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error) => error.message,
  );

test('a saved schema has canonical types, trimmed options and the default theme', async () => {
  const form = await publishedForm();
  expect(form.questions.map((q) => q.type)).toEqual([
    'short',
    'long',
    'choice',
    'multi',
    'dropdown',
    'rating',
    'date',
    'file',
  ]);
  expect(form.questions[2]!.options).toEqual(['1-10', '11+']);
  expect(form.theme).toMatchObject({
    font: 'Inter',
    primary: '#3B82F6',
    secondary: '#6B7280',
    bg: '#FFFFFF',
    variant: 'solid',
  });
});

test.each([
  [
    'a choice question without options',
    [{ id: 'a', type: 'choice', label: 'A', options: [' ', ''] }],
    'needs at least one option',
  ],
  [
    'logic naming a missing question',
    [
      {
        id: 'a',
        type: 'short',
        label: 'A',
        logic: { when_question_id: 'a', equals: 'x', show_question_id: 'zz' },
      },
    ],
    'does not exist',
  ],
  [
    'logic going round in a circle',
    [
      {
        id: 'a',
        type: 'short',
        label: 'A',
        logic: { when_question_id: 'a', equals: 'x', show_question_id: 'b' },
      },
      {
        id: 'b',
        type: 'short',
        label: 'B',
        logic: { when_question_id: 'b', equals: 'y', show_question_id: 'a' },
      },
    ],
    'circle',
  ],
  ['an unknown type', [{ id: 'a', type: 'signature', label: 'A' }], 'unknown type'],
])('a form with %s is refused and nothing is stored', async (_name, questions, message) => {
  const before = (await client.ListForms({ limit: 1000 }, admin)).forms.length;
  expect(
    await refusal(
      client.CreateForm({ title: 'Bad', questions: questions as formsV1.Question[] }, admin),
    ),
  ).toContain(message);
  expect((await client.ListForms({ limit: 1000 }, admin)).forms).toHaveLength(before);
});

const GOOD = { 'First Name': 'Ada', 'Team size': '1-10' };

test.each([
  ['short text', { 'First Name': 42 }, 'expected text'],
  [
    'a required answer left empty',
    { 'First Name': '  ', 'Team size': '1-10' },
    'Please answer "First Name"',
  ],
  ['long text', { 'About you': ['x'] }, 'expected text'],
  ['a choice outside the options', { 'Team size': '500' }, 'choose one of the options'],
  ['multi outside the options', { Tools: ['Slack', 'Teams'] }, 'choose from the options'],
  ['a dropdown outside the options', { Region: 'APAC' }, 'choose one of the options'],
  ['a rating of 6', { Score: 6 }, 'a rating from 1 to 5'],
  ['a rating of 2.5', { Score: 2.5 }, 'a rating from 1 to 5'],
  ['a date that does not exist', { 'Start date': '2026-02-30' }, 'a date'],
  ['a file that is not an upload URL', { Resume: 'https://evil.example/x.pdf' }, 'upload a file'],
])('%s is refused with its label and stores nothing', async (_name, answers, message) => {
  const form = await publishedForm();
  expect(await refusal(submit(form, { ...GOOD, ...answers }))).toContain(message);
  expect((await client.ListResponses({ form_id: form.id }, admin)).responses).toHaveLength(0);
});

test('good answers of every type are stored keyed by label with the email', async () => {
  const form = await publishedForm();
  const fileId = randomUUID();
  uploads.set(fileId, client1.userId!);
  const stored = await submit(form, {
    ...GOOD,
    'About you': 'line one\nline two',
    Tools: ['Notion'],
    Region: 'EU',
    Score: '4',
    'Start date': '2026-03-01',
    Resume: fileUrl(fileId),
  });
  expect(JSON.parse(stored.answers_json)).toEqual({
    'First Name': 'Ada',
    'About you': 'line one\nline two',
    'Team size': '1-10',
    Tools: ['Notion'],
    Region: 'EU',
    Score: 4,
    'Start date': '2026-03-01',
    Resume: fileUrl(fileId),
  });
  expect(stored.user_email).toBe('c1@example.com');
});

test('a file answer uploaded by someone else is refused', async () => {
  const form = await publishedForm();
  const fileId = randomUUID();
  uploads.set(fileId, client2.userId!);
  expect(await refusal(submit(form, { ...GOOD, Resume: fileUrl(fileId) }))).toContain(
    'a file you uploaded',
  );
});

test('logic hides a required question and the submit passes without it', async () => {
  const form = await publishedForm([
    {
      id: 'hire',
      type: 'choice',
      label: 'Hiring?',
      required: true,
      options: ['Yes', 'No'],
      logic: { when_question_id: 'hire', equals: 'Yes', show_question_id: 'role' },
    },
    { id: 'role', type: 'short', label: 'Which role?', required: true },
  ]);
  const stored = await submit(form, { 'Hiring?': 'No', 'Which role?': 'ignored' });
  expect(JSON.parse(stored.answers_json)).toEqual({ 'Hiring?': 'No' });
  expect(await refusal(submit(form, { 'Hiring?': 'Yes' }))).toContain(
    'Please answer "Which role?"',
  );
});

test('a member of another role is refused the form and its submit', async () => {
  const form = await publishedForm();
  expect(await refusal(client.GetFormForFill({ id: form.id }, guest))).toBe(
    '🚫 You do not have access to this form.',
  );
  expect(await refusal(submit(form, GOOD, guest))).toBe('🚫 You do not have access to this form.');
});

test('a form assigned to one user is invisible to other members of the role', async () => {
  const form = await publishedForm(ALL_TYPES, ['client'], client1.userId!);
  const mine = (await client.ListAssignedForms({}, client1)).forms.map((f) => f.form!.id);
  const theirs = (await client.ListAssignedForms({}, client2)).forms.map((f) => f.form!.id);
  expect(mine).toContain(form.id);
  expect(theirs).not.toContain(form.id);
  expect(await refusal(client.GetFormForFill({ id: form.id }, client2))).toContain(
    'do not have access',
  );
});

test("a member's list says which forms they answered, not whether someone else did", async () => {
  const form = await publishedForm();
  const answered = async (who: Partial<CallContext>) =>
    (await client.ListAssignedForms({}, who)).forms.find((f) => f.form!.id === form.id)?.answered;
  expect(await answered(client1)).toBe(false);
  await submit(form, GOOD, client1);
  expect(await answered(client1)).toBe(true);
  expect(await answered(client2)).toBe(false);
  const listed = (await client.ListAssignedForms({}, client1)).forms.find(
    (f) => f.form!.id === form.id,
  );
  expect(listed?.form).toMatchObject({ responses_count: 1 });
});

test('a submit follows every change to the form since the last submit read it', async () => {
  const form = await publishedForm();
  await submit(form, GOOD);
  // The schema: a new required question is asked of the next submit.
  const asked = await client.SaveForm(
    {
      id: form.id,
      title: form.title,
      questions: [...ALL_TYPES, { id: 'why', type: 'short', label: 'Why us?', required: true }],
      expected_version: form.version,
    },
    admin,
  );
  expect(await refusal(submit(form, GOOD))).toContain('Why us?');
  await submit(form, { ...GOOD, 'Why us?': 'Because' });
  // The assignment: a member of the role now given the form may submit it at once.
  expect(await refusal(submit(form, { ...GOOD, 'Why us?': 'x' }, guest))).toContain(
    'do not have access',
  );
  await client.AssignForm({ id: form.id, assigned_roles: ['client', 'role3'] }, admin);
  await submit(form, { ...GOOD, 'Why us?': 'Guest' }, guest);
  // The status: an archived form takes no more answers.
  await client.ArchiveForm({ id: asked.id }, admin);
  expect(await refusal(submit(form, { ...GOOD, 'Why us?': 'Late' }))).toContain(
    'do not have access',
  );
  const { responses } = await client.ListResponses({ form_id: form.id }, admin);
  expect(responses).toHaveLength(3);
});

test('an autosave from a stale tab is refused and the newer work stays', async () => {
  const form = await client.CreateForm({ title: 'Draft', questions: [] }, admin);
  const newer = await client.SaveForm(
    { id: form.id, title: 'Tab one', questions: [], expected_version: form.version },
    admin,
  );
  expect(
    await refusal(
      client.SaveForm(
        { id: form.id, title: 'Tab two', questions: [], expected_version: form.version },
        admin,
      ),
    ),
  ).toContain('Reload');
  expect((await client.GetForm({ id: form.id }, admin)).title).toBe('Tab one');
  expect(newer.version).toBeGreaterThan(form.version);
});

test('a retried submit stores one response and one event', async () => {
  const form = await publishedForm();
  const id = randomUUID();
  const [a, b] = await Promise.all([
    submit(form, GOOD, client1, id),
    submit(form, GOOD, client1, id),
  ]);
  expect(a.id).toBe(b.id);
  const { responses, form: counted } = await client.ListResponses({ form_id: form.id }, admin);
  expect(responses).toHaveLength(1);
  expect(counted!.responses_count).toBe(1);
  const su = new pg.Client({ connectionString: superuserUrlOf(database) });
  await su.connect();
  const { rows } = await su.query<{ payload: Buffer }>(
    `SELECT payload FROM outbox WHERE topic = 'portico.forms.response.v1' AND tenant_id = $1`,
    [tenantA],
  );
  await su.end();
  const events = rows
    .map((r) => decodeEvent('portico.events.v1.FormResponseEvent', r.payload))
    .filter((e) => e.form_id === form.id);
  expect(events).toHaveLength(1);
  expect(JSON.parse(events[0]!.submitted!.answers_json)).toEqual({
    'First Name': 'Ada',
    'Team size': '1-10',
  });
});

test('responses are listed newest first and the CSV round-trips, formulas defused', async () => {
  const form = await publishedForm();
  await submit(form, { ...GOOD, 'First Name': 'First' });
  await submit(form, { ...GOOD, 'First Name': '=HYPERLINK("x")' }, client2);
  const { responses } = await client.ListResponses({ form_id: form.id }, admin);
  expect(responses.map((r) => JSON.parse(r.answers_json)['First Name'])).toEqual([
    '=HYPERLINK("x")',
    'First',
  ]);
  const exported = await client.ExportResponsesCsv({ form_id: form.id }, admin);
  const rows = parse(exported.csv, { columns: true }) as Record<string, string>[];
  expect(exported.rows).toBe(2);
  expect(rows.map((r) => r['First Name'])).toEqual(['\'=HYPERLINK("x")', 'First']);
  expect(rows[1]!['Team size']).toBe('1-10');
});

test('an archived form vanishes from lists and a deleted response from the responses', async () => {
  const form = await publishedForm();
  const response = await submit(form, GOOD);
  await client.DeleteResponse({ id: response.id }, admin);
  expect((await client.ListResponses({ form_id: form.id }, admin)).responses).toHaveLength(0);
  await client.ArchiveForm({ id: form.id }, admin);
  expect((await client.ListForms({ limit: 1000 }, admin)).forms.map((f) => f.id)).not.toContain(
    form.id,
  );
  expect((await client.ListAssignedForms({}, client1)).forms.map((f) => f.form!.id)).not.toContain(
    form.id,
  );
});

test('tenant B cannot read tenant A’s form or its responses by id', async () => {
  const form = await publishedForm();
  await submit(form, GOOD);
  expect(await refusal(client.GetForm({ id: form.id }, adminB))).toBe('Form not found');
  expect(await refusal(client.ListResponses({ form_id: form.id }, adminB))).toBe('Form not found');
  expect(await refusal(client.ExportResponsesCsv({ form_id: form.id }, adminB))).toBe(
    'Form not found',
  );
});

test('a member cannot build forms or read responses', async () => {
  const form = await publishedForm();
  expect(await refusal(client.ListResponses({ form_id: form.id }, client1))).toContain(
    'Only admins',
  );
  expect(await refusal(client.CreateForm({ title: 'Mine' }, client1))).toContain('Only admins');
});

test('an answer draft saved on one device is there on the next, and gone after submit', async () => {
  const form = await publishedForm();
  await client.SaveAnswerDraft(
    { form_id: form.id, answers_json: JSON.stringify({ 'First Name': 'Ad' }) },
    client1,
  );
  expect(JSON.parse((await client.GetAnswerDraft({ id: form.id }, client1)).answers_json)).toEqual({
    'First Name': 'Ad',
  });
  await submit(form, GOOD);
  expect((await client.GetAnswerDraft({ id: form.id }, client1)).answers_json).toBe('{}');
});

test('a role assignment reaches the active members of its roles, and its completion rate counts who answered of them', async () => {
  membersAskedBy.length = 0;
  const form = await publishedForm(ALL_TYPES, ['client']);
  // client1 and client2; the pending client is not reached yet.
  expect(form.completion_rate).toBe(0);
  expect(membersAskedBy).toEqual([{ tenantId: tenantA, userId: admin.userId }]);
  await submit(form, GOOD);
  expect((await client.GetForm({ id: form.id }, admin)).completion_rate).toBe(0.5);
  const wider = await client.AssignForm(
    { id: form.id, assigned_roles: ['client', 'role3'] },
    admin,
  );
  expect(wider.completion_rate).toBeCloseTo(1 / 3);
});

test('a personal assignment reaches one person, without asking tenancy', async () => {
  const form = await publishedForm(ALL_TYPES, []);
  membersAskedBy.length = 0;
  const personal = await client.AssignForm(
    { id: form.id, assigned_roles: ['client'], assigned_user_id: client1.userId! },
    admin,
  );
  expect(membersAskedBy).toEqual([]);
  expect(personal.completion_rate).toBe(0);
  await submit(personal, GOOD);
  expect((await client.GetForm({ id: form.id }, admin)).completion_rate).toBe(1);
});

test('a form stored before its logic took the API’s names is rewritten by the migration, and its logic still hides a question', async () => {
  const id = randomUUID();
  const su = new pg.Client({ connectionString: superuserUrlOf(database) });
  await su.connect();
  // As forms stored logic until migration 0002: the camel-case names of its own domain.
  await su.query(
    `INSERT INTO forms (id, tenant_id, title, status, questions, theme, assigned_roles, created_by)
     VALUES ($1, $2, 'Legacy', 'published', $3, $4, '{client}', $5)`,
    [
      id,
      tenantA,
      JSON.stringify([
        {
          id: 'hire',
          type: 'choice',
          label: 'Hiring?',
          required: true,
          options: ['Yes', 'No'],
          logic: null,
        },
        {
          id: 'role',
          type: 'short',
          label: 'Role',
          required: true,
          options: [],
          logic: { whenQuestionId: 'hire', equals: 'Yes', showQuestionId: 'role' },
        },
      ]),
      JSON.stringify({
        font: 'Inter',
        primary: '#3B82F6',
        secondary: '#6B7280',
        bg: '#FFFFFF',
        variant: 'solid',
      }),
      admin.userId,
    ],
  );
  await su.end();
  // The migration as start-up runs it: the service's own database user, in one transaction.
  const owner = new pg.Client({ connectionString: database.url });
  await owner.connect();
  await owner.query('BEGIN');
  await owner.query(
    readFileSync(path.join(__dirname, '../migrations/0002_question_logic_keys.sql'), 'utf8'),
  );
  await owner.query('COMMIT');
  await owner.end();

  const form = await client.GetForm({ id }, admin);
  expect(form.questions.map((q) => q.logic)).toEqual([
    null,
    { when_question_id: 'hire', equals: 'Yes', show_question_id: 'role' },
  ]);
  const sent = await client.SubmitResponse(
    {
      form_id: id,
      answers_json: JSON.stringify({ 'Hiring?': 'No' }),
      submission_id: randomUUID(),
      user_email: 'c1@example.com',
    },
    client1,
  );
  expect(JSON.parse(sent.answers_json)).toEqual({ 'Hiring?': 'No' });
  expect(await refusal(submit({ ...form, id } as formsV1.Form, { 'Hiring?': 'Yes' }))).toContain(
    'Role',
  );
});
