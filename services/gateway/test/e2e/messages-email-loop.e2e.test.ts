/**
 * The email loop through the whole stack (issue 27 item 4): three messages a client has not
 * read become one email, sent by notifications to a real SMTP peer with the client's own
 * Reply-To; the client's answer, sent by SMTP to that address (messaging's inbound listener),
 * lands in the thread as theirs; the same address used again is refused and stores nothing.
 * The stack emails 2 s after a message instead of 5 minutes (support/stack.ts).
 */
import nodemailer from 'nodemailer';
import type { ApiClient } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

// The stack's mail reaches this file's SMTP peer (`stack.mail`) until its last test.
const stack = useE2eStack({ mail: true });
let admin: ApiClient;
let client: { client: ApiClient; email: string; userId: string };

interface ChatMessage {
  body: string;
  sender_id: string;
  via: string;
}

beforeAll(async () => {
  admin = (await signUpWorkspace(stack.url, 'Loop Advisors', 'starter')).client;
  client = await inviteMember(admin, 'role2');
});

const sendReply = (to: string, from: string, text: string) =>
  nodemailer
    .createTransport({ url: stack.inboundSmtpUrl, ignoreTLS: true } as never)
    .sendMail({ from, to, subject: 'Re: Signing', text })
    .then(
      () => 'accepted',
      (error: Error) => `refused: ${error.message}`,
    );

it('three unread messages make one email, and its reply lands in the thread as the client', async () => {
  const started = await admin.post<{ id: string }>('/api/conversations', {
    subject: 'Signing',
    participant_user_ids: [client.userId],
    body: 'First: the **contract**',
  });
  expect(started.status).toBe(201);
  const id = started.body.id;
  for (const body of ['Second: the invoice', 'Third: the form'])
    expect((await admin.post(`/api/conversations/${id}/messages`, { body })).status).toBe(201);

  const mail = await stack.mail.waitFor(
    (m) => m.to.includes(client.email) && m.replyTo.startsWith('reply+'),
    60_000,
  );
  for (const excerpt of ['First: the contract', 'Second: the invoice', 'Third: the form'])
    expect(mail.text).toContain(excerpt);
  expect(mail.text).toContain(`/messages?conversation=${id}`);

  expect(await sendReply(mail.replyTo, client.email, 'Signed and sent back.\n\n> First')).toBe(
    'accepted',
  );
  const thread = await admin.get<{ messages: ChatMessage[] }>(`/api/conversations/${id}/messages`);
  expect(thread.body.messages.at(-1)).toMatchObject({
    body: 'Signed and sent back.',
    sender_id: client.userId,
    via: 'email',
  });
  // One email for the three messages, the reply address unique to the client: used again, or
  // by anyone else, it is refused and nothing more is stored.
  const aboutMessages = stack.mail.received.filter(
    (m) => m.to.includes(client.email) && m.replyTo.startsWith('reply+'),
  );
  expect(aboutMessages.map((m) => m.subject)).toEqual([
    'Loop Advisors: 3 new messages in “Signing”',
  ]);
  expect(await sendReply(mail.replyTo, client.email, 'Again')).toMatch(/^refused/);
  const after = await admin.get<{ messages: ChatMessage[] }>(`/api/conversations/${id}/messages`);
  expect(after.body.messages).toHaveLength(4);
});
