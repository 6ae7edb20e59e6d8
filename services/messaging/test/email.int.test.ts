/**
 * Email for people who are away, and replies that come back, with everything real: pg-boss on
 * the harness PostgreSQL, the MessageEmailEvent read back from a Kafka-protocol broker, and
 * replies sent with nodemailer to messaging's own inbound SMTP listener. A batch's job waits
 * the real 5 minutes in pg-boss; the test stands for the time passing by moving that job's
 * start to now, as the queue would see it five minutes later.
 */
import nodemailer from 'nodemailer';
import { eventually } from '../../../tooling/test-infra/eventually';
import { startWorld, type Person, type World } from './support/world';

jest.setTimeout(180_000);

let world: World;
let acme: string;
let admin: Person;
let teammate: Person;
let ann: Person;
let bob: Person;

type Unread = {
  to: string;
  first_name: string;
  cadence: string;
  conversations: Array<{
    conversation_id: string;
    subject: string;
    thread_url: string;
    reply_to: string;
    messages: Array<{
      sender_name: string;
      excerpt: string;
      attachments: number;
      notes: Array<{ code: string; count: number }>;
    }>;
    more: number;
  }>;
};

const emailsTo = (person: Person, conversationId?: string) =>
  world.events
    .filter((e) => e.type === 'unread_messages' && e.message.user_id === person.id)
    .map((e) => e.message.unread_messages as Unread)
    .filter(
      (u) => !conversationId || u.conversations.some((c) => c.conversation_id === conversationId),
    );

/** The queue's jobs for a conversation's batch (pg-boss's own table). */
async function batchJobs(conversationId: string) {
  const { rows } = await world.messagingSql(
    `SELECT id, state, start_after - created_on AS delay FROM pgboss.job
      WHERE name = 'message-email-batch' AND data->>'conversationId' = $1`,
    [conversationId],
  );
  return rows as Array<{
    id: string;
    state: string;
    delay: { minutes?: number; seconds?: number };
  }>;
}

/** Five minutes pass for the queue: the job waiting on `filter` becomes due now. */
async function letTimePass(name: string, key: string, value: string) {
  await world.messagingSql(
    `UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND data->>$2 = $3 AND state = 'created'`,
    [name, key, value],
  );
}

async function sendReply(options: {
  from: string;
  to: string;
  text: string;
  attachments?: Array<{ filename: string; content: Buffer | string }>;
}): Promise<string> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: world.messaging.inboundSmtpPort(),
    secure: false,
    ignoreTLS: true,
  });
  try {
    await transport.sendMail({ subject: 'Re: your message', ...options });
    return 'accepted';
  } catch (error) {
    const { responseCode, response } = error as { responseCode?: number; response?: string };
    return `${responseCode ?? ''} ${response ?? (error as Error).message}`;
  } finally {
    transport.close();
  }
}

const threadOf = async (conversationId: string, who: Person) =>
  (await world.client.ListMessages({ conversation_id: conversationId }, who.caller)).messages;

beforeAll(async () => {
  world = await startWorld('messaging_email');
  acme = await world.tenant('Acme Advisors');
  admin = await world.member(acme, 'admin', { first: 'Alice' });
  teammate = await world.member(acme, 'role1', { first: 'Tom' });
  ann = await world.member(acme, 'role2', { first: 'Ann' });
  bob = await world.member(acme, 'role2', { first: 'Bob' });
});

afterAll(() => world?.stop());

describe('batched email', () => {
  let conversationId: string;

  it('requests one email for three messages, 5 minutes after the first, with a thread link', async () => {
    const started = await world.client.StartConversation(
      {
        subject: 'Your documents',
        participant_user_ids: [ann.id],
        body: 'First: the **contract**',
      },
      admin.caller,
    );
    conversationId = started.id;
    await world.client.PostMessage(
      { conversation_id: conversationId, body: 'Second: the invoice' },
      admin.caller,
    );
    await world.client.PostMessage(
      { conversation_id: conversationId, body: 'Third: [the form](https://forms.example/x)' },
      admin.caller,
    );

    const jobs = await batchJobs(conversationId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.delay).toMatchObject({ minutes: 5 });

    await letTimePass('message-email-batch', 'conversationId', conversationId);
    const [email] = await eventually(
      'the email request',
      () => emailsTo(ann, conversationId),
      (found) => found.length > 0,
    );
    expect(email).toMatchObject({ to: ann.email, first_name: 'Ann', cadence: 'batched' });
    expect(email!.conversations).toHaveLength(1);
    const [section] = email!.conversations;
    expect(section).toMatchObject({
      conversation_id: conversationId,
      subject: 'Your documents',
      thread_url: `https://portal.example.test/messages?conversation=${conversationId}&tenant_id=${acme}`,
      more: 0,
    });
    expect(section!.reply_to).toMatch(/^reply\+[0-9a-f]{48}@reply\.example\.test$/);
    expect(section!.messages.map((m) => [m.sender_name, m.excerpt])).toEqual([
      ['Alice Tester', 'First: the contract'],
      ['Alice Tester', 'Second: the invoice'],
      ['Alice Tester', 'Third: the form (https://forms.example/x)'],
    ]);
    // The job finished: nothing else waits, and the sender (who read everything) got nothing.
    await eventually(
      'the job to finish',
      () => batchJobs(conversationId),
      (rows) => rows[0]?.state === 'completed',
    );
    expect(emailsTo(ann, conversationId)).toHaveLength(1);
    expect(emailsTo(admin, conversationId)).toHaveLength(0);
    // Only the token's hash is stored.
    const token = /^reply\+([0-9a-f]+)@/.exec(section!.reply_to)![1]!;
    const { rows } = await world.messagingSql(`SELECT token_hash FROM reply_tokens`);
    expect(rows.map((r: { token_hash: string }) => r.token_hash)).not.toContain(token);
  });

  it('takes a reply sent to the Reply-To as its sender, without the quoted history and signature', async () => {
    const replyTo = emailsTo(ann, conversationId)[0]!.conversations[0]!.reply_to;
    const answer = await sendReply({
      from: `Ann Tester <${ann.email.toUpperCase()}>`,
      to: replyTo,
      text: 'Thanks, I will sign today.\n\n-- \nAnn Tester\nAnn & Co\n\nOn Mon, Nov 30, 2026 at 10:00 AM Acme <x@y.test> wrote:\n> First: the contract\n',
    });
    expect(answer).toBe('accepted');
    const last = (await threadOf(conversationId, admin)).at(-1);
    expect(last).toMatchObject({
      body: 'Thanks, I will sign today.',
      sender_id: ann.id,
      sender_side: 'client',
      via: 'email',
    });
  });

  it('refuses the same reply address a second time, and stores nothing', async () => {
    const replyTo = emailsTo(ann, conversationId)[0]!.conversations[0]!.reply_to;
    const before = (await threadOf(conversationId, admin)).length;
    expect(await sendReply({ from: ann.email, to: replyTo, text: 'And again' })).toMatch(
      /^550 .*already been used/,
    );
    expect(await threadOf(conversationId, admin)).toHaveLength(before);
  });

  it('refuses a forged address and a sender other than the person it was sent to', async () => {
    await world.client.PostMessage(
      { conversation_id: conversationId, body: 'Fourth: one more' },
      admin.caller,
    );
    await letTimePass('message-email-batch', 'conversationId', conversationId);
    const [, second] = await eventually(
      'a second email',
      () => emailsTo(ann, conversationId),
      (found) => found.length >= 2,
    );
    expect(second!.conversations[0]!.messages.map((m) => m.excerpt)).toEqual(['Fourth: one more']);
    const replyTo = second!.conversations[0]!.reply_to;
    const before = (await threadOf(conversationId, admin)).length;

    expect(
      await sendReply({
        from: ann.email,
        to: `reply+${'ab'.repeat(24)}@reply.example.test`,
        text: 'Forged',
      }),
    ).toMatch(/^550 /);
    expect(await sendReply({ from: bob.email, to: replyTo, text: 'I am not Ann' })).toMatch(
      /^550 .*only from the person it was sent to/,
    );
    expect(
      await sendReply({
        from: ann.email,
        to: replyTo,
        text: 'Many files',
        attachments: Array.from({ length: 50 }, (_, i) => ({
          filename: `f${i}.txt`,
          content: 'x',
        })),
      }),
    ).toMatch(/^550 .*at most 49 attachments/);
    expect(
      await sendReply({
        from: ann.email,
        to: replyTo,
        text: 'Huge',
        attachments: [{ filename: 'big.bin', content: Buffer.alloc(11 * 1024 * 1024, 1) }],
      }),
    ).toMatch(/^552 /);
    expect(await threadOf(conversationId, admin)).toHaveLength(before);
    // The refusals spent nothing: Ann's own reply is still taken.
    expect(await sendReply({ from: ann.email, to: replyTo, text: 'Got it' })).toBe('accepted');
    expect((await threadOf(conversationId, admin)).at(-1)).toMatchObject({
      body: 'Got it',
      sender_id: ann.id,
    });
    const refusals = await world.messaging.registry
      .getSingleMetric('messaging_inbound_mail_total')!
      .get();
    const count = (outcome: string) =>
      refusals.values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
    expect(count('wrong_sender')).toBe(1);
    expect(count('reused_token')).toBe(1);
    expect(count('too_many_attachments')).toBe(1);
    expect(count('too_large')).toBe(1);
    expect(count('posted')).toBe(2);
  });

  it('keeps that a reply’s files were not added as a note, not as English words in the thread or its email', async () => {
    const started = await world.client.StartConversation(
      { subject: 'Your ID', participant_user_ids: [ann.id], body: 'Please send your ID' },
      admin.caller,
    );
    await letTimePass('message-email-batch', 'conversationId', started.id);
    const [email] = await eventually(
      'the email to Ann',
      () => emailsTo(ann, started.id),
      (found) => found.length > 0,
    );
    const answer = await sendReply({
      from: ann.email,
      to: email!.conversations[0]!.reply_to,
      text: 'Here they are',
      attachments: [
        { filename: 'front.jpg', content: 'front' },
        { filename: 'back.jpg', content: 'back' },
      ],
    });
    expect(answer).toBe('accepted');
    // Each reader's screen says it in their language (the gateway's ChatMessage.notes).
    expect((await threadOf(started.id, admin)).at(-1)).toMatchObject({
      body: 'Here they are',
      via: 'email',
      notes: [{ code: 'attachments_not_added', count: 2 }],
    });
    // So does the email to whoever has not read it (notifications renders the note).
    await letTimePass('message-email-batch', 'conversationId', started.id);
    const [toAdmin] = await eventually(
      'the email to Alice',
      () => emailsTo(admin, started.id),
      (found) => found.length > 0,
    );
    expect(toAdmin!.conversations[0]!.messages).toEqual([
      expect.objectContaining({
        excerpt: 'Here they are',
        attachments: 0,
        notes: [{ code: 'attachments_not_added', count: 2 }],
      }),
    ]);
  });
});

describe('preferences', () => {
  it('emails nobody who chose off, and waits for the daily digest for who chose it', async () => {
    expect(await world.client.SetEmailPreference({ cadence: 'off' }, bob.caller)).toEqual({
      cadence: 'off',
    });
    await world.client.SetEmailPreference({ cadence: 'digest' }, ann.caller);
    expect(await world.client.GetEmailPreference({}, ann.caller)).toEqual({ cadence: 'digest' });
    const started = await world.client.StartConversation(
      {
        subject: 'Kick-off',
        participant_user_ids: [ann.id, bob.id, teammate.id],
        body: 'Welcome both',
      },
      admin.caller,
    );
    await letTimePass('message-email-batch', 'conversationId', started.id);
    // Tom (batched by default) hears at once; the same job passed over Bob and Ann.
    await eventually(
      'Tom’s email',
      () => emailsTo(teammate, started.id),
      (found) => found.length === 1,
    );
    expect(emailsTo(bob, started.id)).toHaveLength(0);
    expect(emailsTo(ann, started.id)).toHaveLength(0);

    const { rows } = await world.messagingSql(
      `SELECT start_after FROM pgboss.job WHERE name = 'message-email-digest' AND data->>'userId' = $1`,
      [ann.id],
    );
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0].start_after).getUTCHours()).toBe(8);
    await letTimePass('message-email-digest', 'userId', ann.id);
    const [digest] = await eventually(
      'Ann’s digest',
      () => emailsTo(ann, started.id),
      (found) => found.length === 1,
    );
    expect(digest).toMatchObject({ cadence: 'digest' });
    expect(digest!.conversations.map((c) => c.subject)).toEqual(['Kick-off']);
  });

  it('refuses an unknown cadence', async () => {
    await expect(
      world.client.SetEmailPreference({ cadence: 'hourly' }, ann.caller),
    ).rejects.toThrow('Choose batched, digest or off');
  });
});

test("a client's conversation nobody on the team has joined reaches the tenant's admins", async () => {
  await world.client.SetEmailPreference({ cadence: 'batched' }, ann.caller);
  const started = await world.client.StartConversation({ body: 'Is anyone there?' }, ann.caller);
  await letTimePass('message-email-batch', 'conversationId', started.id);
  const [email] = await eventually(
    'the admin’s email',
    () => emailsTo(admin, started.id),
    (found) => found.length === 1,
  );
  expect(email!.conversations[0]!.messages[0]).toMatchObject({
    sender_name: 'Ann Tester',
    excerpt: 'Is anyone there?',
  });
  expect(emailsTo(teammate, started.id)).toHaveLength(0);
});
