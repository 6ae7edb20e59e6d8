/**
 * Email for people who are away. A conversation's first message after a quiet spell opens a
 * batch (domain/posting.ts) whose job runs once, after the delay (5 minutes): every person
 * in the conversation who has not read what arrived since their last email gets one email for
 * all of it, batched (the default), or it waits for their daily digest, or nothing (off). A
 * client's conversation nobody on the team has joined yet reaches the tenant's admins, so the
 * shared inbox is never unheard. Each emailed conversation gets a fresh single-use reply
 * address. Messaging decides when and to whom; notifications renders, brands and sends
 * (MessageEmailEvent through the outbox), so every tenant email keeps one look and one log.
 */
import type { Tx } from '@portico/kit';
import { publishUnreadEmail } from '../events/publish';
import * as conversations from '../store/conversations';
import type { ConversationRow, ParticipantRow } from '../store/conversations';
import {
  addDigestEntry,
  batchWaiting,
  cadencesOf,
  digestEntries,
  insertReplyToken,
  scheduleDigest,
  takeBatch,
  takeDigest,
} from '../store/emails';
import { attachmentsOf, unreadFrom, type MessageNote } from '../store/messages';
import { markEmailed, positionsOf } from '../store/readPositions';
import type { Directory, MessagingDeps, People, Person, WorkQueue } from './deps';
import { excerpt } from './markdown';
import { DEFAULT_CADENCE } from './preferences';
import { mintReplyToken, replyAddress, replyTokenExpiry } from './replyTokens';
import { sideOf } from './sides';

export const DIGEST_QUEUE = 'message-email-digest';
/** An email lists at most this many messages per conversation; it says how many more. */
export const MESSAGES_LISTED = 10;

export interface UnreadEmailDeps {
  db: MessagingDeps['db'];
  directory: Directory;
  people: People;
  queue: WorkQueue;
  now: () => Date;
  /** The portal's address for thread links (PUBLIC_URL). */
  publicUrl: string;
  /** Reply addresses are reply+<token>@<this>. */
  replyDomain: string;
  digestHourUtc: number;
}

/** The thread in the portal, in its workspace. */
export function threadUrl(publicUrl: string, tenantId: string, conversationId: string): string {
  const query = new URLSearchParams({ conversation: conversationId, tenant_id: tenantId });
  return `${publicUrl.replace(/\/+$/, '')}/messages?${query.toString()}`;
}

/** The next time digests go out: today at `hourUtc`, or tomorrow when that has passed. */
export function nextDigestAt(now: Date, hourUtc: number): Date {
  const at = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc, 0, 0),
  );
  if (at.getTime() <= now.getTime()) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

export function displayName(person: Person | undefined, side: string): string {
  const name = `${person?.firstName ?? ''} ${person?.lastName ?? ''}`.trim();
  return name || person?.email || (side === 'team' ? 'The team' : 'A client');
}

/**
 * Who hears about a conversation: its participants, or, while nobody on the team has joined a
 * client's conversation, also the tenant's admins; only active members, only with an address.
 */
async function recipientsOf(
  deps: Pick<UnreadEmailDeps, 'directory' | 'people'>,
  tenantId: string,
  participants: readonly ParticipantRow[],
): Promise<{ recipients: Person[]; names: Map<string, Person> }> {
  const ids = new Set(participants.map((p) => p.user_id));
  if (!participants.some((p) => p.side === 'team'))
    for (const admin of await deps.directory.admins(tenantId)) ids.add(admin);
  const active = await deps.directory.members(tenantId, [...ids]);
  const names = await deps.people.byIds([...ids]);
  const recipients = active
    .map((member) => names.get(member.userId))
    .filter((person): person is Person => Boolean(person?.email));
  return { recipients, names };
}

interface Section {
  conversation: ConversationRow;
  lastSeq: number;
  email: {
    conversation_id: string;
    subject: string;
    thread_url: string;
    reply_to: string;
    messages: Array<{
      sender_name: string;
      excerpt: string;
      sent_at: string;
      attachments: number;
      notes: MessageNote[];
    }>;
    more: number;
  };
}

/**
 * What the recipient has not read nor been emailed in the conversation, with a fresh reply
 * address; null when there is nothing.
 */
async function sectionFor(
  tx: Tx,
  deps: Pick<UnreadEmailDeps, 'now' | 'publicUrl' | 'replyDomain'>,
  conversation: ConversationRow,
  recipientId: string,
  names: Map<string, Person>,
): Promise<Section | null> {
  const position = (await positionsOf(tx, conversation.id, [recipientId])).get(recipientId);
  const after = Math.max(position?.last_read_seq ?? 0, position?.emailed_seq ?? 0);
  const unread = await unreadFrom(tx, conversation.id, recipientId, after);
  if (unread.length === 0) return null;
  const listed = unread.slice(-MESSAGES_LISTED);
  const files = await attachmentsOf(
    tx,
    listed.map((m) => m.id),
  );
  const at = deps.now();
  const { token, hash } = mintReplyToken();
  await insertReplyToken(tx, {
    token_hash: hash,
    tenant_id: conversation.tenant_id,
    conversation_id: conversation.id,
    user_id: recipientId,
    created_at: at,
    expires_at: replyTokenExpiry(at),
  });
  return {
    conversation,
    lastSeq: unread[unread.length - 1]!.seq,
    email: {
      conversation_id: conversation.id,
      subject: conversation.subject,
      thread_url: threadUrl(deps.publicUrl, conversation.tenant_id, conversation.id),
      reply_to: replyAddress(token, deps.replyDomain),
      messages: listed.map((message) => ({
        sender_name: displayName(names.get(message.sender_id), message.sender_side),
        excerpt: excerpt(message.body, 500),
        sent_at: message.created_at.toISOString(),
        attachments: files.filter((f) => f.message_id === message.id).length,
        notes: message.notes,
      })),
      more: unread.length - listed.length,
    },
  };
}

/** The batch job: one email per person who has not read what the batch holds. */
export async function sendBatch(
  deps: UnreadEmailDeps,
  job: { tenantId: string; conversationId: string },
): Promise<void> {
  const { tenantId, conversationId } = job;
  const before = await deps.db.tenantTransaction(tenantId, async (tx) =>
    (await batchWaiting(tx, conversationId))
      ? conversations.participantsOf(tx, [conversationId])
      : null,
  );
  // A job run twice (a retry after its work committed) finds its batch gone.
  if (!before) return;
  // Asked outside the transaction: a slow tenancy or identity must not hold it open.
  const { recipients, names } = await recipientsOf(deps, tenantId, before);

  await deps.db.tenantTransaction(tenantId, async (tx) => {
    // The conversation's row first, as a post locks it before it opens a batch: taking the
    // batch first deadlocked with a post that came meanwhile (the post failed).
    const conversation = await conversations.findConversation(tx, conversationId, {
      forUpdate: true,
    });
    if (!conversation) return;
    if (!(await takeBatch(tx, conversationId))) return;
    const cadences = await cadencesOf(
      tx,
      recipients.map((r) => r.userId),
    );
    for (const person of recipients) {
      const cadence = cadences.get(person.userId) ?? DEFAULT_CADENCE;
      if (cadence === 'off') continue;
      if (cadence === 'digest') {
        await addDigestEntry(tx, tenantId, person.userId, conversationId);
        await queueDigest(tx, deps, tenantId, person.userId);
        continue;
      }
      const section = await sectionFor(tx, deps, conversation, person.userId, names);
      if (!section) continue;
      await publishUnreadEmail(tx, {
        tenantId,
        userId: person.userId,
        to: person.email,
        first_name: person.firstName,
        cadence: 'batched',
        conversations: [section.email],
      });
      await markEmailed(tx, tenantId, conversationId, person.userId, section.lastSeq);
    }
  });
}

async function queueDigest(
  tx: Tx,
  deps: Pick<UnreadEmailDeps, 'queue' | 'now' | 'digestHourUtc'>,
  tenantId: string,
  userId: string,
): Promise<void> {
  const now = deps.now();
  const dueAt = nextDigestAt(now, deps.digestHourUtc);
  if (!(await scheduleDigest(tx, tenantId, userId, dueAt))) return;
  await deps.queue.send(DIGEST_QUEUE, { tenantId, userId }, tx, {
    startAfterSeconds: Math.ceil((dueAt.getTime() - now.getTime()) / 1000),
  });
}

/** The digest job: one email with every conversation the person has not read since. */
export async function sendDigest(
  deps: UnreadEmailDeps,
  job: { tenantId: string; userId: string },
): Promise<void> {
  const { tenantId, userId } = job;
  const waiting = await deps.db.tenantTransaction(tenantId, async (tx) => {
    const ids = await digestEntries(tx, userId);
    return { ids, participants: await conversations.participantsOf(tx, ids) };
  });
  const [member] = await deps.directory.members(tenantId, [userId]);
  const names = await deps.people.byIds([
    userId,
    ...new Set(waiting.participants.map((p) => p.user_id)),
  ]);
  const person = names.get(userId);

  await deps.db.tenantTransaction(tenantId, async (tx) => {
    const ids = await takeDigest(tx, userId);
    // Someone who left the workspace, or has no address, gets nothing (the entries go).
    if (!member || !person?.email || ids.length === 0) return;
    const sections: Section[] = [];
    for (const id of ids) {
      const conversation = await conversations.findConversation(tx, id);
      if (!conversation) continue;
      // Still in it (or staff, who see every conversation of the tenant).
      const takesPart = await conversations.takesPart(tx, id, userId);
      if (!takesPart && sideOf([member.effectiveRole]) !== 'team') continue;
      const section = await sectionFor(tx, deps, conversation, userId, names);
      if (section) sections.push(section);
    }
    if (sections.length === 0) return;
    await publishUnreadEmail(tx, {
      tenantId,
      userId,
      to: person.email,
      first_name: person.firstName,
      cadence: 'digest',
      conversations: sections.map((s) => s.email),
    });
    for (const section of sections)
      await markEmailed(tx, tenantId, section.conversation.id, userId, section.lastSeq);
  });
}
