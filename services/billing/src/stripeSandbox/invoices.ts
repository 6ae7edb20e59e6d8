/**
 * Invoicing in the sandbox, on a connected account: customers, coupons, tax rates, invoices
 * (draft, lines, finalize, void), the hosted invoice page that pays them, the payments, refunds
 * and disputes that follow. Totals follow Stripe's arithmetic (../domain/invoiceTotals.ts); a
 * paid invoice's payment is found through invoice_payments, as on Stripe's current API.
 * Test cards are Stripe's: 4000 0000 0000 0002 is declined, 4000 0000 0000 0259 is disputed
 * after it is paid, any other valid number succeeds.
 */
import { invoiceTotals } from '../domain/invoiceTotals';
import { listSandboxObjects } from '../store/stripeSandbox';
import { countrySpec } from './accounts';
import {
  badRequest,
  int,
  metadataOf,
  newId,
  pageToken,
  seconds,
  StripeError,
  type Params,
  type RequestScope,
  type StripeObject,
} from './context';

const INVOICE_PATH = '/billing/sandbox-invoice';
export const DECLINED_CARD = '4000000000000002';
export const DISPUTED_CARD = '4000000000000259';

/** The customer's test clock time, else now: what "now" means for their invoices. */
export async function customerNow(scope: RequestScope, customerId: string): Promise<number> {
  const customer = await scope.find(customerId, 'customer');
  if (customer.test_clock) {
    const clock = await scope.find(String(customer.test_clock), 'test_helpers.test_clock');
    return Number(clock.frozen_time);
  }
  return seconds();
}

export async function createCustomer(scope: RequestScope, params: Params): Promise<StripeObject> {
  if (params.test_clock) await scope.find(String(params.test_clock), 'test_helpers.test_clock');
  return scope.create({
    id: newId('cus'),
    object: 'customer',
    email: params.email ? String(params.email) : null,
    name: params.name ? String(params.name) : null,
    metadata: metadataOf(params.metadata),
    test_clock: params.test_clock ? String(params.test_clock) : null,
    created: seconds(),
  });
}

export async function createCoupon(scope: RequestScope, params: Params): Promise<StripeObject> {
  const amountOff = params.amount_off === undefined ? null : int(params.amount_off, 'amount_off');
  if (amountOff === null && params.percent_off === undefined) {
    throw badRequest('Must provide either amount_off or percent_off', 'amount_off');
  }
  if (amountOff !== null && (amountOff <= 0 || !params.currency)) {
    throw badRequest('amount_off must be positive and requires a currency', 'amount_off');
  }
  return scope.create({
    id: newId('coupon'),
    object: 'coupon',
    amount_off: amountOff,
    percent_off: params.percent_off === undefined ? null : Number(params.percent_off),
    currency: params.currency ? String(params.currency) : null,
    duration: String(params.duration ?? 'once'),
    name: params.name ? String(params.name) : null,
    created: seconds(),
  });
}

export async function createTaxRate(scope: RequestScope, params: Params): Promise<StripeObject> {
  const percentage = Number(params.percentage);
  if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100) {
    throw badRequest('Invalid percentage', 'percentage');
  }
  return scope.create({
    id: newId('txr'),
    object: 'tax_rate',
    display_name: String(params.display_name ?? 'Tax'),
    percentage,
    inclusive: String(params.inclusive) === 'true',
    active: true,
    created: seconds(),
  });
}

type Line = {
  id: string;
  object: 'line_item';
  description: string;
  quantity: number;
  amount: number;
  currency: string;
  pricing: { unit_amount_decimal: string };
};

/** Totals from the lines, the coupon and the tax rate, as Stripe computes them. */
async function priced(scope: RequestScope, invoice: StripeObject): Promise<StripeObject> {
  const lines = (invoice.lines as { data: Line[] }).data;
  const taxRates = invoice.default_tax_rates as StripeObject[];
  const discounts = invoice.discounts as Array<{ coupon: StripeObject }>;
  const bps = Math.round(Number(taxRates[0]?.percentage ?? 0) * 100);
  const amountOff = Number(discounts[0]?.coupon.amount_off ?? 0);
  const totals = invoiceTotals(
    lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitAmount: Number(line.pricing.unit_amount_decimal),
    })),
    bps,
    amountOff,
  );
  const paid = Number(invoice.amount_paid ?? 0);
  return Object.assign(invoice, {
    subtotal: totals.subtotal,
    subtotal_excluding_tax: totals.subtotal,
    total_discount_amounts: totals.discount
      ? [{ amount: totals.discount, discount: String(discounts[0]?.coupon.id) }]
      : [],
    total_taxes: taxRates[0]
      ? [
          {
            amount: totals.taxAmount,
            tax_behavior: 'exclusive',
            taxable_amount: totals.subtotal - totals.discount,
            type: 'tax_rate_details',
            tax_rate_details: { tax_rate: taxRates[0].id },
          },
        ]
      : [],
    total_excluding_tax: totals.subtotal - totals.discount,
    total: totals.total,
    amount_due: totals.total,
    amount_remaining: Math.max(0, totals.total - paid),
  });
}

export async function createInvoice(scope: RequestScope, params: Params): Promise<StripeObject> {
  const customer = await scope.find(String(params.customer ?? ''), 'customer');
  const currency = String(params.currency ?? '').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw badRequest('Invalid currency', 'currency');
  const account = await scope.find(scope.account, 'account');
  const supported = countrySpec(String(account.country)).supported_payment_currencies as string[];
  if (!supported.includes(currency)) {
    throw badRequest(`Invalid currency: ${currency}`, 'currency');
  }
  if (params.collection_method === 'send_invoice' && !params.due_date && !params.days_until_due) {
    throw badRequest('Missing required param: due_date or days_until_due.', 'due_date');
  }
  if (params.number) {
    const taken = await listSandboxObjects(
      scope.tx,
      scope.account,
      'invoice',
      'number',
      String(params.number),
    );
    if (taken.length) throw badRequest('Invoice number already exists', 'number');
  }
  const taxRates = await Promise.all(
    ((params.default_tax_rates ?? []) as unknown[]).map((id) => scope.find(String(id), 'tax_rate')),
  );
  const discounts = await Promise.all(
    ((params.discounts ?? []) as Array<{ coupon?: string }>).map(async (d) => ({
      coupon: await scope.find(String(d.coupon ?? ''), 'coupon'),
    })),
  );
  const now = await customerNow(scope, customer.id);
  const invoice = await priced(scope, {
    id: newId('in'),
    object: 'invoice',
    customer: customer.id,
    customer_email: customer.email,
    customer_name: customer.name,
    currency,
    status: 'draft',
    number: params.number ? String(params.number) : null,
    collection_method: String(params.collection_method ?? 'charge_automatically'),
    due_date: params.due_date ? int(params.due_date, 'due_date') : null,
    description: params.description ? String(params.description) : null,
    footer: params.footer ? String(params.footer) : null,
    metadata: metadataOf(params.metadata),
    default_tax_rates: taxRates,
    discounts,
    lines: { object: 'list', data: [], has_more: false, url: '' },
    amount_paid: 0,
    application_fee_amount: params.application_fee_amount
      ? int(params.application_fee_amount, 'application_fee_amount')
      : null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    parent: null,
    status_transitions: { finalized_at: null, paid_at: null, voided_at: null },
    created: now,
    livemode: false,
  });
  await scope.create(invoice);
  await scope.emit('invoice.created', invoice, now);
  return invoice;
}

export async function addLines(scope: RequestScope, id: string, params: Params) {
  const invoice = await scope.find(id, 'invoice', true);
  if (invoice.status !== 'draft') throw badRequest('You can only add lines to a draft invoice');
  const lines = Object.values((params.lines ?? {}) as Record<string, Params>);
  if (lines.length === 0) throw badRequest('Missing required param: lines.', 'lines');
  const data = (invoice.lines as { data: Line[] }).data;
  lines.forEach((line, i) => {
    const price = (line.price_data ?? {}) as Params;
    const quantity = line.quantity === undefined ? 1 : int(line.quantity, `lines[${i}][quantity]`);
    const unit = int(price.unit_amount, `lines[${i}][price_data][unit_amount]`);
    if (String(price.currency ?? '').toLowerCase() !== invoice.currency) {
      throw badRequest(
        'The line’s currency must match the invoice’s',
        `lines[${i}][price_data][currency]`,
      );
    }
    if (quantity < 0 || unit < 0) throw badRequest('Amounts must be positive', `lines[${i}]`);
    const product = (price.product_data ?? {}) as Params;
    data.push({
      id: newId('il'),
      object: 'line_item',
      description: String(line.description ?? product.name ?? ''),
      quantity,
      amount: quantity * unit,
      currency: String(invoice.currency),
      pricing: { unit_amount_decimal: String(unit) },
    });
  });
  if (data.length > 250) throw badRequest('An invoice may have at most 250 lines', 'lines');
  return scope.save(await priced(scope, invoice));
}

export async function updateInvoice(scope: RequestScope, id: string, params: Params) {
  const invoice = await scope.find(id, 'invoice', true);
  if (params.application_fee_amount !== undefined) {
    if (invoice.status !== 'draft' && invoice.status !== 'open') {
      throw badRequest('You can only change the fee of a draft or open invoice');
    }
    const fee = int(params.application_fee_amount, 'application_fee_amount');
    if (fee < 0 || fee > Number(invoice.total)) {
      throw badRequest(
        'application_fee_amount must not exceed the invoice total',
        'application_fee_amount',
      );
    }
    invoice.application_fee_amount = fee;
  }
  if (params.metadata)
    invoice.metadata = { ...(invoice.metadata as object), ...metadataOf(params.metadata) };
  if (params.number !== undefined) {
    if (invoice.status !== 'draft') throw badRequest('You can only renumber a draft invoice');
    invoice.number = String(params.number);
  }
  return scope.save(invoice);
}

async function nextNumber(scope: RequestScope): Promise<string> {
  const count = (await listSandboxObjects(scope.tx, scope.account, 'invoice', 'status', 'open'))
    .length;
  return `SANDBOX-${String(count + 1).padStart(4, '0')}`;
}

export async function finalizeInvoice(scope: RequestScope, id: string): Promise<StripeObject> {
  const invoice = await scope.find(id, 'invoice', true);
  if (invoice.status !== 'draft') {
    throw badRequest(
      `This invoice is already finalized, you can't re-finalize a non-draft invoice.`,
    );
  }
  const now = await customerNow(scope, String(invoice.customer));
  const token = pageToken();
  Object.assign(invoice, {
    status: 'open',
    number: invoice.number ?? (await nextNumber(scope)),
    hosted_invoice_url: new URL(`${INVOICE_PATH}/${token}`, scope.publicUrl).toString(),
    invoice_pdf: null,
    status_transitions: { ...(invoice.status_transitions as object), finalized_at: now },
  });
  await scope.save(invoice);
  // The page's token names the invoice (a second object, so the invoice's id is not the secret).
  await scope.create(
    { id: newId('hip'), object: 'sandbox_hosted_invoice', invoice: invoice.id },
    token,
  );
  await scope.emit('invoice.finalized', invoice, now);
  return invoice;
}

export async function voidInvoice(scope: RequestScope, id: string): Promise<StripeObject> {
  const invoice = await scope.find(id, 'invoice', true);
  if (invoice.status !== 'open' && invoice.status !== 'uncollectible') {
    throw badRequest(
      `You can only void an open or uncollectible invoice, this one is ${String(invoice.status)}.`,
    );
  }
  const now = await customerNow(scope, String(invoice.customer));
  Object.assign(invoice, {
    status: 'void',
    amount_remaining: 0,
    status_transitions: { ...(invoice.status_transitions as object), voided_at: now },
  });
  await scope.save(invoice);
  await scope.emit('invoice.voided', invoice, now);
  return invoice;
}

export async function listInvoicePayments(scope: RequestScope, query: Params) {
  const invoice = String(query.invoice ?? '');
  if (!invoice) throw badRequest('Missing required param: invoice.', 'invoice');
  const rows = await listSandboxObjects(
    scope.tx,
    scope.account,
    'invoice_payment',
    'invoice',
    invoice,
  );
  return {
    object: 'list',
    data: rows.map((r) => r.data),
    has_more: false,
    url: '/v1/invoice_payments',
  };
}

/** The hosted invoice page: what it shows. */
export async function hostedInvoice(scope: RequestScope, invoiceId: string) {
  const invoice = await scope.find(invoiceId, 'invoice');
  const account = await scope.find(scope.account, 'account');
  return { invoice, account };
}

/**
 * A card entered on the hosted page: the invoice is paid once (the row is locked, and a paid,
 * void or uncollectible one refuses), or the card is declined and the invoice stays open.
 */
export async function payHostedInvoice(
  scope: RequestScope,
  invoiceId: string,
  cardNumber: string,
): Promise<'succeeded' | 'card_declined'> {
  const invoice = await scope.find(invoiceId, 'invoice', true);
  if (invoice.status !== 'open') {
    throw new StripeError(
      400,
      `This invoice is ${String(invoice.status)} and cannot be paid.`,
      undefined,
      'invalid_request_error',
      'invoice_not_open',
    );
  }
  const card = cardNumber.replace(/\D/g, '');
  if (!/^\d{13,19}$/.test(card)) throw badRequest('Your card number is incomplete.', 'card_number');
  const now = await customerNow(scope, String(invoice.customer));
  const amount = Number(invoice.amount_remaining);
  if (card === DECLINED_CARD) {
    await scope.emit('invoice.payment_failed', { ...invoice, last_finalization_error: null }, now);
    return 'card_declined';
  }
  const paymentIntent = newId('pi');
  const charge = await scope.create({
    id: newId('ch'),
    object: 'charge',
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    currency: invoice.currency,
    customer: invoice.customer,
    payment_intent: paymentIntent,
    paid: true,
    refunded: false,
    disputed: false,
    status: 'succeeded',
    application_fee_amount: invoice.application_fee_amount,
    payment_method_details: { type: 'card', card: { brand: 'visa', last4: card.slice(-4) } },
    created: now,
  });
  await scope.create({
    id: paymentIntent,
    object: 'payment_intent',
    amount,
    currency: invoice.currency,
    customer: invoice.customer,
    latest_charge: charge.id,
    status: 'succeeded',
    created: now,
  });
  await scope.create({
    id: newId('inpay'),
    object: 'invoice_payment',
    invoice: invoice.id,
    amount_paid: amount,
    amount_requested: amount,
    currency: invoice.currency,
    is_default: true,
    status: 'paid',
    payment: { type: 'payment_intent', payment_intent: paymentIntent },
    status_transitions: { paid_at: now, canceled_at: null },
    created: now,
  });
  Object.assign(invoice, {
    status: 'paid',
    amount_paid: Number(invoice.amount_paid) + amount,
    amount_remaining: 0,
    status_transitions: { ...(invoice.status_transitions as object), paid_at: now },
  });
  await scope.save(invoice);
  await scope.emit('invoice.paid', invoice, now);
  if (card === DISPUTED_CARD) {
    const dispute = await scope.create({
      id: newId('dp'),
      object: 'dispute',
      amount,
      currency: invoice.currency,
      charge: charge.id,
      payment_intent: paymentIntent,
      reason: 'fraudulent',
      status: 'needs_response',
      created: now,
    });
    await scope.save({ ...charge, disputed: true });
    await scope.emit('charge.dispute.created', dispute, now);
  }
  return 'succeeded';
}

export async function createRefund(scope: RequestScope, params: Params): Promise<StripeObject> {
  const intent = await scope.find(String(params.payment_intent ?? ''), 'payment_intent');
  const charge = await scope.find(String(intent.latest_charge), 'charge', true);
  const left = Number(charge.amount) - Number(charge.amount_refunded);
  const amount = params.amount === undefined ? left : int(params.amount, 'amount');
  if (amount <= 0 || amount > left) {
    throw new StripeError(
      400,
      `Charge ${charge.id} has already been refunded.`,
      'amount',
      'invalid_request_error',
      'charge_already_refunded',
    );
  }
  const now = seconds();
  const refund = await scope.create({
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    payment_intent: intent.id,
    currency: charge.currency,
    status: 'succeeded',
    created: now,
  });
  Object.assign(charge, {
    amount_refunded: Number(charge.amount_refunded) + amount,
    refunded: Number(charge.amount_refunded) + amount === Number(charge.amount),
  });
  await scope.save(charge);
  await scope.emit('charge.refunded', charge, now);
  return refund;
}
