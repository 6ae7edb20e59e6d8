/**
 * The agency's invoices on Payments (issue 29): the figures that matter (outstanding, overdue,
 * paid this month, by currency), the list filtered by status, and for each invoice what can be
 * done with it (InvoiceActions). New invoice and Edit open the editor in place of the list's
 * button.
 */
import { useState } from 'react';
import { Button, QueryState, SelectField, Table, useApiQuery } from '@portico/frontend-kit';
import { defineMessages, useIntl } from '../i18n';
import { Section } from '../screens/settings/AccountSections';
import { InvoiceActions } from './InvoiceActions';
import { InvoiceEditor, type Invoice } from './InvoiceEditor';
import { formatMoney, statusLabel } from './money';

const FILTERS = defineMessages({
  '': { id: 'payments.filter.all' },
  open: { id: 'payments.status.open' },
  overdue: { id: 'payments.status.overdue' },
  paid: { id: 'payments.status.paid' },
  draft: { id: 'payments.status.draft' },
  void: { id: 'payments.status.void' },
});

export function InvoicesSection({
  currencies,
  defaultCurrency,
}: {
  currencies: string[];
  defaultCurrency: string;
}) {
  const intl = useIntl();
  const [status, setStatus] = useState('');
  const [writing, setWriting] = useState<Invoice | 'new' | null>(null);
  const list = useApiQuery('/api/payments/invoices', {
    params: { query: status ? { status: status as 'open' } : {} },
  });
  return (
    <Section id="payments-invoices" title={intl.formatMessage({ id: 'payments.invoices.title' })}>
      {writing ? (
        <InvoiceEditor
          key={writing === 'new' ? 'new' : writing.id}
          currencies={currencies}
          defaultCurrency={defaultCurrency}
          draft={writing === 'new' ? undefined : writing}
          onDone={() => setWriting(null)}
        />
      ) : (
        <div className="pt-row">
          <Button onClick={() => setWriting('new')}>
            {intl.formatMessage({ id: 'payments.invoices.new' })}
          </Button>
        </div>
      )}
      <SelectField
        label={intl.formatMessage({ id: 'payments.filter.label' })}
        value={status}
        onChange={(e) => setStatus(e.target.value)}
        options={Object.entries(FILTERS).map(([value, message]) => ({
          value,
          label: intl.formatMessage(message),
        }))}
      />
      <QueryState
        query={list}
        loadingLabel={intl.formatMessage({ id: 'payments.invoices.loading' })}
        error={intl.formatMessage({ id: 'payments.invoices.failed' })}
        retry
      >
        {(answer) => (
          <>
            {answer.totals.map((t) => (
              <p key={t.currency} className="pt-row" data-testid={`totals-${t.currency}`}>
                <span>
                  {intl.formatMessage(
                    { id: 'payments.totals.outstanding' },
                    { amount: formatMoney(t.outstanding, t.currency) },
                  )}
                </span>
                <span>
                  {intl.formatMessage(
                    { id: 'payments.totals.overdue' },
                    { amount: formatMoney(t.overdue, t.currency) },
                  )}
                </span>
                <span>
                  {intl.formatMessage(
                    { id: 'payments.totals.paidThisMonth' },
                    { amount: formatMoney(t.paidThisMonth, t.currency) },
                  )}
                </span>
              </p>
            ))}
            {answer.invoices.length === 0 ? (
              <p>{intl.formatMessage({ id: 'payments.invoices.empty' })}</p>
            ) : (
              <Table
                caption={intl.formatMessage({ id: 'payments.invoices.title' })}
                rows={answer.invoices}
                rowKey={(i) => i.id}
                columns={[
                  {
                    key: 'number',
                    header: intl.formatMessage({ id: 'payments.column.number' }),
                    render: (i) => i.number || intl.formatMessage({ id: 'payments.status.draft' }),
                  },
                  {
                    key: 'client',
                    header: intl.formatMessage({ id: 'payments.column.clients' }),
                    render: (i) => i.clients.map((c) => c.name || c.email).join(', '),
                  },
                  {
                    key: 'total',
                    header: intl.formatMessage({ id: 'payments.column.total' }),
                    render: (i) => formatMoney(i.total, i.currency),
                  },
                  {
                    key: 'due',
                    header: intl.formatMessage({ id: 'payments.column.due' }),
                    render: (i) => i.dueDate || '—',
                  },
                  {
                    key: 'status',
                    header: intl.formatMessage({ id: 'payments.column.status' }),
                    render: (i) => statusLabel(intl, i),
                  },
                  {
                    key: 'actions',
                    header: intl.formatMessage({ id: 'payments.column.actions' }),
                    render: (i) => <InvoiceActions invoice={i} onEdit={() => setWriting(i)} />,
                  },
                ]}
              />
            )}
          </>
        )}
      </QueryState>
    </Section>
  );
}
