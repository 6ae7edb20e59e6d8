/**
 * What forms publishes through its outbox, in the transaction that stores the response:
 * `forms.response.submitted` feeds tenant webhooks and Slack (the integrations issue), and the
 * submitter's audited activity (the CRM user drawer). The per-form field mapping replaces the
 * spec's recruiting-specific automation call. Both rows are inserted by the statement that
 * stores the response (store.insertSubmission), so a submit is one round trip.
 */
import { auditEntry, eventEntry, type OutboxEntry, type Tx } from '@portico/kit';
import type { FormColumns, ResponseRow } from '../store/forms';

export function responseSubmittedEvents(
  tx: Tx,
  form: FormColumns,
  response: ResponseRow,
  mappedFields: Record<string, string>,
): OutboxEntry[] {
  return [
    eventEntry(tx, {
      FormResponseEvent: {
        tenant_id: form.tenant_id,
        form_id: form.id,
        response_id: response.id,
        submitted: {
          form_title: form.title,
          user_id: response.user_id,
          user_email: response.user_email,
          answers_json: JSON.stringify(response.answers),
          submitted_at: response.created_at.toISOString(),
          mapped_fields: mappedFields,
        },
      },
    }),
    // The member's activity in the tenant (the CRM user drawer: 'Submitted Client intake').
    auditEntry(tx, {
      actorUserId: response.user_id,
      action: 'form.submitted',
      entityType: 'form',
      entityId: form.id,
      tenantId: form.tenant_id,
      details: { form_title: form.title, response_id: response.id },
      at: response.created_at,
    }),
  ];
}
