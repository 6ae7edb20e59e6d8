/** Client payments RPCs (issue 29): decode, call one domain function, encode. */
import { invalid, unary, unauthenticated, type CallContext } from '@portico/kit';
import type { billingV1 } from '@portico/proto';
import {
  changeDraft,
  createDraft,
  invoicesList,
  paymentUrl,
  readInvoice,
  refundInvoice,
  voidInvoice,
} from '../domain/clientInvoices';
import { handleConnectWebhook } from '../domain/connectEvents';
import {
  finishOnboarding,
  invoicePage,
  onboardingPage,
  payInvoicePage,
} from '../domain/connectSandboxPages';
import type { DraftInput } from '../domain/invoiceRules';
import { isOverdue, todayUtc } from '../domain/invoiceRules';
import { invoicePdf } from '../domain/invoicePdf';
import { sendInvoice } from '../domain/invoiceSending';
import {
  connectAccount,
  disconnectAccount,
  paymentsAccount,
  refreshAccount,
  requireConnect,
  type PaymentsAccountView,
} from '../domain/paymentsAccount';
import type { PaymentsCaller, PaymentsDeps } from '../domain/paymentsDeps';
import { paymentsVolumeOf } from '../domain/paymentsVolume';
import { cancelRetainer, createRetainer, retainersOf } from '../domain/retainers';
import type { ConnectSandbox } from '../stripeSandbox';
import type { ClientInvoiceRow } from '../store/clientInvoices';
import type { RetainerRow } from '../store/retainers';

const WORKSPACE_REQUIRED = 'A workspace is required';

const callerOf = (ctx: CallContext): PaymentsCaller => {
  if (!ctx.tenantId || !ctx.userId) throw unauthenticated(WORKSPACE_REQUIRED);
  return { tenantId: ctx.tenantId, userId: ctx.userId, roles: ctx.roles };
};

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : '');

const accountMessage = (view: PaymentsAccountView): billingV1.PaymentsAccount => ({
  allowed: view.allowed,
  available: view.available,
  connected: Boolean(view.account),
  account_id: view.account?.account_id ?? '',
  account_type: view.account?.account_type ?? '',
  details_submitted: view.account?.details_submitted ?? false,
  charges_enabled: view.account?.charges_enabled ?? false,
  payouts_enabled: view.account?.payouts_enabled ?? false,
  requirements_due: view.account?.requirements_due ?? [],
  default_currency: view.account?.default_currency ?? '',
  currencies: view.account?.currencies ?? [],
  country: view.account?.country ?? '',
  platform_fee_bps: view.feeBps,
});

export const invoiceMessage = (
  row: ClientInvoiceRow,
  today = todayUtc(),
): billingV1.ClientInvoice => ({
  id: row.id,
  number: row.number ?? '',
  status: row.status,
  overdue: isOverdue(row.status, row.due_date, today),
  currency: row.currency,
  lines: row.lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unit_amount: line.unitAmount,
    amount: line.amount,
  })),
  tax_rate_bps: row.tax_rate_bps,
  discount_amount: row.discount_amount,
  subtotal: row.subtotal,
  tax_amount: row.tax_amount,
  total: row.total,
  amount_due: row.amount_due,
  amount_paid: row.amount_paid,
  amount_refunded: row.amount_refunded,
  platform_fee: row.platform_fee,
  due_date: row.due_date ?? '',
  notes: row.notes,
  clients: row.clients.map((c) => ({ user_id: c.userId, name: c.name, email: c.email })),
  created_at: iso(row.created_at),
  sent_at: iso(row.sent_at),
  paid_at: iso(row.paid_at),
  dispute_status: row.dispute_status,
  retainer_id: row.retainer_id ?? '',
  provider_invoice_id: row.provider_invoice_id ?? '',
});

const retainerMessage = (row: RetainerRow): billingV1.Retainer => ({
  id: row.id,
  client: { user_id: row.client.userId, name: row.client.name, email: row.client.email },
  currency: row.currency,
  description: row.description,
  amount: row.amount,
  interval: row.billing_interval,
  start_date: row.start_date,
  status: row.status,
  current_period_end: iso(row.current_period_end),
  cancel_at_period_end: row.cancel_at_period_end,
  created_at: iso(row.created_at),
});

const draftOf = (draft: billingV1.ClientInvoiceDraft__Output | null): DraftInput => ({
  clientIds: draft?.client_ids ?? [],
  currency: draft?.currency ?? '',
  lines: (draft?.lines ?? []).map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unitAmount: Number(line.unit_amount),
  })),
  taxRateBps: draft?.tax_rate_bps ?? 0,
  discountAmount: Number(draft?.discount_amount ?? 0),
  dueDate: draft?.due_date ?? '',
  notes: draft?.notes ?? '',
});

export function paymentsHandlers(deps: PaymentsDeps, sandbox: ConnectSandbox | undefined) {
  const invoice = (row: ClientInvoiceRow) => invoiceMessage(row);
  return {
    GetPaymentsAccount: unary<billingV1.GetPaymentsAccountRequest, billingV1.PaymentsAccount>(
      async (_req, ctx) => accountMessage(await paymentsAccount(deps, callerOf(ctx).tenantId)),
    ),
    ConnectPaymentsAccount: unary<
      billingV1.ConnectPaymentsAccountRequest__Output,
      billingV1.PaymentsOnboardingLink
    >(async (req, ctx) => {
      const link = await connectAccount(deps, callerOf(ctx).tenantId, {
        type: req.account_type,
        country: req.country,
        email: '',
      });
      return { url: link.url, expires_at: new Date(link.expiresAt * 1000).toISOString() };
    }),
    RefreshPaymentsAccount: unary<
      billingV1.RefreshPaymentsAccountRequest,
      billingV1.PaymentsAccount
    >(async (_req, ctx) => accountMessage(await refreshAccount(deps, callerOf(ctx).tenantId))),
    DisconnectPaymentsAccount: unary<
      billingV1.DisconnectPaymentsAccountRequest,
      billingV1.PaymentsAccount
    >(async (_req, ctx) => accountMessage(await disconnectAccount(deps, callerOf(ctx).tenantId))),
    CreateClientInvoice: unary<billingV1.SaveClientInvoiceRequest__Output, billingV1.ClientInvoice>(
      async (req, ctx) => invoice(await createDraft(deps, callerOf(ctx), draftOf(req.draft))),
    ),
    UpdateClientInvoice: unary<billingV1.SaveClientInvoiceRequest__Output, billingV1.ClientInvoice>(
      async (req, ctx) =>
        invoice(await changeDraft(deps, callerOf(ctx), req.id, draftOf(req.draft))),
    ),
    SendClientInvoice: unary<billingV1.ClientInvoiceRequest__Output, billingV1.ClientInvoice>(
      async (req, ctx) => invoice(await sendInvoice(deps, callerOf(ctx), req.id)),
    ),
    VoidClientInvoice: unary<billingV1.ClientInvoiceRequest__Output, billingV1.ClientInvoice>(
      async (req, ctx) => invoice(await voidInvoice(deps, callerOf(ctx), req.id)),
    ),
    RefundClientInvoice: unary<billingV1.ClientInvoiceRequest__Output, billingV1.ClientInvoice>(
      async (req, ctx) => invoice(await refundInvoice(deps, callerOf(ctx), req.id)),
    ),
    GetClientInvoice: unary<billingV1.ClientInvoiceRequest__Output, billingV1.ClientInvoice>(
      async (req, ctx) => invoice(await readInvoice(deps, callerOf(ctx), req.id)),
    ),
    ListClientInvoices: unary<
      billingV1.ListClientInvoicesRequest__Output,
      billingV1.ListClientInvoicesResponse
    >(async (req, ctx) => {
      const page = await invoicesList(deps, callerOf(ctx), {
        mine: req.mine,
        status: req.status,
        clientId: req.client_id,
        cursor: req.cursor,
        limit: req.limit,
      });
      return {
        invoices: page.rows.map((row) => invoiceMessage(row, page.today)),
        next_cursor: page.nextCursor,
        totals: page.totals.map((t) => ({
          currency: t.currency,
          outstanding: t.outstanding,
          overdue: t.overdue,
          paid_this_month: t.paid_this_month,
        })),
      };
    }),
    PayClientInvoice: unary<billingV1.ClientInvoiceRequest__Output, billingV1.ClientInvoicePayment>(
      async (req, ctx) => ({ url: await paymentUrl(deps, callerOf(ctx), req.id) }),
    ),
    RenderClientInvoicePdf: unary<
      billingV1.ClientInvoiceRequest__Output,
      billingV1.ClientInvoicePdf
    >(async (req, ctx) => {
      const rendered = await invoicePdf(deps, callerOf(ctx), req.id);
      return { pdf: rendered.pdf, file_name: rendered.fileName };
    }),
    CreateRetainer: unary<billingV1.CreateRetainerRequest__Output, billingV1.Retainer>(
      async (req, ctx) =>
        retainerMessage(
          await createRetainer(deps, callerOf(ctx), {
            clientId: req.client_id,
            currency: req.currency,
            description: req.description,
            amount: Number(req.amount),
            interval: req.interval,
            startDate: req.start_date,
            daysUntilDue: req.days_until_due,
          }),
        ),
    ),
    ListRetainers: unary<billingV1.ListRetainersRequest, billingV1.ListRetainersResponse>(
      async (_req, ctx) => ({
        retainers: (await retainersOf(deps, callerOf(ctx))).map(retainerMessage),
      }),
    ),
    CancelRetainer: unary<billingV1.CancelRetainerRequest__Output, billingV1.Retainer>(
      async (req, ctx) => retainerMessage(await cancelRetainer(deps, callerOf(ctx), req.id)),
    ),
    HandleConnectWebhook: unary<
      billingV1.HandleProviderWebhookRequest__Output,
      billingV1.HandleProviderWebhookResponse
    >(async (req) => {
      const applied = await handleConnectWebhook(
        deps,
        requireConnect(deps),
        Buffer.from(req.payload),
        req.signature,
      );
      return { event_id: applied.eventId, event_type: applied.eventType, applied: applied.applied };
    }),
    GetSandboxOnboarding: unary<billingV1.SandboxPageRequest__Output, billingV1.SandboxOnboarding>(
      async (req) => {
        const page = await onboardingPage(sandbox, req.token);
        return {
          token: req.token,
          account_id: page.accountId,
          account_type: page.accountType,
          country: page.country,
          status: page.status,
          refresh_url: page.refreshUrl,
        };
      },
    ),
    CompleteSandboxOnboarding: unary<
      billingV1.CompleteSandboxOnboardingRequest__Output,
      billingV1.SandboxPageDone
    >(async (req) => ({
      return_url: await finishOnboarding(sandbox, req.token, req.country, req.business_name),
      outcome: 'succeeded',
    })),
    GetSandboxInvoicePage: unary<
      billingV1.SandboxPageRequest__Output,
      billingV1.SandboxInvoicePage
    >(async (req) => {
      const page = await invoicePage(sandbox, req.token);
      return {
        token: req.token,
        number: page.number,
        currency: page.currency,
        amount_due: page.amountDue,
        status: page.status,
        business_name: page.businessName,
        due_date: page.dueDate,
      };
    }),
    PaySandboxInvoice: unary<billingV1.PaySandboxInvoiceRequest__Output, billingV1.SandboxPageDone>(
      async (req) => {
        if (!req.token) throw invalid('token is required', 'token');
        return {
          return_url: '',
          outcome: await payInvoicePage(sandbox, req.token, req.card_number),
        };
      },
    ),
    GetPaymentsVolume: unary<billingV1.GetPaymentsVolumeRequest, billingV1.PaymentsVolume>(
      async (_req, ctx) => {
        const volume = await paymentsVolumeOf(deps.db, ctx.roles);
        return {
          connected_accounts: volume.connectedAccounts,
          currencies: volume.currencies.map((c) => ({
            currency: c.currency,
            volume: c.volume,
            platform_fees: c.platform_fees,
            payments: c.payments,
            refunded: c.refunded,
          })),
        };
      },
    ),
  };
}
