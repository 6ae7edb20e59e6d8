/**
 * Subscriptions in the sandbox (an agency's retainers): a product, a subscription with an
 * inline monthly or yearly price, invoices sent each period (collection by invoice, due after
 * days_until_due), cancel at period end, and Stripe's test clocks, which move a customer's
 * time forward so the next period's invoice comes without waiting a month.
 */
import { dueSandboxSubscriptions } from '../store/stripeSandbox';
import {
  badRequest,
  int,
  metadataOf,
  newId,
  seconds,
  type Params,
  type RequestScope,
  type StripeObject,
} from './context';
import { basisPointsOf } from '../domain/invoiceTotals';
import { createInvoice, customerNow, addLines, finalizeInvoice, updateInvoice } from './invoices';

/** `from` plus one interval, by the calendar (UTC), as Stripe's billing periods run. */
export function addInterval(from: number, interval: string): number {
  const date = new Date(from * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return seconds(date);
}

export async function createProduct(scope: RequestScope, params: Params): Promise<StripeObject> {
  if (!params.name) throw badRequest('Missing required param: name.', 'name');
  return scope.create({
    id: newId('prod'),
    object: 'product',
    name: String(params.name),
    active: true,
    created: seconds(),
  });
}

type Item = {
  id: string;
  object: 'subscription_item';
  quantity: number;
  price: {
    id: string;
    object: 'price';
    currency: string;
    unit_amount: number;
    product: string;
    recurring: { interval: string; interval_count: number };
  };
  current_period_start: number;
  current_period_end: number;
};

const itemOf = (subscription: StripeObject) => (subscription.items as { data: Item[] }).data[0]!;

/** The invoice of the period that starts at `start`, sent to the customer. */
async function invoicePeriod(scope: RequestScope, subscription: StripeObject): Promise<void> {
  const item = itemOf(subscription);
  const invoice = await createInvoice(scope, {
    customer: subscription.customer,
    currency: item.price.currency,
    collection_method: 'send_invoice',
    days_until_due: subscription.days_until_due,
    due_date: item.current_period_start + Number(subscription.days_until_due ?? 30) * 86400,
    metadata: subscription.metadata,
  });
  invoice.parent = {
    type: 'subscription_details',
    subscription_details: {
      subscription: subscription.id,
      metadata: subscription.metadata,
    },
  };
  await scope.save(invoice);
  await addLines(scope, invoice.id, {
    lines: {
      0: {
        description: String((await scope.find(item.price.product, 'product')).name),
        quantity: item.quantity,
        price_data: { currency: item.price.currency, unit_amount: item.price.unit_amount },
      },
    },
  });
  const withLines = await scope.find(invoice.id, 'invoice');
  const percent = Number(subscription.application_fee_percent ?? 0);
  await updateInvoice(scope, invoice.id, {
    application_fee_amount: basisPointsOf(Number(withLines.total), Math.round(percent * 100)),
  });
  await finalizeInvoice(scope, invoice.id);
}

export async function createSubscription(
  scope: RequestScope,
  params: Params,
): Promise<StripeObject> {
  const customer = await scope.find(String(params.customer ?? ''), 'customer');
  const items = Object.values((params.items ?? {}) as Record<string, Params>);
  if (items.length !== 1) throw badRequest('The sandbox takes exactly one item', 'items');
  const priceData = (items[0]!.price_data ?? {}) as Params;
  const product = await scope.find(String(priceData.product ?? ''), 'product');
  const recurring = (priceData.recurring ?? {}) as Params;
  const interval = String(recurring.interval ?? '');
  if (interval !== 'month' && interval !== 'year') {
    throw badRequest('Invalid interval', 'items[0][price_data][recurring][interval]');
  }
  const unitAmount = int(priceData.unit_amount, 'items[0][price_data][unit_amount]');
  if (unitAmount <= 0)
    throw badRequest('unit_amount must be positive', 'items[0][price_data][unit_amount]');
  if (params.collection_method === 'send_invoice' && params.days_until_due === undefined) {
    throw badRequest('Missing required param: days_until_due.', 'days_until_due');
  }
  const now = await customerNow(scope, customer.id);
  const anchor = params.billing_cycle_anchor
    ? int(params.billing_cycle_anchor, 'billing_cycle_anchor')
    : now;
  if (anchor < now)
    throw badRequest('billing_cycle_anchor cannot be in the past', 'billing_cycle_anchor');
  const later = anchor > now;
  const subscription: StripeObject = {
    id: newId('sub'),
    object: 'subscription',
    customer: customer.id,
    status: 'active',
    collection_method: String(params.collection_method ?? 'charge_automatically'),
    days_until_due:
      params.days_until_due === undefined ? null : int(params.days_until_due, 'days_until_due'),
    application_fee_percent:
      params.application_fee_percent === undefined ? null : Number(params.application_fee_percent),
    billing_cycle_anchor: anchor,
    cancel_at_period_end: false,
    canceled_at: null,
    start_date: now,
    metadata: metadataOf(params.metadata),
    items: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: newId('si'),
          object: 'subscription_item',
          quantity: 1,
          price: {
            id: newId('price'),
            object: 'price',
            currency: String(priceData.currency ?? '').toLowerCase(),
            unit_amount: unitAmount,
            product: product.id,
            recurring: { interval, interval_count: 1 },
          },
          // Until a later anchor, the first period is free (proration_behavior none).
          current_period_start: now,
          current_period_end: later ? anchor : addInterval(now, interval),
        } satisfies Item,
      ],
    },
    created: now,
  };
  await scope.create(subscription);
  await scope.emit('customer.subscription.created', subscription, now);
  if (!later) await invoicePeriod(scope, subscription);
  return subscription;
}

export async function updateSubscription(scope: RequestScope, id: string, params: Params) {
  const subscription = await scope.find(id, 'subscription', true);
  if (subscription.status === 'canceled') throw badRequest('This subscription is canceled');
  if (params.cancel_at_period_end !== undefined) {
    subscription.cancel_at_period_end = String(params.cancel_at_period_end) === 'true';
  }
  if (params.metadata)
    subscription.metadata = {
      ...(subscription.metadata as object),
      ...metadataOf(params.metadata),
    };
  await scope.save(subscription);
  await scope.emit(
    'customer.subscription.updated',
    subscription,
    await customerNow(scope, String(subscription.customer)),
  );
  return subscription;
}

export async function cancelSubscription(scope: RequestScope, id: string) {
  const subscription = await scope.find(id, 'subscription', true);
  const now = await customerNow(scope, String(subscription.customer));
  Object.assign(subscription, { status: 'canceled', canceled_at: now, ended_at: now });
  await scope.save(subscription);
  await scope.emit('customer.subscription.deleted', subscription, now);
  return subscription;
}

export async function createTestClock(scope: RequestScope, params: Params) {
  return scope.create({
    id: newId('clock'),
    object: 'test_helpers.test_clock',
    frozen_time:
      params.frozen_time === undefined ? seconds() : int(params.frozen_time, 'frozen_time'),
    name: params.name ? String(params.name) : null,
    status: 'ready',
    created: seconds(),
  });
}

/**
 * Moves a test clock forward: every subscription of its customers whose period ends by then
 * starts its next period with an invoice (or ends, when it was cancelled at period end).
 */
export async function advanceTestClock(scope: RequestScope, id: string, params: Params) {
  const clock = await scope.find(id, 'test_helpers.test_clock', true);
  const frozen = int(params.frozen_time, 'frozen_time');
  if (frozen <= Number(clock.frozen_time)) {
    throw badRequest('The new frozen_time must be after the current one', 'frozen_time');
  }
  clock.frozen_time = frozen;
  await scope.save(clock);
  for (;;) {
    const due = [];
    for (const row of await dueSandboxSubscriptions(scope.tx, frozen)) {
      if (row.account !== scope.account) continue;
      const customer = await scope.find(String(row.data.customer), 'customer');
      if (customer.test_clock === clock.id) due.push(row.data as StripeObject);
    }
    if (due.length === 0) break;
    for (const subscription of due) {
      const item = itemOf(subscription);
      const end = item.current_period_end;
      if (subscription.cancel_at_period_end) {
        Object.assign(subscription, { status: 'canceled', canceled_at: end, ended_at: end });
        await scope.save(subscription);
        await scope.emit('customer.subscription.deleted', subscription, end);
        continue;
      }
      item.current_period_start = end;
      item.current_period_end = addInterval(end, item.price.recurring.interval);
      await scope.save(subscription);
      // The clock stands at the period's start while its invoice is made.
      await scope.save({ ...clock, frozen_time: end });
      await invoicePeriod(scope, subscription);
      await scope.emit('customer.subscription.updated', subscription, end);
      await scope.save({ ...clock, frozen_time: frozen });
    }
  }
  return { ...clock, status: 'ready' };
}
