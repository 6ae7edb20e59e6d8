/**
 * Every Slack line the tenant's channel receives is in the tenant's language (the service's
 * catalogue, like its emails); the form's own questions and the titles people wrote stay as
 * written. English when the tenant has not chosen a language.
 */
import { slackTextOf } from '../src/domain/slack';
import { event, SLACK_EVENTS } from './support/slack-events';

it.each([
  [
    undefined,
    [
      'New response to “Intake” from ann@example.com\n• First Name: Ann\n• Services: Tax, Payroll',
      'New response to “Intake” from a member',
      'New file uploaded: receipts.pdf',
      'Task done: “Upload your logo”',
      'Task overdue: “Upload your logo”',
      'All files received for “Bank statements”',
      '“Homepage copy” was approved',
      'Changes requested on “Homepage copy”: Shorter, please',
    ],
  ],
  [
    'es',
    [
      'Nueva respuesta a «Intake» de ann@example.com\n• First Name: Ann\n• Services: Tax, Payroll',
      'Nueva respuesta a «Intake» de un miembro',
      'Archivo nuevo subido: receipts.pdf',
      'Tarea hecha: «Upload your logo»',
      'Tarea vencida: «Upload your logo»',
      'Todos los archivos recibidos para «Bank statements»',
      '«Homepage copy» fue aprobado',
      'Cambios pedidos en «Homepage copy»: Shorter, please',
    ],
  ],
])('a tenant speaking %s reads each line in its language', (locale, lines) => {
  expect(SLACK_EVENTS.map((e) => slackTextOf(e, locale))).toEqual(lines);
});

it('an event the channel does not hear of posts nothing', () => {
  expect(slackTextOf(event('content.file.deleted', { title: 'x' }), 'es')).toBeUndefined();
});
