/**
 * The per-person limit on posting and editing messages (@portico/rules MESSAGE_POST_LIMIT),
 * which messaging counts in the posting transaction for the portal's routes (`count_post`):
 * the post past the limit is refused with the words the gateway shows (429, Retry-After) and
 * stores nothing; every counted request counts, refused or not, as when the gateway counted
 * them before any work; another person, the next minute and the public API's posts (counted
 * per key at the gateway) are not held back. Real PostgreSQL, tenancy, identity, content and a
 * Kafka-protocol broker (support/world.ts).
 */
import { MESSAGE_POST_LIMIT, TOO_MANY_ATTEMPTS } from '@portico/rules';
import { startWorld, type Person, type World } from './support/world';

jest.setTimeout(180_000);

let world: World;
let acme: string;
let admin: Person;
let ann: Person;
let bob: Person;

const LIMIT = MESSAGE_POST_LIMIT.perPerson;
const WINDOW_MS = MESSAGE_POST_LIMIT.windowSeconds * 1000;

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error & { code?: string }) => `${error.code ?? ''}: ${error.message}`,
  );

const count = async (sql: string) => (await world.messagingSql(sql)).rows[0].n as number;

/** Moves messaging's clock to a second into a fresh window, so a test's posts share one. */
function freshWindow() {
  const now = world.clock.now().getTime();
  world.clock.advance(WINDOW_MS - (now % WINDOW_MS) + 1000);
}

beforeAll(async () => {
  world = await startWorld('messaging_post_limit');
  acme = await world.tenant('Acme Advisors');
  admin = await world.member(acme, 'admin', { first: 'Alice' });
  ann = await world.member(acme, 'role2', { first: 'Ann' });
  bob = await world.member(acme, 'role2', { first: 'Bob' });
});

afterAll(() => world?.stop());

test('the post past the limit is refused with its message and stores nothing; others, the next minute and uncounted posts go on', async () => {
  freshWindow();
  const { id } = await world.client.StartConversation(
    { participant_user_ids: [ann.id], body: 'Hello Ann', count_post: true },
    admin.caller,
  );
  // Posts and edits count alike: LIMIT − 1 posts and one edit fill Ann's minute.
  let last = '';
  for (let i = 1; i < LIMIT; i++)
    last = (
      await world.client.PostMessage(
        { conversation_id: id, body: `Note ${i}`, count_post: true },
        ann.caller,
      )
    ).id;
  await world.client.EditMessage(
    { message_id: last, body: 'Note, edited', count_post: true },
    ann.caller,
  );

  const messages = await count('SELECT count(*)::int AS n FROM messages');
  const logged = await count('SELECT count(*)::int AS n FROM stream_events');
  const conversations = await count('SELECT count(*)::int AS n FROM conversations');
  const refused = world.client.PostMessage(
    { conversation_id: id, body: 'One too many', count_post: true },
    ann.caller,
  );
  expect(await refusal(refused)).toBe(`RESOURCE_EXHAUSTED: ${TOO_MANY_ATTEMPTS}`);
  const retryAfter = await refused.catch(
    (e: { retryAfterSeconds?: number }) => e.retryAfterSeconds,
  );
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(MESSAGE_POST_LIMIT.windowSeconds);
  // An edit and a new conversation are held back the same way.
  expect(
    await refusal(
      world.client.EditMessage({ message_id: last, body: 'Changed', count_post: true }, ann.caller),
    ),
  ).toBe(`RESOURCE_EXHAUSTED: ${TOO_MANY_ATTEMPTS}`);
  expect(
    await refusal(
      world.client.StartConversation({ body: 'A new question', count_post: true }, ann.caller),
    ),
  ).toBe(`RESOURCE_EXHAUSTED: ${TOO_MANY_ATTEMPTS}`);
  expect(await count('SELECT count(*)::int AS n FROM messages')).toBe(messages);
  expect(await count('SELECT count(*)::int AS n FROM stream_events')).toBe(logged);
  expect(await count('SELECT count(*)::int AS n FROM conversations')).toBe(conversations);
  const edited = await world.messagingSql('SELECT body FROM messages WHERE id = $1', [last]);
  expect(edited.rows[0].body).toBe('Note, edited');

  // Another person of the same conversation still writes.
  await world.client.PostMessage(
    { conversation_id: id, body: 'Alice answers', count_post: true },
    admin.caller,
  );
  // A post the caller does not count here (the public API counts per key) is not held back.
  await world.client.PostMessage({ conversation_id: id, body: 'Through the API' }, ann.caller);
  // The next minute Ann writes again.
  world.clock.advance(WINDOW_MS);
  const again = await world.client.PostMessage(
    { conversation_id: id, body: 'Back again', count_post: true },
    ann.caller,
  );
  expect(again.body).toBe('Back again');
});

test('a counted request counts even when it fails for another reason, and past the limit the limit is the answer', async () => {
  freshWindow();
  const { id } = await world.client.StartConversation(
    { participant_user_ids: [ann.id], body: 'Only Ann and Alice', count_post: true },
    admin.caller,
  );
  // Bob is not in the conversation: each try is not found, and each counts.
  for (let i = 0; i < LIMIT; i++)
    expect(
      await refusal(
        world.client.PostMessage(
          { conversation_id: id, body: 'Let me in', count_post: true },
          bob.caller,
        ),
      ),
    ).toBe('NOT_FOUND: Conversation not found');
  expect(
    await refusal(
      world.client.PostMessage(
        { conversation_id: id, body: 'Let me in', count_post: true },
        bob.caller,
      ),
    ),
  ).toBe(`RESOURCE_EXHAUSTED: ${TOO_MANY_ATTEMPTS}`);
  // A bad start, refused before its transaction, is refused by the limit too.
  expect(
    await refusal(world.client.StartConversation({ body: '   ', count_post: true }, bob.caller)),
  ).toBe(`RESOURCE_EXHAUSTED: ${TOO_MANY_ATTEMPTS}`);
  const bobs = await world.messagingSql(
    'SELECT count(*)::int AS n FROM messages WHERE sender_id = $1',
    [bob.id],
  );
  expect(bobs.rows[0].n).toBe(0);
});
