/**
 * Client invoices' emails as their readers see them (issue 29): the agency's name, each amount
 * in the invoice's own currency, the due date, the link to the invoice, and what happened to
 * it for the admins.
 */
import { renderEmail } from '../src/email/templates';

const base = {
  branding: { name: 'Studio Nord', color: '#0f766e' },
  link: 'https://portal.example.com/invoices/1',
  invoice: { number: 'INV-0007', amount: 123_450, currency: 'eur', dueDate: '2030-04-01' },
};

it('sends the client the invoice in its currency with its due date and link', () => {
  const email = renderEmail('invoice_sent', { ...base, firstName: 'Cleo' });
  expect(email.subject).toBe('Studio Nord: invoice INV-0007 for €1,234.50');
  expect(email.text).toContain('Hi Cleo,');
  expect(email.text).toContain('due 2030-04-01');
  expect(email.text).toContain('View the invoice: https://portal.example.com/invoices/1');
});

it('gives the client a receipt and tells the admins of a payment, a refund or a dispute', () => {
  expect(renderEmail('invoice_receipt', base).subject).toBe(
    'Studio Nord: receipt for invoice INV-0007',
  );
  const gbp = { ...base.invoice, currency: 'gbp', amount: 5_000 };
  expect(
    renderEmail('invoice_admin', { ...base, invoice: { ...gbp, event: 'refunded' } }).text,
  ).toContain('Invoice INV-0007 was refunded: £50.00.');
  const disputed = renderEmail('invoice_admin', {
    ...base,
    invoice: { ...gbp, event: 'disputed' },
  });
  expect(disputed.subject).toBe('Studio Nord: invoice INV-0007 disputed');
  expect(disputed.text).toContain('You receive this as an administrator of the workspace.');
});
