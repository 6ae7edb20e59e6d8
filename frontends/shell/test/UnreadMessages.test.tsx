import { act, screen } from '@testing-library/react';
import { runInThisContext } from 'node:vm';
import { UnreadMessages } from '../src/layouts/UnreadMessages';
import { renderAt, scriptedApi } from './harness';

// Node's own stream, as the fetch primitives the setup installs are Node's (jsdom has none).
const NodeReadableStream = runInThisContext('ReadableStream') as typeof ReadableStream;

const client = {
  user: { id: 'c1', email: 'cleo@example.com', first_name: 'Cleo', last_name: '' },
  role: 'role2',
  isSuperAdmin: false,
  tenant_id: 't1',
  impersonating: false,
  memberships: [
    { tenant_id: 't1', tenant_name: 'Acme', role: 'member', role_key: 'role2', status: 'active' },
  ],
};

it('shows the unread total and follows the live stream’s counts', async () => {
  let push: (text: string) => void = () => undefined;
  const bytes = new NodeReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
    },
  });
  const { api } = scriptedApi({
    'POST /api/auth/refresh': {
      status: 200,
      body: {
        access_token: 't',
        expires_at: '2999-01-01T00:00:00Z',
        user: { id: 'c1', email: 'cleo@example.com' },
      },
    },
    'GET /api/me': { status: 200, body: client },
    'GET /api/messages/unread': { status: 200, body: { total: 3, conversations: [] } },
    'GET /api/stream': {
      status: 200,
      body: undefined,
      stream: { contentType: 'text/event-stream', bytes },
    },
  });
  renderAt(
    '/messages?tenant_id=t1',
    <a href="/messages">
      Messages
      <UnreadMessages />
    </a>,
    api,
  );
  expect(await screen.findByRole('link', { name: /^Messages\s*, 3 unread$/ })).toBeInTheDocument();

  await act(async () => {
    push(
      `event: unread\ndata: ${JSON.stringify({ type: 'unread', counts: { total: 0, conversations: [] } })}\n\n`,
    );
  });
  expect(await screen.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
  expect(screen.queryByText(/unread/)).toBeNull();

  await act(async () => {
    push(
      `event: unread\ndata: ${JSON.stringify({ type: 'unread', counts: { total: 120, conversations: [] } })}\n\n`,
    );
  });
  expect(
    await screen.findByRole('link', { name: /^Messages\s*, 120 unread$/ }),
  ).toBeInTheDocument();
  expect(screen.getByText('99+')).toBeInTheDocument();
});
