/** Messaging's messages in their HTTP shapes (schemas.ts): the one place a field changes case. */
import type { z } from 'zod';
import type { identityV1, messagingV1 } from '@portico/proto';
import { originOf, toNotes } from '../../live/frames';
import type {
  ChatMessageSchema,
  ConversationSchema,
  PersonSchema,
  ReadPositionSchema,
  SearchHitSchema,
} from './schemas';

type Person = z.input<typeof PersonSchema>;
type Side = Person['side'];

const side = (value: string): Side => (value === 'team' ? 'team' : 'client');

/** People by id: a name, else the address (the screens never show an id). */
export function peopleById(
  users: readonly identityV1.User__Output[],
): Map<string, { name: string }> {
  return new Map(
    users.map((u) => [
      u.id,
      { name: [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email },
    ]),
  );
}

export const toChatMessage = (
  m: messagingV1.Message__Output,
): z.input<typeof ChatMessageSchema> => ({
  id: m.id,
  conversation_id: m.conversation_id,
  seq: m.seq,
  sender_id: m.sender_id,
  sender_side: side(m.sender_side),
  body: m.body,
  attachments: m.attachments.map((a) => ({
    file_id: a.file_id,
    message_id: a.message_id || m.id,
    file_name: a.file_name,
    content_type: a.content_type,
    size_bytes: Number(a.size_bytes),
  })),
  via: originOf(m.via),
  notes: toNotes(m.notes),
  created_at: m.created_at,
  edited_at: m.edited_at,
  deleted_at: m.deleted_at,
  editable_until: m.editable_until,
});

export const toConversation = (
  c: messagingV1.Conversation__Output,
  names: ReadonlyMap<string, { name: string }>,
): z.input<typeof ConversationSchema> => ({
  id: c.id,
  subject: c.subject,
  started_by: c.started_by,
  started_by_side: side(c.started_by_side),
  audience_role: c.audience_role,
  participants: c.participants.map((p) => ({
    id: p.user_id,
    name: names.get(p.user_id)?.name ?? '',
    side: side(p.side),
    joined_at: p.joined_at,
  })),
  assignee_id: c.assignee_id,
  status: c.status === 'closed' ? 'closed' : 'open',
  closed_at: c.closed_at,
  last_seq: c.last_seq,
  last_message: c.last_message ? toChatMessage(c.last_message) : null,
  last_message_at: c.last_message_at,
  unread_count: c.unread_count,
  last_read_seq: c.last_read_seq,
  created_at: c.created_at,
});

export const toReadPosition = (
  p: messagingV1.ReadPosition__Output,
): z.input<typeof ReadPositionSchema> => ({
  conversation_id: p.conversation_id,
  user_id: p.user_id,
  last_read_seq: p.last_read_seq,
  read_at: p.read_at,
});

export const toSearchHit = (h: messagingV1.SearchHit__Output): z.input<typeof SearchHitSchema> => ({
  message: toChatMessage(h.message!),
  conversation_subject: h.conversation_subject,
  headline: h.headline,
  rank: h.rank,
});

/** Everyone a conversation names, for the names the screens show. */
export const idsOfConversation = (c: messagingV1.Conversation__Output): string[] => [
  ...c.participants.map((p) => p.user_id),
  ...(c.assignee_id ? [c.assignee_id] : []),
  c.started_by,
];
