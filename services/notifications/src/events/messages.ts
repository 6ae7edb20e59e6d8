/**
 * Emails about unread messages. Messaging decides when and to whom (a batch five minutes after
 * a message nobody read, or a daily digest) and publishes MessageEmailEvent; here each becomes
 * one email, branded with the tenant (tenancy's GetTenantBranding), logged and sent as a
 * durable job like every other email, once per event. With one conversation, its reply
 * address is the email's Reply-To; a digest of several lists each one's link instead.
 */
import { decodeEvent, type IncomingEvent } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import type { TenantBrand } from '../clients/tenancy';
import { queueEmail, type EmailDeps } from '../domain/emailOutbox';
import { emailLogoUrl } from './consume';

export const MESSAGE_EMAIL_TOPICS = [TOPICS.messagingEmail];

export function messageEmailHandler(
  // With the audience, the email is also in the recipient's language with the tenant's
  // support address (emailOutbox.ts addressed); the brand below stands when it is unset.
  deps: Pick<EmailDeps, 'db' | 'queue' | 'audience'>,
  brandOf: (tenantId: string) => Promise<TenantBrand | undefined>,
  publicUrl?: string,
): (event: IncomingEvent) => Promise<void> {
  return async (event) => {
    if (event.type !== 'unread_messages') return;
    const message = decodeEvent('portico.events.v1.MessageEmailEvent', event.payload);
    const unread = message.unread_messages;
    if (!unread?.to || unread.conversations.length === 0) return;
    const brand = await brandOf(message.tenant_id);
    const [only] = unread.conversations.length === 1 ? unread.conversations : [];
    await queueEmail(deps, {
      eventId: event.id,
      tenantId: message.tenant_id,
      to: unread.to,
      template: 'unread_messages',
      data: {
        firstName: unread.first_name,
        cadence: unread.cadence === 'digest' ? 'digest' : 'batched',
        conversations: unread.conversations.map((c) => ({
          subject: c.subject,
          link: c.thread_url,
          messages: c.messages.map((m) => ({
            sender: m.sender_name,
            excerpt: m.excerpt,
            attachments: m.attachments,
            notes: m.notes.map((n) => ({ code: n.code, count: n.count })),
          })),
          more: c.more,
        })),
        ...(only?.reply_to ? { replyTo: only.reply_to } : {}),
        ...(brand
          ? {
              branding: {
                name: brand.name,
                color: brand.color,
                logoUrl: emailLogoUrl(publicUrl, brand.logoUrl),
              },
            }
          : {}),
      },
      synthetic: message.synthetic === true,
    });
  };
}
