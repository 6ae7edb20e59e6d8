/**
 * Stripe Connect on the official SDK, for client payments: the agency's connected account and
 * its onboarding link, its clients as customers, invoices and retainers (subscriptions) on that
 * account with the platform's fee, refunds, and the Connect webhook's signature. Every call
 * but the account's own carries the Stripe-Account header. The same code runs against Stripe
 * and, without keys, against the sandbox (../stripeSandbox), which answers the same wire format.
 */
import Stripe from 'stripe';
import { DomainError } from '@portico/kit';
import { INVOICE_CURRENCIES } from '../domain/invoiceRules';
import { WEBHOOK_TOLERANCE_SECONDS } from './types';

export interface AccountFacts {
  id: string;
  type: 'standard' | 'express';
  country: string;
  businessName: string;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  requirementsDue: string[];
  defaultCurrency: string;
  currencies: string[];
}

/** An invoice's figures as Stripe answers them: what the portal and the PDF show. */
export interface ProviderInvoice {
  id: string;
  number: string | null;
  status: string;
  currency: string;
  customer: string;
  subtotal: number;
  discount: number;
  taxAmount: number;
  total: number;
  amountDue: number;
  amountPaid: number;
  applicationFee: number;
  hostedInvoiceUrl: string;
  dueDate: number | null;
  subscriptionId: string | null;
  /** The subscription's metadata a period invoice carries (ours names the retainer). */
  subscriptionMetadata: Record<string, string>;
  metadata: Record<string, string>;
  created: number;
  paidAt: number | null;
  lines: Array<{ description: string; quantity: number; unitAmount: number; amount: number }>;
}

export interface InvoiceOrder {
  invoiceId: string;
  customerId: string;
  currency: string;
  number: string;
  lines: Array<{ description: string; quantity: number; unitAmount: number }>;
  taxRateBps: number;
  discountAmount: number;
  /** Unix seconds. */
  dueDate: number;
  notes: string;
  feeBps: number;
  metadata: Record<string, string>;
}

export interface RetainerOrder {
  retainerId: string;
  customerId: string;
  currency: string;
  description: string;
  amount: number;
  interval: 'month' | 'year';
  /** Unix seconds; later than now to start then. */
  startAt: number | null;
  daysUntilDue: number;
  feeBps: number;
  metadata: Record<string, string>;
}

export interface ProviderSubscription {
  id: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: number | null;
  metadata: Record<string, string>;
}

const id = (value: unknown): string =>
  typeof value === 'string' ? value : ((value as { id?: string } | null)?.id ?? '');

export function accountFacts(account: Stripe.Account, currencies: string[]): AccountFacts {
  return {
    id: account.id,
    type: account.type === 'express' ? 'express' : 'standard',
    country: account.country ?? '',
    businessName: account.business_profile?.name ?? '',
    detailsSubmitted: account.details_submitted ?? false,
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    requirementsDue: [...(account.requirements?.currently_due ?? [])],
    defaultCurrency: account.default_currency ?? '',
    currencies,
  };
}

export function invoiceFacts(invoice: Stripe.Invoice): ProviderInvoice {
  const raw = invoice as unknown as Record<string, unknown>;
  const discounts = (raw.total_discount_amounts ?? []) as Array<{ amount: number }>;
  const taxes = (raw.total_taxes ?? []) as Array<{ amount: number }>;
  const parent = raw.parent as {
    subscription_details?: { subscription?: unknown; metadata?: Record<string, string> | null };
  } | null;
  const lines = ((invoice.lines?.data ?? []) as unknown as Array<Record<string, unknown>>).map(
    (line) => {
      const pricing = line.pricing as { unit_amount_decimal?: string | null } | null;
      const quantity = Number(line.quantity ?? 1);
      const amount = Number(line.amount ?? 0);
      return {
        description: String(line.description ?? ''),
        quantity,
        unitAmount: pricing?.unit_amount_decimal
          ? Number(pricing.unit_amount_decimal)
          : Math.round(amount / Math.max(1, quantity)),
        amount,
      };
    },
  );
  return {
    id: invoice.id ?? '',
    number: invoice.number ?? null,
    status: invoice.status ?? 'draft',
    currency: invoice.currency,
    customer: id(invoice.customer),
    subtotal: invoice.subtotal,
    discount: discounts.reduce((sum, d) => sum + d.amount, 0),
    taxAmount: taxes.reduce((sum, t) => sum + t.amount, 0),
    total: invoice.total,
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    applicationFee: Number(raw.application_fee_amount ?? 0),
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? '',
    dueDate: invoice.due_date ?? null,
    subscriptionId: id(parent?.subscription_details?.subscription) || null,
    subscriptionMetadata: { ...(parent?.subscription_details?.metadata ?? {}) },
    metadata: { ...(invoice.metadata ?? {}) },
    created: invoice.created,
    paidAt: invoice.status_transitions?.paid_at ?? null,
    lines,
  };
}

export function subscriptionFacts(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items?.data?.[0] as unknown as
    { current_period_end?: number } | undefined;
  return {
    id: subscription.id,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: item?.current_period_end ?? null,
    metadata: { ...(subscription.metadata ?? {}) },
  };
}

export class StripeConnect {
  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
    /**
     * Test mode with test clocks: each client's customer gets a clock of its own, so a
     * retainer's next period can be reached without waiting (the sandbox; Stripe's test mode).
     */
    private readonly testClocks = false,
  ) {}

  private on(account: string) {
    return { stripeAccount: account };
  }

  /** The account as Stripe answers it, with the currencies its country may charge in. */
  async account(accountId: string): Promise<AccountFacts> {
    const account = await this.stripe.accounts.retrieve(accountId);
    return accountFacts(account, await this.currencies(account.country ?? ''));
  }

  async currencies(country: string): Promise<string[]> {
    if (!country) return [];
    const spec = await this.stripe.countrySpecs.retrieve(country);
    return spec.supported_payment_currencies.filter((c) =>
      (INVOICE_CURRENCIES as readonly string[]).includes(c),
    );
  }

  async createAccount(request: {
    type: 'standard' | 'express';
    country: string;
    email: string;
    tenantId: string;
  }): Promise<AccountFacts> {
    const account = await this.stripe.accounts.create(
      {
        type: request.type,
        country: request.country,
        ...(request.email ? { email: request.email } : {}),
        metadata: { tenant_id: request.tenantId },
      },
      { idempotencyKey: `portico-account-${request.tenantId}-${request.type}-${request.country}` },
    );
    return accountFacts(account, await this.currencies(account.country ?? ''));
  }

  async onboardingLink(accountId: string, refreshUrl: string, returnUrl: string) {
    const link = await this.stripe.accountLinks.create({
      account: accountId,
      refresh_url: refreshUrl,
      return_url: returnUrl,
      type: 'account_onboarding',
    });
    return { url: link.url, expiresAt: link.expires_at };
  }

  async createCustomer(
    accountId: string,
    client: { email: string; name: string; tenantId: string; userId: string },
  ): Promise<string> {
    const clock = this.testClocks
      ? await this.stripe.testHelpers.testClocks.create(
          { frozen_time: Math.floor(Date.now() / 1000), name: client.email.slice(0, 100) },
          this.on(accountId),
        )
      : undefined;
    const customer = await this.stripe.customers.create(
      {
        email: client.email,
        name: client.name || client.email,
        metadata: { tenant_id: client.tenantId, user_id: client.userId },
        ...(clock ? { test_clock: clock.id } : {}),
      },
      { ...this.on(accountId), idempotencyKey: `portico-customer-${accountId}-${client.userId}` },
    );
    return customer.id;
  }

  /**
   * Creates the invoice on the connected account with its lines, tax rate and discount, sets
   * the platform's fee from Stripe's total and finalizes it. Each step is keyed by our
   * invoice id, so a send retried after a failure continues where it stopped.
   */
  async sendInvoice(
    accountId: string,
    order: InvoiceOrder,
    existing: string | undefined,
    /** Keeps Stripe's invoice id before anything else can fail. */
    created: (providerInvoiceId: string) => Promise<void>,
  ) {
    const on = this.on(accountId);
    const key = (step: string) => ({ ...on, idempotencyKey: `portico-${order.invoiceId}-${step}` });
    let invoiceId = existing;
    if (!invoiceId) {
      const taxRate = order.taxRateBps
        ? await this.stripe.taxRates.create(
            { display_name: 'Tax', percentage: order.taxRateBps / 100, inclusive: false },
            key('tax'),
          )
        : undefined;
      const coupon = order.discountAmount
        ? await this.stripe.coupons.create(
            {
              amount_off: order.discountAmount,
              currency: order.currency,
              duration: 'once',
              name: 'Discount',
            },
            key('discount'),
          )
        : undefined;
      const made = await this.stripe.invoices.create(
        {
          customer: order.customerId,
          currency: order.currency,
          collection_method: 'send_invoice',
          due_date: order.dueDate,
          number: order.number,
          auto_advance: false,
          pending_invoice_items_behavior: 'exclude',
          ...(order.notes ? { footer: order.notes.slice(0, 5000) } : {}),
          ...(taxRate ? { default_tax_rates: [taxRate.id] } : {}),
          ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
          metadata: order.metadata,
        },
        key('create'),
      );
      invoiceId = made.id!;
      await created(invoiceId);
    }
    let invoice = await this.stripe.invoices.retrieve(invoiceId, {}, on);
    if ((invoice.lines?.data.length ?? 0) === 0) {
      invoice = await this.stripe.invoices.addLines(
        invoiceId,
        {
          lines: order.lines.map((line) => ({
            description: line.description,
            quantity: line.quantity,
            price_data: {
              currency: order.currency,
              product_data: { name: line.description.slice(0, 250) },
              unit_amount: line.unitAmount,
            },
          })),
        },
        key('lines'),
      );
    }
    if (invoice.status === 'draft') {
      const fee = Math.floor((invoice.total * order.feeBps + 5000) / 10000);
      await this.stripe.invoices.update(invoiceId, { application_fee_amount: fee }, key('fee'));
      invoice = await this.stripe.invoices.finalizeInvoice(invoiceId, {}, key('finalize'));
    }
    return invoiceFacts(invoice);
  }

  async voidInvoice(accountId: string, invoiceId: string): Promise<ProviderInvoice> {
    return invoiceFacts(await this.stripe.invoices.voidInvoice(invoiceId, {}, this.on(accountId)));
  }

  async invoice(accountId: string, invoiceId: string): Promise<ProviderInvoice> {
    return invoiceFacts(await this.stripe.invoices.retrieve(invoiceId, {}, this.on(accountId)));
  }

  /** The payment intent that paid an invoice (Stripe's invoice payments). */
  async paymentIntentOf(accountId: string, invoiceId: string): Promise<string | undefined> {
    const payments = await this.stripe.invoicePayments.list(
      { invoice: invoiceId, limit: 10 },
      this.on(accountId),
    );
    const paid = payments.data.find((p) => p.status === 'paid') ?? payments.data[0];
    return id(paid?.payment?.payment_intent) || undefined;
  }

  async refund(accountId: string, paymentIntentId: string, invoiceId: string): Promise<void> {
    await this.stripe.refunds.create(
      { payment_intent: paymentIntentId, metadata: { invoice: invoiceId } },
      { ...this.on(accountId), idempotencyKey: `portico-refund-${invoiceId}` },
    );
  }

  async createRetainer(accountId: string, order: RetainerOrder): Promise<ProviderSubscription> {
    const on = this.on(accountId);
    const key = (step: string) => ({
      ...on,
      idempotencyKey: `portico-${order.retainerId}-${step}`,
    });
    const product = await this.stripe.products.create(
      { name: order.description.slice(0, 250) },
      key('product'),
    );
    const subscription = await this.stripe.subscriptions.create(
      {
        customer: order.customerId,
        items: [
          {
            price_data: {
              currency: order.currency,
              product: product.id,
              unit_amount: order.amount,
              recurring: { interval: order.interval },
            },
          },
        ],
        collection_method: 'send_invoice',
        days_until_due: order.daysUntilDue,
        application_fee_percent: order.feeBps / 100,
        metadata: order.metadata,
        ...(order.startAt
          ? { billing_cycle_anchor: order.startAt, proration_behavior: 'none' as const }
          : {}),
      },
      key('subscription'),
    );
    return subscriptionFacts(subscription);
  }

  async cancelRetainerAtPeriodEnd(accountId: string, subscriptionId: string) {
    return subscriptionFacts(
      await this.stripe.subscriptions.update(
        subscriptionId,
        { cancel_at_period_end: true },
        this.on(accountId),
      ),
    );
  }

  /** Checks the Connect endpoint's signature over the exact bytes (300 s tolerance). */
  constructEvent(payload: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(
      payload,
      signature,
      this.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  }
}

/**
 * A provider call whose refusal reaches the caller as a clear answer: what Stripe refused
 * (a 4xx with its message) as 422 with `provider_<code>`, an outage as 503 to try again.
 */
export async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      const status = error.statusCode ?? 0;
      if (status >= 400 && status < 500 && status !== 401 && status !== 429) {
        throw new DomainError(
          'FAILED_PRECONDITION',
          `The payment provider refused: ${error.message}`,
          `provider_${error.code ?? error.type}`,
        );
      }
      throw new DomainError(
        'UNAVAILABLE',
        'The payment provider cannot be reached right now. Please try again.',
        'provider_unavailable',
      );
    }
    throw error;
  }
}
