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

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency: (currency || 'usd').toUpperCase(),
  }).format(minor / 100);

const DECLINES: Record<string, string> = {
  card_declined: 'Your card was declined.',
};

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

  const submit = () => {
    setFailure(null);
    pay.mutate(
      { params: { path: { token } }, body: { cardNumber: card }, tenantId: null, anonymous: true },
      {
        onSuccess: (answer) =>
          answer.outcome === 'succeeded'
            ? setPaid(true)
            : setFailure(DECLINES[answer.outcome] ?? `The payment failed: ${answer.outcome}`),
        onError: (cause) => setFailure(errorMessage(cause, 'The payment failed. Try again.')),
      },
    );
  };

  return (
    <AuthLayout>
      <h1>Sandbox invoice payment</h1>
      <Alert tone="info">Sandbox mode: no card is charged and no money moves.</Alert>
      <QueryState
        query={page}
        loadingLabel="Loading invoice"
        error="This invoice could not be found."
      >
        {(p) => (
          <div className="pt-stack">
            <p>
              {p.businessName}: invoice {p.number},{' '}
              <strong>{money(p.amountDue, p.currency)}</strong>
              {p.dueDate ? `, due ${p.dueDate}` : ''}.
            </p>
            {paid || p.status === 'paid' ? (
              <Alert tone="success">This invoice is paid. Thank you.</Alert>
            ) : p.status !== 'open' ? (
              <Alert tone="error">This invoice can no longer be paid.</Alert>
            ) : (
              <form
                className="pt-stack"
                onSubmit={(event) => {
                  event.preventDefault();
                  submit();
                }}
              >
                <TextField
                  label="Card number"
                  inputMode="numeric"
                  value={card}
                  onChange={(e) => setCard(e.target.value)}
                />
                {failure && <Alert tone="error">{failure}</Alert>}
                <Button type="submit" busy={pay.isPending}>
                  Pay {money(p.amountDue, p.currency)}
                </Button>
              </form>
            )}
          </div>
        )}
      </QueryState>
    </AuthLayout>
  );
}
