/**
 * Finding a conversation for a viewer: staff find any of their tenant's, a client only one they
 * take part in. Anything else (another tenant's id, a malformed id, a conversation the client is
 * not in) is the same NOT_FOUND, so nobody learns what exists elsewhere.
 */
import { forbidden, notFound, type Tx } from '@portico/kit';
import * as conversations from '../store/conversations';
import type { ConversationRow } from '../store/conversations';
import type { Viewer } from './deps';
import { canSeeConversation } from './sides';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ACCESS_RULES = {
  notFound: 'Conversation not found',
  staffOnly: 'Only the team can do this',
} as const;

export async function conversationFor(
  tx: Tx,
  viewer: Viewer,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ConversationRow> {
  const found = UUID.test(id)
    ? await conversations.findWithParticipation(tx, id, viewer.userId, options)
    : null;
  if (!found) throw notFound(ACCESS_RULES.notFound, 'conversation_not_found');
  const { takes_part: takesPart, ...conversation } = found;
  if (!canSeeConversation(viewer.side, viewer.side === 'team' || takesPart))
    throw notFound(ACCESS_RULES.notFound, 'conversation_not_found');
  return conversation;
}

export function requireStaff(viewer: Viewer): void {
  if (viewer.side !== 'team') throw forbidden(ACCESS_RULES.staffOnly, 'staff_only');
}
