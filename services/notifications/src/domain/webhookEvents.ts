/**
 * Which platform events become webhook deliveries: a submitted form response
 * (`forms.response.submitted`, subscribed as "forms"), an uploaded or deleted file
 * (`content.file.uploaded`, `content.file.deleted`, as "files"), tasks, file requests and
 * approvals (as "tasks", workEvents.ts), a client invoice paid on the agency's own Stripe
 * account (`invoice.paid`, as "payments"), a new message in a conversation (`message.created`,
 * as "messages"); "all" takes every one. One
 * delivery per matching enabled endpoint, written with its job in one transaction and once per
 * event (a redelivered event queues nothing twice). Synthetic events (load tests) send nothing.
 */
import { randomUUID } from 'node:crypto';
import { decodeEvent, type IncomingEvent } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { WEBHOOK_QUEUE, type DeliveryJob, type WebhookDeps } from './webhookDeps';
import * as store from '../store/webhooks';
import { fileWorkEventOf, workEventOf } from './workEvents';

export const WEBHOOK_TOPICS = [
  TOPICS.formsResponse,
  TOPICS.contentFile,
  TOPICS.contentTask,
  TOPICS.billingInvoice,
  TOPICS.messagingMessage,
];

export interface TenantEvent {
  tenantId: string;
  type: string;
  /** all, forms, files, tasks, payments or messages: which subscriptions include it. */
  category: 'forms' | 'files' | 'tasks' | 'payments' | 'messages';
  data: Record<string, unknown>;
  /** The form's, task's, request's or file's title, for Slack's message. */
  summary?: string;
}

function parseAnswers(json: string): unknown {
  try {
    return JSON.parse(json || '{}');
  } catch {
    return {};
  }
}

export function webhookEventOf(event: IncomingEvent): TenantEvent | undefined {
  if (event.topic === TOPICS.formsResponse) {
    const decoded = decodeEvent('portico.events.v1.FormResponseEvent', event.payload);
    const submitted = decoded.submitted;
    if (!submitted || !decoded.tenant_id) return undefined;
    return {
      tenantId: decoded.tenant_id,
      type: 'forms.response.submitted',
      category: 'forms',
      summary: submitted.form_title,
      data: {
        form_id: decoded.form_id,
        response_id: decoded.response_id,
        form_title: submitted.form_title,
        user_id: submitted.user_id,
        user_email: submitted.user_email,
        answers: parseAnswers(submitted.answers_json),
        mapped_fields: submitted.mapped_fields ?? {},
        submitted_at: submitted.submitted_at,
      },
    };
  }
  if (event.topic === TOPICS.messagingMessage) {
    const decoded = decodeEvent('portico.events.v1.MessageEvent', event.payload);
    const created = decoded.created;
    // Load-test traffic is marked in the message itself (messaging's synthetic flag).
    if (!created || !decoded.tenant_id || decoded.synthetic) return undefined;
    return {
      tenantId: decoded.tenant_id,
      type: 'message.created',
      category: 'messages',
      summary: created.conversation_subject,
      data: {
        conversation_id: decoded.conversation_id,
        conversation_subject: created.conversation_subject,
        message_id: created.message_id,
        seq: created.seq,
        sender_id: created.sender_id,
        sender_side: created.sender_side,
        body: created.body,
        excerpt: created.excerpt,
        attachments: created.attachments.map((a) => ({
          file_id: a.file_id,
          file_name: a.file_name,
          content_type: a.content_type,
          size_bytes: Number(a.size_bytes),
        })),
        via: created.via,
        // Codes with their figures (attachments_not_added: count), for the tenant's own wording.
        notes: created.notes.map((n) => ({ code: n.code, count: n.count })),
        created_at: created.created_at,
      },
    };
  }
  if (event.topic === TOPICS.contentFile) {
    const decoded = decodeEvent('portico.events.v1.FileEvent', event.payload);
    if (!decoded.tenant_id) return undefined;
    if (decoded.uploaded) {
      const up = decoded.uploaded;
      return {
        tenantId: decoded.tenant_id,
        type: 'content.file.uploaded',
        category: 'files',
        data: {
          file_id: decoded.file_id,
          title: up.title,
          file_name: up.file_name,
          content_type: up.content_type,
          size_bytes: Number(up.size_bytes),
          user_id: up.user_id,
          uploaded_by: up.uploaded_by,
          tags: up.tags,
        },
      };
    }
    if (decoded.deleted)
      return {
        tenantId: decoded.tenant_id,
        type: 'content.file.deleted',
        category: 'files',
        data: { file_id: decoded.file_id, deleted_by: decoded.deleted.deleted_by },
      };
    return fileWorkEventOf(decoded);
  }
  if (event.topic === TOPICS.billingInvoice) {
    const decoded = decodeEvent('portico.events.v1.ClientInvoiceEvent', event.payload);
    const invoice = decoded.invoice;
    // Only a payment is announced: the agency's systems act on money received.
    if (!decoded.paid || !invoice || !decoded.tenant_id) return undefined;
    return {
      tenantId: decoded.tenant_id,
      type: 'invoice.paid',
      category: 'payments',
      data: {
        invoice_id: invoice.id,
        number: invoice.number,
        currency: invoice.currency,
        total: Number(invoice.total),
        amount_paid: Number(invoice.amount_paid),
        client_user_ids: invoice.client_user_ids,
        paid_at: decoded.paid.paid_at,
      },
    };
  }
  return workEventOf(event);
}

export const isSynthetic = (event: IncomingEvent) =>
  event.headers['x-synthetic'] === '1' || event.headers['x-synthetic'] === 'true';

/** Queues one delivery per enabled endpoint subscribed to the event. */
export async function fanOut(
  deps: WebhookDeps,
  eventId: string,
  occurredAt: Date,
  event: TenantEvent,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    let queued = 0;
    for (const endpoint of await store.listEndpoints(tx, event.tenantId)) {
      if (!endpoint.enabled) continue;
      if (!endpoint.events.includes('all') && !endpoint.events.includes(event.category)) continue;
      const id = await store.insertDelivery(tx, {
        id: randomUUID(),
        tenant_id: event.tenantId,
        endpoint_id: endpoint.id,
        event_id: eventId,
        event: event.type,
        payload: event.data,
        occurred_at: occurredAt,
      });
      if (!id) continue;
      await deps.queue.send<DeliveryJob>(
        WEBHOOK_QUEUE,
        { tenantId: event.tenantId, deliveryId: id },
        tx,
      );
      queued += 1;
    }
    return queued;
  });
}
