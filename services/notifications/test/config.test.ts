/**
 * The sender of the mail: a tenant's email reads "Acme <no-reply@…>", so the address's domain
 * is the portal's own (PUBLIC_URL's host) unless the deployment names a sender.
 */
import { loadNotificationsConfig } from '../src/config';

const local = { MAIL_DELIVERY: 'local' };

it.each([
  [{}, 'Portico <no-reply@localhost>'],
  [
    { PUBLIC_URL: 'https://portal.agency-cloud.test' },
    'Portico <no-reply@portal.agency-cloud.test>',
  ],
  [
    { PUBLIC_URL: 'https://portal.agency-cloud.test', EMAIL_FROM: 'Mail <mail@example.net>' },
    'Mail <mail@example.net>',
  ],
  [{ EMAIL_FROM: '  ' }, 'Portico <no-reply@localhost>'],
])('with %j the sender is %s', (env, from) => {
  expect(loadNotificationsConfig({ ...local, ...env }).EMAIL_FROM).toBe(from);
});
