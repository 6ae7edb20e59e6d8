/**
 * Messaging's and content's events as the live stream's frames (`GET /api/stream`): what each
 * says and whom it reaches (the tenant's staff and the participants it names), decoded the same
 * way whether it comes from the bus (every replica) or from the answer of a change made through
 * this replica (shared/liveAnswer.ts), and replayed from messaging's stream log the same way
 * (features/messaging/catchUp.ts). A message's origin and notes are shown as the routes show
 * them (features/messaging/schemas.ts).
 */
import { decodeEvent } from '@portico/kit';
import { TOPICS, type eventsV1 } from '@portico/proto';
import type { Frame } from './hub';

/** Where a message was posted, shown beside it (a reply by email, a post through the API). */
export const MESSAGE_ORIGINS = ['portal', 'email', 'api'] as const;
export type MessageOrigin = (typeof MESSAGE_ORIGINS)[number];

/** Where a message was posted; anything else reads as the portal. */
export const originOf = (via: string): MessageOrigin =>
  (MESSAGE_ORIGINS as readonly string[]).includes(via) ? (via as MessageOrigin) : 'portal';

/** The notes the portal shows under a message, each rendered from the reader's catalogue. */
export const MESSAGE_NOTE_CODES = ['attachments_not_added'] as const;
export type MessageNoteCode = (typeof MESSAGE_NOTE_CODES)[number];

/** A message's notes with a code the screens know (a newer messaging's others wait for them). */
export const toNotes = (
  notes: readonly { code: string; count: number }[],
): { code: MessageNoteCode; count: number }[] =>
  notes.flatMap(({ code, count }) =>
    (MESSAGE_NOTE_CODES as readonly string[]).includes(code)
      ? [{ code: code as MessageNoteCode, count }]
      : [],
  );

const iso = (value: string) => value;

/** A message as posted: who posted it where (their own counts change only where they had unread). */
export interface Posted {
  senderId: string;
  conversationId: string;
}

export function frameOf(
  topic: string,
  payload: Uint8Array,
): { tenantId: string; participants: string[]; frame: Frame; posted?: Posted } | undefined {
  if (topic === TOPICS.messagingMessage) {
    const e = decodeEvent('portico.events.v1.MessageEvent', payload);
    const id = String(e.position ?? '0') === '0' ? undefined : String(e.position);
    const base = { tenantId: e.tenant_id, participants: e.participant_user_ids };
    if (e.created) {
      const c = e.created;
      return {
        ...base,
        posted: { senderId: c.sender_id, conversationId: e.conversation_id },
        frame: {
          id,
          event: 'message.created',
          data: {
            type: 'message.created',
            conversation_id: e.conversation_id,
            conversation_subject: c.conversation_subject,
            message: {
              id: c.message_id,
              conversation_id: e.conversation_id,
              seq: c.seq,
              sender_id: c.sender_id,
              sender_side: c.sender_side === 'team' ? 'team' : 'client',
              body: c.body,
              attachments: c.attachments.map((a) => ({
                file_id: a.file_id,
                message_id: c.message_id,
                file_name: a.file_name,
                content_type: a.content_type,
                size_bytes: Number(a.size_bytes),
              })),
              via: originOf(c.via),
              notes: toNotes(c.notes),
              created_at: iso(c.created_at),
              edited_at: '',
              deleted_at: '',
              editable_until: new Date(Date.parse(c.created_at) + 15 * 60_000).toISOString(),
            },
          },
        },
      };
    }
    // Each change's frame: its type as the SSE event and in its data, the log's position as id.
    const change = (event: string, data: Record<string, unknown>) => ({
      ...base,
      frame: { id, event, data: { type: event, ...data } },
    });
    if (e.edited)
      return change('message.edited', {
        conversation_id: e.conversation_id,
        message_id: e.edited.message_id,
        seq: e.edited.seq,
        body: e.edited.body,
        edited_at: e.edited.edited_at,
      });
    if (e.deleted)
      return change('message.deleted', {
        conversation_id: e.conversation_id,
        message_id: e.deleted.message_id,
        seq: e.deleted.seq,
        deleted_at: e.deleted.deleted_at,
      });
    if (e.read)
      return change('read', {
        position: {
          conversation_id: e.conversation_id,
          user_id: e.read.user_id,
          last_read_seq: e.read.last_read_seq,
          read_at: e.read.read_at,
        },
      });
    return undefined;
  }
  if (topic === TOPICS.contentTask) return taskFrame(payload);
  if (topic === TOPICS.messagingConversation) {
    const e: eventsV1.ConversationEvent__Output = decodeEvent(
      'portico.events.v1.ConversationEvent',
      payload,
    );
    const change = e.kind;
    if (!change) return undefined;
    const id = String(e.position ?? '0') === '0' ? undefined : String(e.position);
    return {
      tenantId: e.tenant_id,
      participants: e.participant_user_ids,
      frame: {
        id,
        event: 'conversation',
        data: {
          type: 'conversation',
          change,
          conversation_id: e.conversation_id,
          assignee_id: e.assignee_id,
          status: e.status,
        },
      },
    };
  }
  return undefined;
}

/**
 * A task given or done (issue 28): the staff's task lists and a person's own follow it live.
 * Not replayable (no position): a page reads its lists again when its stream reopens.
 */
function taskFrame(
  payload: Uint8Array,
): { tenantId: string; participants: string[]; frame: Frame } | undefined {
  const e = decodeEvent('portico.events.v1.TaskEvent', payload);
  const change = e.created ? 'created' : e.completed ? 'completed' : undefined;
  if (!change) return undefined;
  return {
    tenantId: e.tenant_id,
    participants: e.created ? e.created.assignee_ids : [e.completed?.user_id ?? ''],
    frame: { event: 'tasks', data: { type: 'tasks', change, task_id: e.task_id } },
  };
}
