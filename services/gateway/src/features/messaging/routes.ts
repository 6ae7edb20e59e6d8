/**
 * Messages (issue 27): conversations between the agency's team and its clients, their threads,
 * read positions, unread counts, search, attachments and each person's email preference. Who
 * sees what is messaging's rule (services/messaging/README.md: staff every conversation of the
 * tenant, a client only their own, anything else not found); these routes authenticate, resolve
 * the tenant, give the team's routes to the team (AUDIENCES.team) and pass the caller on.
 * The live stream is stream.ts.
 */
import type { Request } from 'express';
import { z } from 'zod';
import type { messagingV1 } from '@portico/proto';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { text } from '../../api/schemas';
import { callContext } from '../../auth/principal';
import type { ServiceClients } from '../../clients';
import type { GatewayDeps } from '../../deps';
import { streamDownload } from '../../http/contentBytes';
import { contentUrl } from '../../shared/contentUrl';
import { deliverAnswer } from '../../shared/liveAnswer';
import {
  idsOfConversation,
  peopleById,
  toChatMessage,
  toConversation,
  toReadPosition,
  toSearchHit,
} from './map';
import {
  ChatMessageSchema,
  ConversationPageSchema,
  ConversationSchema,
  EmailPreferenceSchema,
  EMAIL_CADENCES,
  PersonSchema,
  ReadPositionSchema,
  SearchHitSchema,
  ThreadSchema,
  UnreadCountsSchema,
} from './schemas';

const TAG = 'Messages';
/** A message's longest body, as messaging refuses it (code points, not UTF-16 units). */
export const MESSAGE_MAX = 10_000;

const conversationId = z.object({ id: z.uuid({ error: 'Conversation not found' }) });
const messageId = z.object({ id: z.uuid({ error: 'Message not found' }) });
const fileIds = z
  .array(z.uuid({ error: 'You can attach only files you can see in this workspace' }))
  .max(10, 'Attach at most 10 files to one message');
/** The body is checked for length here and for its Markdown by messaging (one message each). */
const body = z
  .string({ error: 'Write a message' })
  .refine((value) => [...value].length <= MESSAGE_MAX, {
    message: `A message can be at most ${MESSAGE_MAX.toLocaleString('en')} characters`,
  });
const clientMessageId = text(100)
  .optional()
  .describe('Your id for this attempt: a retry answers the message already stored');

/** The names of everyone a list or thread mentions, in one call to identity. */
async function namesOf(req: Request, deps: GatewayDeps, ids: Iterable<string>) {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return new Map<string, { name: string }>();
  const { users } = await deps.services.identity.GetUsers({ user_ids: unique }, callContext(req));
  return peopleById(users);
}

async function conversationAnswer(
  req: Request,
  deps: GatewayDeps,
  conversation: messagingV1.Conversation__Output,
) {
  return toConversation(conversation, await namesOf(req, deps, idsOfConversation(conversation)));
}

/**
 * One change to a conversation (participants, assignee, status), asked of messaging as the
 * caller, answered with the conversation as it now is.
 */
async function changeConversation(
  req: Request,
  deps: GatewayDeps,
  change: (
    messaging: ServiceClients['messaging'],
    context: ReturnType<typeof callContext>,
  ) => Promise<messagingV1.Conversation__Output>,
) {
  return conversationAnswer(req, deps, await change(deps.services.messaging, callContext(req)));
}

export const messagingRoutes = [
  route({
    method: 'GET',
    path: '/api/conversations',
    summary:
      'The inbox, newest activity first: staff every conversation of the tenant (filter mine or unassigned), a client their own; open or closed; paged by cursor',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    query: z.object({
      filter: z
        .enum(['all', 'mine', 'unassigned'])
        .optional()
        .describe('Staff only; all by default'),
      status: z.enum(['open', 'closed']).optional(),
      limit: z.coerce.number().int().min(1).max(100).optional().describe('30 by default'),
      cursor: text(200).optional(),
    }),
    response: ConversationPageSchema,
    handler: async ({ query, req, deps }) => {
      const page = await deps.services.messaging.ListConversations(
        {
          filter: query.filter === 'all' ? '' : (query.filter ?? ''),
          status: query.status ?? '',
          limit: query.limit ?? 30,
          cursor: query.cursor ?? '',
        },
        callContext(req),
      );
      const names = await namesOf(req, deps, page.conversations.flatMap(idsOfConversation));
      return {
        conversations: page.conversations.map((c) => toConversation(c, names)),
        next_cursor: page.next_cursor,
      };
    },
  }),

  route({
    method: 'POST',
    path: '/api/conversations',
    summary:
      'Starts a conversation with its first message: staff with members and/or everyone holding a role; a client with the agency (the shared inbox)',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    rateLimit: 'messagePost',
    status: 201,
    body: z
      .object({
        subject: text(200).optional(),
        participant_user_ids: z
          .array(z.uuid({ error: 'Choose people of this workspace' }))
          .max(500)
          .optional()
          .describe('Staff only'),
        audience_role: text(100).optional().describe('Staff only: a role key; everyone holding it'),
        body,
        attachment_file_ids: fileIds.optional(),
        client_message_id: clientMessageId,
      })
      .strict(),
    response: ConversationSchema,
    handler: async ({ body: input, req, deps }) =>
      conversationAnswer(
        req,
        deps,
        await deps.services.messaging.StartConversation(
          {
            subject: input.subject ?? '',
            participant_user_ids: input.participant_user_ids ?? [],
            audience_role: input.audience_role ?? '',
            body: input.body,
            attachment_file_ids: input.attachment_file_ids ?? [],
            client_message_id: input.client_message_id ?? '',
            count_post: true,
          },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'GET',
    path: '/api/conversations/people',
    summary:
      'Staff: the members of the tenant a conversation can include or be assigned to, with their side',
    tag: TAG,
    allow: AUDIENCES.team,
    response: z.object({
      people: z.array(PersonSchema.extend({ role: z.string().describe('The role key') })),
    }),
    handler: async ({ req, deps }) => {
      const context = callContext(req);
      const { members } = await deps.services.tenancy.ListMembers({}, context);
      const active = members.filter((m) => m.status !== 'suspended');
      const names = await namesOf(
        req,
        deps,
        active.map((m) => m.user_id),
      );
      const team = new Set<string>(AUDIENCES.team);
      return {
        people: active.map((m) => ({
          id: m.user_id,
          name: names.get(m.user_id)?.name ?? '',
          side: team.has(m.role === 'owner' ? 'admin' : m.role_key)
            ? ('team' as const)
            : ('client' as const),
          role: m.role_key,
        })),
      };
    },
  }),

  route({
    method: 'GET',
    path: '/api/conversations/:id',
    summary: 'One conversation (404 for one the caller may not see, in any tenant)',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: conversationId,
    response: ConversationSchema,
    handler: async ({ params, req, deps }) =>
      conversationAnswer(
        req,
        deps,
        await deps.services.messaging.GetConversation({ id: params.id }, callContext(req)),
      ),
  }),

  route({
    method: 'POST',
    path: '/api/conversations/:id/participants',
    summary: 'Staff: adds members of the tenant to a conversation (the participant panel)',
    tag: TAG,
    allow: AUDIENCES.team,
    params: conversationId,
    body: z
      .object({
        user_ids: z
          .array(z.uuid({ error: 'Choose people of this workspace' }))
          .min(1, 'Choose at least one person')
          .max(100),
      })
      .strict(),
    response: ConversationSchema,
    handler: ({ params, body, req, deps }) =>
      changeConversation(req, deps, (messaging, context) =>
        messaging.AddParticipants({ conversation_id: params.id, user_ids: body.user_ids }, context),
      ),
  }),

  route({
    method: 'PUT',
    path: '/api/conversations/:id/assignee',
    summary: 'Staff: assigns the conversation to a staff member (who joins it); null unassigns',
    tag: TAG,
    allow: AUDIENCES.team,
    params: conversationId,
    body: z
      .object({
        assignee_id: z.uuid({ error: 'Choose someone on the team' }).nullable(),
      })
      .strict(),
    response: ConversationSchema,
    handler: ({ params, body, req, deps }) =>
      changeConversation(req, deps, (messaging, context) =>
        messaging.AssignConversation(
          { conversation_id: params.id, assignee_id: body.assignee_id ?? '' },
          context,
        ),
      ),
  }),

  route({
    method: 'PUT',
    path: '/api/conversations/:id/status',
    summary: 'Staff: opens or closes the conversation (a new message reopens it)',
    tag: TAG,
    allow: AUDIENCES.team,
    params: conversationId,
    body: z
      .object({ status: z.enum(['open', 'closed'], { error: 'Choose open or closed' }) })
      .strict(),
    response: ConversationSchema,
    handler: ({ params, body, req, deps }) =>
      changeConversation(req, deps, (messaging, context) =>
        messaging.SetConversationStatus(
          { conversation_id: params.id, status: body.status },
          context,
        ),
      ),
  }),

  route({
    method: 'GET',
    path: '/api/conversations/:id/messages',
    summary:
      'A page of the thread, oldest first, with everyone’s read position ("Seen by"): the newest page, before_seq for older history, after_seq to catch up',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: conversationId,
    query: z.object({
      before_seq: z.coerce.number().int().min(1).optional(),
      after_seq: z.coerce.number().int().min(0).optional(),
      limit: z.coerce.number().int().min(1).max(200).optional().describe('50 by default'),
    }),
    response: ThreadSchema,
    handler: async ({ params, query, req, deps }) => {
      const page = await deps.services.messaging.ListMessages(
        {
          conversation_id: params.id,
          before_seq: query.before_seq ?? 0,
          after_seq: query.after_seq ?? 0,
          limit: query.limit ?? 50,
        },
        callContext(req),
      );
      const conversation = page.conversation!;
      const names = await namesOf(req, deps, [
        ...idsOfConversation(conversation),
        ...page.messages.map((m) => m.sender_id),
        ...page.read_positions.map((p) => p.user_id),
      ]);
      const sides = new Map<string, 'team' | 'client'>();
      for (const m of page.messages)
        sides.set(m.sender_id, m.sender_side === 'team' ? 'team' : 'client');
      for (const p of conversation.participants)
        sides.set(p.user_id, p.side === 'team' ? 'team' : 'client');
      return {
        conversation: toConversation(conversation, names),
        messages: page.messages.map(toChatMessage),
        has_older: page.has_older,
        has_newer: page.has_newer,
        read_positions: page.read_positions.map(toReadPosition),
        people: [...names].map(([id, { name }]) => ({ id, name, side: sides.get(id) ?? 'team' })),
      };
    },
  }),

  route({
    method: 'POST',
    path: '/api/conversations/:id/messages',
    summary:
      'Posts a message (Markdown: links, bold, lists; no raw HTML) with up to 10 files the sender may see',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    rateLimit: 'messagePost',
    status: 201,
    params: conversationId,
    body: z
      .object({
        body,
        attachment_file_ids: fileIds.optional(),
        client_message_id: clientMessageId,
      })
      .strict(),
    response: ChatMessageSchema,
    handler: async ({ params, body: input, req, deps }) =>
      toChatMessage(
        deliverAnswer(
          deps,
          await deps.services.messaging.PostMessage(
            {
              conversation_id: params.id,
              body: input.body,
              attachment_file_ids: input.attachment_file_ids ?? [],
              client_message_id: input.client_message_id ?? '',
              count_post: true,
            },
            callContext(req),
          ),
        ),
      ),
  }),

  route({
    method: 'POST',
    path: '/api/conversations/:id/read',
    summary: 'Moves the caller’s read position forward (never back); no seq: up to the newest',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: conversationId,
    body: z.object({ seq: z.number().int().min(0).optional() }).strict(),
    response: ReadPositionSchema,
    handler: async ({ params, body: input, req, deps }) =>
      toReadPosition(
        await deps.services.messaging.MarkRead(
          { conversation_id: params.id, seq: input.seq ?? 0 },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'PATCH',
    path: '/api/messages/:id',
    summary: 'The sender edits their message within 15 minutes of sending (shown as edited)',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    rateLimit: 'messagePost',
    params: messageId,
    body: z.object({ body }).strict(),
    response: ChatMessageSchema,
    handler: async ({ params, body: input, req, deps }) =>
      toChatMessage(
        deliverAnswer(
          deps,
          await deps.services.messaging.EditMessage(
            { message_id: params.id, body: input.body, count_post: true },
            callContext(req),
          ),
        ),
      ),
  }),

  route({
    method: 'DELETE',
    path: '/api/messages/:id',
    summary:
      'The sender deletes their message within 15 minutes (its text and files go; shown as deleted)',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: messageId,
    response: ChatMessageSchema,
    handler: async ({ params, req, deps }) =>
      toChatMessage(
        deliverAnswer(
          deps,
          await deps.services.messaging.DeleteMessage({ message_id: params.id }, callContext(req)),
        ),
      ),
  }),

  route({
    method: 'GET',
    path: '/api/messages/unread',
    summary:
      'The caller’s unread messages per conversation and in total (the sidebar badge; staff also count the shared inbox)',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    response: UnreadCountsSchema,
    handler: async ({ req, deps }) => deps.services.messaging.GetUnreadCounts({}, callContext(req)),
  }),

  route({
    method: 'GET',
    path: '/api/messages/search',
    summary:
      'Full-text search in the caller’s conversations (staff: the tenant’s), best match first, matches highlighted',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    query: z.object({
      q: z
        .string({ error: 'Type something to search for' })
        .trim()
        .min(1, 'Type something to search for')
        .max(200),
      conversation_id: z.uuid({ error: 'Conversation not found' }).optional(),
      limit: z.coerce.number().int().min(1).max(50).optional(),
      cursor: text(200).optional(),
    }),
    response: z.object({ hits: z.array(SearchHitSchema), next_cursor: z.string() }),
    handler: async ({ query, req, deps }) => {
      const result = await deps.services.messaging.SearchMessages(
        {
          query: query.q,
          conversation_id: query.conversation_id ?? '',
          limit: query.limit ?? 20,
          cursor: query.cursor ?? '',
        },
        callContext(req),
      );
      return { hits: result.hits.map(toSearchHit), next_cursor: result.next_cursor };
    },
  }),

  route({
    method: 'GET',
    path: '/api/messages/:id/attachments/:fileId',
    summary:
      'A file attached to a message, streamed as an attachment, for whoever may read the message (content grants it on messaging’s word)',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: z.object({
      id: z.uuid({ error: 'Attachment not found' }),
      fileId: z.uuid({ error: 'Attachment not found' }),
    }),
    streams: { out: 'application/octet-stream' },
    handler: async ({ params, req, res, deps }) => {
      const download = await deps.services.messaging.GetAttachmentDownload(
        { file_id: params.fileId, message_id: params.id },
        callContext(req),
      );
      await streamDownload(res, contentUrl(deps, download.download_path.replace(/^\//, '')));
    },
  }),

  route({
    method: 'GET',
    path: '/api/messages/email-preference',
    summary: 'How the caller is emailed about messages they have not read',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    response: EmailPreferenceSchema,
    handler: async ({ req, deps }) => {
      const { cadence } = await deps.services.messaging.GetEmailPreference({}, callContext(req));
      return { cadence: EMAIL_CADENCES.find((c) => c === cadence) ?? 'batched' };
    },
  }),

  route({
    method: 'PUT',
    path: '/api/messages/email-preference',
    summary: 'Sets the caller’s email about unread messages: batched, digest or off',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    body: z
      .object({
        cadence: z.enum(EMAIL_CADENCES, { error: 'Choose batched, digest or off' }),
      })
      .strict(),
    response: EmailPreferenceSchema,
    handler: async ({ body: input, req, deps }) => {
      const { cadence } = await deps.services.messaging.SetEmailPreference(
        { cadence: input.cadence },
        callContext(req),
      );
      return { cadence: EMAIL_CADENCES.find((c) => c === cadence) ?? input.cadence };
    },
  }),
];
