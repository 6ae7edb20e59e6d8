/**
 * Messages in a thread: posted, edited and deleted by their sender (the last two within 15
 * minutes), read page by page with everyone's read positions ("Seen by"), read up to a point,
 * counted as unread per conversation and in total. Each change is one tenant-scoped
 * transaction with its event in the outbox.
 */
import { invalid, notFound, type Tx } from '@portico/kit';
import {
  publishMessageDeleted,
  publishMessageEdited,
  publishReadPositionMoved,
} from '../events/publish';
import * as conversations from '../store/conversations';
import type { ConversationRow } from '../store/conversations';
import * as messages from '../store/messages';
import type { AttachmentRow } from '../store/messages';
import {
  moveReadPosition,
  positionsIn,
  readPosition,
  type ReadPositionRow,
} from '../store/readPositions';
import { conversationFor, UUID } from './access';
import type { MessagingDeps, Viewer } from './deps';
import { assertChangeable } from './editWindow';
import { cleanBody } from './markdown';
import {
  alreadyPosted,
  prepareMessage,
  storeMessage,
  type MessageInput,
  type MessageView,
  type PostedVia,
  type PreparedMessage,
} from './posting';
import { countedPost } from './postLimit';
import { canSeeConversation } from './sides';
import { conversationView, withAttachments, type ConversationView } from './views';

const MESSAGE_NOT_FOUND = 'Message not found';

export async function postMessage(
  deps: MessagingDeps,
  tenantId: string,
  viewer: Viewer,
  conversationId: string,
  input: MessageInput,
  options: { countPost?: boolean; via?: PostedVia } = {},
): Promise<MessageView> {
  // Whether the sender is in the conversation comes before anything about the message. Files
  // are asked of content outside any transaction (no row stays locked across a call), so a post
  // with files checks the sender first in a transaction of its own; without files the message's
  // checks are local and run in the one transaction, after the sender's. The post counts against
  // the sender's limit in the first of them (postLimit.ts).
  const withFiles = input.attachmentFileIds.some((id) => id.trim() !== '');
  let stored = false;
  const message = await countedPost(
    deps,
    tenantId,
    viewer,
    options.countPost === true,
    async (countPost) => {
      let prepared: PreparedMessage | undefined;
      if (withFiles) {
        await deps.db.tenantTransaction(tenantId, async (tx) => {
          await countPost?.(tx);
          return conversationFor(tx, viewer, conversationId);
        });
        prepared = await prepareMessage(deps, tenantId, viewer, input);
      }
      return deps.db.tenantTransaction(tenantId, async (tx) => {
        if (!withFiles) await countPost?.(tx);
        const conversation = await conversationFor(tx, viewer, conversationId, {
          forUpdate: true,
        });
        prepared ??= await prepareMessage(deps, tenantId, viewer, input);
        const earlier = await alreadyPosted(tx, conversation.id, viewer, prepared);
        if (earlier) return earlier;
        stored = true;
        return storeMessage(tx, deps, conversation, viewer, prepared, { via: options.via });
      });
    },
  );
  if (stored) deps.posted?.();
  return message;
}

/** The message, if the viewer may read its conversation; NOT_FOUND otherwise. */
async function messageFor(tx: Tx, viewer: Viewer, id: string) {
  const found = UUID.test(id) ? await messages.findMessage(tx, id, { forUpdate: true }) : null;
  if (!found) throw notFound(MESSAGE_NOT_FOUND, 'message_not_found');
  const takesPart =
    viewer.side === 'team' ||
    (await conversations.takesPart(tx, found.conversation_id, viewer.userId));
  if (!canSeeConversation(viewer.side, takesPart))
    throw notFound(MESSAGE_NOT_FOUND, 'message_not_found');
  return found;
}

export function editMessage(
  deps: MessagingDeps,
  tenantId: string,
  viewer: Viewer,
  messageId: string,
  body: string,
  options: { countPost?: boolean } = {},
): Promise<MessageView> {
  return countedPost(deps, tenantId, viewer, options.countPost === true, (countPost) =>
    deps.db.tenantTransaction(tenantId, async (tx) => {
      await countPost?.(tx);
      const found = await messageFor(tx, viewer, messageId);
      const now = deps.now();
      assertChangeable(found, viewer.userId, now);
      const attachments = await messages.attachmentsOf(tx, [found.id]);
      const clean = cleanBody(body, { hasAttachments: attachments.length > 0 });
      if (clean === found.body) return { message: found, attachments };
      await messages.updateBody(tx, found.id, clean, now);
      const edited = { ...found, body: clean, edited_at: now };
      const live = [await publishMessageEdited(tx, edited)];
      return { message: edited, attachments, live };
    }),
  );
}

export function deleteMessage(
  deps: MessagingDeps,
  tenantId: string,
  viewer: Viewer,
  messageId: string,
): Promise<MessageView> {
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const found = await messageFor(tx, viewer, messageId);
    // Deleting twice answers the deleted message (a retried request).
    if (found.deleted_at && found.sender_id === viewer.userId)
      return { message: found, attachments: [] as AttachmentRow[] };
    const now = deps.now();
    assertChangeable(found, viewer.userId, now);
    await messages.markDeleted(tx, found.id, now);
    const deleted = { ...found, body: '', deleted_at: now };
    const live = [await publishMessageDeleted(tx, deleted)];
    return { message: deleted, attachments: [] as AttachmentRow[], live };
  });
}

export interface ThreadRequest {
  conversationId: string;
  beforeSeq: number;
  afterSeq: number;
  limit: number;
}

export interface ThreadPage {
  messages: MessageView[];
  hasOlder: boolean;
  hasNewer: boolean;
  readPositions: ReadPositionRow[];
  conversation: ConversationView;
}

export function listMessages(
  deps: Pick<MessagingDeps, 'db'>,
  tenantId: string,
  viewer: Viewer,
  request: ThreadRequest,
): Promise<ThreadPage> {
  if (request.beforeSeq < 0 || request.afterSeq < 0)
    throw invalid('before_seq and after_seq cannot be negative', 'seq');
  if (request.beforeSeq > 0 && request.afterSeq > 0)
    throw invalid('Give before_seq or after_seq, not both', 'seq');
  const limit = Math.min(Math.max(request.limit || 50, 1), 200);
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const conversation = await conversationFor(tx, viewer, request.conversationId);
    const page = await messages.listThread(tx, conversation.id, {
      limit,
      ...(request.beforeSeq > 0 ? { before: request.beforeSeq } : {}),
      ...(request.afterSeq > 0 ? { after: request.afterSeq } : {}),
    });
    return {
      messages: await withAttachments(tx, page.messages),
      hasOlder: page.hasOlder,
      hasNewer: page.hasNewer,
      readPositions: await positionsIn(tx, conversation.id),
      conversation: await conversationView(tx, conversation.id, viewer.userId),
    };
  });
}

/** Moves the viewer's position forward to `seq` (0: the newest message); never back. */
export function markRead(
  deps: Pick<MessagingDeps, 'db' | 'now'>,
  tenantId: string,
  viewer: Viewer,
  conversationId: string,
  seq: number,
): Promise<ReadPositionRow> {
  if (!Number.isInteger(seq) || seq < 0) throw invalid('seq cannot be negative', 'seq');
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const conversation: ConversationRow = await conversationFor(tx, viewer, conversationId);
    const upTo = seq === 0 ? conversation.last_seq : Math.min(seq, conversation.last_seq);
    const unmoved: ReadPositionRow = (await readPosition(tx, conversation.id, viewer.userId)) ?? {
      conversation_id: conversation.id,
      user_id: viewer.userId,
      last_read_seq: 0,
      read_at: null,
      emailed_seq: 0,
    };
    if (upTo <= unmoved.last_read_seq) return unmoved;
    const { position, moved } = await moveReadPosition(
      tx,
      tenantId,
      conversation.id,
      viewer.userId,
      upTo,
      deps.now(),
    );
    if (moved)
      await publishReadPositionMoved(
        tx,
        tenantId,
        conversation.id,
        position,
        viewer.synthetic === true,
      );
    return position;
  });
}

export async function unreadCounts(
  deps: Pick<MessagingDeps, 'db'>,
  tenantId: string,
  viewer: Viewer,
): Promise<{ total: number; conversations: Array<{ id: string; unread_count: number }> }> {
  // One statement: a scoped read, one round trip to the server (kit db README, "Scoped reads").
  const rows = await deps.db.tenantRead(tenantId, (read) =>
    conversations.unreadByConversation(read, viewer.userId, viewer.side === 'team'),
  );
  return { total: rows.reduce((sum, row) => sum + row.unread_count, 0), conversations: rows };
}

export { type MessageInput };
