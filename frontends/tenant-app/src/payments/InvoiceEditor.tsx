/**
 * The invoice editor (issue 29): the clients it goes to (one or more of the workspace), lines
 * (description, quantity, unit price), tax, discount, currency, due date and notes, with a live
 * preview of the figures computed as billing and Stripe compute them (@portico/rules
 * invoiceTotals). It writes a new draft or changes an existing one; Save keeps the draft, Send
 * numbers it, opens it on the agency's Stripe account and emails the clients. Billing checks
 * everything again and its message is shown as is.
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
  useToast,
  type ApiAnswer,
} from '@portico/frontend-kit';
import { invoiceTotals } from '@portico/rules';
import { useIntl } from '../i18n';
import { ClientPicker, useClients } from './clients';
import { formatMoney, toMinor, fromMinor } from './money';

export type Invoice = ApiAnswer<'get', '/api/payments/invoices/{id}'>;

interface LineDraft {
  description: string;
  quantity: string;
  unitPrice: string;
}

const emptyLine = (): LineDraft => ({ description: '', quantity: '1', unitPrice: '' });

export function InvoiceEditor({
  currencies,
  defaultCurrency,
  draft,
  onDone,
}: {
  currencies: string[];
  defaultCurrency: string;
  /** The draft to change; a new one is written without it. */
  draft?: Invoice;
  /** The editor is finished with: saved, sent or cancelled. */
  onDone: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const { query: people, clients } = useClients();
  const invalidates = ['/api/payments/invoices'] as const;
  const create = useApiMutation('post', '/api/payments/invoices', { invalidates });
  const update = useApiMutation('put', '/api/payments/invoices/{id}', { invalidates });
  const send = useApiMutation('post', '/api/payments/invoices/{id}/send', { invalidates });
  const [clientIds, setClientIds] = useState<string[]>(draft?.clients.map((c) => c.userId) ?? []);
  const [currency, setCurrency] = useState(
    draft?.currency || defaultCurrency || currencies[0] || 'usd',
  );
  const [lines, setLines] = useState<LineDraft[]>(
    draft?.lines.length
      ? draft.lines.map((line) => ({
          description: line.description,
          quantity: String(line.quantity),
          unitPrice: fromMinor(line.unitAmount),
        }))
      : [emptyLine()],
  );
  const [taxRate, setTaxRate] = useState(String(draft?.taxRatePercent ?? 0));
  const [discount, setDiscount] = useState(fromMinor(draft?.discountAmount ?? 0));
  const [dueDate, setDueDate] = useState(draft?.dueDate ?? '');
  const [notes, setNotes] = useState(draft?.notes ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [noClient, setNoClient] = useState(false);
  // The draft these fields are saved as: a new invoice's once its first save succeeded, so a
  // send that billing refused (no due date yet) is retried on the same draft, not a second one.
  const [savedId, setSavedId] = useState(draft?.id);

  const priced = lines.map((line) => ({
    description: line.description,
    quantity: Number(line.quantity) || 0,
    unitAmount: toMinor(line.unitPrice) ?? 0,
  }));
  const taxBps = Math.round((Number(taxRate) || 0) * 100);
  const preview = invoiceTotals(priced, taxBps, toMinor(discount) ?? 0);
  const change = (index: number, field: keyof LineDraft, value: string) =>
    setLines(lines.map((line, i) => (i === index ? { ...line, [field]: value } : line)));
  const busy = create.isPending || update.isPending || send.isPending;

  const sendDraft = (id: string) =>
    send.mutate(
      { params: { path: { id } } },
      {
        onError: (cause) =>
          setProblem(
            intl.formatMessage(
              { id: 'payments.editor.notSent' },
              { error: errorMessage(cause, intl.formatMessage({ id: 'payments.unknownError' })) },
            ),
          ),
        onSuccess: (sent) => {
          toast(intl.formatMessage({ id: 'payments.editor.sent' }, { number: sent.number }), {
            tone: 'success',
          });
          onDone();
        },
      },
    );

  const save = (andSend: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    setProblem(null);
    setNoClient(false);
    if (
      lines.some((line) => toMinor(line.unitPrice) === undefined) ||
      toMinor(discount) === undefined
    ) {
      setProblem(intl.formatMessage({ id: 'payments.price' }));
      return;
    }
    if (andSend && clientIds.length === 0) {
      setNoClient(true);
      return;
    }
    const body = {
      clientIds,
      currency,
      lines: priced,
      taxRatePercent: Number(taxRate) || 0,
      discountAmount: toMinor(discount) ?? 0,
      dueDate,
      notes,
    };
    const saved = (invoice: Invoice) => {
      setSavedId(invoice.id);
      if (andSend) return sendDraft(invoice.id);
      toast(intl.formatMessage({ id: 'payments.editor.saved' }), { tone: 'success' });
      onDone();
    };
    const failed = (cause: unknown) =>
      setProblem(
        intl.formatMessage(
          { id: 'payments.editor.notSaved' },
          { error: errorMessage(cause, intl.formatMessage({ id: 'payments.unknownError' })) },
        ),
      );
    if (savedId)
      update.mutate(
        { params: { path: { id: savedId } }, body },
        { onSuccess: saved, onError: failed },
      );
    else create.mutate({ body }, { onSuccess: saved, onError: failed });
  };

  return (
    <QueryState
      query={people}
      loadingLabel={intl.formatMessage({ id: 'payments.clients.loading' })}
      error={intl.formatMessage({ id: 'payments.clients.failed' })}
      retry
    >
      {() => (
        <form
          className="pt-stack invoice-editor"
          onSubmit={save(false)}
          noValidate
          aria-label={intl.formatMessage({
            id: draft ? 'payments.editor.editTitle' : 'payments.editor.newTitle',
          })}
        >
          {clients.length === 0 ? (
            <p>{intl.formatMessage({ id: 'payments.clients.none' })}</p>
          ) : (
            <ClientPicker
              multiple
              clients={clients}
              label={intl.formatMessage({ id: 'payments.editor.clients' })}
              value={clientIds}
              onChange={setClientIds}
              error={noClient ? intl.formatMessage({ id: 'payments.clients.required' }) : null}
            />
          )}
          <SelectField
            label={intl.formatMessage({ id: 'payments.editor.currency' })}
            value={currency}
            onChange={(e) => setCurrency(e.target.value)}
            options={(currencies.length ? currencies : ['usd']).map((c) => ({
              value: c,
              label: c.toUpperCase(),
            }))}
          />
          {lines.map((line, i) => (
            <fieldset key={i} className="pt-row invoice-editor__line">
              <legend>{intl.formatMessage({ id: 'payments.editor.line' }, { line: i + 1 })}</legend>
              <TextField
                label={intl.formatMessage({ id: 'payments.editor.description' }, { line: i + 1 })}
                value={line.description}
                onChange={(e) => change(i, 'description', e.target.value)}
              />
              <TextField
                label={intl.formatMessage({ id: 'payments.editor.quantity' }, { line: i + 1 })}
                inputMode="numeric"
                value={line.quantity}
                onChange={(e) => change(i, 'quantity', e.target.value)}
              />
              <TextField
                label={intl.formatMessage({ id: 'payments.editor.unitPrice' }, { line: i + 1 })}
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
              {intl.formatMessage({ id: 'payments.editor.addLine' })}
            </Button>
          </div>
          <TextField
            label={intl.formatMessage({ id: 'payments.editor.taxRate' })}
            inputMode="decimal"
            value={taxRate}
            onChange={(e) => setTaxRate(e.target.value)}
          />
          <TextField
            label={intl.formatMessage({ id: 'payments.editor.discount' })}
            inputMode="decimal"
            value={discount}
            onChange={(e) => setDiscount(e.target.value)}
          />
          <TextField
            label={intl.formatMessage({ id: 'payments.editor.dueDate' })}
            type="date"
            value={dueDate}
            onChange={(e) => setDueDate(e.target.value)}
          />
          <TextField
            label={intl.formatMessage({ id: 'payments.editor.notes' })}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
          <dl
            className="invoice-preview"
            aria-label={intl.formatMessage({ id: 'payments.editor.preview' })}
          >
            <dt>{intl.formatMessage({ id: 'payments.figures.subtotal' })}</dt>
            <dd>{formatMoney(preview.subtotal, currency)}</dd>
            <dt>{intl.formatMessage({ id: 'payments.figures.discount' })}</dt>
            <dd>{formatMoney(preview.discount, currency)}</dd>
            <dt>{intl.formatMessage({ id: 'payments.figures.tax' })}</dt>
            <dd>{formatMoney(preview.taxAmount, currency)}</dd>
            <dt>{intl.formatMessage({ id: 'payments.figures.total' })}</dt>
            <dd data-testid="preview-total">{formatMoney(preview.total, currency)}</dd>
          </dl>
          {problem && <Alert tone="error">{problem}</Alert>}
          <div className="pt-row">
            <Button type="submit" variant="secondary" busy={busy && !send.isPending}>
              {intl.formatMessage({ id: 'payments.editor.save' })}
            </Button>
            <Button type="button" onClick={save(true)} busy={send.isPending} disabled={busy}>
              {intl.formatMessage({ id: 'payments.editor.send' })}
            </Button>
            <Button type="button" variant="ghost" onClick={onDone} disabled={busy}>
              {intl.formatMessage({ id: 'payments.editor.cancel' })}
            </Button>
          </div>
        </form>
      )}
    </QueryState>
  );
}
