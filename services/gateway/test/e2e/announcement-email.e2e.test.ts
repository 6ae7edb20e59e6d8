/**
 * An announcement emailed to tenant admins through the whole stack: a super admin ticks
 * 'Also email tenant admins' for one workspace; the gateway, notifications, tenancy (the
 * tenant and its brand, on the super admin's behalf; its admins, to the service alone) and
 * identity (their addresses) bring one email to its owner at a real SMTP peer, branded with
 * the workspace; its member gets none; the history counts it. A value that is not true or
 * false is refused with the message and stores nothing.
 */
import { eventually } from '../../../../tooling/test-infra/eventually';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(240_000);

interface Announcement {
  id: string;
  title: string;
  email_admins: boolean;
  emailed: number;
  email_pending: number;
}

const env = useE2eStack({ superAdmin: true, mail: true });

const unique = (text: string) => `${text} ${Math.random().toString(36).slice(2, 8)}`;

it("emails the chosen workspace's owner once, in its branding, and the history counts it", async () => {
  const workspace = await signUpWorkspace(env.url, 'Mailed Studio', 'pro');
  const member = await inviteMember(workspace.client, 'role2');
  const title = unique('Storage upgrade');

  const sent = await env.superAdmin.post<Announcement>('/api/notifications/announce', {
    title,
    message: 'Read-only from 22:00 to 22:30 UTC.',
    audience: 'tenants',
    tenantIds: [workspace.tenantId],
    emailAdmins: true,
  });
  expect(sent.status).toBe(201);
  expect(sent.body.email_admins).toBe(true);

  const mail = await env.mail.waitFor((m) => m.subject === `Mailed Studio: ${title}`, 60_000);
  expect(mail.to).toContain(workspace.email);
  expect(mail.text).toContain('Read-only from 22:00 to 22:30 UTC.');

  const row = await eventually(
    'the history to count the email',
    async () =>
      (
        await env.superAdmin.get<{ history: Announcement[] }>('/api/notifications/history')
      ).body.history.find((a) => a.id === sent.body.id),
    (found) => found?.emailed === 1 && found.email_pending === 0,
    { everyMs: 250 },
  );
  expect(row).toMatchObject({ email_admins: true, emailed: 1, email_pending: 0 });
  expect(env.mail.received.filter((m) => m.subject.endsWith(title)).map((m) => m.to)).toEqual([
    mail.to,
  ]);
  expect(mail.to).not.toContain(member.email);
});

it('refuses emailAdmins that is not true or false, and stores nothing', async () => {
  const title = unique('Not stored');
  const answer = await env.superAdmin.post<{ error: string }>('/api/notifications/announce', {
    title,
    message: 'x',
    audience: 'all',
    emailAdmins: 'yes',
  });
  expect(answer.status).toBe(400);
  expect(answer.body.error).toBe('emailAdmins must be true or false');
  const history = await env.superAdmin.get<{ history: { title: string }[] }>(
    '/api/notifications/history',
  );
  expect(history.body.history.map((a) => a.title)).not.toContain(title);
});
