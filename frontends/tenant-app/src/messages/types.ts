import type { components } from '@portico/frontend-kit';

export type Conversation = components['schemas']['Conversation'];
export type ChatMessage = components['schemas']['ChatMessage'];
export type Thread = components['schemas']['Thread'];
export type Person = components['schemas']['ConversationPerson'];

/** The thread's and the inbox's reads, which live events and changes make stale. */
export const THREAD = '/api/conversations/{id}/messages' as const;
export const INBOX = '/api/conversations' as const;
export const UNREAD = '/api/messages/unread' as const;

/** A message's first line without Markdown marks, for the inbox. */
export function preview(message: ChatMessage | null | undefined): string {
  if (!message) return '';
  if (message.deleted_at) return 'Message deleted';
  const text = message.body.replace(/[*_`#>~[\]]|\(https?:[^)]*\)/g, '').replace(/\s+/g, ' ');
  if (text.trim()) return text.trim();
  return message.attachments.length > 0 ? `${message.attachments.length} attachment(s)` : '';
}

/** A short local time: today's hour, else the date. */
export function shortTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return at.toDateString() === now.toDateString()
    ? at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    : at.toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
}
