/**
 * The public API (docs/product.md §2 Integrations, §6 pro and advanced): endpoints under /api/v1
 * for a tenant's own systems (reads, and conversations and messages to list and post: issue 27
 * item 6), called with an API key as the bearer plus x-tenant-id
 * (allow: 'apiKey', auth/apiKeyGuard.ts), limited per key (rate limit class publicApi).
 * Lists page by an opaque cursor over a total order, so a page never repeats or skips a row
 * while rows are added before it.
 */
import { invalid } from '@portico/kit';
import { z } from 'zod';
import { route } from '../../api/route';
import { callContext } from '../../auth/principal';
import { toFile } from '../files/map';
import { FileSchema } from '../files/schemas';
import { toForm, toResponse } from '../forms/map';
import { FormSchema } from '../forms/schemas';
import { idsOfConversation, peopleById, toChatMessage, toConversation } from '../messaging/map';
import { ChatMessageSchema, ConversationSchema } from '../messaging/schemas';
import type { Request } from 'express';
import type { messagingV1 } from '@portico/proto';
import type { GatewayDeps } from '../../deps';
import { deliverAnswer } from '../../shared/liveAnswer';
import { tenantDirectory } from '../../shared/tenantDirectory';
import { toTask } from '../tasks/map';
import { TaskSchema } from '../tasks/schemas';

const TAG = 'Public API';
const BAD_CURSOR = 'The cursor is not valid for this list';

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional().describe('1 to 100; 50 by default'),
  cursor: z.string().max(200).optional().describe('next_cursor of the previous page'),
});

interface Keyed {
  created_at: string;
  id: string;
}

/** The cursor names the last row served: (created_at, id) in the list's order. */
const encodeCursor = (row: Keyed) =>
  Buffer.from(JSON.stringify([row.created_at, row.id])).toString('base64url');

function decodeCursor(cursor: string): Keyed {
  try {
    const [created_at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof created_at === 'string' && typeof id === 'string') return { created_at, id };
  } catch {
    // fall through: a cursor we did not make
  }
  throw invalid(BAD_CURSOR, 'cursor');
}

/** One page of rows already in `order`; `after` compares a row with the cursor's. */
export function pageOf<T extends Keyed>(
  rows: T[],
  order: (a: Keyed, b: Keyed) => number,
  query: { limit?: number; cursor?: string },
): { data: T[]; next_cursor: string } {
  const limit = query.limit ?? 50;
  const sorted = [...rows].sort(order);
  const start = query.cursor
    ? sorted.findIndex((row) => order(row, decodeCursor(query.cursor!)) > 0)
    : 0;
  const data = start < 0 ? [] : sorted.slice(start, start + limit);
  const more = start >= 0 && start + limit < sorted.length;
  return { data, next_cursor: more ? encodeCursor(data.at(-1)!) : '' };
}

const oldestFirst = (a: Keyed, b: Keyed) =>
  a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);
const newestFirst = (a: Keyed, b: Keyed) => -oldestFirst(a, b);

const PublicUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.string(),
    tenant_role: z.string(),
    status: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'PublicUser' });

const PublicFormResponseSchema = z
  .object({
    id: z.string(),
    form_id: z.string(),
    user_id: z.string(),
    user_email: z.string(),
    answers: z.record(z.string(), z.unknown()).describe('Keyed by question label'),
    created_at: z.string(),
  })
  .meta({ id: 'PublicFormResponse' });

const pageSchema = <S extends z.ZodType>(item: S) =>
  z.object({
    data: z.array(item),
    next_cursor: z.string().describe('Empty on the last page'),
  });

/** Conversations with their people's names (one call to identity for the page). */
async function conversationsAnswer(
  req: Request,
  deps: GatewayDeps,
  conversations: readonly messagingV1.Conversation__Output[],
) {
  const ids = [...new Set(conversations.flatMap(idsOfConversation))].filter(Boolean);
  const { users } = ids.length
    ? await deps.services.identity.GetUsers({ user_ids: ids }, callContext(req))
    : { users: [] };
  const names = peopleById(users);
  return conversations.map((c) => toConversation(c, names));
}

const MESSAGE_MAX = 10_000;
const messageBody = z
  .string({ error: 'Write a message' })
  .refine((value) => [...value].length <= MESSAGE_MAX, {
    message: `A message can be at most ${MESSAGE_MAX.toLocaleString('en')} characters`,
  });
const conversationId = z.object({ id: z.uuid({ error: 'Conversation not found' }) });

export const publicApiRoutes = [
  route({
    method: 'GET',
    path: '/api/v1/users',
    summary: 'Public API: the tenant’s users, oldest first, by cursor',
    tag: TAG,
    allow: 'apiKey',
    rateLimit: 'publicApi',
    query: pageQuery,
    response: pageSchema(PublicUserSchema),
    handler: async ({ query, req, deps }) => {
      const users = (await tenantDirectory(deps, req)).map((u) => ({
        id: u.id,
        email: u.email,
        name: u.name,
        role: u.role,
        tenant_role: u.tenant_role,
        status: u.status,
        created_at: u.created_at,
      }));
      return pageOf(users, oldestFirst, query);
    },
  }),

  route({
    method: 'GET',
    path: '/api/v1/files',
    summary: 'Public API: the tenant’s files, newest first, by cursor',
    tag: TAG,
    allow: 'apiKey',
    rateLimit: 'publicApi',
    query: pageQuery,
    response: pageSchema(FileSchema),
    handler: async ({ query, req, deps }) => {
      const { files } = await deps.services.content.ListFiles(
        { limit: 1000, user_id: '', include_role_assigned: false, query: '' },
        callContext(req),
      );
      return pageOf(files.map(toFile), newestFirst, query);
    },
  }),

  route({
    method: 'GET',
    path: '/api/v1/forms',
    summary: 'Public API: the tenant’s forms (not archived), newest first, by cursor',
    tag: TAG,
    allow: 'apiKey',
    rateLimit: 'publicApi',
    query: pageQuery,
    response: pageSchema(FormSchema),
    handler: async ({ query, req, deps }) => {
      const { forms } = await deps.services.forms.ListForms(
        { limit: 1000, status: '', sort: '' },
        callContext(req),
      );
      return pageOf(forms.map(toForm), newestFirst, query);
    },
  }),

  route({
    method: 'GET',
    path: '/api/v1/form-responses',
    summary: 'Public API: the responses of one form, newest first, by cursor',
    tag: TAG,
    allow: 'apiKey',
    rateLimit: 'publicApi',
    query: pageQuery.extend({ form_id: z.uuid({ error: 'Form not found' }) }),
    response: pageSchema(PublicFormResponseSchema),
    handler: async ({ query, req, deps }) => {
      const { responses } = await deps.services.forms.ListResponses(
        { form_id: query.form_id, limit: 5000 },
        callContext(req),
      );
      return pageOf(responses.map(toResponse), newestFirst, query);
    },
  }),

  route({
    method: 'GET',
    path: '/api/v1/tasks',
    summary:
      'Public API: the tenant’s tasks, oldest first, by cursor, each with every assignee’s state',
    tag: TAG,
    allow: 'apiKey',
    rateLimit: 'publicApi',
    query: pageQuery,
    response: pageSchema(TaskSchema),
    handler: async ({ query, req, deps }) => {
      // Content serves at most 200 a call; the cursor pages over the first 1000, as files do.
      const tasks = [];
      for (let offset = 0; offset < 1000; offset += 200) {
        const page = await deps.services.content.ListTasks(
          { due_from: '', due_to: '', limit: 200, offset },
          callContext(req),
        );
        tasks.push(...page.tasks.map(toTask));
        if (offset + 200 >= page.total) break;
      }
      return pageOf(tasks, oldestFirst, query);
    },
  }),

  route({
    method: 'GET',
    path: '/api/v1/conversations',
    summary:
      'Public API: the tenant’s conversations, newest activity first, by cursor (open or closed)',
    tag: TAG,
    allow: 'apiKey',
    rateLimit: 'publicApi',
    query: pageQuery.extend({ status: z.enum(['open', 'closed']).optional() }),
    response: pageSchema(ConversationSchema),
    handler: async ({ query, req, deps }) => {
      const page = await deps.services.messaging.ListConversations(
        {
          filter: '',
          status: query.status ?? '',
          limit: query.limit ?? 50,
          cursor: query.cursor ?? '',
        },
        callContext(req),
      );
      return {
        data: await conversationsAnswer(req, deps, page.conversations),
        next_cursor: page.next_cursor,
      };
    },
  }),

  route({
    method: 'POST',
    path: '/api/v1/conversations',
    summary:
      'Public API: starts a conversation with members of the tenant and/or everyone holding a role, with its first message (as the admin who created the key)',
    tag: TAG,
    allow: 'apiKey',
    rateLimit: 'publicApi',
    status: 201,
    body: z
      .object({
        subject: z.string().max(200).optional(),
        participant_user_ids: z
          .array(z.uuid({ error: 'Choose people of this workspace' }))
          .max(500)
          .optional(),
        audience_role: z.string().max(100).optional(),
        body: messageBody,
        client_message_id: z.string().max(100).optional(),
      })
      .strict(),
    response: ConversationSchema,
    handler: async ({ body, req, deps }) => {
      const started = await deps.services.messaging.StartConversation(
        {
          subject: body.subject ?? '',
          participant_user_ids: body.participant_user_ids ?? [],
          audience_role: body.audience_role ?? '',
          body: body.body,
          attachment_file_ids: [],
          client_message_id: body.client_message_id ?? '',
          via: 'api',
        },
        callContext(req),
      );
      return (await conversationsAnswer(req, deps, [started]))[0]!;
    },
  }),

  route({
    method: 'GET',
    path: '/api/v1/conversations/:id/messages',
    summary:
      'Public API: a conversation’s messages, newest page first by cursor (oldest first within a page)',
    tag: TAG,
    allow: 'apiKey',
    rateLimit: 'publicApi',
    params: conversationId,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).optional().describe('1 to 100; 50 by default'),
      cursor: z
        .string()
        .regex(/^\d{1,9}$/, BAD_CURSOR)
        .optional()
        .describe('next_cursor of the previous page'),
    }),
    response: pageSchema(ChatMessageSchema),
    handler: async ({ params, query, req, deps }) => {
      const page = await deps.services.messaging.ListMessages(
        {
          conversation_id: params.id,
          before_seq: query.cursor ? Number(query.cursor) : 0,
          after_seq: 0,
          limit: query.limit ?? 50,
        },
        callContext(req),
      );
      const first = page.messages[0];
      return {
        data: page.messages.map(toChatMessage),
        // Older messages are the next page: those before this page's first.
        next_cursor: page.has_older && first ? String(first.seq) : '',
      };
    },
  }),

  route({
    method: 'POST',
    path: '/api/v1/conversations/:id/messages',
    summary: 'Public API: posts a message to a conversation (as the admin who created the key)',
    tag: TAG,
    allow: 'apiKey',
    rateLimit: 'publicApi',
    status: 201,
    params: conversationId,
    body: z
      .object({ body: messageBody, client_message_id: z.string().max(100).optional() })
      .strict(),
    response: ChatMessageSchema,
    // Shown as posted through the API; the streams on this replica get it from the answer, as
    // a portal post's do (shared/liveAnswer.ts).
    handler: async ({ params, body, req, deps }) =>
      toChatMessage(
        deliverAnswer(
          deps,
          await deps.services.messaging.PostMessage(
            {
              conversation_id: params.id,
              body: body.body,
              attachment_file_ids: [],
              client_message_id: body.client_message_id ?? '',
              via: 'api',
            },
            callContext(req),
          ),
        ),
      ),
  }),
];
