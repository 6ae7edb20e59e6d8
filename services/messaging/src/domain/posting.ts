/**
 * Posting a message, whichever way it comes (a new conversation, the thread's composer, a reply
 * by email): validation first (the body, then each attachment as content answers for the
 * sender), outside any transaction; then, in the caller's tenant transaction, the message is
 * numbered and stored, the sender joins and has read it and the conversation's email batch is
 * opened (one statement, store/posting.ts), and the event is written to the outbox.
 */
import { randomUUID } from 'node:crypto';
import { invalid, type Tx } from '@portico/kit';
import {
  publishConversationEvent,
  publishMessageCreated,
  type StreamedEntry,
} from '../events/publish';
import type { ConversationRow } from '../store/conversations';
import * as messages from '../store/messages';
import type { AttachmentRow, MessageNote, MessageRow } from '../store/messages';
import { recordMessage } from '../store/posting';
import { UUID } from './access';
import type { AttachedFile, FileAccess, MessagingDeps, Viewer } from './deps';
import { cleanBody } from './markdown';

export const MAX_ATTACHMENTS = 10;
export const EMAIL_BATCH_QUEUE = 'message-email-batch';

export const POSTING_RULES = {
  tooManyFiles: `Attach at most ${MAX_ATTACHMENTS} files to one message`,
  fileNotVisible: 'You can attach only files you can see in this workspace',
  clientId: 'The message id is too long',
  via: 'A message is posted from the portal or through the API',
} as const;

/** Where a caller may say a message was posted: the portal, or the public API (an API key). */
export type PostedVia = 'portal' | 'api';

/** The gateway's `via`: empty is the portal; `email` is the inbound listener's alone. */
export function postedVia(value: string): PostedVia {
  if (value === '' || value === 'portal') return 'portal';
  if (value === 'api') return 'api';
  throw invalid(POSTING_RULES.via, 'via');
}

export interface MessageInput {
  body: string;
  attachmentFileIds: readonly string[];
  clientMessageId: string;
}

export interface PreparedMessage {
  body: string;
  files: AttachedFile[];
  clientMessageId: string | null;
}

/** A message with its attachments, as every answer shows it. */
export interface MessageView {
  message: MessageRow;
  attachments: AttachmentRow[];
  /** The stream log's entries the change that answers this wrote, in position order. */
  live?: StreamedEntry[];
}

export async function prepareMessage(
  deps: { files: Pick<FileAccess, 'visibleTo'> },
  tenantId: string,
  viewer: Viewer,
  input: MessageInput,
): Promise<PreparedMessage> {
  const clientMessageId = input.clientMessageId.trim();
  if (clientMessageId.length > 100) throw invalid(POSTING_RULES.clientId, 'client_message_id');
  const fileIds = [...new Set(input.attachmentFileIds.map((id) => id.trim()).filter(Boolean))];
  if (fileIds.length > MAX_ATTACHMENTS) throw invalid(POSTING_RULES.tooManyFiles, 'attachments');
  const body = cleanBody(input.body, { hasAttachments: fileIds.length > 0 });
  const files: AttachedFile[] = [];
  for (const fileId of fileIds) {
    // Another tenant's file, one the sender may not see and a made-up id read the same.
    const file = UUID.test(fileId) ? await deps.files.visibleTo(tenantId, viewer, fileId) : null;
    if (!file) throw invalid(POSTING_RULES.fileNotVisible, 'attachment_not_visible');
    files.push(file);
  }
  return { body, files, clientMessageId: clientMessageId || null };
}

/** The stored message a retried post names (same sender and client id), if any. */
export async function alreadyPosted(
  tx: Tx,
  conversationId: string,
  viewer: Viewer,
  prepared: PreparedMessage,
): Promise<MessageView | null> {
  if (!prepared.clientMessageId) return null;
  const found = await messages.findByClientId(
    tx,
    conversationId,
    viewer.userId,
    prepared.clientMessageId,
  );
  return found
    ? { message: found, attachments: await messages.attachmentsOf(tx, [found.id]) }
    : null;
}

/** How a message came (the portal unless said) and what the portal says about it. */
export interface MessageOrigin {
  via?: MessageRow['via'];
  notes?: MessageNote[];
}

/**
 * Stores the message in `conversation` (read with `forUpdate`, so numbers never collide).
 * Answers the message and whether it reopened a closed conversation.
 */
export async function storeMessage(
  tx: Tx,
  deps: Pick<MessagingDeps, 'queue' | 'now' | 'emailDelaySeconds'>,
  conversation: ConversationRow,
  viewer: Viewer,
  prepared: PreparedMessage,
  { via = 'portal', notes = [] }: MessageOrigin = {},
): Promise<MessageView> {
  const at = deps.now();
  const synthetic = viewer.synthetic === true;
  const fields: Omit<MessageRow, 'seq' | 'edited_at' | 'deleted_at'> = {
    id: randomUUID(),
    tenant_id: conversation.tenant_id,
    conversation_id: conversation.id,
    sender_id: viewer.userId,
    sender_side: viewer.side,
    body: prepared.body,
    via,
    notes,
    client_message_id: prepared.clientMessageId,
    synthetic,
    created_at: at,
  };
  // Numbered, stored, the sender joins (staff who write: its email and the live stream follow
  // them) and has read it (writing is reading), and the first unread message of a quiet
  // conversation opens its email batch: one job, due after the delay, considers everything
  // posted until then (domain/unreadEmails.ts); later messages ride on it.
  const recorded = await recordMessage(tx, fields, {
    emailDueAt: synthetic ? null : new Date(at.getTime() + deps.emailDelaySeconds * 1000),
  });
  if (!recorded) throw new Error(`conversation ${conversation.id} vanished while locked`);
  const stored: MessageRow = {
    ...fields,
    seq: recorded.conversation.last_seq,
    edited_at: null,
    deleted_at: null,
  };
  await messages.insertAttachments(
    tx,
    conversation.tenant_id,
    stored,
    prepared.files.map((file) => ({ ...file })),
  );
  // A message without files has none to read back.
  const attachments =
    prepared.files.length > 0 ? await messages.attachmentsOf(tx, [stored.id]) : [];
  // The batch's job before the events: an event takes the tenant's stream-log head, which
  // should be the transaction's last lock (store/streamLog.ts).
  if (recorded.batchOpened)
    await deps.queue.send(
      EMAIL_BATCH_QUEUE,
      { tenantId: conversation.tenant_id, conversationId: conversation.id },
      tx,
      { startAfterSeconds: deps.emailDelaySeconds },
    );
  const after = recorded.conversation;
  const live: StreamedEntry[] = [];
  if (conversation.status === 'closed')
    live.push(
      await publishConversationEvent(
        tx,
        after,
        { reopened: { reopened_by: viewer.userId } },
        synthetic,
        recorded.participantIds,
      ),
    );
  live.push(await publishMessageCreated(tx, after, stored, attachments, recorded.participantIds));
  return { message: stored, attachments, live };
}
