/**
 * Conversations: started by staff with members or a whole role, or by a client with the agency
 * (the team's shared inbox); listed as an inbox; joined, assigned, closed and reopened by staff.
 * Each change is one tenant-scoped transaction with its event in the outbox.
 */
import { randomUUID } from 'node:crypto';
import { forbidden, invalid } from '@portico/kit';
import { publishConversationEvent } from '../events/publish';
import * as conversations from '../store/conversations';
import * as messages from '../store/messages';
import { ACCESS_RULES, conversationFor, requireStaff, UUID } from './access';
import { decodeCursor, encodeCursor } from './cursor';
import type { Member, MessagingDeps, Viewer } from './deps';
import { excerpt } from './markdown';
import { countedPost, type CountPost } from './postLimit';
import { prepareMessage, storeMessage, type MessageInput, type PostedVia } from './posting';
import { sideOf, type Side } from './sides';
import { conversationView, conversationViews, type ConversationView } from './views';

export const MAX_PARTICIPANTS = 500;
const MAX_SUBJECT = 200;

export const CONVERSATION_RULES = {
  noOne: 'Choose who the conversation is with: one or more people, or a role',
  clientsWriteToTeam: 'Clients write to the team; the team adds other people',
  notMembers: 'Everyone in a conversation must be a member of this workspace',
  emptyRole: 'No one in this workspace has that role',
  tooMany: `A conversation can have at most ${MAX_PARTICIPANTS} people`,
  subjectTooLong: `The subject can have at most ${MAX_SUBJECT} characters`,
  assigneeNotStaff: 'Conversations can be assigned only to a member of the team',
  filter: 'filter must be all, mine or unassigned',
  status: 'status must be open or closed',
} as const;

function cleanSubject(subject: string): string {
  const clean = subject.replace(/\s+/g, ' ').trim();
  if ([...clean].length > MAX_SUBJECT) throw invalid(CONVERSATION_RULES.subjectTooLong, 'subject');
  return clean;
}

function distinctIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
}

/** The members `ids` name, each with their side; refuses anyone who is not an active member. */
async function membersNamed(
  deps: Pick<MessagingDeps, 'directory'>,
  tenantId: string,
  ids: readonly string[],
): Promise<Array<{ userId: string; side: Side }>> {
  if (ids.length === 0) return [];
  if (ids.some((id) => !UUID.test(id)))
    throw invalid(CONVERSATION_RULES.notMembers, 'participants');
  const found = await deps.directory.members(tenantId, ids);
  if (found.length !== ids.length) throw invalid(CONVERSATION_RULES.notMembers, 'participants');
  return found.map(asParticipant);
}

const asParticipant = (member: Member) => ({
  userId: member.userId,
  side: sideOf([member.effectiveRole]),
});

export interface StartRequest extends MessageInput {
  subject: string;
  participantUserIds: readonly string[];
  audienceRole: string;
}

export function startConversation(
  deps: MessagingDeps,
  tenantId: string,
  viewer: Viewer,
  request: StartRequest,
  options: { countPost?: boolean; via?: PostedVia } = {},
): Promise<ConversationView> {
  // Its first message counts against the sender's limit, in the transaction (postLimit.ts).
  return countedPost(deps, tenantId, viewer, options.countPost === true, (countPost) =>
    start(deps, tenantId, viewer, request, countPost, options.via),
  );
}

async function start(
  deps: MessagingDeps,
  tenantId: string,
  viewer: Viewer,
  request: StartRequest,
  countPost: CountPost | undefined,
  via: PostedVia | undefined,
): Promise<ConversationView> {
  const subject = cleanSubject(request.subject);
  const named = distinctIds(request.participantUserIds).filter((id) => id !== viewer.userId);
  const role = request.audienceRole.trim();
  let others: Array<{ userId: string; side: Side }> = [];
  if (viewer.side === 'client') {
    // A client's conversation goes to the agency: the shared inbox, no one else.
    if (named.length > 0 || role) throw forbidden(CONVERSATION_RULES.clientsWriteToTeam, 'client');
  } else {
    if (named.length === 0 && !role) throw invalid(CONVERSATION_RULES.noOne, 'participants');
    others = await membersNamed(deps, tenantId, named);
    if (role) {
      const holders = await deps.directory.withRole(tenantId, role);
      if (holders.length === 0) throw invalid(CONVERSATION_RULES.emptyRole, 'audience_role');
      for (const holder of holders)
        if (holder.userId !== viewer.userId && !others.some((o) => o.userId === holder.userId))
          others.push(asParticipant(holder));
    }
    if (others.length + 1 > MAX_PARTICIPANTS)
      throw invalid(CONVERSATION_RULES.tooMany, 'participants');
  }
  const prepared = await prepareMessage(deps, tenantId, viewer, request);

  let stored = false;
  const started = await deps.db.tenantTransaction(tenantId, async (tx) => {
    await countPost?.(tx);
    if (prepared.clientMessageId) {
      const earlier = await messages.findStartedBy(tx, viewer.userId, prepared.clientMessageId);
      if (earlier) return conversationView(tx, earlier.conversation_id, viewer.userId);
    }
    stored = true;
    const at = deps.now();
    const id = randomUUID();
    await conversations.insertConversation(tx, {
      id,
      tenant_id: tenantId,
      subject: subject || excerpt(prepared.body, 80) || 'Files',
      started_by: viewer.userId,
      started_by_side: viewer.side,
      audience_role: viewer.side === 'team' ? role : '',
      assignee_id: null,
      last_message_at: at,
      created_at: at,
    });
    await conversations.addParticipants(
      tx,
      tenantId,
      id,
      [{ userId: viewer.userId, side: viewer.side }, ...others],
      at,
    );
    const row = (await conversations.findConversation(tx, id, { forUpdate: true }))!;
    await publishConversationEvent(
      tx,
      row,
      {
        created: {
          subject: row.subject,
          started_by: row.started_by,
          started_by_side: row.started_by_side,
          audience_role: row.audience_role,
          created_at: row.created_at.toISOString(),
        },
      },
      viewer.synthetic === true,
    );
    await storeMessage(tx, deps, row, viewer, prepared, { via });
    return conversationView(tx, id, viewer.userId);
  });
  if (stored) deps.posted?.();
  return started;
}

export interface InboxRequest {
  filter: string;
  status: string;
  limit: number;
  cursor: string;
}

type InboxCursor = [string, string];
const isInboxCursor = (value: unknown): value is InboxCursor =>
  Array.isArray(value) &&
  value.length === 2 &&
  typeof value[0] === 'string' &&
  !Number.isNaN(Date.parse(value[0])) &&
  typeof value[1] === 'string' &&
  UUID.test(value[1]);

export async function listConversations(
  deps: Pick<MessagingDeps, 'db'>,
  tenantId: string,
  viewer: Viewer,
  request: InboxRequest,
): Promise<{ conversations: ConversationView[]; nextCursor: string }> {
  const filter = request.filter.trim() || 'all';
  if (!['all', 'mine', 'unassigned'].includes(filter))
    throw invalid(CONVERSATION_RULES.filter, 'filter');
  const status = request.status.trim();
  if (status && status !== 'open' && status !== 'closed')
    throw invalid(CONVERSATION_RULES.status, 'status');
  const limit = Math.min(Math.max(request.limit || 30, 1), 100);
  const after = request.cursor ? decodeCursor(request.cursor, isInboxCursor) : undefined;
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const rows = await conversations.listInbox(tx, {
      tenantId,
      userId: viewer.userId,
      onlyTakingPart: viewer.side === 'client',
      // Assignment is the team's: a client's list is every conversation they are in.
      ...(viewer.side === 'team' && filter !== 'all'
        ? { assignee: filter as 'mine' | 'unassigned' }
        : {}),
      ...(status ? { status: status as 'open' | 'closed' } : {}),
      ...(after ? { after: { at: new Date(after[0]), id: after[1] } } : {}),
      limit,
    });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      conversations: await conversationViews(tx, page),
      nextCursor:
        rows.length > limit && last
          ? encodeCursor([last.last_message_at.toISOString(), last.id])
          : '',
    };
  });
}

export function getConversation(
  deps: Pick<MessagingDeps, 'db'>,
  tenantId: string,
  viewer: Viewer,
  id: string,
): Promise<ConversationView> {
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const found = await conversationFor(tx, viewer, id);
    return conversationView(tx, found.id, viewer.userId);
  });
}

export async function addParticipants(
  deps: MessagingDeps,
  tenantId: string,
  viewer: Viewer,
  conversationId: string,
  userIds: readonly string[],
): Promise<ConversationView> {
  requireStaff(viewer);
  const ids = distinctIds(userIds);
  if (ids.length === 0) throw invalid(CONVERSATION_RULES.noOne, 'participants');
  // The conversation first: an id from elsewhere answers NOT_FOUND before anyone is looked up.
  await getConversation(deps, tenantId, viewer, conversationId);
  const people = await membersNamed(deps, tenantId, ids);
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const found = await conversationFor(tx, viewer, conversationId, { forUpdate: true });
    const current = await conversations.participantsOf(tx, [found.id]);
    if (current.length + people.length > MAX_PARTICIPANTS)
      throw invalid(CONVERSATION_RULES.tooMany, 'participants');
    const added = await conversations.addParticipants(tx, tenantId, found.id, people, deps.now());
    if (added.length > 0)
      await publishConversationEvent(tx, found, {
        participants_added: { user_ids: added, added_by: viewer.userId },
      });
    return conversationView(tx, found.id, viewer.userId);
  });
}

export async function assignConversation(
  deps: MessagingDeps,
  tenantId: string,
  viewer: Viewer,
  conversationId: string,
  assigneeId: string,
): Promise<ConversationView> {
  requireStaff(viewer);
  const assignee = assigneeId.trim();
  await getConversation(deps, tenantId, viewer, conversationId);
  if (assignee) {
    const [member] = UUID.test(assignee) ? await deps.directory.members(tenantId, [assignee]) : [];
    if (!member || sideOf([member.effectiveRole]) !== 'team')
      throw invalid(CONVERSATION_RULES.assigneeNotStaff, 'assignee_id');
  }
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const found = await conversationFor(tx, viewer, conversationId, { forUpdate: true });
    const previous = found.assignee_id ?? '';
    if (previous !== assignee) {
      const at = deps.now();
      await conversations.setAssignee(tx, found.id, assignee || null, at);
      // The assignee takes part: the conversation's email and live updates reach them.
      if (assignee)
        await conversations.addParticipants(
          tx,
          tenantId,
          found.id,
          [{ userId: assignee, side: 'team' }],
          at,
        );
      const after = (await conversations.findConversation(tx, found.id))!;
      await publishConversationEvent(tx, after, {
        assigned: {
          assignee_id: assignee,
          previous_assignee_id: previous,
          assigned_by: viewer.userId,
        },
      });
    }
    return conversationView(tx, found.id, viewer.userId);
  });
}

export function setConversationStatus(
  deps: MessagingDeps,
  tenantId: string,
  viewer: Viewer,
  conversationId: string,
  status: string,
): Promise<ConversationView> {
  requireStaff(viewer);
  if (status !== 'open' && status !== 'closed') throw invalid(CONVERSATION_RULES.status, 'status');
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const found = await conversationFor(tx, viewer, conversationId, { forUpdate: true });
    if (found.status !== status) {
      const at = deps.now();
      await conversations.setStatus(tx, found.id, status, viewer.userId, at);
      const after = (await conversations.findConversation(tx, found.id))!;
      await publishConversationEvent(
        tx,
        after,
        status === 'closed'
          ? { closed: { closed_by: viewer.userId, closed_at: at.toISOString() } }
          : { reopened: { reopened_by: viewer.userId } },
      );
    }
    return conversationView(tx, found.id, viewer.userId);
  });
}

export { ACCESS_RULES };
