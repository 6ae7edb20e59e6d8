/**
 * A client's new message on the tenant's Slack, from messaging's event as the broker carries
 * it: the conversation and the excerpt in the tenant's language, and under them what the
 * thread says of the message (a reply by email whose files were not added), so the team knows
 * files are missing; the team's own replies are not news.
 */
import type { eventsV1 } from '@portico/proto';
import { slackTextOf } from '../src/domain/slack';
import { webhookEventOf } from '../src/domain/webhookEvents';
import { messageCreated } from './support/webhook-events';

const tenantId = '11111111-1111-4111-8111-111111111111';

const slackOf = (created: Partial<eventsV1.MessageCreated>, locale?: string) =>
  slackTextOf(
    webhookEventOf({ ...messageCreated({ tenantId, created }), partition: 0, offset: '0' })!,
    locale,
  );

const dropped = (count: number) => ({
  notes: [{ code: 'attachments_not_added', count }],
});

it('a reply by email whose files were not added says so, in English by default', () => {
  expect(slackOf(dropped(2))).toBe(
    'New message in “Receipts”: Here are the receipts\n' +
      '(2 attached files were not added: files come through the portal only.)',
  );
  expect(slackOf(dropped(1), 'en')).toBe(
    'New message in “Receipts”: Here are the receipts\n' +
      '(1 attached file was not added: files come through the portal only.)',
  );
});

it('a tenant that speaks Spanish reads the message and its note in Spanish', () => {
  expect(slackOf(dropped(3), 'es')).toBe(
    'Nuevo mensaje en «Receipts»: Here are the receipts\n' +
      '(3 archivos adjuntos no se añadieron: los archivos solo llegan por el portal.)',
  );
});

it('a message without notes is one line, and a note of a code unknown here adds nothing', () => {
  expect(slackOf({})).toBe('New message in “Receipts”: Here are the receipts');
  expect(slackOf({ notes: [{ code: 'from_the_future', count: 1 }] }, 'es')).toBe(
    'Nuevo mensaje en «Receipts»: Here are the receipts',
  );
});

it('the team’s own reply posts nothing', () => {
  expect(slackOf({ ...dropped(2), sender_side: 'team' })).toBeUndefined();
});
