/** The Stripe provider on the official SDK. */
import Stripe from 'stripe';
import {
  HANDLED_EVENT_TYPES,
  WEBHOOK_TOLERANCE_SECONDS,
  type CheckoutRequest,
  type CheckoutResult,
  type PaymentProvider,
  type VerifiedCheckout,
} from './types';
import { askProvider } from './errors';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another Stripe endpoint (tests point the SDK at a local server speaking Stripe's API). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function stripeClient(options: StripeProviderOptions): Stripe {
  return new Stripe(options.secretKey, {
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}

const metadataOf = (request: CheckoutRequest): Record<string, string> => ({
  purpose: request.purpose,
  ...(request.tenantId ? { tenant_id: request.tenantId } : {}),
  ...(request.plan ? { plan: request.plan } : {}),
  interval: request.interval,
  seats: String(request.seats),
});

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = stripeClient(options);
  }

  createCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
    return askProvider(() => this.openCheckout(request));
  }

  private async openCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
    const metadata = metadataOf(request);
    if (request.purpose === 'add_seats' && request.subscriptionId) {
      return this.addSeats(request, metadata);
    }
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: request.priceId, quantity: Math.max(1, request.seats) }],
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      metadata,
      // The subscription carries the tenant too, so its own events name it.
      subscription_data: { metadata },
      ...(request.customerId ? { customer: request.customerId } : {}),
    });
    return { id: session.id, url: session.url ?? '' };
  }

  /**
   * Seats on a running subscription: the quantity rises at once with proration, and the
   * subscription.updated event that follows carries the new quantity to billing.
   */
  private async addSeats(
    request: CheckoutRequest,
    metadata: Record<string, string>,
  ): Promise<CheckoutResult> {
    const subscription = await this.stripe.subscriptions.retrieve(request.subscriptionId!);
    const item = subscription.items.data[0];
    if (!item) throw new Error('subscription has no item to add seats to');
    const updated = await this.stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, quantity: (item.quantity ?? 1) + request.seats }],
      proration_behavior: 'always_invoice',
      metadata,
    });
    return { id: updated.id, url: request.successUrl };
  }

  async verifyCheckout(sessionId: string): Promise<VerifiedCheckout> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId, {
      expand: ['invoice'],
    });
    const invoice = typeof session.invoice === 'object' ? session.invoice : null;
    const id = (value: string | { id: string } | null) =>
      typeof value === 'string' ? value : (value?.id ?? undefined);
    return {
      paid: session.status === 'complete' && session.payment_status !== 'unpaid',
      plan: session.metadata?.plan ?? '',
      customerEmail: session.customer_details?.email ?? session.customer_email ?? '',
      purpose: session.metadata?.purpose ?? '',
      tenantId: session.metadata?.tenant_id ?? '',
      interval: session.metadata?.interval === 'annual' ? 'annual' : 'monthly',
      seats: Number(session.metadata?.seats ?? 1) || 1,
      customerId: id(session.customer),
      subscriptionId: id(session.subscription),
      ...(invoice?.id
        ? {
            invoice: {
              id: invoice.id,
              created: invoice.created,
              amountCents: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
              status: invoice.status === 'paid' ? ('paid' as const) : ('open' as const),
              hostedInvoiceUrl: invoice.hosted_invoice_url ?? '',
            },
          }
        : {}),
    };
  }

  async attachToTenant(checkout: VerifiedCheckout, tenantId: string): Promise<void> {
    // Metadata keys given are merged into what is there: plan, interval and seats stay.
    if (checkout.subscriptionId) {
      await this.stripe.subscriptions.update(checkout.subscriptionId, {
        metadata: { tenant_id: tenantId },
      });
    }
    if (checkout.customerId) {
      await this.stripe.customers.update(checkout.customerId, {
        metadata: { tenant_id: tenantId },
      });
    }
  }

  async createPortal(customerId: string, returnUrl: string): Promise<string> {
    const portal = await askProvider(() =>
      this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
    );
    return portal.url;
  }

  constructEvent(payload: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(
      payload,
      signature,
      this.options.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  }

  async listEventsSince(since: number): Promise<Stripe.Event[]> {
    const events: Stripe.Event[] = [];
    for await (const event of this.stripe.events.list({
      created: { gt: since },
      types: [...HANDLED_EVENT_TYPES],
      limit: 100,
    })) {
      events.push(event);
    }
    // Stripe lists newest first; applying oldest first keeps each step's meaning.
    return events.sort((a, b) => a.created - b.created);
  }
}
