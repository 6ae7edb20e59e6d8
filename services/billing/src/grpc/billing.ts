/** Subscription, checkout, portal, webhook, entitlements and revenue RPCs: decode, call, encode. */
import { invalid, unary, unauthenticated, type CallContext } from '@portico/kit';
import type { billingV1 } from '@portico/proto';
import { PLAN_ENTITLEMENTS } from '@portico/rules';
import { claimCheckout, CLAIM_MESSAGES } from '../domain/claim';
import {
  checkoutStatus,
  openCheckout,
  openPortal,
  WORKSPACE_REQUIRED,
  type CheckoutDeps,
} from '../domain/checkoutFlow';
import { platformRevenue } from '../domain/revenue';
import { confirmSandboxCheckout, sandboxCheckout } from '../domain/sandboxCheckout';
import { startSubscription } from '../domain/start';
import { billingSummary, subscriptionsOf, tenantEntitlements } from '../domain/subscriptions';
import { handleProviderWebhook } from '../domain/webhooks';
import type { SubscriptionRow } from '../store/subscriptions';

export type BillingDeps = CheckoutDeps;

const tenantOf = (ctx: CallContext): string => {
  if (!ctx.tenantId) throw unauthenticated(WORKSPACE_REQUIRED);
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

export function billingHandlers(deps: BillingDeps) {
  const { db, provider } = deps;

  return {
    GetSummary: unary<billingV1.GetSummaryRequest, billingV1.BillingSummary>(async (_req, ctx) => {
      const {
        subscription: row,
        includedSeats,
        invoices,
      } = await billingSummary(db, tenantOf(ctx));
      return {
        plan: row.plan,
        interval: row.billing_interval,
        seats_purchased: row.seats_purchased,
        seats_included: includedSeats,
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
    }),

    CreateCheckout: unary<billingV1.CreateCheckoutRequest__Output, billingV1.CheckoutSession>(
      (req, ctx) =>
        openCheckout(
          deps,
          {
            successUrl: req.success_url,
            cancelUrl: req.cancel_url,
            signup: req.signup
              ? { plan: req.signup.plan, priceId: req.signup.price_id }
              : undefined,
            addSeats: req.add_seats ? { seats: req.add_seats.seats } : undefined,
            upgradePlan: req.upgrade_plan
              ? {
                  plan: req.upgrade_plan.plan,
                  interval: req.upgrade_plan.interval,
                  seats: req.upgrade_plan.seats ?? 0,
                }
              : undefined,
          },
          ctx.tenantId,
        ),
    ),

    VerifyCheckout: unary<billingV1.VerifyCheckoutRequest, billingV1.VerifyCheckoutResponse>(
      async (req) => {
        const status = await checkoutStatus(provider, req.session_id ?? '');
        return { paid: status.paid, plan: status.plan, customer_email: status.customerEmail };
      },
    ),

    CreatePortalSession: unary<billingV1.CreatePortalSessionRequest, billingV1.PortalSession>(
      async (req, ctx) => ({ url: await openPortal(deps, tenantOf(ctx), req.return_url ?? '') }),
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
      const applied = await handleProviderWebhook(
        db,
        provider,
        Buffer.from(req.payload),
        req.signature,
      );
      return { event_id: applied.eventId, event_type: applied.eventType, applied: applied.applied };
    }),

    GetEntitlements: unary<billingV1.GetEntitlementsRequest, billingV1.Entitlements>(
      async (req, ctx) => {
        const tenantId = req.tenant_id || tenantOf(ctx);
        const { subscription: row, entitlements: plan } = await tenantEntitlements(db, tenantId);
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
    >(async (req) => ({
      subscriptions: (await subscriptionsOf(db, req.tenant_ids ?? [])).map(subscriptionMessage),
    })),

    GetSandboxCheckout: unary<billingV1.ConfirmSandboxCheckoutRequest, billingV1.SandboxCheckout>(
      async (req) => {
        const { session: row, amountCents } = await sandboxCheckout(provider, req.session_id ?? '');
        return {
          session_id: row.id,
          purpose: row.purpose,
          plan: row.plan ?? '',
          seats: row.seats,
          amount_cents: amountCents,
          status: row.status,
          cancel_url: row.cancel_url,
        };
      },
    ),

    ConfirmSandboxCheckout: unary<
      billingV1.ConfirmSandboxCheckoutRequest,
      billingV1.ConfirmSandboxCheckoutResponse
    >(async (req) => {
      const confirmed = await confirmSandboxCheckout(db, provider, req.session_id ?? '');
      return {
        events: confirmed.events.map((e) => ({ payload: e.payload, signature: e.signature })),
        success_url: confirmed.successUrl,
      };
    }),

    GetRevenue: unary<billingV1.GetRevenueRequest, billingV1.Revenue>(async () => {
      const revenue = await platformRevenue(db);
      return {
        mrr_cents: revenue.mrrCents,
        plan_mix: revenue.planMix,
        seats_sold: revenue.seatsSold,
        failed_payments: revenue.failedPayments,
      };
    }),
  };
}
