/**
 * The sandbox provider, the default when no STRIPE_SECRET_KEY is set (`make up`): checkout
 * answers a URL to the in-app sandbox checkout page; confirming there makes the events Stripe
 * would send, signed with a local secret, and they go through the same webhook verification
 * and the same code as Stripe's. The whole flow works without a Stripe account.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Database } from '@portico/kit';
import { monthlyCents } from '../domain/checkout';
import {
  completeCheckoutSession,
  findCheckoutSession,
  insertCheckoutSession,
  type CheckoutSessionRow,
} from '../store/checkoutSessions';
import {
  WEBHOOK_TOLERANCE_SECONDS,
  type CheckoutInvoice,
  type CheckoutRequest,
  type CheckoutResult,
  type PaymentProvider,
  type VerifiedCheckout,
} from './types';

/** The page of the product that shows a sandbox session (served by the shell). */
export const SANDBOX_CHECKOUT_PATH = '/billing/sandbox-checkout';

export interface SignedEvent {
  payload: Buffer;
  signature: string;
}

/** The customer and subscription a paid session stands for (named after the workspace). */
const providerIds = (row: CheckoutSessionRow) => {
  const owner = row.tenant_id?.replace(/-/g, '') || row.id;
  return { customerId: `cus_sandbox_${owner}`, subscriptionId: `sub_sandbox_${owner}` };
};

/** One invoice per sandbox session, so a claim finds the one its payment made. */
const invoiceIdOf = (sessionId: string) => `in_${sessionId}`;

const id = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  // The SDK's webhook helpers only; no call ever leaves the process.
  private readonly stripe = new Stripe('sk_sandbox_local');

  constructor(
    private readonly db: Database,
    private readonly webhookSecret: string,
    private readonly publicUrl: string,
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
    const sessionId = id('cs');
    await insertCheckoutSession(this.db, {
      id: sessionId,
      tenant_id: request.tenantId ?? null,
      purpose: request.purpose,
      plan: request.plan ?? null,
      billing_interval: request.interval,
      seats: request.seats,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    const url = new URL(SANDBOX_CHECKOUT_PATH, this.publicUrl);
    url.searchParams.set('session_id', sessionId);
    return { id: sessionId, url: url.toString() };
  }

  session(sessionId: string): Promise<CheckoutSessionRow | undefined> {
    return findCheckoutSession(this.db, sessionId);
  }

  async verifyCheckout(sessionId: string): Promise<VerifiedCheckout> {
    const row = await this.session(sessionId);
    const ids = row ? providerIds(row) : undefined;
    return {
      paid: row?.status === 'complete',
      plan: row?.plan ?? '',
      customerEmail: row?.customer_email ?? '',
      purpose: row?.purpose ?? '',
      tenantId: row?.tenant_id ?? '',
      interval: row?.billing_interval === 'annual' ? 'annual' : 'monthly',
      seats: row?.seats ?? 1,
      ...(row?.status === 'complete' ? { ...ids, invoice: this.invoiceOf(row) } : {}),
    };
  }

  /** The paid invoice confirm sent for a session, as its event described it. */
  private invoiceOf(row: CheckoutSessionRow): CheckoutInvoice {
    const interval = row.billing_interval === 'annual' ? 'annual' : 'monthly';
    return {
      id: invoiceIdOf(row.id),
      created: Math.floor(new Date(row.created_at).getTime() / 1000),
      amountCents: monthlyCents(row.plan ?? '', row.seats, interval),
      status: 'paid',
      hostedInvoiceUrl: new URL('/dashboard/admin/billing', this.publicUrl).toString(),
    };
  }

  async attachToTenant(): Promise<void> {
    // A sandbox session is paid once and its events are all sent at that moment: no later
    // event will need the workspace's name, and the session row stays as it was paid.
  }

  async createPortal(_customerId: string, returnUrl: string): Promise<string> {
    // No hosted portal without Stripe: the billing screen itself is the way back.
    return returnUrl;
  }

  constructEvent(payload: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(
      payload,
      signature,
      this.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  }

  async listEventsSince(): Promise<Stripe.Event[]> {
    // Sandbox events are made and delivered in one step; none can be missed.
    return [];
  }

  sign(event: object, timestamp = Math.floor(Date.now() / 1000)): SignedEvent {
    const payload = JSON.stringify(event, null, 2);
    const signature = this.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: this.webhookSecret,
      timestamp,
    });
    return { payload: Buffer.from(payload), signature };
  }

  /**
   * The events Stripe sends when a session is paid: checkout completed, the subscription
   * with its plan and seat quantity, and the paid invoice. `currentSeats` is the tenant's
   * seat count before (add_seats raises it).
   */
  async confirm(
    sessionId: string,
    currentSeats: number,
    amountCents: number,
  ): Promise<{ events: SignedEvent[]; successUrl: string } | undefined> {
    const row = await this.session(sessionId);
    if (!row || row.status !== 'open') return undefined;
    await completeCheckoutSession(this.db, sessionId);
    const now = Math.floor(Date.now() / 1000);
    const tenant = row.tenant_id ?? '';
    const metadata = {
      purpose: row.purpose,
      ...(tenant ? { tenant_id: tenant } : {}),
      ...(row.plan ? { plan: row.plan } : {}),
      interval: row.billing_interval,
      seats: String(row.seats),
    };
    const { customerId: customer, subscriptionId: subscription } = providerIds(row);
    const quantity =
      row.purpose === 'add_seats' ? currentSeats + row.seats : Math.max(1, row.seats);
    const event = (type: string, object: object) => ({
      id: id('evt'),
      object: 'event',
      type,
      created: now,
      livemode: false,
      data: { object },
    });
    const events = [
      event('checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        customer,
        subscription,
        metadata,
      }),
      event('customer.subscription.updated', {
        id: subscription,
        object: 'subscription',
        customer,
        status: 'active',
        metadata,
        items: {
          object: 'list',
          data: [{ id: `si_${subscription}`, quantity, current_period_end: now + 30 * 86400 }],
        },
      }),
      event('invoice.paid', {
        id: invoiceIdOf(sessionId),
        object: 'invoice',
        customer,
        created: now,
        amount_paid: amountCents,
        status: 'paid',
        hosted_invoice_url: new URL('/dashboard/admin/billing', this.publicUrl).toString(),
        metadata,
      }),
    ];
    // As Stripe does: the session id replaces the placeholder of the success URL.
    const successUrl = row.success_url
      .replace(/\{CHECKOUT_SESSION_ID\}/g, sessionId)
      .replace(/%7BCHECKOUT_SESSION_ID%7D/gi, sessionId);
    return { events: events.map((e) => this.sign(e, now)), successUrl };
  }
}
