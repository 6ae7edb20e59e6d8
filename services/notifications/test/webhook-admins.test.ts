/**
 * Who hears of a webhook endpoint disabled after 5 days of failures when tenancy cannot be
 * reached: the admin who added the endpoint, so the email is not lost to an outage. (With
 * tenancy and identity up, every active admin hears: webhooks.int.test.ts.)
 */
import net from 'node:net';
import { closeGrpcChannels, createLogger } from '@portico/kit';
import { tenantAdminEmails } from '../src/clients/admins';
import { disabledNoticeRecipients } from '../src/domain/webhookDelivery';

const logger = createLogger('webhook-admins-test', 'silent');

/** A local port nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

afterAll(() => closeGrpcChannels());

it('emails the endpoint’s creator when tenancy cannot be reached', async () => {
  const address = `127.0.0.1:${await closedPort()}`;
  const lookup = tenantAdminEmails({ tenancyAddr: address, identityAddr: address, logger });
  expect(lookup).toBeDefined();
  expect(
    await disabledNoticeRecipients(lookup, crypto.randomUUID(), 'creator@example.com', logger),
  ).toEqual(['creator@example.com']);
}, 30_000);

it('emails the endpoint’s creator when the service is not given tenancy’s address', async () => {
  const lookup = tenantAdminEmails({ tenancyAddr: undefined, identityAddr: undefined, logger });
  expect(
    await disabledNoticeRecipients(lookup, crypto.randomUUID(), 'creator@example.com', logger),
  ).toEqual(['creator@example.com']);
});
