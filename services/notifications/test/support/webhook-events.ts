/**
 * What the webhook tests feed the notifications service: forms' submitted-response event and
 * messaging's new-message event, as the broker carries them.
 */
import { randomUUID } from 'node:crypto';
import { encodeEvent } from '@portico/kit';
import { TOPICS, type eventsV1 } from '@portico/proto';

/**
 * A submitted form response of `tenantId`. `key` picks the partition (the tenant's own unless
 * a test lines events up behind another's); the same `id` is the same event redelivered.
 */
export function formResponseSubmitted(input: {
  tenantId: string;
  title: string;
  id?: string;
  key?: string;
  answers?: Record<string, string>;
}) {
  return {
    id: input.id ?? randomUUID(),
    topic: TOPICS.formsResponse,
    key: input.key ?? input.tenantId,
    type: 'forms.response.submitted',
    occurredAt: new Date(),
    headers: {},
    payload: encodeEvent('portico.events.v1.FormResponseEvent', {
      tenant_id: input.tenantId,
      form_id: randomUUID(),
      response_id: randomUUID(),
      submitted: {
        form_title: input.title,
        user_id: randomUUID(),
        user_email: 'client@example.com',
        answers_json: JSON.stringify(input.answers ?? {}),
        submitted_at: new Date().toISOString(),
      },
    }),
  };
}

/**
 * A client's reply by email in `tenantId`'s conversation "Receipts", as messaging publishes it;
 * `created` overrides the message's fields (its notes, its sender's side).
 */
export function messageCreated(input: {
  tenantId: string;
  id?: string;
  created?: Partial<eventsV1.MessageCreated>;
}) {
  return {
    id: input.id ?? randomUUID(),
    topic: TOPICS.messagingMessage,
    key: input.tenantId,
    type: 'message.created',
    occurredAt: new Date(),
    headers: {},
    payload: encodeEvent('portico.events.v1.MessageEvent', {
      tenant_id: input.tenantId,
      conversation_id: randomUUID(),
      created: {
        message_id: randomUUID(),
        sender_id: randomUUID(),
        sender_side: 'client',
        conversation_subject: 'Receipts',
        body: 'Here are the **receipts**',
        excerpt: 'Here are the receipts',
        via: 'email',
        created_at: new Date().toISOString(),
        ...input.created,
      },
    }),
  };
}
