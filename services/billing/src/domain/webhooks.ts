/**
 * Applying provider events (Stripe's shape, from Stripe or the sandbox): each event id is
 * recorded first, in the same transaction as its effect, so a redelivery or the reconcile's
 * replay changes nothing twice. Subscription state only moves forward in the provider's time:
 * an older event arriving after a newer one is recorded and otherwise ignored.
 */
import type Stripe from 'stripe';
import { invalid, publish, type Database, type Tx } from '@portico/kit';
import { entitlementsOf, isPlanKey, MIN_ADMIN_SEATS } from '@portico/rules';
import type { PaymentProvider } from '../provider/types';
import { upsertInvoice } from '../store/invoices';
import { recordProviderEvent } from '../store/providerEvents';
import {
  ensureSubscription,
  updateSubscription,
  type SubscriptionRow,
} from '../store/subscriptions';

export interface AppliedEvent {
  eventId: string;
  eventType: string;
  applied: boolean;
}

type Meta = Record<string, string> | null | undefined;
type Obj = Record<string, unknown> & { metadata?: Meta };

const tenantOf = (object: Obj): string | undefined => {
  const direct = object.metadata?.tenant_id;
  if (direct) return direct;
  // Invoices carry their subscription's metadata under parent (API 2025+) or subscription_details.
  const parent = object.parent as { subscription_details?: { metadata?: Meta } } | undefined;
  const details = (parent?.subscription_details ?? object.subscription_details) as
    { metadata?: Meta } | undefined;
  return details?.metadata?.tenant_id ?? undefined;
};

const str = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : ((value as { id?: string } | null)?.id ?? undefined);

export const SIGNATURE_FAILED = 'Webhook signature verification failed';

/** A webhook as it arrived: verified over its exact bytes first, then applied once. */
export async function handleProviderWebhook(
  db: Database,
  provider: PaymentProvider,
  payload: Buffer,
  signature: string,
): Promise<AppliedEvent> {
  let event;
  try {
    event = provider.constructEvent(payload, signature);
  } catch {
    // Bad signature, tampered body, stale timestamp or wrong secret: nothing is applied.
    throw invalid(SIGNATURE_FAILED, 'signature');
  }
  return applyProviderEvent(db, event);
}

export async function applyProviderEvent(db: Database, event: Stripe.Event): Promise<AppliedEvent> {
  const object = event.data.object as unknown as Obj;
  const tenantId = tenantOf(object);
  const result = { eventId: event.id, eventType: event.type, applied: false };
  const record = (tx: Tx) =>
    recordProviderEvent(tx, {
      id: event.id,
      type: event.type,
      created: event.created,
      tenantId,
    });
  // Events of no tenant (a landing-page signup before its workspace) are recorded only.
  if (!tenantId) {
    await db.transaction(record);
    return result;
  }
  return db.tenantTransaction(tenantId, async (tx) => {
    if (!(await record(tx))) return result;
    const before = await ensureSubscription(tx, tenantId);
    const created = new Date(event.created * 1000);
    const newer = !before.provider_event_created || before.provider_event_created <= created;
    switch (event.type) {
      case 'checkout.session.completed': {
        const plan = object.metadata?.plan;
        if (!newer) return result;
        await updateSubscription(tx, tenantId, {
          provider_customer_id: str(object.customer) ?? before.provider_customer_id,
          provider_subscription_id: str(object.subscription) ?? before.provider_subscription_id,
          ...(object.metadata?.purpose === 'upgrade_plan' && isPlanKey(plan)
            ? {
                plan,
                status: 'active',
                billing_interval: intervalOf(object.metadata),
                ...seatsSold(object.metadata),
              }
            : {}),
          provider_event_created: created,
        });
        break;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        // Recorded, but older than what is applied: it must not undo a newer state.
        if (!newer) return result;
        const deleted = event.type === 'customer.subscription.deleted';
        const item = (object.items as { data?: Array<Record<string, unknown>> } | undefined)
          ?.data?.[0];
        const plan = object.metadata?.plan;
        const periodEnd = (item?.current_period_end ?? object.current_period_end) as
          number | undefined;
        await updateSubscription(tx, tenantId, {
          provider_customer_id: str(object.customer) ?? before.provider_customer_id,
          provider_subscription_id: deleted ? null : (str(object.id) ?? null),
          // A cancelled subscription leaves the workspace on starter, one seat.
          plan: deleted ? 'starter' : isPlanKey(plan) ? plan : before.plan,
          seats_purchased: deleted
            ? MIN_ADMIN_SEATS
            : Math.max(MIN_ADMIN_SEATS, Number(item?.quantity ?? before.seats_purchased)),
          status: deleted ? 'canceled' : String(object.status ?? before.status),
          current_period_end: periodEnd ? new Date(periodEnd * 1000) : before.current_period_end,
          provider_event_created: created,
        });
        break;
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const paid = event.type === 'invoice.paid';
        await upsertInvoice(
          tx,
          tenantId,
          {
            id: String(object.id),
            created_at: new Date(Number(object.created ?? event.created) * 1000),
            amount_cents: Number((paid ? object.amount_paid : object.amount_due) ?? 0),
            status: paid ? 'paid' : 'open',
            hosted_invoice_url: String(object.hosted_invoice_url ?? ''),
          },
          created,
        );
        if (newer) {
          await updateSubscription(tx, tenantId, {
            status: paid ? 'active' : 'past_due',
            provider_event_created: created,
          });
        }
        break;
      }
      default:
        return result;
    }
    await publishChanges(tx, before, (await ensureSubscription(tx, tenantId))!);
    return { ...result, applied: true };
  });
}

const intervalOf = (metadata: Meta) => (metadata?.interval === 'annual' ? 'annual' : 'monthly');

/**
 * The seats an upgrade's checkout sold (its metadata, set by checkout.ts's upgradeSeats), so the
 * plan and its seats change together: the subscription event that also carries them may come
 * later, and between the two a workspace on pro with the seats of starter refused the admins
 * it had just paid for ("All 1 admin seats"). Nothing when the session names none.
 */
function seatsSold(metadata: Meta): { seats_purchased?: number } {
  const seats = Number(metadata?.seats);
  return Number.isInteger(seats) && seats >= 1
    ? { seats_purchased: Math.max(MIN_ADMIN_SEATS, seats) }
    : {};
}

/** Tenancy follows these to set the workspace's tier, features and limits. */
export async function publishChanges(
  tx: Tx,
  before: Pick<SubscriptionRow, 'plan' | 'seats_purchased'> | undefined,
  after: SubscriptionRow,
): Promise<void> {
  const plan = entitlementsOf(after.plan);
  if (plan && before?.plan !== after.plan) {
    await publish(tx, {
      SubscriptionEvent: {
        tenant_id: after.tenant_id,
        plan_changed: {
          old_plan: before?.plan ?? '',
          new_plan: after.plan,
          interval: after.billing_interval,
          client_limit: plan.clientLimit === 'unlimited' ? 0 : plan.clientLimit,
          unlimited_clients: plan.clientLimit === 'unlimited',
          features: [...plan.features],
          seats_purchased: after.seats_purchased,
        },
      },
    });
  }
  if (before?.seats_purchased !== after.seats_purchased) {
    await publish(tx, {
      SubscriptionEvent: {
        tenant_id: after.tenant_id,
        seats_changed: {
          old_seats: before?.seats_purchased ?? 0,
          new_seats: after.seats_purchased,
        },
      },
    });
  }
}
