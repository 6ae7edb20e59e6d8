/**
 * The sandbox's Stripe for client payments, driven by the official Stripe SDK over HTTP (host,
 * port and protocol pointed at it, as at api.stripe.com): Connect accounts and Account Links,
 * customers, invoices with lines, tax and a discount, finalizing, the hosted page's payment,
 * invoice payments, refunds, disputes, subscriptions and test clocks answer in Stripe's shapes,
 * refuse as Stripe refuses, and every event it sends verifies with the SDK's own helper.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Stripe from 'stripe';
import { createLogger } from '@portico/kit';
import { openTestDatabase, type MigratedTestDatabase } from '../../../tooling/test-infra/db';
import { ConnectSandbox, DISPUTED_CARD, DECLINED_CARD } from '../src/stripeSandbox';

jest.setTimeout(60_000);

const SECRET = 'whsec_connect_sandbox_test_secret';
const helper = new Stripe('sk_test_helper');
let database: MigratedTestDatabase;
let sandbox: ConnectSandbox;
let server: Server;
let stripe: Stripe;
const delivered: Stripe.Event[] = [];

beforeAll(async () => {
  database = await openTestDatabase({
    prefix: 'connect_sandbox',
    migrations: [path.join(__dirname, '..', 'migrations')],
  });
  sandbox = new ConnectSandbox(
    database.db,
    SECRET,
    'http://portal.test',
    createLogger('t', 'silent'),
  );
  sandbox.deliverTo(async (payload, signature) => {
    // Exactly what a Connect endpoint does with a delivery: verify over the bytes, then parse.
    delivered.push(helper.webhooks.constructEvent(payload, signature, SECRET));
  });
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      void sandbox
        .handle({
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          headers: req.headers as Record<string, string>,
          body,
        })
        .then((answer) => {
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(answer.body));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stripe = new Stripe('sk_test_platform', {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});

afterAll(async () => {
  sandbox.stop();
  await new Promise((resolve) => server.close(resolve));
  await database.db.close();
  await database.drop();
});

const pageToken = (url: string) => new URL(url).pathname.split('/').pop()!;

async function onboardedAccount(country = 'US') {
  const account = await stripe.accounts.create({
    type: 'express',
    country,
    metadata: { tenant_id: 't1' },
  });
  const link = await stripe.accountLinks.create({
    account: account.id,
    refresh_url: 'http://portal.test/refresh',
    return_url: 'http://portal.test/return',
    type: 'account_onboarding',
  });
  await sandbox.completeOnboarding(pageToken(link.url), country, 'Studio Ltd');
  return account;
}

async function eventOf(type: string, objectId: string): Promise<Stripe.Event> {
  await sandbox.settled();
  const event = delivered.find(
    (e) => e.type === type && (e.data.object as { id: string }).id === objectId,
  );
  if (!event)
    throw new Error(`no ${type} for ${objectId}: ${delivered.map((e) => e.type).join(', ')}`);
  return event;
}

describe('Connect onboarding', () => {
  it('makes an account that cannot take charges until its Account Link is completed', async () => {
    const account = await stripe.accounts.create({ type: 'standard', country: 'GB' });
    expect(account).toMatchObject({
      object: 'account',
      type: 'standard',
      country: 'GB',
      default_currency: 'gbp',
      charges_enabled: false,
    });
    expect(account.requirements?.currently_due?.length).toBeGreaterThan(0);
    const link = await stripe.accountLinks.create({
      account: account.id,
      refresh_url: 'http://portal.test/refresh',
      return_url: 'http://portal.test/return',
      type: 'account_onboarding',
    });
    expect(link.object).toBe('account_link');
    expect(link.expires_at - link.created).toBe(300);
    expect(new URL(link.url).pathname).toMatch(/^\/billing\/sandbox-onboarding\//);
    await expect(sandbox.completeOnboarding(pageToken(link.url), 'GB', 'Studio')).resolves.toBe(
      'http://portal.test/return',
    );
    const after = await stripe.accounts.retrieve(account.id);
    expect(after).toMatchObject({
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
    });
    const event = await eventOf('account.updated', account.id);
    expect(event.account).toBe(account.id);
    // A used link is refused: Stripe's links are single use.
    await expect(sandbox.completeOnboarding(pageToken(link.url), 'GB', 'Again')).rejects.toThrow(
      /complete/,
    );
  });

  it('answers the currencies a country may charge in', async () => {
    const spec = await stripe.countrySpecs.retrieve('GB');
    expect(spec.supported_payment_currencies).toEqual(
      expect.arrayContaining(['gbp', 'eur', 'usd']),
    );
    expect(spec.supported_payment_currencies).not.toContain('cad');
  });
});

describe('in process, as billing runs it', () => {
  it('answers the SDK’s fetch client with the platform key and the account header', async () => {
    // main.ts gives the sandbox's fetch to the SDK instead of a socket: the same requests.
    const inProcess = new Stripe('sk_sandbox_connect', {
      httpClient: Stripe.createFetchHttpClient(sandbox.fetch),
      maxNetworkRetries: 0,
    });
    const account = await inProcess.accounts.create({ type: 'express', country: 'US' });
    const customer = await inProcess.customers.create(
      { email: 'fetch@example.com' },
      { stripeAccount: account.id },
    );
    expect(customer).toMatchObject({ object: 'customer', email: 'fetch@example.com' });
    await expect(
      stripe.customers.retrieve(customer.id, {}, { stripeAccount: account.id }),
    ).resolves.toMatchObject({ id: customer.id });
  });
});

describe('invoices on a connected account', () => {
  it('totals lines, tax and a discount as Stripe does, and the hosted page pays it once', async () => {
    const account = await onboardedAccount();
    const on = { stripeAccount: account.id };
    const customer = await stripe.customers.create(
      { email: 'client@example.com', name: 'Cleo Client' },
      on,
    );
    const tax = await stripe.taxRates.create(
      { display_name: 'VAT', percentage: 8.25, inclusive: false },
      on,
    );
    const coupon = await stripe.coupons.create(
      { amount_off: 500, currency: 'usd', duration: 'once' },
      on,
    );
    const draft = await stripe.invoices.create(
      {
        customer: customer.id,
        currency: 'usd',
        collection_method: 'send_invoice',
        due_date: Math.floor(Date.now() / 1000) + 86400 * 7,
        number: 'INV-0001',
        default_tax_rates: [tax.id],
        discounts: [{ coupon: coupon.id }],
        metadata: { tenant_id: 't1' },
      },
      on,
    );
    expect(draft).toMatchObject({ object: 'invoice', status: 'draft', number: 'INV-0001' });
    const withLines = await stripe.invoices.addLines(
      draft.id!,
      {
        lines: [
          {
            description: 'Design',
            quantity: 3,
            price_data: { currency: 'usd', product_data: { name: 'Design' }, unit_amount: 12_000 },
          },
          {
            description: 'Hosting',
            quantity: 1,
            price_data: { currency: 'usd', product_data: { name: 'Hosting' }, unit_amount: 2_550 },
          },
        ],
      },
      on,
    );
    // 36,000 + 2,550 = 38,550; less 500 = 38,050; 8.25 % of it = 3,139.125 → 3,139.
    expect(withLines).toMatchObject({ subtotal: 38_550, total: 41_189, amount_due: 41_189 });
    expect(withLines.lines.data).toHaveLength(2);
    expect(withLines.lines.object).toBe('list');
    await stripe.invoices.update(draft.id!, { application_fee_amount: 412 }, on);
    const open = await stripe.invoices.finalizeInvoice(draft.id!, {}, on);
    expect(open).toMatchObject({ status: 'open', number: 'INV-0001' });
    expect(open.hosted_invoice_url).toMatch(/^http:\/\/portal\.test\/billing\/sandbox-invoice\//);
    await eventOf('invoice.finalized', draft.id!);

    const token = pageToken(open.hosted_invoice_url!);
    await expect(sandbox.payInvoice(token, DECLINED_CARD)).resolves.toBe('card_declined');
    await eventOf('invoice.payment_failed', draft.id!);
    await expect(sandbox.payInvoice(token, '4242 4242 4242 4242')).resolves.toBe('succeeded');
    await expect(sandbox.payInvoice(token, '4242 4242 4242 4242')).rejects.toThrow(
      /paid and cannot be paid/,
    );
    const paid = await stripe.invoices.retrieve(draft.id!, {}, on);
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 41_189, amount_remaining: 0 });
    const paidEvent = await eventOf('invoice.paid', draft.id!);
    expect(paidEvent.account).toBe(account.id);

    const payments = await stripe.invoicePayments.list({ invoice: draft.id! }, on);
    const intent = payments.data[0]!.payment.payment_intent as string;
    expect(intent).toMatch(/^pi_/);
    const refund = await stripe.refunds.create({ payment_intent: intent }, on);
    expect(refund).toMatchObject({ object: 'refund', amount: 41_189, status: 'succeeded' });
    const charge = (
      await eventOf(
        'charge.refunded',
        (await stripe.paymentIntents.retrieve(intent, {}, on)).latest_charge as string,
      )
    ).data.object as Stripe.Charge;
    expect(charge).toMatchObject({
      amount_refunded: 41_189,
      refunded: true,
      payment_intent: intent,
    });
    await expect(stripe.refunds.create({ payment_intent: intent }, on)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
    });
  });

  it('opens a dispute after a payment with the disputed test card', async () => {
    const account = await onboardedAccount();
    const on = { stripeAccount: account.id };
    const customer = await stripe.customers.create({ email: 'd@example.com' }, on);
    const invoice = await stripe.invoices.create(
      {
        customer: customer.id,
        currency: 'usd',
        collection_method: 'send_invoice',
        days_until_due: 7,
      },
      on,
    );
    await stripe.invoices.addLines(
      invoice.id!,
      {
        lines: [
          {
            quantity: 1,
            price_data: { currency: 'usd', product_data: { name: 'Work' }, unit_amount: 9_900 },
          },
        ],
      },
      on,
    );
    const open = await stripe.invoices.finalizeInvoice(invoice.id!, {}, on);
    await sandbox.payInvoice(pageToken(open.hosted_invoice_url!), DISPUTED_CARD);
    await sandbox.settled();
    const dispute = delivered.find(
      (e) => e.type === 'charge.dispute.created' && e.account === account.id,
    );
    expect(dispute?.data.object).toMatchObject({
      object: 'dispute',
      amount: 9_900,
      status: 'needs_response',
    });
  });

  it('refuses what Stripe refuses: an unsupported currency, another account’s invoice, no key', async () => {
    const account = await onboardedAccount('GB');
    const other = await onboardedAccount('GB');
    const customer = await stripe.customers.create(
      { email: 'x@example.com' },
      { stripeAccount: account.id },
    );
    await expect(
      stripe.invoices.create(
        {
          customer: customer.id,
          currency: 'cad',
          collection_method: 'send_invoice',
          days_until_due: 3,
        },
        { stripeAccount: account.id },
      ),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'currency' });
    const invoice = await stripe.invoices.create(
      {
        customer: customer.id,
        currency: 'gbp',
        collection_method: 'send_invoice',
        days_until_due: 3,
      },
      { stripeAccount: account.id },
    );
    await expect(
      stripe.invoices.retrieve(invoice.id!, {}, { stripeAccount: other.id }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    });
    const anonymous = await sandbox.handle({
      method: 'GET',
      url: `/v1/invoices/${invoice.id}`,
      headers: {},
      body: '',
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('subscriptions and test clocks', () => {
  it('invoices each period; advancing the clock a month brings the second period’s invoice', async () => {
    const account = await onboardedAccount();
    const on = { stripeAccount: account.id };
    const start = Math.floor(Date.UTC(2030, 0, 15) / 1000);
    const clock = await stripe.testHelpers.testClocks.create({ frozen_time: start }, on);
    const customer = await stripe.customers.create(
      { email: 'r@example.com', test_clock: clock.id },
      on,
    );
    const product = await stripe.products.create({ name: 'Monthly retainer' }, on);
    const subscription = await stripe.subscriptions.create(
      {
        customer: customer.id,
        items: [
          {
            price_data: {
              currency: 'usd',
              product: product.id,
              unit_amount: 150_000,
              recurring: { interval: 'month' },
            },
          },
        ],
        collection_method: 'send_invoice',
        days_until_due: 14,
        application_fee_percent: 1.5,
        metadata: { retainer_id: 'r1' },
      },
      on,
    );
    expect(subscription).toMatchObject({ object: 'subscription', status: 'active' });
    await sandbox.settled();
    const periodInvoices = () =>
      delivered.filter(
        (e) =>
          e.type === 'invoice.finalized' &&
          (e.data.object as { parent?: { subscription_details?: { subscription?: string } } })
            .parent?.subscription_details?.subscription === subscription.id,
      );
    expect(periodInvoices()).toHaveLength(1);
    const first = periodInvoices()[0]!.data.object as Stripe.Invoice;
    expect(first).toMatchObject({ total: 150_000, status: 'open' });
    expect((first as unknown as { application_fee_amount: number }).application_fee_amount).toBe(
      2_250,
    );

    await stripe.testHelpers.testClocks.advance(
      clock.id,
      { frozen_time: Math.floor(Date.UTC(2030, 1, 16) / 1000) },
      on,
    );
    await sandbox.settled();
    expect(periodInvoices()).toHaveLength(2);
    const second = periodInvoices()[1]!.data.object as Stripe.Invoice;
    expect(second.created).toBe(Math.floor(Date.UTC(2030, 1, 15) / 1000));

    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }, on);
    await stripe.testHelpers.testClocks.advance(
      clock.id,
      { frozen_time: Math.floor(Date.UTC(2030, 2, 16) / 1000) },
      on,
    );
    await sandbox.settled();
    expect(periodInvoices()).toHaveLength(2);
    expect((await stripe.subscriptions.retrieve(subscription.id, {}, on)).status).toBe('canceled');
  });
});
