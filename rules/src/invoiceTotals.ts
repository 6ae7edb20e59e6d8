/**
 * An invoice's figures from its lines, tax rate and discount, in integer minor units: the
 * editor's live preview, the draft's stored totals, and the sandbox's Stripe (which plays
 * Stripe's arithmetic with this function). Pure: the browser bundles it. Once an invoice is on Stripe the figures Stripe
 * answers are stored and shown instead, so the PDF and the portal always match Stripe's.
 *
 * The discount is an amount off the subtotal (a Stripe coupon's amount_off); tax is exclusive
 * and computed on what is left, rounded half up to the minor unit.
 */
export interface InvoiceLineInput {
  description: string;
  quantity: number;
  unitAmount: number;
}

export interface InvoiceLine extends InvoiceLineInput {
  amount: number;
}

export interface InvoiceTotals {
  lines: InvoiceLine[];
  subtotal: number;
  discount: number;
  taxAmount: number;
  total: number;
}

/** `part` of `whole` in hundredths of a percent, rounded half up. */
export const basisPointsOf = (whole: number, bps: number): number =>
  Math.floor((whole * bps + 5000) / 10000);

export function invoiceTotals(
  lines: readonly InvoiceLineInput[],
  taxRateBps: number,
  discountAmount: number,
): InvoiceTotals {
  const priced = lines.map((line) => ({ ...line, amount: line.quantity * line.unitAmount }));
  const subtotal = priced.reduce((sum, line) => sum + line.amount, 0);
  const discount = Math.min(Math.max(0, discountAmount), subtotal);
  const taxAmount = basisPointsOf(subtotal - discount, taxRateBps);
  return { lines: priced, subtotal, discount, taxAmount, total: subtotal - discount + taxAmount };
}

/** The platform's fee on an invoice's total (application_fee_amount). */
export const platformFeeOf = (total: number, feeBps: number): number =>
  basisPointsOf(total, feeBps);
