/**
 * Replies by email. The address a reply is sent to carries a token (domain/replyTokens.ts):
 * only an unspent, unexpired token of ours is accepted as a recipient; the reply must come from
 * the person the token was minted for, who must still be a member who may read the
 * conversation; quoted history and signature are stripped (email-reply-parser), and what is
 * left is posted as that person, spending the token in the same transaction. Anything else is
 * refused with a reason the listener turns into an SMTP bounce, and nothing is stored.
 */
import { isDomainError } from '@portico/kit';
import EmailReplyParser from 'email-reply-parser';
import { findReplyToken, spendReplyToken } from '../store/emails';
import type { MessageNote } from '../store/messages';
import { conversationFor } from './access';
import type { Directory, MessagingDeps, People, Viewer } from './deps';
import { prepareMessage, storeMessage, type MessageView } from './posting';
import { hashReplyToken, tokenOfAddress } from './replyTokens';
import { sideOf } from './sides';

export const INBOUND_LIMITS = {
  /** The largest reply accepted, in bytes as received. */
  maxBytes: 10 * 1024 * 1024,
  /** A reply with this many attachments or more is refused. */
  attachmentsRefusedFrom: 50,
} as const;

export type RefusalReason =
  | 'unknown_address'
  | 'forged_token'
  | 'reused_token'
  | 'expired_token'
  | 'wrong_sender'
  | 'not_member'
  | 'not_in_conversation'
  | 'too_large'
  | 'too_many_attachments'
  | 'no_text'
  | 'invalid_message';

/** A reply that is not taken: the listener bounces it (SMTP 550) with the message. */
export class ReplyRefused extends Error {
  override readonly name = 'ReplyRefused';
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
  }
}

export const REFUSALS: Record<RefusalReason, string> = {
  unknown_address: 'No such recipient here',
  forged_token: 'No such recipient here',
  reused_token: 'This reply address has already been used; reply from the portal instead',
  expired_token: 'This reply address has expired; reply from the portal instead',
  wrong_sender: 'This address takes replies only from the person it was sent to',
  not_member: 'This address takes replies only from members of the workspace',
  not_in_conversation: 'You are no longer in this conversation',
  too_large: `Replies can be at most ${INBOUND_LIMITS.maxBytes / 1024 / 1024} MB`,
  too_many_attachments: `Replies can have at most ${INBOUND_LIMITS.attachmentsRefusedFrom - 1} attachments`,
  no_text: 'The reply had no text of its own',
  invalid_message: 'The reply could not be posted',
};

const refuse = (reason: RefusalReason, message = REFUSALS[reason]) =>
  new ReplyRefused(reason, message);

export interface ReplyDeps extends Pick<
  MessagingDeps,
  'db' | 'queue' | 'now' | 'emailDelaySeconds'
> {
  directory: Directory;
  people: People;
  replyDomain: string;
}

export interface ReplyTarget {
  tokenHash: string;
  tenantId: string;
  conversationId: string;
  userId: string;
}

/** At RCPT TO: the address must hold a token of ours that can still be used. */
export async function checkReplyAddress(
  deps: Pick<ReplyDeps, 'db' | 'now' | 'replyDomain'>,
  address: string,
): Promise<ReplyTarget> {
  const token = tokenOfAddress(address, deps.replyDomain);
  if (!token) throw refuse('unknown_address');
  const tokenHash = hashReplyToken(token);
  // The reply names no tenant: a transaction scoped to this hash sees its one row, if any.
  const row = await deps.db.scopedTransaction({ settings: { reply_token: tokenHash } }, (tx) =>
    findReplyToken(tx, tokenHash),
  );
  if (!row) throw refuse('forged_token');
  if (row.used_at) throw refuse('reused_token');
  if (row.expires_at.getTime() <= deps.now().getTime()) throw refuse('expired_token');
  return {
    tokenHash,
    tenantId: row.tenant_id,
    conversationId: row.conversation_id,
    userId: row.user_id,
  };
}

/** The reply's own words: quoted history and signature removed. */
export function ownWords(text: string): string {
  return new EmailReplyParser().read(text.replace(/\r\n?/g, '\n')).getVisibleText().trim();
}

export interface InboundReply {
  /** The header From addresses. */
  from: readonly string[];
  /** The plain-text part (mailparser makes one from HTML when there is none). */
  text: string;
  attachments: number;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** After DATA: checks the sender and posts the reply as them. */
export async function postReply(
  deps: ReplyDeps,
  target: ReplyTarget,
  reply: InboundReply,
): Promise<MessageView> {
  if (reply.attachments >= INBOUND_LIMITS.attachmentsRefusedFrom)
    throw refuse('too_many_attachments');
  const person = (await deps.people.byIds([target.userId])).get(target.userId);
  if (!person?.email || reply.from.length !== 1 || !sameAddress(reply.from[0]!, person.email))
    throw refuse('wrong_sender');
  const [member] = await deps.directory.members(target.tenantId, [target.userId]);
  if (!member) throw refuse('not_member');
  const roles = [member.effectiveRole];
  const viewer: Viewer = { userId: target.userId, roles, side: sideOf(roles) };

  const words = ownWords(reply.text);
  if (!words) throw refuse('no_text');
  // Files come through the portal's upload (content checks and scans them); the thread says so
  // rather than lose them silently, in each reader's language (a note, not words of the body).
  const notes: MessageNote[] =
    reply.attachments > 0 ? [{ code: 'attachments_not_added', count: reply.attachments }] : [];

  try {
    const prepared = await prepareMessage(
      { files: { visibleTo: async () => null } },
      target.tenantId,
      viewer,
      { body: words, attachmentFileIds: [], clientMessageId: '' },
    );
    return await deps.db.tenantTransaction(target.tenantId, async (tx) => {
      if (!(await spendReplyToken(tx, target.tokenHash, deps.now()))) throw refuse('reused_token');
      let conversation;
      try {
        conversation = await conversationFor(tx, viewer, target.conversationId, {
          forUpdate: true,
        });
      } catch {
        throw refuse('not_in_conversation');
      }
      return storeMessage(tx, deps, conversation, viewer, prepared, { via: 'email', notes });
    });
  } catch (error) {
    // The message rules' own wording (too long, HTML) goes back to the sender.
    if (isDomainError(error)) throw refuse('invalid_message', error.message);
    throw error;
  }
}
