/** Conversations and messages assembled for an answer: participants, previews, attachments. */
import type { Tx } from '@portico/kit';
import * as conversations from '../store/conversations';
import type { InboxRow, ParticipantRow } from '../store/conversations';
import * as messages from '../store/messages';
import type { MessageRow } from '../store/messages';
import type { MessageView } from './posting';

export interface ConversationView {
  conversation: InboxRow;
  participants: ParticipantRow[];
  lastMessage: MessageView | null;
}

export async function withAttachments(tx: Tx, rows: readonly MessageRow[]): Promise<MessageView[]> {
  const attachments = await messages.attachmentsOf(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((message) => ({
    message,
    attachments: attachments.filter((a) => a.message_id === message.id),
  }));
}

export async function conversationViews(
  tx: Tx,
  rows: readonly InboxRow[],
): Promise<ConversationView[]> {
  const ids = rows.map((row) => row.id);
  const participants = await conversations.participantsOf(tx, ids);
  const last = await messages.lastMessages(tx, rows);
  const lastViews = await withAttachments(tx, last);
  return rows.map((conversation) => ({
    conversation,
    participants: participants.filter((p) => p.conversation_id === conversation.id),
    lastMessage: lastViews.find((v) => v.message.conversation_id === conversation.id) ?? null,
  }));
}

export async function conversationView(
  tx: Tx,
  id: string,
  readerId: string,
): Promise<ConversationView> {
  const row = (await conversations.findForReader(tx, id, readerId))!;
  return (await conversationViews(tx, [row]))[0]!;
}
