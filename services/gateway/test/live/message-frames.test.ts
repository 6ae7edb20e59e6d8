/**
 * A message edited or deleted, and a read position moved, on the live stream: each frame names
 * its change as the SSE event and in its data (the thread and unread counts read both), carries
 * the log's position as its id so a reconnecting stream resumes after it, and reaches the
 * conversation's participants.
 */
import { encodeEvent } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { frameOf } from '../../src/live/frames';

const tenant = 'a0000000-0000-4000-8000-00000000000a';
const conversation = 'c0000000-0000-4000-8000-00000000000c';
const message = 'd0000000-0000-4000-8000-00000000000d';

const messageEvent = (kind: Record<string, unknown>) =>
  frameOf(
    TOPICS.messagingMessage,
    encodeEvent('portico.events.v1.MessageEvent', {
      tenant_id: tenant,
      conversation_id: conversation,
      participant_user_ids: ['u1', 'u2'],
      position: 42,
      ...kind,
    }),
  );

it('an edit is a message.edited frame with the new body', () => {
  expect(
    messageEvent({
      edited: { message_id: message, seq: 3, body: 'Fixed', edited_at: '2026-11-28T10:00Z' },
    }),
  ).toEqual({
    tenantId: tenant,
    participants: ['u1', 'u2'],
    frame: {
      id: '42',
      event: 'message.edited',
      data: {
        type: 'message.edited',
        conversation_id: conversation,
        message_id: message,
        seq: 3,
        body: 'Fixed',
        edited_at: '2026-11-28T10:00Z',
      },
    },
  });
});

it('a deletion is a message.deleted frame', () => {
  expect(
    messageEvent({ deleted: { message_id: message, seq: 3, deleted_at: '2026-11-28T10:05Z' } }),
  ).toEqual({
    tenantId: tenant,
    participants: ['u1', 'u2'],
    frame: {
      id: '42',
      event: 'message.deleted',
      data: {
        type: 'message.deleted',
        conversation_id: conversation,
        message_id: message,
        seq: 3,
        deleted_at: '2026-11-28T10:05Z',
      },
    },
  });
});

it('a read position moved is a read frame with the reader and how far they read', () => {
  expect(
    messageEvent({ read: { user_id: 'u2', last_read_seq: 3, read_at: '2026-11-28T10:10Z' } }),
  ).toEqual({
    tenantId: tenant,
    participants: ['u1', 'u2'],
    frame: {
      id: '42',
      event: 'read',
      data: {
        type: 'read',
        position: {
          conversation_id: conversation,
          user_id: 'u2',
          last_read_seq: 3,
          read_at: '2026-11-28T10:10Z',
        },
      },
    },
  });
});
