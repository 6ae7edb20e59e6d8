/**
 * A checkout paid on the landing page, before any workspace existed, claimed by the workspace
 * created after it. Nothing the browser says is trusted: the session is asked of the provider
 * (Stripe, or the sandbox's own rows), must be a paid signup checkout naming no workspace yet,
 * and may be claimed once (checkout_claims' key). The plan rises through the same
 * subscription row and plan_changed event a webhook uses, so tenancy follows as for any
 * upgrade.
 */
import { precondition, type Database } from '@portico/kit';
import { isSelfServePlanKey, PLAN_ENTITLEMENTS } from '@portico/rules';
import type { PaymentProvider, VerifiedCheckout } from '../provider/types';
import { claimantOf, insertClaim } from '../store/checkoutClaims';
import { upsertInvoice } from '../store/invoices';
import {
  ensureSubscription,
  updateSubscription,
  type SubscriptionRow,
} from '../store/subscriptions';
import { publishChanges } from './webhooks';

export const CLAIM_MESSAGES = {
  unpaid: 'This checkout has not been paid',
  notSignup: 'This checkout does not belong to a new workspace',
  claimed: 'This checkout has already been used by a workspace',
} as const;

export async function claimCheckout(
  db: Database,
  provider: PaymentProvider,
  sessionId: string,
  tenantId: string,
): Promise<SubscriptionRow> {
  // An unknown or unreachable session is as good as unpaid: nothing is attached.
  const checkout: VerifiedCheckout | undefined = await provider
    .verifyCheckout(sessionId)
    .catch(() => undefined);
  if (!checkout?.paid) throw precondition(CLAIM_MESSAGES.unpaid, 'unpaid');
  const plan = checkout.plan;
  if (checkout.purpose !== 'signup' || checkout.tenantId || !isSelfServePlanKey(plan)) {
    throw precondition(CLAIM_MESSAGES.notSignup, 'not_signup');
  }
  return db.tenantTransaction(tenantId, async (tx) => {
    // The key serialises racing claims: the second waits for the first, then finds its row.
    if (!(await insertClaim(tx, { sessionId, tenantId, plan }))) {
      // The same workspace asking again (a retried provision) is answered, not charged twice.
      if ((await claimantOf(tx, sessionId)) === tenantId) return ensureSubscription(tx, tenantId);
      throw precondition(CLAIM_MESSAGES.claimed, 'claimed');
    }
    const before = await ensureSubscription(tx, tenantId);
    await updateSubscription(tx, tenantId, {
      plan,
      status: 'active',
      billing_interval: checkout.interval ?? 'monthly',
      seats_purchased: Math.max(
        before.seats_purchased,
        checkout.seats ?? 1,
        PLAN_ENTITLEMENTS[plan].includedSeats,
      ),
      provider_customer_id: checkout.customerId ?? before.provider_customer_id,
      provider_subscription_id: checkout.subscriptionId ?? before.provider_subscription_id,
    });
    // Inside the transaction: if the provider cannot be told, the claim is undone and may be
    // retried, rather than leaving a subscription whose events would name no workspace.
    await provider.attachToTenant(checkout, tenantId);
    // The landing payment's invoice arrived before any workspace: it joins this one's history.
    if (checkout.invoice) {
      const { invoice } = checkout;
      const created = new Date(invoice.created * 1000);
      await upsertInvoice(
        tx,
        tenantId,
        {
          id: invoice.id,
          created_at: created,
          amount_cents: invoice.amountCents,
          status: invoice.status,
          hosted_invoice_url: invoice.hostedInvoiceUrl,
        },
        created,
      );
    }
    const after = await ensureSubscription(tx, tenantId);
    await publishChanges(tx, before, after);
    return after;
  });
}
