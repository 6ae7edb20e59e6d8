/**
 * The sandbox checkout page (issue 14): where checkout sends the browser when no Stripe
 * account is configured. It says plainly that no money moves; confirming makes the events
 * Stripe would send, signed with the local secret, and they pass the same webhook verification.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, QueryState, useApiMutation, useApiQuery } from '@portico/frontend-kit';
import { AuthLayout } from '../auth/AuthLayout';
import { FormattedMessage, useIntl } from './i18n';

/** The plans' names (product names, the same in every language). */
const PLAN_NAMES: Record<string, string> = { starter: 'Starter', pro: 'Pro', advanced: 'Advanced' };

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
  const intl = useIntl();
  const dollars = (cents: number) => intl.formatCurrency(cents / 100, 'USD');

  const pay = () => {
    setFailure(null);
    confirm.mutate(
      { params: { path: { sessionId } }, tenantId: null, anonymous: true },
      {
        onSuccess: (answer) => returnTo.go(answer.successUrl),
        onError: () => setFailure(intl.formatMessage({ id: 'checkout.failed' })),
      },
    );
  };

  return (
    <AuthLayout>
      <h1>{intl.formatMessage({ id: 'checkout.title' })}</h1>
      <Alert tone="info">{intl.formatMessage({ id: 'checkout.sandbox' })}</Alert>
      {sessionId === '' ? (
        <Alert tone="error">{intl.formatMessage({ id: 'checkout.incomplete' })}</Alert>
      ) : (
        <QueryState
          query={session}
          loadingLabel={intl.formatMessage({ id: 'checkout.loading' })}
          error={intl.formatMessage({ id: 'checkout.notFound' })}
        >
          {(s) => (
            <div className="pt-stack">
              <p>
                <FormattedMessage
                  id={s.purpose === 'add_seats' ? 'checkout.seats' : 'checkout.plan'}
                  values={{
                    seats: s.seats,
                    plan: PLAN_NAMES[s.plan] ?? s.plan,
                    amount: dollars(s.amountCents),
                    strong: (chunks) => <strong>{chunks}</strong>,
                  }}
                />
              </p>
              {failure && <Alert tone="error">{failure}</Alert>}
              {s.status === 'complete' ? (
                <Alert tone="success">{intl.formatMessage({ id: 'checkout.paid' })}</Alert>
              ) : (
                <div className="pt-row">
                  <Button onClick={pay} disabled={confirm.isPending || confirm.isSuccess}>
                    {intl.formatMessage({ id: 'checkout.pay' }, { amount: dollars(s.amountCents) })}
                  </Button>
                  {s.cancelUrl && (
                    <a className="pt-button pt-button--secondary" href={s.cancelUrl}>
                      {intl.formatMessage({ id: 'checkout.cancel' })}
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
