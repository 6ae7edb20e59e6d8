/**
 * The CRM drawer's activity through the gateway, on the whole stack: a member signs in, opens
 * their workspace, uploads a file and submits a form; the tenant's admin then sees those three
 * in the member's activity (GET /api/users/:id/activity), newest first, each with its tenant,
 * the member as actor, and the file's and form's names. Another tenant's admin cannot read it.
 */
import { randomUUID } from 'node:crypto';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { ApiClient, PASSWORD } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';
import { uploadFile } from '../support/tus';

jest.setTimeout(240_000);

const env = useE2eStack();

interface Entry {
  action: string;
  tenant_id: string | null;
  actor_user_id: string | null;
  entity_id: string;
  details: Record<string, unknown>;
  created_at: string;
}

/** The audit log is fed by events: ask until the entries the test caused have arrived. */
async function activityUntil(
  admin: ApiClient,
  userId: string,
  done: (entries: Entry[]) => boolean,
): Promise<Entry[]> {
  return eventually(
    "the member's activity",
    async () => {
      const answer = await admin.get<{ activity: Entry[] }>(`/api/users/${userId}/activity`);
      expect(answer.status).toBe(200);
      return answer.body.activity;
    },
    done,
    { timeoutMs: 90_000, everyMs: 500 },
  );
}

/** A minimal PDF: the upload allowlist reads its magic bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

it("lists a member's sign-in, upload and form submission in their tenant, newest first", async () => {
  const a = await signUpWorkspace(env.url, 'Drawer A');
  const invited = await inviteMember(a.client, 'role2');
  const form = await a.client.post<{ id: string }>('/api/forms', {
    title: 'Client intake',
    schema: [{ id: 'q1', type: 'short_answer', label: 'Company', required: true }],
    assigned_roles: ['role2'],
    published: true,
  });
  expect(form.status).toBe(200);

  // A new sign-in (a session of its own), then the member's first requests in the workspace.
  const member = new ApiClient(env.url);
  const signedIn = await member.post('/api/auth/login', {
    email: invited.email,
    password: PASSWORD,
  });
  expect(signedIn.status).toBe(200);
  member.tenantId = a.tenantId;
  expect((await member.get('/api/me')).status).toBe(200);
  const signedInAt = Date.now();
  const fileId = await uploadFile(member, PDF, { filename: 'report.pdf' });
  const submitted = await member.post(`/api/forms/${form.body.id}/responses`, {
    answers: { Company: 'Acme' },
    submission_id: randomUUID(),
  });
  expect(submitted.status).toBe(201);

  const has = (entries: Entry[], action: string) => entries.some((e) => e.action === action);
  const entries = await activityUntil(
    a.client,
    invited.userId,
    (list) =>
      has(list, 'file.uploaded') &&
      has(list, 'form.submitted') &&
      list.some(
        (e) => e.action === 'auth.tenant_sign_in' && Date.parse(e.created_at) >= signedInAt - 5_000,
      ),
  );
  const mine = entries.filter((e) =>
    ['auth.tenant_sign_in', 'file.uploaded', 'form.submitted'].includes(e.action),
  );
  // Newest first: the submission, then the upload, then the sign-in of this session.
  expect(mine.slice(0, 3).map((e) => e.action)).toEqual([
    'form.submitted',
    'file.uploaded',
    'auth.tenant_sign_in',
  ]);
  expect(mine.find((e) => e.action === 'file.uploaded')).toMatchObject({
    entity_id: fileId,
    details: expect.objectContaining({ file_name: 'report.pdf' }),
  });
  expect(mine.find((e) => e.action === 'form.submitted')).toMatchObject({
    entity_id: form.body.id,
    details: expect.objectContaining({ form_title: 'Client intake' }),
  });
  expect(mine.every((e) => e.tenant_id === a.tenantId && e.actor_user_id === invited.userId)).toBe(
    true,
  );

  // More requests of the same session are not more sign-ins.
  expect((await member.get('/api/me')).status).toBe(200);
  const later = await activityUntil(a.client, invited.userId, () => true);
  const signIns = later.filter(
    (e) => e.action === 'auth.tenant_sign_in' && Date.parse(e.created_at) >= signedInAt - 5_000,
  );
  expect(signIns).toHaveLength(1);

  // Tenant B's admin: the member is not found from B, and naming tenant A is refused.
  const b = await signUpWorkspace(env.url, 'Drawer B');
  const fromB = await b.client.get(`/api/users/${invited.userId}/activity`);
  expect(fromB.status).toBe(404);
  expect(fromB.text).not.toContain('report.pdf');
  b.client.tenantId = a.tenantId;
  const namingA = await b.client.get(`/api/users/${invited.userId}/activity`);
  expect(namingA.status).toBe(403);
  expect(namingA.text).not.toContain('Client intake');
});
