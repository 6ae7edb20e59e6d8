/**
 * Client payments end to end in sandbox mode (issue 29) through the real gateway and every
 * service: a starter workspace is told to upgrade, an advanced one connects its Stripe account
 * through the sandbox's onboarding, invoices a client, the client pays on the sandbox's hosted
 * page, both see it paid with the platform's fee recorded, the PDF's totals are the API's, a
 * refund and a dispute reach the invoice, and nobody outside the invoice's tenant and clients
 * reads or pays it. The Connect webhook checks its signature over the raw bytes.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Webhook } from 'standardwebhooks';
import Stripe from 'stripe';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { ApiClient } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(240_000);

interface Invoice {
  id: string;
  number: string;
  status: string;
  currency: string;
  subtotal: number;
  taxAmount: number;
  total: number;
  amountDue: number;
  amountPaid: number;
  amountRefunded: number;
  platformFee: number;
  disputeStatus: string;
  overdue: boolean;
  providerInvoiceId: string;
}
interface InvoiceList {
  invoices: Invoice[];
  totals: Array<{ currency: string; outstanding: number; paidThisMonth: number }>;
}

const env = useE2eStack({ mail: true });
let admin: ApiClient;
let adminEmail = '';
/** The agency's webhook receiver on 127.0.0.3 (WEBHOOK_ALLOWED_NETWORKS in support/stack.ts). */
let receiver: http.Server;
let hookSecret = '';
const hooks: Array<{ verified: boolean; type?: string; data?: Record<string, unknown> }> = [];
let client: { client: ApiClient; userId: string; email: string };

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/** Buys the Advanced plan through the sandbox checkout, as an admin would. */
async function upgradeToAdvanced(owner: ApiClient) {
  const checkout = await owner.post<{ url: string }>('/api/billing/checkout', {
    type: 'upgrade_plan',
    plan: 'advanced',
  });
  const sessionId = new URL(checkout.body.url).searchParams.get('session_id')!;
  const paid = await new ApiClient(env.url).post(
    `/api/billing/sandbox-checkout/${sessionId}/confirm`,
  );
  expect(paid.status).toBe(200);
}

/** Connects the workspace's Stripe account through the sandbox's onboarding page. */
async function connect(owner: ApiClient, country = 'US') {
  const link = await owner.post<{ url: string }>('/api/payments/account/connect', {
    accountType: 'express',
    country,
  });
  expect(link.status).toBe(200);
  const browser = new ApiClient(env.url);
  const token = tokenOf(link.body.url);
  expect((await browser.get(`/api/payments/sandbox-onboarding/${token}`)).body).toMatchObject({
    accountType: 'express',
    status: 'open',
  });
  const done = await browser.post<{ returnUrl: string }>(
    `/api/payments/sandbox-onboarding/${token}/complete`,
    { country, businessName: 'Studio' },
  );
  expect(done.status).toBe(200);
  expect(done.body.returnUrl).toMatch(/\/dashboard\/admin\/payments\?connect=return$/);
  return owner.post<{ chargesEnabled: boolean; currencies: string[]; accountId: string }>(
    '/api/payments/account/refresh',
  );
}

async function sentInvoice(owner: ApiClient, clientIds: string[], unitAmount = 12_000) {
  const draft = await owner.post<Invoice>('/api/payments/invoices', {
    clientIds,
    currency: 'usd',
    lines: [
      { description: 'Design', quantity: 3, unitAmount },
      { description: 'Hosting', quantity: 1, unitAmount: 2_550 },
    ],
    taxRatePercent: 8.25,
    discountAmount: 500,
    dueDate: inDays(14),
    notes: 'Thank you',
  });
  expect(draft.status).toBe(201);
  const sent = await owner.post<Invoice>(`/api/payments/invoices/${draft.body.id}/send`);
  expect(sent.status).toBe(200);
  return sent.body;
}

async function pay(payer: ApiClient, id: string, card = '4242424242424242') {
  const where = await payer.post<{ url: string }>(`/api/payments/invoices/${id}/pay`);
  expect(where.status).toBe(200);
  const page = new ApiClient(env.url);
  return page.post<{ outcome: string }>(
    `/api/payments/sandbox-invoice/${tokenOf(where.body.url)}/pay`,
    { cardNumber: card },
  );
}

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const headers = {
        'webhook-id': String(req.headers['webhook-id']),
        'webhook-timestamp': String(req.headers['webhook-timestamp']),
        'webhook-signature': String(req.headers['webhook-signature']),
      };
      try {
        const payload = new Webhook(hookSecret).verify(body, headers) as {
          type: string;
          data: Record<string, unknown>;
        };
        hooks.push({ verified: true, ...payload });
      } catch {
        hooks.push({ verified: false });
      }
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.3', resolve));
  const workspace = await signUpWorkspace(env.url, 'Invoicing Co', 'starter');
  admin = workspace.client;
  adminEmail = workspace.email;
  client = await inviteMember(admin, 'role2');
});

afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

it('a plan without embedded payments is told to upgrade, then the agency connects its account', async () => {
  const before = await admin.get<{ allowed: boolean; connected: boolean }>('/api/payments/account');
  expect(before.body).toMatchObject({ allowed: false, connected: false });
  const refused = await admin.post<{ error: string }>('/api/payments/account/connect', {
    accountType: 'express',
    country: 'US',
  });
  expect(refused.status).toBe(403);
  expect(refused.body.error).toMatch(/Advanced and Custom plans/);

  await upgradeToAdvanced(admin);
  const account = await eventually(
    'payments allowed on the Advanced plan',
    () => admin.get<{ allowed: boolean }>('/api/payments/account'),
    (answer) => answer.body.allowed,
  );
  expect(account.body).toMatchObject({ allowed: true, available: true, platformFeePercent: 1 });
  const connected = await connect(admin);
  expect(connected.body).toMatchObject({ chargesEnabled: true });
  expect(connected.body.currencies).toEqual(expect.arrayContaining(['usd', 'eur', 'gbp']));
});

it('the agency invoices a client, the client pays once, both see it paid with the fee recorded', async () => {
  // Webhooks follow the plan tenancy hears of from billing's upgrade, a moment later.
  const hook = await eventually(
    'webhooks allowed on the Advanced plan',
    () =>
      admin.post<{ secret: string }>('/api/integrations/webhooks', {
        url: `http://127.0.0.3:${(receiver.address() as AddressInfo).port}/hooks`,
        events: ['payments'],
      }),
    (answer) => answer.status !== 403,
  );
  expect(hook.status).toBe(201);
  hookSecret = hook.body.secret;
  const invoice = await sentInvoice(admin, [client.userId]);
  // 36,000 + 2,550 − 500 = 38,050; 8.25 % tax = 3,139; total 41,189 (Stripe's rounding).
  expect(invoice).toMatchObject({
    status: 'open',
    subtotal: 38_550,
    taxAmount: 3_139,
    total: 41_189,
  });
  expect(invoice.number).toMatch(/^INV-\d{4}$/);

  // The client's email, in the agency's name, links to the invoice in the portal.
  const sentMail = await env.mail.waitFor(
    (m) => m.to.includes(client.email) && m.subject.includes(`invoice ${invoice.number}`),
  );
  expect(sentMail.subject).toBe(`Invoicing Co: invoice ${invoice.number} for $411.89`);
  expect(sentMail.text).toContain(`/invoices/${invoice.id}`);
  expect(sentMail.text).not.toMatch(/Portico/);

  const mine = await client.client.get<InvoiceList>('/api/payments/my-invoices');
  expect(mine.body.invoices.map((i) => i.id)).toContain(invoice.id);
  expect((await pay(client.client, invoice.id, '4000000000000002')).body.outcome).toBe(
    'card_declined',
  );
  expect((await pay(client.client, invoice.id)).body.outcome).toBe('succeeded');

  const paid = await eventually(
    'the invoice paid',
    () => client.client.get<Invoice>(`/api/payments/invoices/${invoice.id}`),
    (answer) => answer.body.status === 'paid',
  );
  // As Stripe's invoice says it: amount_due stays what was owed, amount_paid what came in.
  expect(paid.body).toMatchObject({ status: 'paid', amountDue: 41_189, amountPaid: 41_189 });
  const seenByAgency = await admin.get<Invoice>(`/api/payments/invoices/${invoice.id}`);
  // Advanced's default fee: 1 % of 41,189.
  expect(seenByAgency.body).toMatchObject({ status: 'paid', platformFee: 412 });
  const again = await client.client.post<{ error: string }>(
    `/api/payments/invoices/${invoice.id}/pay`,
  );
  expect(again.status).toBe(422);
  expect(again.body.error).toMatch(/already paid/);

  // The client's receipt and the admins' news of the payment arrive by email.
  await env.mail.waitFor(
    (m) =>
      m.to.includes(client.email) &&
      m.subject === `Invoicing Co: receipt for invoice ${invoice.number}`,
  );
  const news = await env.mail.waitFor(
    (m) =>
      m.to.includes(adminEmail) && m.subject === `Invoicing Co: invoice ${invoice.number} paid`,
  );
  expect(news.text).toContain('$411.89');

  // The agency's systems hear of the payment: a signed invoice.paid on its webhook.
  await eventually(
    'the payment webhook for the invoice',
    async () => hooks,
    (seen) => seen.some((h) => h.data?.invoice_id === invoice.id),
  );
  expect(hooks.find((h) => h.data?.invoice_id === invoice.id)).toMatchObject({
    verified: true,
    type: 'invoice.paid',
    data: { number: invoice.number, amount_paid: 41_189, currency: 'usd' },
  });

  const list = await admin.get<InvoiceList>('/api/payments/invoices?status=paid');
  expect(list.body.invoices.map((i) => i.id)).toContain(invoice.id);
  expect(list.body.totals.find((t) => t.currency === 'usd')?.paidThisMonth).toBeGreaterThanOrEqual(
    41_189,
  );
});

it('the invoice PDF shows the totals the API answers', async () => {
  const invoice = await sentInvoice(admin, [client.userId], 9_999);
  const response = await fetch(`${env.url}/api/payments/invoices/${invoice.id}/pdf`, {
    headers: {
      authorization: `Bearer ${client.client.accessToken}`,
      'x-tenant-id': client.client.tenantId!,
      'x-forwarded-for': client.client.ip,
    },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'invoice-pdf-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
    const money = (minor: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);
    expect(stdout).toContain(invoice.number);
    for (const figure of [invoice.subtotal, invoice.taxAmount, invoice.total]) {
      expect(stdout).toContain(money(figure));
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

it('a refund and a dispute reach the invoice', async () => {
  const refunded = await sentInvoice(admin, [client.userId], 5_000);
  await pay(client.client, refunded.id);
  await eventually(
    'the invoice paid',
    () => admin.get<Invoice>(`/api/payments/invoices/${refunded.id}`),
    (answer) => answer.body.status === 'paid',
  );
  expect((await admin.post(`/api/payments/invoices/${refunded.id}/refund`)).status).toBe(200);
  const afterRefund = await eventually(
    'the refund recorded',
    () => admin.get<Invoice>(`/api/payments/invoices/${refunded.id}`),
    (answer) => answer.body.amountRefunded > 0,
  );
  expect(afterRefund.body.amountRefunded).toBe(refunded.total);
  await env.mail.waitFor(
    (m) =>
      m.to.includes(adminEmail) &&
      m.subject === `Invoicing Co: invoice ${refunded.number} refunded`,
  );

  const disputed = await sentInvoice(admin, [client.userId], 7_000);
  await pay(client.client, disputed.id, '4000000000000259');
  const afterDispute = await eventually(
    'the dispute recorded',
    () => admin.get<Invoice>(`/api/payments/invoices/${disputed.id}`),
    (answer) => answer.body.disputeStatus === 'needs_response',
  );
  expect(afterDispute.body.disputeStatus).toBe('needs_response');
  await env.mail.waitFor(
    (m) =>
      m.to.includes(adminEmail) &&
      m.subject === `Invoicing Co: invoice ${disputed.number} disputed`,
  );
});

it('nobody outside the invoice reads or pays it, and bad drafts are refused', async () => {
  const invoice = await sentInvoice(admin, [client.userId], 3_000);
  const otherClient = await inviteMember(admin, 'role2');
  expect((await otherClient.client.get(`/api/payments/invoices/${invoice.id}`)).status).toBe(404);
  expect((await otherClient.client.post(`/api/payments/invoices/${invoice.id}/pay`)).status).toBe(
    404,
  );
  expect((await client.client.get('/api/payments/invoices')).status).toBe(403);

  const other = (await signUpWorkspace(env.url, 'Elsewhere Co', 'starter')).client;
  await upgradeToAdvanced(other);
  await eventually(
    'payments allowed on the Advanced plan',
    () => other.get<{ allowed: boolean }>('/api/payments/account'),
    (answer) => answer.body.allowed,
  );
  // Another tenant's admin sending their own header sees nothing of this one.
  expect((await other.get(`/api/payments/invoices/${invoice.id}`)).status).toBe(404);
  // A person outside the tenant cannot be invoiced.
  const outsider = await other.post<{ error: string }>('/api/payments/invoices', {
    clientIds: [client.userId],
    currency: 'usd',
    lines: [{ description: 'Work', quantity: 1, unitAmount: 100 }],
  });
  expect(outsider.status).toBe(400);
  expect(outsider.body.error).toMatch(/active member of this workspace/);

  const bad = (body: Record<string, unknown>) =>
    admin.post<{ error: string }>('/api/payments/invoices', {
      clientIds: [client.userId],
      currency: 'usd',
      lines: [{ description: 'Work', quantity: 1, unitAmount: 100 }],
      ...body,
    });
  expect(
    (await bad({ lines: [{ description: 'Work', quantity: 1, unitAmount: -5 }] })).body.error,
  ).toMatch(/more than zero/);
  const tooMany = Array.from({ length: 101 }, () => ({
    description: 'Line',
    quantity: 1,
    unitAmount: 100,
  }));
  expect((await bad({ lines: tooMany })).body.error).toMatch(/1 to 100 lines/);
  expect((await bad({ currency: 'jpy' })).status).toBe(400);
  const lateDraft = await admin.post<Invoice>('/api/payments/invoices', {
    clientIds: [client.userId],
    currency: 'usd',
    lines: [{ description: 'Work', quantity: 1, unitAmount: 100 }],
    dueDate: '2020-01-01',
  });
  expect(lateDraft.status).toBe(201);
  const late = await admin.post<{ error: string }>(
    `/api/payments/invoices/${lateDraft.body.id}/send`,
  );
  expect(late.status).toBe(400);
  expect(late.body.error).toMatch(/today or later/);
});

it('the Connect webhook refuses a bad signature', async () => {
  const body = JSON.stringify({
    id: 'evt_forged',
    object: 'event',
    type: 'invoice.paid',
    account: 'acct_forged',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: 'in_forged', object: 'invoice' } },
  });
  const signature = new Stripe('sk_test_helper').webhooks.generateTestHeaderString({
    payload: body,
    secret: 'whsec_not_this_installation',
  });
  const answer = await fetch(`${env.url}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
  expect(answer.status).toBe(400);
});

it('a Connect event for another tenant’s account, naming another tenant, or replayed changes nothing', async () => {
  const secret = `whsec_${readFileSync(
    path.join(env.dataDir, 'billing-sandbox-connect-webhook-secret'),
    'utf8',
  ).trim()}`;
  const helper = new Stripe('sk_test_helper');
  const mine = await admin.get<{ accountId: string; country: string }>('/api/payments/account');
  const other = (await signUpWorkspace(env.url, 'Other Agency', 'starter')).client;
  await upgradeToAdvanced(other);
  await eventually(
    'payments allowed on the Advanced plan',
    () => other.get<{ allowed: boolean }>('/api/payments/account'),
    (answer) => answer.body.allowed,
  );
  const theirs = (await connect(other)).body.accountId;
  const invoice = await sentInvoice(admin, [client.userId], 4_000);
  const deliver = async (event: Record<string, unknown>) => {
    const body = JSON.stringify({
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      ...event,
    });
    const answer = await fetch(`${env.url}/api/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': helper.webhooks.generateTestHeaderString({ payload: body, secret }),
      },
      body,
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { applied: boolean }).applied;
  };
  const paidObject = (tenantId: string) => ({
    id: invoice.providerInvoiceId,
    object: 'invoice',
    status: 'paid',
    amount_paid: invoice.total,
    amount_due: invoice.total,
    amount_remaining: 0,
    total: invoice.total,
    currency: 'usd',
    metadata: { tenant_id: tenantId },
  });
  // The other agency's account cannot pay this tenant's invoice, nor can this account's event
  // that names the other tenant.
  expect(
    await deliver({
      id: 'evt_cross_account',
      type: 'invoice.paid',
      account: theirs,
      data: { object: paidObject(admin.tenantId!) },
    }),
  ).toBe(false);
  expect(
    await deliver({
      id: 'evt_cross_tenant',
      type: 'invoice.paid',
      account: mine.body.accountId,
      data: { object: paidObject(other.tenantId!) },
    }),
  ).toBe(false);
  expect(
    await deliver({
      id: 'evt_unknown_account',
      type: 'account.updated',
      account: 'acct_nobody',
      data: { object: { id: 'acct_nobody', object: 'account' } },
    }),
  ).toBe(false);
  expect((await admin.get<Invoice>(`/api/payments/invoices/${invoice.id}`)).body.status).toBe(
    'open',
  );

  // A void arriving after the payment never moves a paid invoice back (only forward).
  await pay(client.client, invoice.id);
  await eventually(
    'the invoice paid',
    () => admin.get<Invoice>(`/api/payments/invoices/${invoice.id}`),
    (answer) => answer.body.status === 'paid',
  );
  const lateVoid = {
    id: `evt_late_void_${invoice.id}`,
    type: 'invoice.voided',
    account: mine.body.accountId,
    data: { object: { ...paidObject(admin.tenantId!), status: 'void' } },
  };
  expect(await deliver(lateVoid)).toBe(false);
  expect((await admin.get<Invoice>(`/api/payments/invoices/${invoice.id}`)).body.status).toBe(
    'paid',
  );

  // A genuine event applies once; delivered again, it is recognised and changes nothing.
  const updated = {
    id: `evt_account_${mine.body.accountId}`,
    type: 'account.updated',
    account: mine.body.accountId,
    data: {
      object: {
        id: mine.body.accountId,
        object: 'account',
        type: 'express',
        country: 'US',
        default_currency: 'usd',
        details_submitted: true,
        charges_enabled: true,
        payouts_enabled: false,
        requirements: { currently_due: ['external_account'] },
      },
    },
  };
  expect(await deliver(updated)).toBe(true);
  expect(await deliver(updated)).toBe(false);
  expect((await admin.get('/api/payments/account')).body).toMatchObject({
    chargesEnabled: true,
    payoutsEnabled: false,
    requirementsDue: ['external_account'],
  });
});
