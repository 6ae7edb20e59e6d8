/**
 * /invoices (issue 29): a client's invoices from the agency (open, due soon, paid), each with
 * its amount in its own currency, its PDF and, while open, Pay, which opens Stripe's hosted
 * payment page (or the sandbox's). /invoices/:id, the address the invoice email links to,
 * shows the same list with that invoice first.
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  Alert,
  Button,
  errorMessage,
  QueryState,
  Table,
  useApiMutation,
  useApiQuery,
} from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import { ScreenHeader } from '../screens/ScreenHeader';
import { PdfButton } from './InvoiceActions';
import './payments.css';
import { formatMoney, leaveFor, statusLabel } from './money';

export function ClientInvoicesPage() {
  const intl = useIntl();
  const { id } = useParams();
  const list = useApiQuery('/api/payments/my-invoices', undefined);
  const pay = useApiMutation('post', '/api/payments/invoices/{id}/pay');
  const [message, setMessage] = useState<string | null>(null);
  const payNow = (invoiceId: string) => {
    setMessage(null);
    pay.mutate(
      { params: { path: { id: invoiceId } } },
      {
        onSuccess: (answer) => leaveFor.go(answer.url),
        onError: (cause) =>
          setMessage(errorMessage(cause, intl.formatMessage({ id: 'payments.client.payFailed' }))),
      },
    );
  };
  return (
    <div className="screen">
      <ScreenHeader
        title={intl.formatMessage({ id: 'payments.client.title' })}
        subtitle={intl.formatMessage({ id: 'payments.client.subtitle' })}
      />
      {message && <Alert tone="error">{message}</Alert>}
      <QueryState
        query={list}
        loadingLabel={intl.formatMessage({ id: 'payments.invoices.loading' })}
        error={intl.formatMessage({ id: 'payments.invoices.failed' })}
        retry
      >
        {(answer) =>
          answer.invoices.length === 0 ? (
            <p>{intl.formatMessage({ id: 'payments.invoices.empty' })}</p>
          ) : (
            <Table
              caption={intl.formatMessage({ id: 'payments.client.list' })}
              rows={[...answer.invoices].sort((a, b) => Number(b.id === id) - Number(a.id === id))}
              rowKey={(i) => i.id}
              columns={[
                {
                  key: 'number',
                  header: intl.formatMessage({ id: 'payments.column.number' }),
                  render: (i) => i.number,
                },
                {
                  key: 'amount',
                  header: intl.formatMessage({ id: 'payments.column.amount' }),
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
                  key: 'pay',
                  header: intl.formatMessage({ id: 'payments.column.payment' }),
                  render: (i) => (
                    <div className="pt-row invoice-actions">
                      {i.status === 'open' && (
                        <Button onClick={() => payNow(i.id)} busy={pay.isPending}>
                          {intl.formatMessage({ id: 'payments.client.pay' }, { number: i.number })}
                        </Button>
                      )}
                      <PdfButton invoice={i} />
                    </div>
                  ),
                },
              ]}
            />
          )
        }
      </QueryState>
    </div>
  );
}
