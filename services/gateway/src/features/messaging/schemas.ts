/**
 * The HTTP shapes of messages (issue 27): conversations, their messages, read positions,
 * unread counts, search hits, the email preference, and what the live stream sends. The public
 * API answers the same conversation and message shapes.
 */
import { z } from 'zod';
import { MESSAGE_NOTE_CODES, MESSAGE_ORIGINS } from '../../live/frames';

export const PersonSchema = z
  .object({
    id: z.string(),
    name: z.string().describe('First and last name, else the email address'),
    side: z.enum(['team', 'client']).describe('team: the agency; client: its client'),
  })
  .meta({ id: 'ConversationPerson' });

export const AttachmentSchema = z
  .object({
    file_id: z.string(),
    message_id: z.string(),
    file_name: z.string(),
    content_type: z.string(),
    size_bytes: z.number(),
  })
  .meta({ id: 'MessageAttachment' });

export const MessageNoteSchema = z
  .object({
    code: z
      .enum(MESSAGE_NOTE_CODES)
      .describe('attachments_not_added: a reply by email came with `count` files, not added'),
    count: z.number().int(),
  })
  .meta({ id: 'MessageNote' });

export const ChatMessageSchema = z
  .object({
    id: z.string(),
    conversation_id: z.string(),
    seq: z.number().describe('1, 2, 3 … within the conversation'),
    sender_id: z.string(),
    sender_side: z.enum(['team', 'client']),
    body: z.string().describe('Markdown source (links, bold, italics, lists); empty once deleted'),
    attachments: z.array(AttachmentSchema),
    via: z
      .enum(MESSAGE_ORIGINS)
      .describe('Where it was posted: the portal, a reply by email, or the public API'),
    notes: z
      .array(MessageNoteSchema)
      .describe('What the portal says about the message besides its words, as codes'),
    created_at: z.string(),
    edited_at: z.string().describe('Empty unless edited'),
    deleted_at: z.string().describe('Empty unless deleted'),
    editable_until: z.string().describe('Until when the sender may edit or delete it'),
  })
  .meta({ id: 'ChatMessage' });

export const ReadPositionSchema = z
  .object({
    conversation_id: z.string(),
    user_id: z.string(),
    last_read_seq: z.number(),
    read_at: z.string(),
  })
  .meta({ id: 'ReadPosition' });

export const ConversationSchema = z
  .object({
    id: z.string(),
    subject: z.string(),
    started_by: z.string(),
    started_by_side: z.enum(['team', 'client']),
    audience_role: z.string().describe('The role key it was started with; empty otherwise'),
    participants: z.array(PersonSchema.extend({ joined_at: z.string() })),
    assignee_id: z.string().describe('Empty when unassigned'),
    status: z.enum(['open', 'closed']),
    closed_at: z.string(),
    last_seq: z.number(),
    // A union, not .nullable(): that would register ChatMessage itself as nullable.
    last_message: z.union([ChatMessageSchema, z.null()]),
    last_message_at: z.string(),
    unread_count: z.number().describe("The caller's unread messages"),
    last_read_seq: z.number().describe("The caller's own read position"),
    created_at: z.string(),
  })
  .meta({ id: 'Conversation' });

export const ConversationPageSchema = z.object({
  conversations: z.array(ConversationSchema),
  next_cursor: z.string().describe('Empty on the last page'),
});

export const ThreadSchema = z
  .object({
    conversation: ConversationSchema,
    messages: z.array(ChatMessageSchema).describe('Oldest first'),
    has_older: z.boolean(),
    has_newer: z.boolean(),
    read_positions: z
      .array(ReadPositionSchema)
      .describe('"Seen by": everyone at or past a message’s seq has seen it'),
    people: z.array(PersonSchema).describe('Everyone the thread names (senders, readers)'),
  })
  .meta({ id: 'Thread' });

export const UnreadCountsSchema = z
  .object({
    total: z.number().describe('The sidebar badge'),
    conversations: z.array(z.object({ conversation_id: z.string(), unread_count: z.number() })),
  })
  .meta({ id: 'UnreadCounts' });

export const SearchHitSchema = z
  .object({
    message: ChatMessageSchema,
    conversation_subject: z.string(),
    headline: z
      .string()
      .describe('The matching passage, HTML-escaped, the matched words in <mark>…</mark>'),
    rank: z.number(),
  })
  .meta({ id: 'MessageSearchHit' });

export const EMAIL_CADENCES = ['batched', 'digest', 'off'] as const;

export const EmailPreferenceSchema = z
  .object({
    cadence: z
      .enum(EMAIL_CADENCES)
      .describe(
        'batched: an email per conversation 5 minutes after a message you have not read; digest: one a day; off',
      ),
  })
  .meta({ id: 'MessageEmailPreference' });

/**
 * What `GET /api/stream` sends, one JSON document per server-sent event (the event's name is
 * `type`). Events with a position carry it as the SSE id (replayed after Last-Event-ID).
 */
export const StreamEventSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('message.created'),
      conversation_id: z.string(),
      message: ChatMessageSchema,
      conversation_subject: z.string(),
    }),
    z.object({
      type: z.literal('message.edited'),
      conversation_id: z.string(),
      message_id: z.string(),
      seq: z.number(),
      body: z.string(),
      edited_at: z.string(),
    }),
    z.object({
      type: z.literal('message.deleted'),
      conversation_id: z.string(),
      message_id: z.string(),
      seq: z.number(),
      deleted_at: z.string(),
    }),
    z.object({ type: z.literal('read'), position: ReadPositionSchema }),
    z.object({
      type: z.literal('conversation'),
      change: z.enum(['created', 'assigned', 'closed', 'reopened', 'participants_added']),
      conversation_id: z.string(),
      assignee_id: z.string(),
      status: z.string(),
    }),
    z.object({ type: z.literal('unread'), counts: UnreadCountsSchema }),
    z.object({
      type: z.literal('tasks'),
      change: z
        .enum(['created', 'completed'])
        .describe('A task was given to people, or one of its people has done it'),
      task_id: z.string(),
    }),
    z.object({
      type: z.literal('ready'),
      replayed: z.number().describe('Events replayed after Last-Event-ID before this one'),
    }),
    z.object({
      type: z.literal('resync'),
      reason: z.string().describe('The missed events cannot be replayed: reload what is shown'),
    }),
  ])
  .meta({ id: 'StreamEvent' });
