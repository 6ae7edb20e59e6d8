/**
 * What the webhook tests feed the notifications service: forms' submitted-response event as
 * the broker carries it.
 */
import { randomUUID } from 'node:crypto';
import { encodeEvent } from '@portico/kit';
import { TOPICS } from '@portico/proto';

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
