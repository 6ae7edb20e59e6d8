/**
 * What messaging publishes through its outbox, in the transaction of the change: messages
 * created, edited, deleted and read (portico.messaging.message.v1), conversations created,
 * assigned, closed, reopened and joined (portico.messaging.conversation.v1), and the emails
 * notifications sends about unread messages (portico.messaging.email.v1). Every event names the
 * tenant, the conversation and its participants, so the gateway's live stream and the webhooks
 * route it without asking messaging.
 */
import { describeEvent, encodeEvent, outboxRow, publish, type Tx } from '@portico/kit';
import { loadEventTypes, type eventsV1 } from '@portico/proto';
import { excerpt } from '../domain/markdown';
import type { ConversationRow } from '../store/conversations';
import { participantsOf } from '../store/conversations';
import type { AttachmentRow, MessageRow } from '../store/messages';
import { appendWithNextPosition, forgetMessageEntries } from '../store/streamLog';

type StreamedEvent =
  | { MessageEvent: eventsV1.MessageEvent & { tenant_id: string; conversation_id: string } }
  | {
      ConversationEvent: eventsV1.ConversationEvent & {
        tenant_id: string;
        conversation_id: string;
      };
    };

/** A stream-log entry as the bus carries it: the answer hands it to the gateway that asked too. */
export interface StreamedEntry {
  position: string;
  topic: string;
  payload: Uint8Array;
}

/** The number of the `position` field of each streamed event's message. */
const positionFields = new Map<string, number>();
function positionFieldOf(message: string): number {
  let field = positionFields.get(message);
  if (field === undefined) {
    field = loadEventTypes().lookupType(message).fields.position?.id;
    if (field === undefined) throw new Error(`${message} has no position field`);
    positionFields.set(message, field);
  }
  return field;
}

/**
 * A message or conversation event goes to the tenant's stream log with the next position (the
 * live stream's event id, migrations/0002_stream_log.sql) and to the outbox carrying it, in the
 * same transaction and one statement (store/streamLog.ts). Answers the entry (its position,
 * topic and bytes as logged).
 */
async function publishStreamed(
  tx: Tx,
  event: StreamedEvent,
  messageId: string | null,
  at: Date,
): Promise<StreamedEntry> {
  const fields = 'MessageEvent' in event ? event.MessageEvent : event.ConversationEvent;
  const { topic, message, type } = describeEvent(event);
  // Encoded once, before the position is known, outside the head's lock: the statement that
  // takes the position appends its field; the log's entry and the outbox carry the same bytes.
  delete fields.position;
  const payload = encodeEvent(message, fields);
  const logged = await appendWithNextPosition(
    tx,
    {
      tenantId: fields.tenant_id,
      conversationId: fields.conversation_id,
      messageId,
      participantIds: fields.participant_user_ids ?? [],
      topic,
      payload,
      positionField: positionFieldOf(message),
      at,
    },
    outboxRow(tx, { topic, type, tenantId: fields.tenant_id }),
  );
  fields.position = logged.position;
  return { position: logged.position, topic, payload: logged.payload };
}

async function participantIds(tx: Tx, conversationId: string): Promise<string[]> {
  return (await participantsOf(tx, [conversationId])).map((p) => p.user_id);
}

async function messageEvent(
  tx: Tx,
  message: MessageRow,
  kind: Pick<eventsV1.MessageEvent, 'created' | 'edited' | 'deleted' | 'read'>,
  at: Date,
  synthetic = message.synthetic,
  participants?: readonly string[],
): Promise<StreamedEntry> {
  return publishStreamed(
    tx,
    {
      MessageEvent: {
        tenant_id: message.tenant_id,
        conversation_id: message.conversation_id,
        participant_user_ids: [
          ...(participants ?? (await participantIds(tx, message.conversation_id))),
        ],
        synthetic,
        ...kind,
      },
    },
    message.id,
    at,
  );
}

/** `participants`: everyone taking part, when the caller has just read them (store/posting.ts). */
export function publishMessageCreated(
  tx: Tx,
  conversation: ConversationRow,
  message: MessageRow,
  attachments: readonly AttachmentRow[],
  participants?: readonly string[],
): Promise<StreamedEntry> {
  return messageEvent(
    tx,
    message,
    {
      created: {
        message_id: message.id,
        seq: message.seq,
        sender_id: message.sender_id,
        sender_side: message.sender_side,
        body: message.body,
        excerpt: excerpt(message.body),
        attachments: attachments.map((a) => ({
          file_id: a.file_id,
          file_name: a.file_name,
          content_type: a.content_type,
          size_bytes: a.size_bytes,
        })),
        via: message.via,
        created_at: message.created_at.toISOString(),
        conversation_subject: conversation.subject,
        notes: message.notes,
      },
    },
    message.created_at,
    message.synthetic,
    participants,
  );
}

export function publishMessageEdited(tx: Tx, message: MessageRow): Promise<StreamedEntry> {
  return messageEvent(
    tx,
    message,
    {
      edited: {
        message_id: message.id,
        seq: message.seq,
        body: message.body,
        edited_at: message.edited_at?.toISOString() ?? '',
      },
    },
    message.edited_at ?? new Date(),
  );
}

/** The log keeps no earlier text of a deleted message: only its deletion stays. */
export async function publishMessageDeleted(tx: Tx, message: MessageRow): Promise<StreamedEntry> {
  const entry = await messageEvent(
    tx,
    message,
    {
      deleted: {
        message_id: message.id,
        seq: message.seq,
        deleted_at: message.deleted_at?.toISOString() ?? '',
      },
    },
    message.deleted_at ?? new Date(),
  );
  await forgetMessageEntries(tx, message.id, entry.position);
  return entry;
}

export async function publishReadPositionMoved(
  tx: Tx,
  tenantId: string,
  conversationId: string,
  position: { user_id: string; last_read_seq: number; read_at: Date | null },
  synthetic: boolean,
): Promise<void> {
  await publishStreamed(
    tx,
    {
      MessageEvent: {
        tenant_id: tenantId,
        conversation_id: conversationId,
        participant_user_ids: await participantIds(tx, conversationId),
        synthetic,
        read: {
          user_id: position.user_id,
          last_read_seq: position.last_read_seq,
          read_at: position.read_at?.toISOString() ?? '',
        },
      },
    },
    null,
    position.read_at ?? new Date(),
  );
}

type ConversationKind = Pick<
  eventsV1.ConversationEvent,
  'created' | 'assigned' | 'closed' | 'reopened' | 'participants_added'
>;

export async function publishConversationEvent(
  tx: Tx,
  conversation: ConversationRow,
  kind: ConversationKind,
  synthetic = false,
  participants?: readonly string[],
): Promise<StreamedEntry> {
  return publishStreamed(
    tx,
    {
      ConversationEvent: {
        tenant_id: conversation.tenant_id,
        conversation_id: conversation.id,
        participant_user_ids: [...(participants ?? (await participantIds(tx, conversation.id)))],
        assignee_id: conversation.assignee_id ?? '',
        status: conversation.status,
        synthetic,
        ...kind,
      },
    },
    null,
    conversation.updated_at,
  );
}

export async function publishUnreadEmail(
  tx: Tx,
  email: { tenantId: string; userId: string } & eventsV1.UnreadMessagesEmail,
): Promise<void> {
  const { tenantId, userId, ...unread } = email;
  await publish(tx, {
    MessageEmailEvent: { tenant_id: tenantId, user_id: userId, unread_messages: unread },
  });
}
