/** MessagingService over gRPC: decode, call one domain function, encode. */
import { invalid, unary, unauthenticated, type CallContext } from '@portico/kit';
import type { messagingV1 } from '@portico/proto';
import { attachmentDownload, getAttachment } from '../domain/attachments';
import * as conversations from '../domain/conversations';
import type { MessagingDeps, Viewer } from '../domain/deps';
import { editableUntil } from '../domain/editWindow';
import * as messages from '../domain/messages';
import { postedVia, type MessageView } from '../domain/posting';
import { getEmailPreference, setEmailPreference } from '../domain/preferences';
import { searchMessages } from '../domain/search';
import { sideOf } from '../domain/sides';
import { listStreamEvents } from '../domain/streamLog';
import type { ConversationView } from '../domain/views';
import type { AttachmentRow } from '../store/messages';
import type { ReadPositionRow } from '../store/readPositions';

function viewerOf(ctx: CallContext): Viewer {
  if (!ctx.userId) throw unauthenticated();
  return {
    userId: ctx.userId,
    roles: ctx.roles,
    side: sideOf(ctx.roles),
    synthetic: ctx.synthetic === true,
    caller: ctx,
  };
}

function tenantOf(ctx: CallContext): string {
  if (!ctx.tenantId)
    throw invalid('No active tenant selected. Please switch a workspace first.', 'no_tenant');
  return ctx.tenantId;
}

const iso = (at: Date | null | undefined) => at?.toISOString() ?? '';

const toAttachment = (row: AttachmentRow): messagingV1.Attachment => ({
  file_id: row.file_id,
  file_name: row.file_name,
  content_type: row.content_type,
  size_bytes: row.size_bytes,
  message_id: row.message_id,
  conversation_id: row.conversation_id,
});

export const toMessage = ({ message, attachments, live }: MessageView): messagingV1.Message => ({
  id: message.id,
  conversation_id: message.conversation_id,
  tenant_id: message.tenant_id,
  seq: message.seq,
  sender_id: message.sender_id,
  sender_side: message.sender_side,
  body: message.body,
  attachments: attachments.map(toAttachment),
  via: message.via,
  created_at: iso(message.created_at),
  edited_at: iso(message.edited_at),
  deleted_at: iso(message.deleted_at),
  editable_until: iso(editableUntil(message.created_at)),
  live_events: live ?? [],
  notes: message.notes,
});

export const toConversation = (view: ConversationView): messagingV1.Conversation => {
  const c = view.conversation;
  return {
    id: c.id,
    tenant_id: c.tenant_id,
    subject: c.subject,
    started_by: c.started_by,
    started_by_side: c.started_by_side,
    audience_role: c.audience_role,
    participants: view.participants.map((p) => ({
      user_id: p.user_id,
      side: p.side,
      joined_at: iso(p.joined_at),
    })),
    assignee_id: c.assignee_id ?? '',
    status: c.status,
    closed_at: iso(c.closed_at),
    closed_by: c.closed_by ?? '',
    last_seq: c.last_seq,
    last_message: view.lastMessage ? toMessage(view.lastMessage) : null,
    last_message_at: iso(c.last_message_at),
    unread_count: c.unread_count,
    last_read_seq: c.my_read_seq,
    created_at: iso(c.created_at),
    updated_at: iso(c.updated_at),
  };
};

const toReadPosition = (row: ReadPositionRow): messagingV1.ReadPosition => ({
  conversation_id: row.conversation_id,
  user_id: row.user_id,
  last_read_seq: row.last_read_seq,
  read_at: iso(row.read_at),
});

export function messagingHandlers(deps: MessagingDeps): messagingV1.MessagingServiceHandlers {
  return {
    StartConversation: unary(async (req: messagingV1.StartConversationRequest__Output, ctx) =>
      toConversation(
        await conversations.startConversation(
          deps,
          tenantOf(ctx),
          viewerOf(ctx),
          {
            subject: req.subject,
            participantUserIds: req.participant_user_ids,
            audienceRole: req.audience_role,
            body: req.body,
            attachmentFileIds: req.attachment_file_ids,
            clientMessageId: req.client_message_id,
          },
          { countPost: req.count_post, via: postedVia(req.via) },
        ),
      ),
    ),
    ListConversations: unary(async (req: messagingV1.ListConversationsRequest__Output, ctx) => {
      const page = await conversations.listConversations(deps, tenantOf(ctx), viewerOf(ctx), {
        filter: req.filter,
        status: req.status,
        limit: req.limit,
        cursor: req.cursor,
      });
      return {
        conversations: page.conversations.map(toConversation),
        next_cursor: page.nextCursor,
      };
    }),
    GetConversation: unary(async (req: messagingV1.GetConversationRequest__Output, ctx) =>
      toConversation(
        await conversations.getConversation(deps, tenantOf(ctx), viewerOf(ctx), req.id),
      ),
    ),
    AddParticipants: unary(async (req: messagingV1.AddParticipantsRequest__Output, ctx) =>
      toConversation(
        await conversations.addParticipants(
          deps,
          tenantOf(ctx),
          viewerOf(ctx),
          req.conversation_id,
          req.user_ids,
        ),
      ),
    ),
    AssignConversation: unary(async (req: messagingV1.AssignConversationRequest__Output, ctx) =>
      toConversation(
        await conversations.assignConversation(
          deps,
          tenantOf(ctx),
          viewerOf(ctx),
          req.conversation_id,
          req.assignee_id,
        ),
      ),
    ),
    SetConversationStatus: unary(
      async (req: messagingV1.SetConversationStatusRequest__Output, ctx) =>
        toConversation(
          await conversations.setConversationStatus(
            deps,
            tenantOf(ctx),
            viewerOf(ctx),
            req.conversation_id,
            req.status,
          ),
        ),
    ),
    ListMessages: unary(async (req: messagingV1.ListMessagesRequest__Output, ctx) => {
      const page = await messages.listMessages(deps, tenantOf(ctx), viewerOf(ctx), {
        conversationId: req.conversation_id,
        beforeSeq: req.before_seq,
        afterSeq: req.after_seq,
        limit: req.limit,
      });
      return {
        messages: page.messages.map(toMessage),
        has_older: page.hasOlder,
        has_newer: page.hasNewer,
        read_positions: page.readPositions.map(toReadPosition),
        conversation: toConversation(page.conversation),
      };
    }),
    PostMessage: unary(async (req: messagingV1.PostMessageRequest__Output, ctx) =>
      toMessage(
        await messages.postMessage(
          deps,
          tenantOf(ctx),
          viewerOf(ctx),
          req.conversation_id,
          {
            body: req.body,
            attachmentFileIds: req.attachment_file_ids,
            clientMessageId: req.client_message_id,
          },
          { countPost: req.count_post, via: postedVia(req.via) },
        ),
      ),
    ),
    EditMessage: unary(async (req: messagingV1.EditMessageRequest__Output, ctx) =>
      toMessage(
        await messages.editMessage(deps, tenantOf(ctx), viewerOf(ctx), req.message_id, req.body, {
          countPost: req.count_post,
        }),
      ),
    ),
    DeleteMessage: unary(async (req: messagingV1.DeleteMessageRequest__Output, ctx) =>
      toMessage(await messages.deleteMessage(deps, tenantOf(ctx), viewerOf(ctx), req.message_id)),
    ),
    MarkRead: unary(async (req: messagingV1.MarkReadRequest__Output, ctx) =>
      toReadPosition(
        await messages.markRead(deps, tenantOf(ctx), viewerOf(ctx), req.conversation_id, req.seq),
      ),
    ),
    GetUnreadCounts: unary(async (_req, ctx) => {
      const counts = await messages.unreadCounts(deps, tenantOf(ctx), viewerOf(ctx));
      return {
        total: counts.total,
        conversations: counts.conversations.map((c) => ({
          conversation_id: c.id,
          unread_count: c.unread_count,
        })),
      };
    }),
    SearchMessages: unary(async (req: messagingV1.SearchMessagesRequest__Output, ctx) => {
      const result = await searchMessages(deps, tenantOf(ctx), viewerOf(ctx), {
        query: req.query,
        conversationId: req.conversation_id,
        limit: req.limit,
        cursor: req.cursor,
      });
      return {
        hits: result.hits.map((hit) => ({
          message: toMessage(hit),
          conversation_subject: hit.subject,
          headline: hit.headline,
          rank: hit.rank,
        })),
        next_cursor: result.nextCursor,
      };
    }),
    GetAttachment: unary(async (req: messagingV1.GetAttachmentRequest__Output, ctx) =>
      toAttachment(
        await getAttachment(deps, tenantOf(ctx), viewerOf(ctx), req.file_id, req.message_id),
      ),
    ),
    GetAttachmentDownload: unary(async (req: messagingV1.GetAttachmentRequest__Output, ctx) => {
      const { attachment, download } = await attachmentDownload(
        deps,
        tenantOf(ctx),
        viewerOf(ctx),
        req.file_id,
        req.message_id,
      );
      return {
        attachment: toAttachment(attachment),
        download_path: download.downloadPath,
        content_disposition: download.contentDisposition,
      };
    }),
    ListStreamEvents: unary(async (req: messagingV1.ListStreamEventsRequest__Output, ctx) => {
      const page = await listStreamEvents(deps, tenantOf(ctx), viewerOf(ctx), {
        afterPosition: String(req.after_position),
        limit: req.limit,
      });
      return {
        events: page.events.map((e) => ({
          position: e.position,
          topic: e.topic,
          payload: Buffer.from(e.payload),
        })),
        has_more: page.hasMore,
        head: page.head,
        gap: page.gap,
      };
    }),
    GetEmailPreference: unary(async (_req, ctx) => ({
      cadence: await getEmailPreference(deps, tenantOf(ctx), viewerOf(ctx)),
    })),
    SetEmailPreference: unary(async (req: messagingV1.SetEmailPreferenceRequest__Output, ctx) => ({
      cadence: await setEmailPreference(deps, tenantOf(ctx), viewerOf(ctx), req.cadence),
    })),
  };
}
