/**
 * The sandbox checkout page (issue 14): where checkout sends the browser when no Stripe
 * account is configured. It says plainly that no money moves; confirming makes the events
 * Stripe would send, signed with the local secret, and they pass the same webhook verification.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, QueryState, useApiMutation, useApiQuery } from '@portico/frontend-kit';
import { AuthLayout } from '../auth/AuthLayout';

const PLAN_NAMES: Record<string, string> = { starter: 'Starter', pro: 'Pro', advanced: 'Advanced' };
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Sends the browser back to the product (kept apart so tests can watch it). */
export const returnTo = { go: (url: string) => window.location.assign(url) };

export function SandboxCheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const session = useApiQuery(
    '/api/billing/sandbox-checkout/{sessionId}',
    // The page is public (the session id is the secret), like a hosted checkout page.
    { params: { path: { sessionId } }, tenantId: null, anonymous: true },
    { enabled: sessionId !== '', retry: false },
  );
  const confirm = useApiMutation('post', '/api/billing/sandbox-checkout/{sessionId}/confirm');
  const [failure, setFailure] = useState<string | null>(null);

  const pay = () => {
    setFailure(null);
    confirm.mutate(
      { params: { path: { sessionId } }, tenantId: null, anonymous: true },
      {
        onSuccess: (answer) => returnTo.go(answer.successUrl),
        onError: () => setFailure('Payment failed. Try again.'),
      },
    );
  };

  return (
    <AuthLayout>
      <h1>Sandbox checkout</h1>
      <Alert tone="info">Sandbox mode: no card is charged and no money moves.</Alert>
      {sessionId === '' ? (
        <Alert tone="error">This checkout link is incomplete.</Alert>
      ) : (
        <QueryState
          query={session}
          loadingLabel="Loading checkout"
          error="This checkout could not be found."
        >
          {(s) => (
            <div className="pt-stack">
              <p>
                {s.purpose === 'add_seats'
                  ? `${s.seats} extra admin seat${s.seats === 1 ? '' : 's'} on the ${PLAN_NAMES[s.plan] ?? s.plan} plan`
                  : `The ${PLAN_NAMES[s.plan] ?? s.plan} plan`}
                : <strong>{dollars(s.amountCents)}</strong> per month.
              </p>
              {failure && <Alert tone="error">{failure}</Alert>}
              {s.status === 'complete' ? (
                <Alert tone="success">This checkout is already paid.</Alert>
              ) : (
                <div className="pt-row">
                  <Button onClick={pay} disabled={confirm.isPending || confirm.isSuccess}>
                    Pay {dollars(s.amountCents)}
                  </Button>
                  {s.cancelUrl && (
                    <a className="pt-button pt-button--secondary" href={s.cancelUrl}>
                      Cancel
                    </a>
                  )}
                </div>
              )}
            </div>
          )}
        </QueryState>
      )}
    </AuthLayout>
  );
}
