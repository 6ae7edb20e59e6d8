/**
 * A form answered completes the answerer's tasks that link that form (issue 28 item 1): forms
 * publishes FormResponseEvent.submitted on portico.forms.response.v1 with the form and the
 * person; content marks their tasks done, once per event, in the consumer's transaction.
 */
import { decodeEvent, idempotentHandler, type Database, type EventHandler } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { completeLinkedTasks } from '../domain/taskActions';

export const FORM_TOPICS = [TOPICS.formsResponse];

export function formAnsweredHandler(db: Database): EventHandler {
  return idempotentHandler(db, 'content.form-answered', async (tx, event) => {
    if (event.topic !== TOPICS.formsResponse || !event.tenantId) return;
    const message = decodeEvent('portico.events.v1.FormResponseEvent', event.payload);
    const userId = message.submitted?.user_id;
    if (!userId || !message.form_id) return;
    await completeLinkedTasks(tx, 'form', message.form_id, userId);
  });
}
