/**
 * The payment provider as billing needs it. Two implementations: Stripe (the official SDK)
 * and the sandbox, which keeps sessions locally and, when a person confirms on the in-app
 * sandbox page, sends Stripe-shaped events through the same webhook verification. Events are
 * Stripe's shape in both, so the code that applies them is one.
 */
import type Stripe from 'stripe';

export type CheckoutPurpose = 'upgrade_plan' | 'add_seats' | 'signup';

export interface CheckoutRequest {
  purpose: CheckoutPurpose;
  /** Empty for the landing page's checkout, before a workspace exists. */
  tenantId?: string;
  plan?: string;
  interval: 'monthly' | 'annual';
  /** Seats to add (add_seats) or the seat quantity of the plan (upgrade_plan). */
  seats: number;
  priceId: string;
  /** An existing subscription: seats are added to it, prorated, instead of a new one. */
  subscriptionId?: string;
  customerId?: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutResult {
  id: string;
  url: string;
}

export interface VerifiedCheckout {
  paid: boolean;
  plan: string;
  customerEmail: string;
  /** What the session was opened for, from its metadata: only a signup may be claimed. */
  purpose?: string;
  /** The workspace named in its metadata; empty for the landing page's checkout. */
  tenantId?: string;
  interval?: 'monthly' | 'annual';
  seats?: number;
  customerId?: string;
  subscriptionId?: string;
  /** The session's first invoice, for the billing history of the workspace that claims it. */
  invoice?: CheckoutInvoice;
}

export interface CheckoutInvoice {
  id: string;
  /** Seconds, as the provider counts. */
  created: number;
  amountCents: number;
  status: 'paid' | 'open';
  hostedInvoiceUrl: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  createCheckout(request: CheckoutRequest): Promise<CheckoutResult>;
  verifyCheckout(sessionId: string): Promise<VerifiedCheckout>;
  /**
   * Names the workspace on a paid landing checkout's subscription (and customer), so the
   * provider's later events about it reach that workspace.
   */
  attachToTenant(checkout: VerifiedCheckout, tenantId: string): Promise<void>;
  createPortal(customerId: string, returnUrl: string): Promise<string>;
  /** Checks the signature over the exact bytes (300 s tolerance) and parses the event. */
  constructEvent(payload: Buffer, signature: string): Stripe.Event;
  /** Events created after `since` (seconds), oldest first: the reconcile's source. */
  listEventsSince(since: number): Promise<Stripe.Event[]>;
}

/** Stripe's default, kept explicit: a signed event older than this is refused (replay). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The event types billing applies; the reconcile asks only for these. */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
