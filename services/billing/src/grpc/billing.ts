/** Subscription, checkout, portal, webhook, entitlements and revenue RPCs. */
import {
  invalid,
  notFound,
  precondition,
  unauthenticated,
  unary,
  type CallContext,
  type Database,
} from '@portico/kit';
import type { billingV1 } from '@portico/proto';
import { entitlementsOf, isPlanKey, PLAN_ENTITLEMENTS } from '@portico/rules';
import {
  checkSeats,
  checkSignupPrice,
  checkUpgrade,
  monthlyCents,
  upgradeSeats,
} from '../domain/checkout';
import { findPlan, priceIdOf, type Interval } from '../domain/plan-catalog';
import { claimCheckout, CLAIM_MESSAGES } from '../domain/claim';
import { startSubscription } from '../domain/start';
import { applyProviderEvent } from '../domain/webhooks';
import { SandboxProvider } from '../provider/sandbox';
import type { PaymentProvider } from '../provider/types';
import { ensureSubscription, latestInvoices, type SubscriptionRow } from '../store/subscriptions';

export interface BillingDeps {
  db: Database;
  provider: PaymentProvider;
  priceIds: Record<string, string | undefined>;
  publicUrl: string;
}

const tenantOf = (ctx: CallContext): string => {
  if (!ctx.tenantId) throw unauthenticated('A workspace is required');
  return ctx.tenantId;
};

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : '');

const subscriptionMessage = (row: SubscriptionRow): billingV1.Subscription => ({
  tenant_id: row.tenant_id,
  plan: row.plan,
  interval: row.billing_interval,
  seats_purchased: row.seats_purchased,
  status: row.status,
  current_period_end: iso(row.current_period_end),
});

/** Where the browser goes back to: the caller's URL when it is the product's own, else ours. */
function backTo(url: string, publicUrl: string, fallback: string): string {
  try {
    const wanted = new URL(url || fallback, publicUrl);
    // Stripe fills in {CHECKOUT_SESSION_ID} only when the braces arrive unencoded.
    if (wanted.origin === new URL(publicUrl).origin) {
      return wanted.toString().replace(/%7BCHECKOUT_SESSION_ID%7D/g, '{CHECKOUT_SESSION_ID}');
    }
  } catch {
    // An unparsable address falls back below.
  }
  return new URL(fallback, publicUrl).toString();
}

export function billingHandlers(deps: BillingDeps) {
  const { db, provider } = deps;
  const sandbox = provider instanceof SandboxProvider ? provider : undefined;
  const priceOf = (plan: string, interval: Interval) =>
    priceIdOf(findPlan(plan)!, interval, deps.priceIds);

  return {
    GetSummary: unary<billingV1.GetSummaryRequest, billingV1.BillingSummary>(async (_req, ctx) => {
      const tenantId = tenantOf(ctx);
      return db.tenantTransaction(tenantId, async (tx) => {
        const row = await ensureSubscription(tx, tenantId);
        const invoices = await latestInvoices(tx, tenantId);
        return {
          plan: row.plan,
          interval: row.billing_interval,
          seats_purchased: row.seats_purchased,
          seats_included: entitlementsOf(row.plan)?.includedSeats ?? 1,
          invoices: invoices.map((invoice) => ({
            id: invoice.id,
            created_at: iso(invoice.created_at),
            amount_cents: invoice.amount_cents,
            status: invoice.status,
            hosted_invoice_url: invoice.hosted_invoice_url,
          })),
          status: row.status,
          current_period_end: iso(row.current_period_end),
        };
      });
    }),

    CreateCheckout: unary<billingV1.CreateCheckoutRequest__Output, billingV1.CheckoutSession>(
      async (req, ctx) => {
        const fallback = '/dashboard/admin/billing';
        const successUrl = backTo(req.success_url, deps.publicUrl, fallback);
        const cancelUrl = backTo(req.cancel_url, deps.publicUrl, fallback);
        if (req.signup) {
          const interval = checkSignupPrice(req.signup.plan, req.signup.price_id, deps.priceIds);
          return provider.createCheckout({
            purpose: 'signup',
            plan: req.signup.plan,
            interval,
            seats: 1,
            priceId: req.signup.price_id,
            successUrl,
            cancelUrl,
          });
        }
        const tenantId = tenantOf(ctx);
        const current = await db.tenantTransaction(tenantId, (tx) =>
          ensureSubscription(tx, tenantId),
        );
        if (req.add_seats) {
          if (!isPlanKey(current.plan)) throw precondition('Unknown plan');
          checkSeats(current.plan, current.seats_purchased, req.add_seats.seats);
          const interval = current.billing_interval as Interval;
          return provider.createCheckout({
            purpose: 'add_seats',
            tenantId,
            plan: current.plan,
            interval,
            seats: req.add_seats.seats,
            priceId: priceOf(current.plan, interval),
            subscriptionId: current.provider_subscription_id ?? undefined,
            customerId: current.provider_customer_id ?? undefined,
            successUrl,
            cancelUrl,
          });
        }
        if (req.upgrade_plan) {
          const plan = checkUpgrade(req.upgrade_plan.plan);
          const interval: Interval = req.upgrade_plan.interval === 'annual' ? 'annual' : 'monthly';
          return provider.createCheckout({
            purpose: 'upgrade_plan',
            tenantId,
            plan,
            interval,
            seats: upgradeSeats(plan, current.seats_purchased, req.upgrade_plan.seats ?? 0),
            priceId: priceOf(plan, interval),
            customerId: current.provider_customer_id ?? undefined,
            successUrl,
            cancelUrl,
          });
        }
        throw invalid('Choose a plan upgrade or seats to add', 'purpose');
      },
    ),

    VerifyCheckout: unary<billingV1.VerifyCheckoutRequest, billingV1.VerifyCheckoutResponse>(
      async (req) => {
        if (!req.session_id) return { paid: false, plan: '', customer_email: '' };
        const result = await provider.verifyCheckout(req.session_id).catch(() => undefined);
        return {
          paid: result?.paid ?? false,
          plan: result?.plan ?? '',
          customer_email: result?.customerEmail ?? '',
        };
      },
    ),

    CreatePortalSession: unary<billingV1.CreatePortalSessionRequest, billingV1.PortalSession>(
      async (req, ctx) => {
        const tenantId = tenantOf(ctx);
        const row = await db.tenantTransaction(tenantId, (tx) => ensureSubscription(tx, tenantId));
        const returnUrl = backTo(req.return_url ?? '', deps.publicUrl, '/dashboard/admin/billing');
        if (!row.provider_customer_id) {
          throw precondition('There is no payment account yet: upgrade first', 'no_customer');
        }
        return { url: await provider.createPortal(row.provider_customer_id, returnUrl) };
      },
    ),

    ClaimCheckout: unary<billingV1.ClaimCheckoutRequest, billingV1.ClaimCheckoutResponse>(
      async (req) => {
        if (!req.session_id) throw invalid(CLAIM_MESSAGES.unpaid, 'session_id');
        if (!req.tenant_id) throw invalid('tenant_id is required', 'tenant_id');
        const row = await claimCheckout(db, provider, req.session_id, req.tenant_id);
        return { plan: row.plan, seats_purchased: row.seats_purchased };
      },
    ),

    HandleProviderWebhook: unary<
      billingV1.HandleProviderWebhookRequest__Output,
      billingV1.HandleProviderWebhookResponse
    >(async (req) => {
      let event;
      try {
        event = provider.constructEvent(Buffer.from(req.payload), req.signature);
      } catch {
        // Bad signature, tampered body, stale timestamp or wrong secret: nothing is applied.
        throw invalid('Webhook signature verification failed', 'signature');
      }
      const applied = await applyProviderEvent(db, event);
      return { event_id: applied.eventId, event_type: applied.eventType, applied: applied.applied };
    }),

    GetEntitlements: unary<billingV1.GetEntitlementsRequest, billingV1.Entitlements>(
      async (req, ctx) => {
        const tenantId = req.tenant_id || tenantOf(ctx);
        const row = await db.tenantTransaction(tenantId, (tx) => ensureSubscription(tx, tenantId));
        const plan = entitlementsOf(row.plan) ?? PLAN_ENTITLEMENTS.starter;
        return {
          tenant_id: tenantId,
          plan: row.plan,
          client_limit: plan.clientLimit === 'unlimited' ? 0 : plan.clientLimit,
          unlimited_clients: plan.clientLimit === 'unlimited',
          seats_total: row.seats_purchased,
          features: Object.fromEntries(
            PLAN_ENTITLEMENTS.advanced.features.map((f) => [f, plan.features.includes(f)]),
          ),
          storage_quota_bytes: plan.storageQuotaBytes === 'unlimited' ? 0 : plan.storageQuotaBytes,
        };
      },
    ),

    StartSubscription: unary<billingV1.StartSubscriptionRequest, billingV1.Subscription>(
      async (req) => {
        if (!req.tenant_id) throw invalid('tenant_id is required', 'tenant_id');
        const after = await db.tenantTransaction(req.tenant_id!, (tx) =>
          startSubscription(tx, {
            tenantId: req.tenant_id!,
            plan: req.plan ?? '',
            seats: req.seats ?? 1,
            bypassBilling: req.bypass_billing ?? false,
          }),
        );
        return subscriptionMessage(after);
      },
    ),

    ListSubscriptions: unary<
      billingV1.ListSubscriptionsRequest,
      billingV1.ListSubscriptionsResponse
    >(async (req) => {
      const ids = req.tenant_ids ?? [];
      const { rows } = await db.query<SubscriptionRow>(
        ids.length
          ? 'SELECT * FROM subscriptions WHERE tenant_id::text = ANY($1)'
          : 'SELECT * FROM subscriptions',
        ids.length ? [ids] : [],
      );
      return { subscriptions: rows.map(subscriptionMessage) };
    }),

    GetSandboxCheckout: unary<billingV1.ConfirmSandboxCheckoutRequest, billingV1.SandboxCheckout>(
      async (req) => {
        const row = sandbox ? await sandbox.session(req.session_id ?? '') : undefined;
        if (!row) throw notFound('Checkout session not found');
        return {
          session_id: row.id,
          purpose: row.purpose,
          plan: row.plan ?? '',
          seats: row.seats,
          amount_cents: await sandboxAmount(row),
          status: row.status,
          cancel_url: row.cancel_url,
        };
      },
    ),

    ConfirmSandboxCheckout: unary<
      billingV1.ConfirmSandboxCheckoutRequest,
      billingV1.ConfirmSandboxCheckoutResponse
    >(async (req) => {
      if (!sandbox) throw precondition('Checkout is with Stripe', 'not_sandbox');
      const row = await sandbox.session(req.session_id ?? '');
      if (!row) throw notFound('Checkout session not found');
      const seats = row.tenant_id
        ? (
            await db.tenantTransaction(row.tenant_id, (tx) =>
              ensureSubscription(tx, row.tenant_id!),
            )
          ).seats_purchased
        : 1;
      const confirmed = await sandbox.confirm(row.id, seats, await sandboxAmount(row));
      if (!confirmed) throw precondition('This checkout is already complete', 'complete');
      return {
        events: confirmed.events.map((e) => ({ payload: e.payload, signature: e.signature })),
        success_url: confirmed.successUrl,
      };
    }),

    GetRevenue: unary<billingV1.GetRevenueRequest, billingV1.Revenue>(async () => {
      const { rows } = await db.query<SubscriptionRow>(
        `SELECT * FROM subscriptions WHERE status NOT IN ('canceled')`,
      );
      const failed = await db.query<{ count: string }>(
        `SELECT count(*)::text AS count FROM invoices WHERE status = 'open'`,
      );
      const mix = new Map<string, number>();
      let mrr = 0;
      let seats = 0;
      for (const row of rows) {
        mix.set(row.plan, (mix.get(row.plan) ?? 0) + 1);
        seats += row.seats_purchased;
        if (row.status !== 'bypassed') {
          mrr += monthlyCents(row.plan, row.seats_purchased, row.billing_interval as Interval);
        }
      }
      return {
        mrr_cents: mrr,
        plan_mix: [...mix].map(([plan, tenants]) => ({ plan, tenants })),
        seats_sold: seats,
        failed_payments: Number(failed.rows[0]?.count ?? 0),
      };
    }),
  };

  async function sandboxAmount(row: {
    purpose: string;
    plan: string | null;
    seats: number;
    billing_interval: string;
  }) {
    const plan = findPlan(row.plan ?? '');
    if (!plan) return 0;
    if (row.purpose === 'add_seats') return row.seats * plan.seatPriceCents;
    return monthlyCents(plan.key, row.seats, row.billing_interval as Interval);
  }
}
