/**
 * A form answered completes the answerer's tasks that link that form (issue 28 item 1): forms
 * publishes FormResponseEvent.submitted on portico.forms.response.v1 with the form and the
 * person; content marks their tasks done, once per event, in the consumer's transaction.
 */
import { batchHandler, decodeEvent, type Database, type EventHandler } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { completeAnsweredFormTasks } from '../domain/taskActions';

export const FORM_TOPICS = [TOPICS.formsResponse];

const CONSUMER = 'content.form-answered';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The answers of one fetch of events, one transaction per tenant in it: each event claimed and
 * the tasks it completes marked done in one statement (store.completeAnsweredForms). Every
 * form submit passes here, and most complete no task: on two cores a transaction of four
 * round trips per submit competed with the submits themselves (bench/README.md, "Form submit").
 */
export function formAnsweredHandler(db: Database): EventHandler {
  return batchHandler(async (events) => {
    const byTenant = new Map<string, { eventId: string; formId: string; userId: string }[]>();
    for (const event of events) {
      if (event.topic !== TOPICS.formsResponse || !event.tenantId) continue;
      const message = decodeEvent('portico.events.v1.FormResponseEvent', event.payload);
      const userId = message.submitted?.user_id;
      if (!userId || !UUID.test(userId) || !UUID.test(message.form_id)) continue;
      const answered = byTenant.get(event.tenantId) ?? [];
      answered.push({ eventId: event.id, formId: message.form_id, userId });
      byTenant.set(event.tenantId, answered);
    }
    for (const [tenantId, answered] of byTenant)
      await db.tenantTransaction(tenantId, (tx) =>
        completeAnsweredFormTasks(tx, CONSUMER, answered),
      );
  });
}
