/**
 * /invoices (issue 29): a client's invoices from the agency (open, due soon, paid), each with
 * its amount in its own currency and, while open, Pay, which opens Stripe's hosted payment
 * page (or the sandbox's). /invoices/:id, the address the invoice email links to, shows the
 * same list with that invoice first.
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
import { ScreenHeader } from '../screens/ScreenHeader';
import { formatMoney, leaveFor, STATUS_LABELS } from './money';

export function ClientInvoicesPage() {
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
        onError: (cause) => setMessage(errorMessage(cause, 'Failed to open the payment page')),
      },
    );
  };
  return (
    <div className="screen">
      <ScreenHeader title="Invoices" subtitle="What you owe and what you have paid." />
      {message && <Alert tone="error">{message}</Alert>}
      <QueryState
        query={list}
        loadingLabel="Loading invoices"
        error="Failed to load invoices"
        retry
      >
        {(answer) =>
          answer.invoices.length === 0 ? (
            <p>No invoices yet.</p>
          ) : (
            <Table
              caption="Your invoices"
              rows={[...answer.invoices].sort((a, b) => Number(b.id === id) - Number(a.id === id))}
              rowKey={(i) => i.id}
              columns={[
                { key: 'number', header: 'Number', render: (i) => i.number },
                {
                  key: 'amount',
                  header: 'Amount',
                  render: (i) => formatMoney(i.total, i.currency),
                },
                { key: 'due', header: 'Due', render: (i) => i.dueDate || '—' },
                {
                  key: 'status',
                  header: 'Status',
                  render: (i) => (i.overdue ? 'Overdue' : (STATUS_LABELS[i.status] ?? i.status)),
                },
                {
                  key: 'pay',
                  header: 'Payment',
                  render: (i) =>
                    i.status === 'open' ? (
                      <Button onClick={() => payNow(i.id)} busy={pay.isPending}>
                        Pay {i.number}
                      </Button>
                    ) : (
                      '—'
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
