/**
 * Client payments (issue 29): the agency connects its own Stripe account (Settings → Payments),
 * writes invoices to its clients and retainers; clients read and pay the invoices addressed to
 * them. Billing decides who may see and do what (admins every invoice of the tenant, a client
 * only the sent ones naming them, plans without embedded payments refused); these routes carry
 * the caller's context and the request to it.
 */
import { z } from 'zod';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { text, TOKEN_MAX } from '../../api/schemas';
import { callContext } from '../../auth/principal';
import { toAccount, toInvoice, toInvoiceList, toRetainer } from './map';
import {
  ClientInvoiceListSchema,
  ClientInvoiceSchema,
  PaymentsAccountSchema,
  RetainerSchema,
} from './schemas';

const TAG = 'Payments';

export const PAYMENTS_INPUT_MESSAGES = {
  accountType: 'Choose a Standard or an Express Stripe account',
  country: 'Choose the country of the business as a two-letter code',
  lines: 'An invoice has from 1 to 100 lines',
  amount: 'Amounts are whole numbers of cents',
  taxRate: 'The tax rate must be a percentage from 0 to 100 with at most two decimals',
  client: 'Please choose a client',
  date: 'Dates are written YYYY-MM-DD',
  interval: 'A retainer is billed each month or each year',
} as const;

const invoiceId = z.object({ id: z.uuid({ error: 'Invoice not found' }) });
const retainerId = z.object({ id: z.uuid({ error: 'Retainer not found' }) });
const cents = () =>
  z.number({ error: PAYMENTS_INPUT_MESSAGES.amount }).int(PAYMENTS_INPUT_MESSAGES.amount);
const date = () => z.union([z.iso.date({ error: PAYMENTS_INPUT_MESSAGES.date }), z.literal('')]);

const DraftBody = z
  .object({
    clientIds: z.array(z.uuid({ error: PAYMENTS_INPUT_MESSAGES.client })).max(20),
    currency: text(3),
    lines: z
      .array(
        z
          .object({ description: text(500), quantity: z.number().int(), unitAmount: cents() })
          .strict(),
      )
      .min(1, PAYMENTS_INPUT_MESSAGES.lines)
      .max(100, PAYMENTS_INPUT_MESSAGES.lines),
    taxRatePercent: z
      .number({ error: PAYMENTS_INPUT_MESSAGES.taxRate })
      .min(0, PAYMENTS_INPUT_MESSAGES.taxRate)
      .max(100, PAYMENTS_INPUT_MESSAGES.taxRate)
      .refine(
        (p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-9,
        PAYMENTS_INPUT_MESSAGES.taxRate,
      )
      .optional(),
    discountAmount: cents().optional(),
    dueDate: date().optional(),
    notes: text(2000).optional(),
  })
  .strict();

const draftOf = (body: z.output<typeof DraftBody>) => ({
  client_ids: body.clientIds,
  currency: body.currency,
  lines: body.lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unit_amount: line.unitAmount,
    amount: 0,
  })),
  tax_rate_bps: Math.round((body.taxRatePercent ?? 0) * 100),
  discount_amount: body.discountAmount ?? 0,
  due_date: body.dueDate ?? '',
  notes: body.notes ?? '',
});

const ListQuery = z.object({
  status: z
    .enum(['draft', 'open', 'paid', 'void', 'uncollectible', 'overdue', 'due_soon'], {
      error: 'Filter by draft, open, paid, void, uncollectible, overdue or due_soon',
    })
    .optional(),
  client_id: z.uuid({ error: PAYMENTS_INPUT_MESSAGES.client }).optional(),
  cursor: text(TOKEN_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const paymentsRoutes = [
  route({
    method: 'GET',
    path: '/api/payments/account',
    summary: 'The workspace’s connected Stripe account, its status and what the plan allows',
    tag: TAG,
    allow: AUDIENCES.admins,
    response: PaymentsAccountSchema,
    handler: async ({ req, deps }) =>
      toAccount(await deps.services.billing.GetPaymentsAccount({}, callContext(req))),
  }),

  route({
    method: 'POST',
    path: '/api/payments/account/connect',
    summary: 'Starts or resumes Stripe onboarding; answers the onboarding link to open',
    tag: TAG,
    allow: AUDIENCES.admins,
    // Where the agency is paid outlives an impersonation: the owner's admins connect it.
    duringImpersonation: false,
    body: z
      .object({
        accountType: z.enum(['standard', 'express'], {
          error: PAYMENTS_INPUT_MESSAGES.accountType,
        }),
        country: z
          .string({ error: PAYMENTS_INPUT_MESSAGES.country })
          .regex(/^[A-Za-z]{2}$/, PAYMENTS_INPUT_MESSAGES.country),
      })
      .strict(),
    response: z.object({ url: z.string(), expiresAt: z.string() }),
    handler: async ({ body, req, deps }) => {
      const link = await deps.services.billing.ConnectPaymentsAccount(
        { account_type: body.accountType, country: body.country.toUpperCase() },
        callContext(req),
      );
      return { url: link.url, expiresAt: link.expires_at };
    },
  }),

  route({
    method: 'POST',
    path: '/api/payments/account/refresh',
    summary: 'Reads the connected account from Stripe again (the way back from onboarding)',
    tag: TAG,
    allow: AUDIENCES.admins,
    response: PaymentsAccountSchema,
    handler: async ({ req, deps }) =>
      toAccount(await deps.services.billing.RefreshPaymentsAccount({}, callContext(req))),
  }),

  route({
    method: 'DELETE',
    path: '/api/payments/account',
    summary: 'Disconnects the Stripe account; refused while invoices are open or retainers run',
    tag: TAG,
    allow: AUDIENCES.admins,
    duringImpersonation: false,
    response: PaymentsAccountSchema,
    handler: async ({ req, deps }) =>
      toAccount(await deps.services.billing.DisconnectPaymentsAccount({}, callContext(req))),
  }),

  route({
    method: 'GET',
    path: '/api/payments/invoices',
    summary: 'The agency’s invoices to its clients, filtered, with totals by currency',
    tag: TAG,
    allow: AUDIENCES.admins,
    query: ListQuery,
    response: ClientInvoiceListSchema,
    handler: async ({ query, req, deps }) =>
      toInvoiceList(
        await deps.services.billing.ListClientInvoices(
          {
            mine: false,
            status: query.status ?? '',
            client_id: query.client_id ?? '',
            cursor: query.cursor ?? '',
            limit: query.limit ?? 0,
          },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'GET',
    path: '/api/payments/my-invoices',
    summary: 'The invoices addressed to the caller (open, paid, due soon)',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    query: ListQuery.omit({ client_id: true }),
    response: ClientInvoiceListSchema,
    handler: async ({ query, req, deps }) =>
      toInvoiceList(
        await deps.services.billing.ListClientInvoices(
          {
            mine: true,
            status: query.status ?? '',
            client_id: '',
            cursor: query.cursor ?? '',
            limit: query.limit ?? 0,
          },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'POST',
    path: '/api/payments/invoices',
    summary: 'A draft invoice to one or more clients of the workspace',
    tag: TAG,
    allow: AUDIENCES.admins,
    body: DraftBody,
    response: ClientInvoiceSchema,
    status: 201,
    handler: async ({ body, req, deps }) =>
      toInvoice(
        await deps.services.billing.CreateClientInvoice(
          { id: '', draft: draftOf(body) },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'PUT',
    path: '/api/payments/invoices/:id',
    summary: 'Changes a draft invoice',
    tag: TAG,
    allow: AUDIENCES.admins,
    params: invoiceId,
    body: DraftBody,
    response: ClientInvoiceSchema,
    handler: async ({ params, body, req, deps }) =>
      toInvoice(
        await deps.services.billing.UpdateClientInvoice(
          { id: params.id, draft: draftOf(body) },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'GET',
    path: '/api/payments/invoices/:id',
    summary: 'An invoice: any of the workspace’s for admins, a client’s own sent one otherwise',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: invoiceId,
    response: ClientInvoiceSchema,
    handler: async ({ params, req, deps }) =>
      toInvoice(await deps.services.billing.GetClientInvoice({ id: params.id }, callContext(req))),
  }),

  ...(['send', 'void', 'refund'] as const).map((action) =>
    route({
      method: 'POST',
      path: `/api/payments/invoices/:id/${action}`,
      summary: {
        send: 'Numbers the draft, opens it on the connected account and emails the clients',
        void: 'Voids an open invoice',
        refund: 'Refunds a paid invoice in full',
      }[action],
      tag: TAG,
      allow: AUDIENCES.admins,
      params: invoiceId,
      response: ClientInvoiceSchema,
      handler: async ({ params, req, deps }) => {
        const billing = deps.services.billing;
        const request = { id: params.id };
        const ctx = callContext(req);
        if (action === 'send') return toInvoice(await billing.SendClientInvoice(request, ctx));
        if (action === 'void') return toInvoice(await billing.VoidClientInvoice(request, ctx));
        return toInvoice(await billing.RefundClientInvoice(request, ctx));
      },
    }),
  ),

  route({
    method: 'POST',
    path: '/api/payments/invoices/:id/pay',
    summary: 'Where the client pays the invoice: the hosted payment page to open',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: invoiceId,
    response: z.object({ url: z.string() }),
    handler: async ({ params, req, deps }) =>
      deps.services.billing.PayClientInvoice({ id: params.id }, callContext(req)),
  }),

  route({
    method: 'GET',
    path: '/api/payments/invoices/:id/pdf',
    summary: 'The invoice as a PDF with the workspace’s logo',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: invoiceId,
    streams: { out: 'application/pdf' },
    response: z.string().describe('The invoice PDF'),
    handler: async ({ params, req, res, deps }) => {
      const rendered = await deps.services.billing.RenderClientInvoicePdf(
        { id: params.id },
        callContext(req),
      );
      res.status(200);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${rendered.file_name}"`);
      res.setHeader('Cache-Control', 'no-store');
      res.end(Buffer.from(rendered.pdf));
      return '';
    },
  }),

  route({
    method: 'GET',
    path: '/api/payments/retainers',
    summary: 'The agency’s retainers: a subscription per client, invoiced each period',
    tag: TAG,
    allow: AUDIENCES.admins,
    response: z.object({ retainers: z.array(RetainerSchema) }),
    handler: async ({ req, deps }) => ({
      retainers: (await deps.services.billing.ListRetainers({}, callContext(req))).retainers.map(
        toRetainer,
      ),
    }),
  }),

  route({
    method: 'POST',
    path: '/api/payments/retainers',
    summary: 'A retainer for a client, billed each month or year from its start date',
    tag: TAG,
    allow: AUDIENCES.admins,
    body: z
      .object({
        clientId: z.uuid({ error: PAYMENTS_INPUT_MESSAGES.client }),
        currency: text(3),
        description: text(500),
        amount: cents(),
        interval: z.enum(['month', 'year'], { error: PAYMENTS_INPUT_MESSAGES.interval }),
        startDate: z.iso.date({ error: PAYMENTS_INPUT_MESSAGES.date }),
        daysUntilDue: z.number().int().min(0).max(90).optional(),
      })
      .strict(),
    response: RetainerSchema,
    status: 201,
    handler: async ({ body, req, deps }) =>
      toRetainer(
        await deps.services.billing.CreateRetainer(
          {
            client_id: body.clientId,
            currency: body.currency,
            description: body.description,
            amount: body.amount,
            interval: body.interval,
            start_date: body.startDate,
            days_until_due: body.daysUntilDue ?? 0,
          },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'POST',
    path: '/api/payments/retainers/:id/cancel',
    summary: 'Cancels a retainer at the end of its current period',
    tag: TAG,
    allow: AUDIENCES.admins,
    params: retainerId,
    response: RetainerSchema,
    handler: async ({ params, req, deps }) =>
      toRetainer(await deps.services.billing.CancelRetainer({ id: params.id }, callContext(req))),
  }),
];
