/**
 * The sandbox's stand-in for Stripe's hosted invoice page (issue 29): a client pays an open
 * invoice with one of Stripe's test card numbers (4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 is declined); the sandbox sends the invoice's events through the Connect
 * webhook's verification, as Stripe would. A paid invoice cannot be paid again.
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  Alert,
  Button,
  errorMessage,
  QueryState,
  TextField,
  useApiMutation,
  useApiQuery,
} from '@portico/frontend-kit';
import { AuthLayout } from '../auth/AuthLayout';
import { FormattedMessage, useIntl } from './i18n';

export function SandboxInvoicePage() {
  const token = useParams().token ?? '';
  const page = useApiQuery(
    '/api/payments/sandbox-invoice/{token}',
    { params: { path: { token } }, tenantId: null, anonymous: true },
    { retry: false },
  );
  const pay = useApiMutation('post', '/api/payments/sandbox-invoice/{token}/pay');
  const [card, setCard] = useState('4242 4242 4242 4242');
  const [failure, setFailure] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const intl = useIntl();
  const money = (minor: number, currency: string) =>
    intl.formatCurrency(minor / 100, (currency || 'usd').toUpperCase());

  const submit = () => {
    setFailure(null);
    pay.mutate(
      { params: { path: { token } }, body: { cardNumber: card }, tenantId: null, anonymous: true },
      {
        onSuccess: (answer) =>
          answer.outcome === 'succeeded'
            ? setPaid(true)
            : setFailure(
                answer.outcome === 'card_declined'
                  ? intl.formatMessage({ id: 'invoice.declined' })
                  : intl.formatMessage({ id: 'invoice.failedWith' }, { outcome: answer.outcome }),
              ),
        onError: (cause) =>
          setFailure(errorMessage(cause, intl.formatMessage({ id: 'invoice.failed' }))),
      },
    );
  };

  return (
    <AuthLayout>
      <h1>{intl.formatMessage({ id: 'invoice.title' })}</h1>
      <Alert tone="info">{intl.formatMessage({ id: 'invoice.sandbox' })}</Alert>
      <QueryState
        query={page}
        loadingLabel={intl.formatMessage({ id: 'invoice.loading' })}
        error={intl.formatMessage({ id: 'invoice.notFound' })}
      >
        {(p) => (
          <div className="pt-stack">
            <p>
              <FormattedMessage
                id={p.dueDate ? 'invoice.summaryDue' : 'invoice.summary'}
                values={{
                  business: p.businessName,
                  number: p.number,
                  amount: money(p.amountDue, p.currency),
                  due: p.dueDate,
                  strong: (chunks) => <strong>{chunks}</strong>,
                }}
              />
            </p>
            {paid || p.status === 'paid' ? (
              <Alert tone="success">{intl.formatMessage({ id: 'invoice.paid' })}</Alert>
            ) : p.status !== 'open' ? (
              <Alert tone="error">{intl.formatMessage({ id: 'invoice.closed' })}</Alert>
            ) : (
              <form
                className="pt-stack"
                onSubmit={(event) => {
                  event.preventDefault();
                  submit();
                }}
              >
                <TextField
                  label={intl.formatMessage({ id: 'invoice.card' })}
                  inputMode="numeric"
                  value={card}
                  onChange={(e) => setCard(e.target.value)}
                />
                {failure && <Alert tone="error">{failure}</Alert>}
                <Button type="submit" busy={pay.isPending}>
                  {intl.formatMessage(
                    { id: 'invoice.pay' },
                    { amount: money(p.amountDue, p.currency) },
                  )}
                </Button>
              </form>
            )}
          </div>
        )}
      </QueryState>
    </AuthLayout>
  );
}
