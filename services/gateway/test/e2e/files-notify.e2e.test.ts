/**
 * The notify-user email end to end (issue 12): an admin uploads a file for a member with
 * "Email the recipient" on; content's FileUploaded, through the Kafka-protocol broker, reaches
 * notifications, which mails the member at a real SMTP peer with a link to the file page in
 * their workspace. Without notify nothing is sent; a recipient outside the workspace is
 * refused before a byte is stored.
 */
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { createUpload, pngBytes, uploadFile } from '../support/tus';
import { useE2eStack } from '../support/prologue';
import { PUBLIC_URL } from '../support/stack';

jest.setTimeout(180_000);

const env = useE2eStack({ mail: true });
it('emails the member a link to the file an admin uploaded for them with notify on, and only then', async () => {
  const { client: admin, tenantId } = await signUpWorkspace(env.url, 'Notify Studio');
  const member = await inviteMember(admin, 'role2');

  await uploadFile(admin, pngBytes(2000), {
    filename: 'quiet.png',
    title: 'Quiet draft',
    user_id: member.userId,
  });
  const fileId = await uploadFile(admin, pngBytes(3000), {
    filename: 'brief.png',
    title: 'Quarterly brief',
    user_id: member.userId,
    message: 'Please review by Friday',
    notify: '1',
  });

  const mail = await env.mail.waitFor(
    (m) => m.to.includes(member.email) && m.subject.includes('Quarterly brief'),
    60_000,
  );
  // From the workspace, under its name (issue 26): no product name in a tenant's email.
  expect(mail.subject).toBe('New file from Notify Studio: Quarterly brief');
  expect(mail.fromName).toBe('Notify Studio');
  expect(mail.text).toContain('Please review by Friday');
  const link = /https?:\/\/\S+\/my-files\?\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  expect(url.origin).toBe(PUBLIC_URL);
  expect(url.searchParams.get('file')).toBe(fileId);
  expect(url.searchParams.get('tenant_id')).toBe(tenantId);

  // The link leads to a file the member may open.
  const opened = await member.client.get<{ id: string; title: string }>(`/api/files/${fileId}`);
  expect(opened.status).toBe(200);
  expect(opened.body.title).toBe('Quarterly brief');

  // The upload without notify mailed nobody (it was consumed before the one that did).
  expect(env.mail.received.filter((m) => m.subject.includes('Quiet draft'))).toEqual([]);
});

it('refuses to notify someone who is not a member of the workspace, storing nothing', async () => {
  const { client: admin } = await signUpWorkspace(env.url, 'Notify Guarded');
  const stranger = await signUpWorkspace(env.url, 'Notify Elsewhere');
  const me = await stranger.client.get<{ user: { id: string } }>('/api/me');
  const refused = await createUpload(admin, 1000, {
    filename: 'leak.png',
    user_id: me.body.user.id,
    notify: '1',
  });
  expect(refused.status).toBe(400);
  expect(String(refused.body)).toContain('Please select a user');
  const files = await admin.get<{ files: { title: string }[] }>('/api/files?limit=1000');
  expect(files.body.files.map((f) => f.title)).not.toContain('leak.png');
});
