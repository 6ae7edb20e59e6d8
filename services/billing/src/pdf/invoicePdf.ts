/**
 * An invoice as a PDF (pdfkit): the tenant's logo and name, the number and dates, whom it is
 * for, the lines, and the figures Stripe answered (subtotal, discount, tax, total, paid, due),
 * every amount through Intl.NumberFormat in the invoice's currency. The standard Helvetica
 * font covers Latin-1, which names and descriptions are shown in.
 */
import PDFDocument from 'pdfkit';

export interface InvoiceDocument {
  businessName: string;
  /** PNG or JPEG bytes; other image types are left out (pdfkit draws these two). */
  logo?: Buffer;
  number: string;
  status: string;
  currency: string;
  issuedOn: string;
  dueOn: string;
  billTo: Array<{ name: string; email: string }>;
  lines: Array<{ description: string; quantity: number; unitAmount: number; amount: number }>;
  subtotal: number;
  discount: number;
  taxRateBps: number;
  taxAmount: number;
  total: number;
  amountPaid: number;
  amountDue: number;
  amountRefunded: number;
  notes: string;
}

/** Minor units in the invoice's currency, as a person reads them ($1,234.50). */
export const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    minor / 100,
  );

const STATUS_WORDS: Record<string, string> = {
  draft: 'Draft',
  open: 'Due',
  paid: 'Paid',
  void: 'Void',
  uncollectible: 'Uncollectible',
};

export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Invoice ${doc.number}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const fmt = (minor: number) => money(minor, doc.currency);
  const right = pdf.page.width - 50;

  let top = 50;
  if (doc.logo) {
    try {
      pdf.image(doc.logo, 50, top, { fit: [140, 60] });
      top += 70;
    } catch {
      // An image pdfkit cannot read is left out rather than failing the invoice.
    }
  }
  pdf.font('Helvetica-Bold').fontSize(18).text(doc.businessName, 50, top);
  pdf.font('Helvetica').fontSize(10);
  pdf.text(`Invoice ${doc.number}`, 50, top, { align: 'right' });
  pdf.text(`Status: ${STATUS_WORDS[doc.status] ?? doc.status}`, { align: 'right' });
  pdf.text(`Issued: ${doc.issuedOn}`, { align: 'right' });
  if (doc.dueOn) pdf.text(`Due: ${doc.dueOn}`, { align: 'right' });

  pdf.moveDown(2);
  pdf.font('Helvetica-Bold').text('Bill to', 50);
  pdf.font('Helvetica');
  for (const person of doc.billTo) pdf.text(`${person.name} <${person.email}>`);

  pdf.moveDown(1.5);
  const columns = { description: 50, quantity: 330, unit: 390, amount: 470 };
  const header = pdf.y;
  pdf.font('Helvetica-Bold');
  pdf.text('Description', columns.description, header);
  pdf.text('Qty', columns.quantity, header, { width: 50, align: 'right' });
  pdf.text('Unit price', columns.unit, header, { width: 70, align: 'right' });
  pdf.text('Amount', columns.amount, header, { width: right - columns.amount, align: 'right' });
  pdf.font('Helvetica');
  pdf
    .moveTo(50, pdf.y + 4)
    .lineTo(right, pdf.y + 4)
    .stroke();
  pdf.moveDown(0.5);
  for (const line of doc.lines) {
    if (pdf.y > pdf.page.height - 160) pdf.addPage();
    const y = pdf.y;
    pdf.text(line.description, columns.description, y, { width: 270 });
    const after = pdf.y;
    pdf.text(String(line.quantity), columns.quantity, y, { width: 50, align: 'right' });
    pdf.text(fmt(line.unitAmount), columns.unit, y, { width: 70, align: 'right' });
    pdf.text(fmt(line.amount), columns.amount, y, {
      width: right - columns.amount,
      align: 'right',
    });
    pdf.y = Math.max(after, pdf.y) + 4;
  }

  pdf.moveDown(1);
  const figure = (label: string, minor: number, bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    pdf.text(label, 330, y, { width: 130, align: 'right' });
    pdf.text(fmt(minor), columns.amount, y, { width: right - columns.amount, align: 'right' });
  };
  figure('Subtotal', doc.subtotal);
  if (doc.discount) figure('Discount', -doc.discount);
  if (doc.taxRateBps || doc.taxAmount)
    figure(`Tax (${(doc.taxRateBps / 100).toString()}%)`, doc.taxAmount);
  figure('Total', doc.total, true);
  if (doc.amountPaid) figure('Amount paid', doc.amountPaid);
  if (doc.amountRefunded) figure('Refunded', doc.amountRefunded);
  figure('Amount due', doc.amountDue - doc.amountPaid, true);

  if (doc.notes) {
    pdf.moveDown(2);
    pdf.font('Helvetica-Bold').text('Notes', 50);
    pdf.font('Helvetica').text(doc.notes, 50, pdf.y, { width: right - 50 });
  }
  pdf.end();
  return done;
}
