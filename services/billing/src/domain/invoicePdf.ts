/** The invoice's PDF for whoever may read the invoice: the tenant's brand and Stripe's figures. */
import { renderInvoicePdf } from '../pdf/invoicePdf';
import { readInvoice } from './clientInvoices';
import type { PaymentsCaller, PaymentsDeps } from './paymentsDeps';

export async function invoicePdf(
  deps: PaymentsDeps,
  caller: PaymentsCaller,
  id: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await readInvoice(deps, caller, id);
  const brand = await deps.directory.brand(caller.tenantId);
  const number = row.number ?? 'Draft';
  const pdf = await renderInvoicePdf({
    businessName: brand.name,
    logo: brand.logo,
    number,
    status: row.status,
    currency: row.currency,
    issuedOn: (row.sent_at ?? row.created_at).toISOString().slice(0, 10),
    dueOn: row.due_date ?? '',
    billTo: row.clients.map((c) => ({ name: c.name || c.email, email: c.email })),
    lines: row.lines,
    subtotal: Number(row.subtotal),
    discount: Number(row.discount_amount),
    taxRateBps: row.tax_rate_bps,
    taxAmount: Number(row.tax_amount),
    total: Number(row.total),
    amountPaid: Number(row.amount_paid),
    amountDue: Number(row.amount_due),
    amountRefunded: Number(row.amount_refunded),
    notes: row.notes,
  });
  return { pdf, fileName: `${number}.pdf` };
}
