import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALE_STORAGE_KEY } from '@portico/frontend-kit';
import type {
  ScriptedAnswer,
  ScriptedRequest,
  ScriptedRoutes,
} from '@portico/frontend-kit/testing/scriptedApi';
import { liveStream, renderTenantApp } from './harness';

const PAGE = '/admin/messages';
const CONVERSATION = '2b0c6a4e-7f1d-4c2a-9e55-1a3b5c7d9e01';
const ANN = 'a0000000-0000-4000-8000-000000000001';
const ann = { id: ANN, name: 'Ann Lee', side: 'client' as const };
const admin = { id: 'u1', name: 'Ada Byron', side: 'team' as const };

function message(seq: number, sender: string, body: string) {
  return {
    id: `m${seq}`,
    conversation_id: CONVERSATION,
    seq,
    sender_id: sender,
    sender_side: sender === 'u1' ? ('team' as const) : ('client' as const),
    body,
    attachments: [],
    via: 'portal' as 'portal' | 'email' | 'api',
    notes: [] as { code: 'attachments_not_added'; count: number }[],
    created_at: '2026-11-27T10:00:00.000Z',
    edited_at: '',
    deleted_at: '',
    editable_until: '2026-11-27T10:15:00.000Z',
  };
}

function conversation(lastSeq: number, lastReadSeq: number, last: ReturnType<typeof message>) {
  return {
    id: CONVERSATION,
    subject: 'My tax return',
    started_by: ANN,
    started_by_side: 'client' as const,
    audience_role: '',
    participants: [{ ...ann, joined_at: '2026-11-27T10:00:00.000Z' }],
    assignee_id: '',
    status: 'open' as const,
    closed_at: '',
    last_seq: lastSeq,
    last_message: last,
    last_message_at: last.created_at,
    unread_count: lastSeq - lastReadSeq,
    last_read_seq: lastReadSeq,
    created_at: '2026-11-27T10:00:00.000Z',
  };
}

const first = message(1, ANN, 'Is my **return** filed? [see](javascript:alert(1))');
const second = message(2, ANN, 'Also, the _invoice_:\n\n- one\n- two');

/** A gateway whose thread holds `messages`, read by Ann up to `annRead`. */
function messagesGateway(state: { messages: ReturnType<typeof message>[]; annRead: number }) {
  const last = () => state.messages.at(-1)!;
  const routes: ScriptedRoutes = {
    'GET /api/conversations': () => ({
      status: 200,
      body: {
        conversations: [conversation(last().seq, 0, last())],
        next_cursor: '',
      },
    }),
    'GET /api/conversations/{id}/messages': () => ({
      status: 200,
      body: {
        conversation: conversation(last().seq, 0, last()),
        messages: state.messages,
        has_older: false,
        has_newer: false,
        read_positions: [
          {
            conversation_id: CONVERSATION,
            user_id: ANN,
            last_read_seq: state.annRead,
            read_at: '2026-11-27T10:01:00.000Z',
          },
        ],
        people: [ann, admin],
      },
    }),
    'POST /api/conversations/{id}/read': { status: 204, body: undefined },
    'GET /api/messages/unread': {
      status: 200,
      body: { total: 2, conversations: [{ conversation_id: CONVERSATION, unread_count: 2 }] },
    },
    'GET /api/conversations/people': { status: 200, body: { people: [] } },
  };
  return routes;
}

it('lists the inbox with unread counts, opens the thread rendered safely, and marks it read', async () => {
  const live = liveStream();
  const { requests } = renderTenantApp(PAGE, {
    ...messagesGateway({ messages: [first, second], annRead: 2 }),
    'GET /api/stream': live.answer,
  });
  const user = userEvent.setup();
  const inbox = await screen.findByRole('region', { name: 'Conversations' });
  const item = await within(inbox).findByRole('button', { name: /My tax return/ });
  expect(within(item).getByText('2 unread')).toBeInTheDocument();

  await user.click(item);
  const log = await screen.findByRole('log', { name: 'Messages' });
  // The formatting arrives with the Markdown parser, loaded with the first thread.
  expect(await within(log).findByText('return', { selector: 'strong' })).toBeInTheDocument();
  expect(within(log).getByText('invoice', { selector: 'em' })).toBeInTheDocument();
  expect(
    within(log)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['one', 'two']);
  // A javascript: link is shown as the text it was written as, never as a link.
  expect(within(log).getByText(/\[see\]\(javascript:alert\(1\)\)/)).toBeInTheDocument();
  expect(within(log).queryByRole('link')).toBeNull();
  // Ann has read only what she wrote herself: no "Seen by Ann Lee" under her own messages.
  expect(within(log).queryByText(/Seen by/)).toBeNull();
  await screen.findByRole('button', { name: 'Details' });
  expect(requests.find((r) => r.method === 'POST' && r.path.endsWith('/read'))?.body).toEqual({
    seq: 2,
  });
});

/**
 * The thread opened with its first message, where what is posted joins the thread; `before`
 * may hold a post back (its body given) until the test lets it go.
 */
function threadThatTakesPosts(before?: (body: string) => Promise<void>) {
  const state = { messages: [first], annRead: 1 };
  const live = liveStream();
  const { requests } = renderTenantApp(`${PAGE}?conversation=${CONVERSATION}`, {
    ...messagesGateway(state),
    'GET /api/stream': live.answer,
    'POST /api/conversations/{id}/messages': async (request) => {
      const body = (request.body as { body: string }).body;
      await before?.(body);
      const sent = message(state.messages.length + 1, 'u1', body);
      state.messages = [...state.messages, sent];
      return { status: 201, body: sent };
    },
  });
  const posted = () =>
    requests
      .filter((r) => r.method === 'POST' && r.path.endsWith('/messages'))
      .map((r) => (r.body as { body: string }).body);
  return { posted };
}

it('Enter sends, Shift+Enter adds a line, and an empty message is refused before sending', async () => {
  const { posted } = threadThatTakesPosts();
  const user = userEvent.setup();
  const box = await screen.findByRole('textbox', { name: 'Message' });

  await user.type(box, '{Enter}');
  expect(await screen.findByText('Write a message before sending')).toBeInTheDocument();
  expect(posted()).toEqual([]);

  await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
  expect(box).toHaveValue('First line\nsecond line');
  await user.type(box, '{Enter}');
  const log = await screen.findByRole('log', { name: 'Messages' });
  expect(await within(log).findByText(/second line/)).toBeInTheDocument();
  expect(posted()).toEqual(['First line\nsecond line']);
  expect(box).toHaveValue('');
});

it('typing after "write a message first" clears it, and Enter while one is sending sends the next after it', async () => {
  let answerFirst: () => void = () => undefined;
  // The first post is slow: the second is typed and sent while it is on its way.
  const { posted } = threadThatTakesPosts((body) =>
    body === 'One' ? new Promise<void>((resolve) => (answerFirst = resolve)) : Promise.resolve(),
  );
  const user = userEvent.setup();
  const box = await screen.findByRole('textbox', { name: 'Message' });

  await user.type(box, '{Enter}');
  expect(await screen.findByText('Write a message before sending')).toBeInTheDocument();
  await user.type(box, 'One');
  expect(screen.queryByText('Write a message before sending')).toBeNull();
  expect(box).not.toHaveAttribute('aria-invalid');

  await user.type(box, '{Enter}');
  expect(box).toHaveValue('');
  await user.type(box, 'Two{Enter}');
  expect(box).toHaveValue('');
  // Two waits for One: messages leave in the order they were written.
  expect(posted()).toEqual(['One']);
  await act(async () => answerFirst());
  const log = await screen.findByRole('log', { name: 'Messages' });
  expect(await within(log).findByText('Two')).toBeInTheDocument();
  expect(posted()).toEqual(['One', 'Two']);
});

/** The thread opened with its first message and a live stream the test can send on. */
function openThreadWithFirst() {
  const state = { messages: [first], annRead: 1 };
  const live = liveStream();
  renderTenantApp(`${PAGE}?conversation=${CONVERSATION}`, {
    ...messagesGateway(state),
    'GET /api/stream': live.answer,
  });
  return { state, live };
}

it('a message on the live stream appears in the open thread without a reload', async () => {
  const { state, live } = openThreadWithFirst();
  const log = await screen.findByRole('log', { name: 'Messages' });
  expect(within(log).queryByText('Are you there?')).toBeNull();

  const arrived = message(2, ANN, 'Are you there?');
  state.messages = [first, arrived];
  await act(async () => {
    live.send(7, {
      type: 'message.created',
      conversation_id: CONVERSATION,
      conversation_subject: 'My tax return',
      message: arrived,
    });
  });
  expect(await within(log).findByText('Are you there?')).toBeInTheDocument();
});

it('a refused message comes back into the box with the reason', async () => {
  const live = liveStream();
  renderTenantApp(`${PAGE}?conversation=${CONVERSATION}`, {
    ...messagesGateway({ messages: [first], annRead: 1 }),
    'GET /api/stream': live.answer,
    'POST /api/conversations/{id}/messages': {
      status: 400,
      body: {
        error: 'Messages cannot contain HTML. Use Markdown for bold, lists and links.',
        code: 'unsafe_markdown',
      },
    },
  });
  const user = userEvent.setup();
  const box = await screen.findByRole('textbox', { name: 'Message' });
  await user.type(box, '<b>hi</b>{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Messages cannot contain HTML. Use Markdown for bold, lists and links.',
  );
  expect(box).toHaveValue('<b>hi</b>');
});

it('"Seen by" stands under the last message each person has read, not only the newest', async () => {
  const bob = {
    id: 'b0000000-0000-4000-8000-000000000002',
    name: 'Bob Stone',
    side: 'client' as const,
  };
  const asked = message(1, 'u1', 'Did the papers arrive?');
  const third = message(3, 'u1', 'Filed yesterday.');
  const routes = messagesGateway({ messages: [asked, second, third], annRead: 1 });
  const thread = routes['GET /api/conversations/{id}/messages'] as () => {
    status: number;
    body: { read_positions: unknown[]; people: unknown[] };
  };
  const live = liveStream();
  renderTenantApp(`${PAGE}?conversation=${CONVERSATION}`, {
    ...routes,
    'GET /api/stream': live.answer,
    'GET /api/conversations/{id}/messages': () => {
      const answer = thread();
      answer.body.people.push(bob);
      answer.body.read_positions.push({
        conversation_id: CONVERSATION,
        user_id: bob.id,
        last_read_seq: 3,
        read_at: '2026-11-27T10:02:00.000Z',
      });
      return answer;
    },
  });
  const log = await screen.findByRole('log', { name: 'Messages' });
  const [one, two, three] = await within(log).findAllByRole('article');
  expect(within(one!).getByText('Seen by Ann Lee')).toBeInTheDocument();
  expect(within(two!).queryByText(/Seen by/)).toBeNull();
  expect(within(three!).getByText('Seen by Bob Stone')).toBeInTheDocument();
});

it('"Seen by" never names the writer of a message: it stands under what they read of the others\'', async () => {
  const asked = message(1, 'u1', 'Did the papers arrive?');
  const answered = message(2, ANN, 'Yes, thank you.');
  const live = liveStream();
  // Ann's position is her own answer (posting moves it there); she has read the question.
  renderTenantApp(`${PAGE}?conversation=${CONVERSATION}`, {
    ...messagesGateway({ messages: [asked, answered], annRead: 2 }),
    'GET /api/stream': live.answer,
  });
  const log = await screen.findByRole('log', { name: 'Messages' });
  const [question, answer] = await within(log).findAllByRole('article');
  expect(within(question!).getByText('Seen by Ann Lee')).toBeInTheDocument();
  expect(within(answer!).queryByText(/Seen by/)).toBeNull();
});

it('the team writes to everyone holding a role, named by its label, from the New message dialog', async () => {
  const live = liveStream();
  const started = { ...conversation(1, 1, first), audience_role: 'role2' };
  const { requests } = renderTenantApp(PAGE, {
    ...messagesGateway({ messages: [first], annRead: 1 }),
    'GET /api/stream': live.answer,
    'POST /api/conversations': { status: 201, body: started },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'New message' }));
  const dialog = await screen.findByRole('dialog', { name: 'New message' });
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Choose who the message is for',
  );
  // No client to tick yet: the dialog says so rather than starting with "Or".
  expect(
    within(dialog).getByText(
      'No clients in this workspace yet: write to everyone holding a role, or invite a client first.',
    ),
  ).toBeInTheDocument();

  const role = within(dialog).getByRole('combobox', { name: 'Or everyone who holds a role' });
  expect(within(role).getByRole('option', { name: 'Everyone who is Client' })).toBeInTheDocument();
  // The tenant's words only: no role key on screen.
  expect(within(role).queryByRole('option', { name: /role2/ })).toBeNull();
  await user.selectOptions(role, 'Everyone who is Client');
  await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'We are closed Friday');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  await screen.findByRole('log', { name: 'Messages' });
  const post = requests.find((r) => r.method === 'POST' && r.path === '/api/conversations');
  expect(post?.body).toMatchObject({
    audience_role: 'role2',
    participant_user_ids: [],
    body: 'We are closed Friday',
  });
});

it('a search hit reads as the message does: matches marked, Markdown marks and link targets gone', async () => {
  const live = liveStream();
  const { requests } = renderTenantApp(PAGE, {
    ...messagesGateway({ messages: [first], annRead: 1 }),
    'GET /api/stream': live.answer,
    'GET /api/messages/search': {
      status: 200,
      body: {
        hits: [
          {
            message: message(
              1,
              ANN,
              'Here are *my* <notes> and [the guide](https://example.com/g)',
            ),
            conversation_subject: 'My tax return',
            headline:
              'Here are *my* &lt;<mark>notes</mark>&gt; and [the guide](https://example.com/g)',
            rank: 0.1,
          },
        ],
        next_cursor: '',
      },
    },
  });
  const user = userEvent.setup();
  await user.type(await screen.findByRole('searchbox', { name: 'Search messages' }), 'notes');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const hit = await screen.findByRole('button', { name: /My tax return/ });
  await within(hit).findByText('notes', { selector: 'mark' });
  expect(hit).toHaveTextContent('Here are my <notes> and the guide');
  expect(hit).not.toHaveTextContent(/\*|https:/);
  expect(requests.find((r) => r.path === '/api/messages/search')?.query.get('q')).toBe('notes');
});

it('in the New message dialog, as in the thread, Shift+Enter adds a line and Enter sends', async () => {
  const live = liveStream();
  const started = conversation(1, 1, first);
  const { requests } = renderTenantApp(PAGE, {
    ...messagesGateway({ messages: [first], annRead: 1 }),
    'GET /api/stream': live.answer,
    'POST /api/conversations': { status: 201, body: started },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'New message' }));
  const dialog = await screen.findByRole('dialog', { name: 'New message' });
  await user.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Or everyone who holds a role' }),
    'Everyone who is Client',
  );
  const box = within(dialog).getByRole('textbox', { name: 'Message' });
  expect(box).toHaveAccessibleDescription(
    'Enter sends, Shift+Enter adds a line. **bold**, lists and links work.',
  );
  await user.type(box, 'We are closed{Shift>}{Enter}{/Shift}on Friday');
  expect(box).toHaveValue('We are closed\non Friday');
  expect(requests.filter((r) => r.path === '/api/conversations' && r.method === 'POST')).toEqual(
    [],
  );
  await user.type(box, '{Enter}');
  await screen.findByRole('log', { name: 'Messages' });
  const posts = requests.filter((r) => r.method === 'POST' && r.path === '/api/conversations');
  expect(posts.map((r) => (r.body as { body: string }).body)).toEqual(['We are closed\non Friday']);
});

it('a thread that cannot be loaded still offers the way back to the conversations', async () => {
  const live = liveStream();
  renderTenantApp(`${PAGE}?conversation=${CONVERSATION}`, {
    ...messagesGateway({ messages: [first], annRead: 1 }),
    'GET /api/stream': live.answer,
    'GET /api/conversations/{id}/messages': {
      status: 503,
      body: {
        error: 'The service is not available right now. Please try again.',
        code: 'UNAVAILABLE',
      },
    },
  });
  const user = userEvent.setup();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The service is not available right now. Please try again.',
  );
  await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
  expect(await screen.findByText('Choose a conversation to read it here.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('an empty filtered inbox says what the filter found, not that there are no conversations', async () => {
  const live = liveStream();
  const gateway = messagesGateway({ messages: [first], annRead: 1 });
  const all = gateway['GET /api/conversations'] as (request: ScriptedRequest) => ScriptedAnswer;
  renderTenantApp(PAGE, {
    ...gateway,
    'GET /api/stream': live.answer,
    'GET /api/conversations': (request) =>
      request.query.get('filter') === 'all'
        ? all(request)
        : { status: 200, body: { conversations: [], next_cursor: '' } },
  });
  const user = userEvent.setup();
  const inbox = await screen.findByRole('region', { name: 'Conversations' });
  await within(inbox).findByRole('button', { name: /My tax return/ });
  await user.selectOptions(within(inbox).getByLabelText('Show'), 'mine');
  expect(
    await within(inbox).findByText('No open conversations are assigned to you.'),
  ).toBeInTheDocument();
  await user.selectOptions(within(inbox).getByLabelText('Show'), 'unassigned');
  expect(
    await within(inbox).findByText('No open conversation is waiting for someone to take it.'),
  ).toBeInTheDocument();
  expect(within(inbox).queryByText('No conversations yet.')).toBeNull();
});

describe('a reply by email whose files were not added', () => {
  const reply = {
    ...message(1, ANN, 'Here it is'),
    via: 'email' as const,
    notes: [{ code: 'attachments_not_added' as const, count: 2 }],
  };
  afterEach(() => localStorage.clear());

  it.each([
    ['en', 'by email', '2 attached files were not added: attach files in the portal.'],
    ['es', 'por correo', '2 archivos adjuntos no se añadieron: adjunta los archivos en el portal.'],
  ])('says so under the message in the reader’s language (%s)', async (locale, by, note) => {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    const live = liveStream();
    renderTenantApp(
      `${PAGE}?conversation=${CONVERSATION}`,
      { ...messagesGateway({ messages: [reply], annRead: 1 }), 'GET /api/stream': live.answer },
      { inLanguage: true },
    );
    const item = await screen.findByRole('article');
    expect(await within(item).findByText('Here it is')).toBeInTheDocument();
    expect(within(item).getByText(by)).toBeInTheDocument();
    expect(within(item).getByText(note)).toBeInTheDocument();
  });
});

it.each([
  ['en', 'via the API'],
  ['es', 'vía la API'],
])('a message posted through the API says so beside its time (%s)', async (locale, by) => {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  const live = liveStream();
  renderTenantApp(
    `${PAGE}?conversation=${CONVERSATION}`,
    {
      ...messagesGateway({
        messages: [{ ...message(1, 'u1', 'Paid on Friday.'), via: 'api' }],
        annRead: 1,
      }),
      'GET /api/stream': live.answer,
    },
    { inLanguage: true },
  );
  const item = await screen.findByRole('article');
  expect(await within(item).findByText('Paid on Friday.')).toBeInTheDocument();
  expect(within(item).getByText(by)).toBeInTheDocument();
  localStorage.clear();
});

it('the details panel closes with Escape or Close and gives focus back to Details', async () => {
  openThreadWithFirst();
  const user = userEvent.setup();
  const details = await screen.findByRole('button', { name: 'Details' });
  await user.click(details);
  expect(details).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(details).toHaveAttribute('aria-expanded', 'false');
  expect(details).toHaveFocus();

  await user.click(details);
  await user.click(screen.getByRole('button', { name: 'Close details' }));
  expect(details).toHaveAttribute('aria-expanded', 'false');
  expect(details).toHaveFocus();
});
