import type { Page } from 'playwright-core';
import { uploadFile } from '../../services/gateway/test/support/tus';
import { eventually } from '../test-infra/eventually';
import { launchChromium, type Browser } from './support/chromium';
import { formsWorkspace } from './support/forms';
import { useBrowserJourney } from './support/journey';
import { signInAt } from './support/session';
import { joinWorkspace } from './support/workspace';

// Issue 28's journey in real Chromium: the agency keeps a "Client onboarding" checklist for
// its client role (a form to fill, files to send, a draft to approve, a to-do); a client who
// accepts an invitation gets it, and ticks it off on their Tasks screen while a staff member
// watches the agency's Tasks screen count each item done, never reloading it (the live
// stream's `tasks` events).

jest.setTimeout(240_000);

const OWNER = { name: 'Tia Owner', email: 'tia@checklist.test', password: 'correct-horse-battery' };
const CLIENT = { name: 'Cal Client', email: 'cal@checklist.test', password: 'client-password-1' };

/** A real 1×1 PNG: content's type allowlist admits it by its magic bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const journey = useBrowserJourney();
let tenantId = '';
let clientBrowser: Browser;

beforeAll(async () => {
  const owner = await formsWorkspace(journey, OWNER, {
    name: 'Checklist Studio',
    subdomain: 'checklist-studio',
  });
  tenantId = owner.tenantId;
  const form = await owner.client.post<{ id: string }>('/api/forms', {
    title: 'Intake form',
    schema: [{ id: 'q1', type: 'short_answer', label: 'Company name', required: true }],
    assigned_roles: ['role2'],
    published: true,
  });
  const draft = await uploadFile(owner.client, PNG, {
    filename: 'homepage.png',
    title: 'Homepage draft',
  });
  const template = await owner.client.post('/api/task-templates', {
    name: 'Client onboarding',
    role_key: 'role2',
    items: [
      { title: 'Fill the intake form', kind: 'form', form_id: form.body.id, due_in_days: 3 },
      { title: 'your logo', kind: 'file_request', file_count: 1, accepted_types: ['png'] },
      { title: 'Approve the homepage draft', kind: 'approval', file_id: draft },
      { title: 'Book the kick-off call', kind: 'todo' },
    ],
  });
  expect(template.status).toBe(201);
  // The checklist is applied from the invitation's acceptance event: wait until it is there.
  const { client } = await joinWorkspace(owner.client, CLIENT, 'role2');
  await eventually(
    'the onboarding checklist in the client’s tasks',
    async () => (await client.get<{ tasks: unknown[] }>('/api/tasks/mine')).body.tasks,
    (tasks) => tasks.length === 4,
  );
  clientBrowser = await launchChromium({ headers: { 'x-forwarded-for': journey.address } });
});

afterAll(async () => {
  await clientBrowser?.close();
});

/** The staff's row for a task, by its title. */
const staffRow = (page: Page, title: string) =>
  page.getByRole('region', { name: 'All tasks' }).getByRole('listitem').filter({ hasText: title });

it('a client completes the onboarding checklist while the staff watch it fill in live', async () => {
  const staff = journey.page;
  await signInAt(staff, journey.url, OWNER);
  await staff.waitForURL(/\/dashboard\/admin/);
  await staff.goto(`${journey.url}/admin/tasks?tenant_id=${tenantId}`);
  for (const title of [
    'Fill the intake form',
    'Upload your logo',
    'Approve the homepage draft',
    'Book the kick-off call',
  ])
    await staffRow(staff, title)
      .getByText(/0 of 1 done/)
      .waitFor();
  // Whatever the staff page shows from here on arrived without a navigation or reload.
  let navigations = 0;
  staff.on('framenavigated', (frame) => {
    if (frame === staff.mainFrame()) navigations += 1;
  });

  const client = await clientBrowser.context.newPage();
  client.setDefaultTimeout(45_000);
  await signInAt(client, journey.url, CLIENT);
  await client.waitForURL(/\/dashboard\/client/);
  await client.goto(`${journey.url}/tasks?tenant_id=${tenantId}`);
  const mine = client.getByRole('region', { name: 'Your tasks' });

  // The to-do, ticked by hand.
  await mine
    .getByRole('listitem')
    .filter({ hasText: 'Book the kick-off call' })
    .getByRole('button', { name: 'Mark as done' })
    .click();
  await staffRow(staff, 'Book the kick-off call')
    .getByText(/1 of 1 done/)
    .waitFor();

  // The file request, uploaded into from its task: the request is fulfilled, the task done.
  await mine
    .getByLabel('Upload a file for Upload your logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await staffRow(staff, 'Upload your logo')
    .getByText(/1 of 1 done/)
    .waitFor();

  // The draft, approved where the client's approvals wait (its current version, 1): deciding
  // is what the task asked.
  await client
    .getByRole('region', { name: 'Waiting for your approval' })
    .getByRole('listitem')
    .filter({ hasText: 'Homepage draft — version 1' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await staffRow(staff, 'Approve the homepage draft')
    .getByText(/1 of 1 done/)
    .waitFor();

  // The form, opened from its task and submitted: content hears the answer and the task follows.
  await mine
    .getByRole('listitem')
    .filter({ hasText: 'Fill the intake form' })
    .getByRole('link', { name: 'Open' })
    .click();
  await client.getByLabel('Company name').fill('Cal & Co');
  await client.getByRole('button', { name: 'Submit' }).click();
  await client.getByText('Form submitted successfully!').first().waitFor();
  await staffRow(staff, 'Fill the intake form')
    .getByText(/1 of 1 done/)
    .waitFor();

  expect(navigations).toBe(0);
  await client.close();
});
