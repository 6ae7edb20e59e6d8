/**
 * /dashboard/admin/payments (issue 29): the agency's own Stripe account (connect through
 * Stripe's onboarding, its status, disconnect), its invoices to clients (InvoicesSection) and
 * its retainers. Plans without client payments see the upgrade prompt instead.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Badge,
  Button,
  errorMessage,
  QueryState,
  SelectField,
  useApiMutation,
  useApiQuery,
  type ApiAnswer,
} from '@portico/frontend-kit';
import { ScreenHeader } from '../screens/ScreenHeader';
import { Section } from '../screens/settings/AccountSections';
import '../screens/settings/settings.css';
import './payments.css';
import { InvoicesSection } from './InvoicesSection';
import { leaveFor } from './money';
import { RetainersSection } from './RetainersSection';

const ACCOUNT = '/api/payments/account';
type Account = ApiAnswer<'get', typeof ACCOUNT>;

export const PAYMENTS_TEXT = {
  upgrade:
    'Client payments are available on the Advanced and Custom plans. Upgrade to invoice your clients.',
  unavailable: 'Client payments are not set up on this installation.',
  notConnected: 'Connect your Stripe account to invoice your clients and be paid into it.',
} as const;

export function PaymentsPage() {
  const account = useApiQuery(ACCOUNT, undefined);
  const refresh = useApiMutation('post', '/api/payments/account/refresh');
  const [params] = useSearchParams();
  const back = params.get('connect');
  // Back from Stripe's onboarding: read the account again rather than wait for its event.
  useEffect(() => {
    if (back) refresh.mutate({}, { onSuccess: () => void account.refetch() });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [back]);
  return (
    <div className="screen">
      <ScreenHeader
        title="Payments"
        subtitle="Invoice your clients and get paid to your Stripe account."
      />
      <QueryState
        query={account}
        loadingLabel="Loading payments"
        error="Failed to load payments"
        retry
      >
        {(answer) =>
          !answer.allowed ? (
            <Alert tone="info">{PAYMENTS_TEXT.upgrade}</Alert>
          ) : !answer.available ? (
            <Alert tone="info">{PAYMENTS_TEXT.unavailable}</Alert>
          ) : (
            <>
              <Connection account={answer} onChange={() => void account.refetch()} />
              {answer.connected && (
                <InvoicesSection
                  currencies={answer.currencies}
                  defaultCurrency={answer.defaultCurrency}
                />
              )}
              {answer.connected && (
                <RetainersSection
                  currency={answer.defaultCurrency || answer.currencies[0] || 'usd'}
                />
              )}
            </>
          )
        }
      </QueryState>
    </div>
  );
}

function Connection({ account, onChange }: { account: Account; onChange: () => void }) {
  const connect = useApiMutation('post', '/api/payments/account/connect');
  const disconnect = useApiMutation('delete', '/api/payments/account');
  const [country, setCountry] = useState('US');
  const [message, setMessage] = useState<string | null>(null);
  const start = () => {
    setMessage(null);
    connect.mutate(
      { body: { accountType: 'express', country } },
      {
        onSuccess: (link) => leaveFor.go(link.url),
        onError: (cause) => setMessage(errorMessage(cause, 'Failed to start Stripe onboarding')),
      },
    );
  };
  const stop = () =>
    disconnect.mutate(
      {},
      {
        onSuccess: onChange,
        onError: (cause) => setMessage(errorMessage(cause, 'Failed to disconnect')),
      },
    );
  const flag = (on: boolean, label: string) => (
    <Badge tone={on ? 'green' : 'orange'}>
      {label}: {on ? 'yes' : 'no'}
    </Badge>
  );
  return (
    <Section id="payments-connection" title="Stripe account">
      {message && <Alert tone="error">{message}</Alert>}
      {!account.connected && <p>{PAYMENTS_TEXT.notConnected}</p>}
      {account.connected && (
        <>
          <p className="pt-row">
            {flag(account.detailsSubmitted, 'Details submitted')}
            {flag(account.chargesEnabled, 'Charges enabled')}
            {flag(account.payoutsEnabled, 'Payouts enabled')}
          </p>
          {account.requirementsDue.length > 0 && (
            <Alert tone="warning">
              Stripe needs more details: {account.requirementsDue.join(', ')}.
            </Alert>
          )}
          <p>
            Platform fee on each paid invoice: {account.platformFeePercent}%. Currencies:{' '}
            {account.currencies.map((c) => c.toUpperCase()).join(', ')}.
          </p>
        </>
      )}
      <div className="pt-row">
        {!account.connected && (
          <SelectField
            label="Country of your business"
            value={country}
            onChange={(e) => setCountry(e.target.value)}
            options={['US', 'GB', 'IE', 'DE', 'FR', 'ES', 'CA', 'AU'].map((c) => ({
              value: c,
              label: c,
            }))}
          />
        )}
        {(!account.connected || !account.chargesEnabled) && (
          <Button onClick={start} busy={connect.isPending}>
            {account.connected ? 'Finish Stripe onboarding' : 'Connect Stripe'}
          </Button>
        )}
        {account.connected && (
          <Button variant="secondary" onClick={stop} busy={disconnect.isPending}>
            Disconnect
          </Button>
        )}
      </div>
    </Section>
  );
}
