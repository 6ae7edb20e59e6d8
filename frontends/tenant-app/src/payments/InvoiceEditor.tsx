/**
 * The invoice editor (issue 29): a client of the workspace, lines (description, quantity, unit
 * price), tax, discount, currency, due date and notes, with a live preview of the figures
 * computed as billing and Stripe compute them (@portico/rules invoiceTotals). Save keeps a
 * draft; Send numbers it, opens it on the agency's Stripe account and emails the client.
 * Billing checks everything again and its message is shown as is.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  errorMessage,
  QueryState,
  SelectField,
  TextField,
  useApiMutation,
  useApiQuery,
  useAuth,
  useToast,
} from '@portico/frontend-kit';
import { invoiceTotals } from '@portico/rules';
import { formatMoney } from './money';

interface LineDraft {
  description: string;
  quantity: string;
  unitPrice: string;
}

export const EDITOR_TEXT = {
  price: 'Prices are amounts like 120 or 99.50',
  noClient: 'Invite a client to the workspace first.',
} as const;

/** "99.50" → 9950; undefined for anything that is not an amount with at most two decimals. */
export const toMinor = (value: string): number | undefined => {
  const text = value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole, cents = ''] = text.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
};

const emptyLine = (): LineDraft => ({ description: '', quantity: '1', unitPrice: '' });

export function InvoiceEditor({
  currencies,
  defaultCurrency,
  onSaved,
}: {
  currencies: string[];
  defaultCurrency: string;
  onSaved: () => void;
}) {
  const me = useAuth().user?.id;
  const toast = useToast();
  const people = useApiQuery('/api/users', {
    params: { query: { status: 'active', sort: 'name', order: 'asc', page_size: '100' } },
  });
  const create = useApiMutation('post', '/api/payments/invoices');
  const send = useApiMutation('post', '/api/payments/invoices/{id}/send');
  const [clientId, setClientId] = useState('');
  const [currency, setCurrency] = useState(defaultCurrency || currencies[0] || 'usd');
  const [lines, setLines] = useState<LineDraft[]>([emptyLine()]);
  const [taxRate, setTaxRate] = useState('0');
  const [discount, setDiscount] = useState('0');
  const [dueDate, setDueDate] = useState('');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const priced = lines.map((line) => ({
    description: line.description,
    quantity: Number(line.quantity) || 0,
    unitAmount: toMinor(line.unitPrice) ?? 0,
  }));
  const taxBps = Math.round((Number(taxRate) || 0) * 100);
  const preview = invoiceTotals(priced, taxBps, toMinor(discount) ?? 0);
  const change = (index: number, field: keyof LineDraft, value: string) =>
    setLines(lines.map((line, i) => (i === index ? { ...line, [field]: value } : line)));

  const save = (andSend: boolean, chosen: string) => (event?: FormEvent) => {
    event?.preventDefault();
    setProblem(null);
    if (
      lines.some((line) => toMinor(line.unitPrice) === undefined) ||
      toMinor(discount) === undefined
    ) {
      setProblem(EDITOR_TEXT.price);
      return;
    }
    create.mutate(
      {
        body: {
          clientIds: chosen ? [chosen] : [],
          currency,
          lines: priced,
          taxRatePercent: Number(taxRate) || 0,
          discountAmount: toMinor(discount) ?? 0,
          dueDate,
          notes,
        },
      },
      {
        onError: (cause) => setProblem(errorMessage(cause, 'The invoice could not be saved')),
        onSuccess: (draft) => {
          if (!andSend) {
            toast('Draft saved', { tone: 'success' });
            onSaved();
            return;
          }
          send.mutate(
            { params: { path: { id: draft.id } } },
            {
              onError: (cause) => {
                setProblem(errorMessage(cause, 'The draft was saved but could not be sent'));
                onSaved();
              },
              onSuccess: (sent) => {
                toast(`Invoice ${sent.number} sent`, { tone: 'success' });
                onSaved();
              },
            },
          );
        },
      },
    );
  };

  return (
    <QueryState query={people} loadingLabel="Loading clients" error="Failed to load clients" retry>
      {(page) => {
        const clients = page.users.filter((u) => u.id !== me);
        if (clients.length === 0) return <p>{EDITOR_TEXT.noClient}</p>;
        const chosen = clientId || clients[0]!.id;
        return (
          <form className="pt-stack" onSubmit={save(false, chosen)} noValidate>
            <SelectField
              label="Client"
              value={chosen}
              onChange={(e) => setClientId(e.target.value)}
              options={clients.map((u) => ({ value: u.id, label: u.name || u.email }))}
            />
            <SelectField
              label="Currency"
              value={currency}
              onChange={(e) => setCurrency(e.target.value)}
              options={(currencies.length ? currencies : ['usd']).map((c) => ({
                value: c,
                label: c.toUpperCase(),
              }))}
            />
            {lines.map((line, i) => (
              <fieldset key={i} className="pt-row">
                <legend>Line {i + 1}</legend>
                <TextField
                  label={`Description, line ${i + 1}`}
                  value={line.description}
                  onChange={(e) => change(i, 'description', e.target.value)}
                />
                <TextField
                  label={`Quantity, line ${i + 1}`}
                  inputMode="numeric"
                  value={line.quantity}
                  onChange={(e) => change(i, 'quantity', e.target.value)}
                />
                <TextField
                  label={`Unit price, line ${i + 1}`}
                  inputMode="decimal"
                  value={line.unitPrice}
                  onChange={(e) => change(i, 'unitPrice', e.target.value)}
                />
              </fieldset>
            ))}
            <div className="pt-row">
              <Button
                type="button"
                variant="secondary"
                onClick={() => setLines([...lines, emptyLine()])}
              >
                Add a line
              </Button>
            </div>
            <TextField
              label="Tax rate (%)"
              inputMode="decimal"
              value={taxRate}
              onChange={(e) => setTaxRate(e.target.value)}
            />
            <TextField
              label="Discount"
              inputMode="decimal"
              value={discount}
              onChange={(e) => setDiscount(e.target.value)}
            />
            <TextField
              label="Due date"
              type="date"
              value={dueDate}
              onChange={(e) => setDueDate(e.target.value)}
            />
            <TextField label="Notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
            <dl className="invoice-preview" aria-label="Preview">
              <dt>Subtotal</dt>
              <dd>{formatMoney(preview.subtotal, currency)}</dd>
              <dt>Discount</dt>
              <dd>{formatMoney(preview.discount, currency)}</dd>
              <dt>Tax</dt>
              <dd>{formatMoney(preview.taxAmount, currency)}</dd>
              <dt>Total</dt>
              <dd data-testid="preview-total">{formatMoney(preview.total, currency)}</dd>
            </dl>
            {problem && <Alert tone="error">{problem}</Alert>}
            <div className="pt-row">
              <Button type="submit" variant="secondary" busy={create.isPending && !send.isPending}>
                Save draft
              </Button>
              <Button type="button" onClick={save(true, chosen)} busy={send.isPending}>
                Send invoice
              </Button>
            </div>
          </form>
        );
      }}
    </QueryState>
  );
}
