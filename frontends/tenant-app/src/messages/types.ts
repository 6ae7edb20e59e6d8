import type { components } from '@portico/frontend-kit';
import type { Intl } from '../i18n';

export type Conversation = components['schemas']['Conversation'];
export type ChatMessage = components['schemas']['ChatMessage'];
export type Thread = components['schemas']['Thread'];
export type Person = components['schemas']['ConversationPerson'];

/** The thread's and the inbox's reads, which live events and changes make stale. */
export const THREAD = '/api/conversations/{id}/messages' as const;
export const INBOX = '/api/conversations' as const;
export const UNREAD = '/api/messages/unread' as const;

/**
 * Markdown source without its marks (emphasis, code, link brackets, a heading's or quote's
 * leading mark) and link targets, on one line: roughly what a reader sees.
 */
export function withoutMarks(source: string): string {
  return source
    .replace(/^[ \t]*(#{1,6}|>)[ \t]?|[*_`~[\]]|\((https?|mailto):[^)]*\)/gm, '')
    .replace(/\s+/g, ' ');
}

/** A message's first line without Markdown marks, for the inbox. */
export function preview(intl: Intl, message: ChatMessage | null | undefined): string {
  if (!message) return '';
  if (message.deleted_at) return intl.formatMessage({ id: 'messages.preview.deleted' });
  const text = withoutMarks(message.body);
  if (text.trim()) return text.trim();
  return message.attachments.length > 0
    ? intl.formatMessage(
        { id: 'messages.preview.attachments' },
        { count: message.attachments.length },
      )
    : '';
}

/** A short time in the reader's language: today's hour, else the date. */
export function shortTime(intl: Intl, iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return at.toDateString() === now.toDateString()
    ? intl.formatDate(at, { hour: '2-digit', minute: '2-digit' })
    : intl.formatDate(at, { day: 'numeric', month: 'short' });
}
