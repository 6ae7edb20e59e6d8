/**
 * /dashboard/admin/payments (issue 29): the agency's own Stripe account (connect through
 * Stripe's onboarding, its status, disconnect), its invoices to clients (InvoicesSection) and
 * its retainers. Plans without client payments see the upgrade prompt instead.
 */
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
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
import { SCREENS } from '@portico/frontend-kit/screens';
import { useIntl } from '../i18n';
import { ScreenHeader } from '../screens/ScreenHeader';
import { Section } from '../screens/settings/AccountSections';
import '../screens/settings/settings.css';
import './payments.css';
import { InvoicesSection } from './InvoicesSection';
import { leaveFor } from './money';
import { RetainersSection } from './RetainersSection';

const ACCOUNT = '/api/payments/account';
/** Where a plan is changed: the Billing screen, wherever the registry puts it. */
const BILLING_PATH = SCREENS.find((screen) => screen.id === 'billing')!.path;
type Account = ApiAnswer<'get', typeof ACCOUNT>;

export function PaymentsPage() {
  const intl = useIntl();
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
        title={intl.formatMessage({ id: 'payments.title' })}
        subtitle={intl.formatMessage({ id: 'payments.subtitle' })}
      />
      <QueryState
        query={account}
        loadingLabel={intl.formatMessage({ id: 'payments.loading' })}
        error={intl.formatMessage({ id: 'payments.failed' })}
        retry
      >
        {(answer) =>
          !answer.allowed ? (
            <Alert tone="info">
              <span>
                {intl.formatMessage({ id: 'payments.upgrade' })}
                <Link className="payments-upgrade-link" to={BILLING_PATH}>
                  {intl.formatMessage({ id: 'payments.seePlans' })}
                </Link>
              </span>
            </Alert>
          ) : !answer.available ? (
            <Alert tone="info">{intl.formatMessage({ id: 'payments.unavailable' })}</Alert>
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
  const intl = useIntl();
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
        onError: (cause) =>
          setMessage(errorMessage(cause, intl.formatMessage({ id: 'payments.connect.failed' }))),
      },
    );
  };
  const stop = () =>
    disconnect.mutate(
      {},
      {
        onSuccess: onChange,
        onError: (cause) =>
          setMessage(errorMessage(cause, intl.formatMessage({ id: 'payments.disconnect.failed' }))),
      },
    );
  const flag = (on: boolean, label: string) => (
    <Badge tone={on ? 'green' : 'orange'}>
      {intl.formatMessage({ id: on ? 'payments.account.yes' : 'payments.account.no' }, { label })}
    </Badge>
  );
  return (
    <Section id="payments-connection" title={intl.formatMessage({ id: 'payments.account.title' })}>
      {message && <Alert tone="error">{message}</Alert>}
      {!account.connected && <p>{intl.formatMessage({ id: 'payments.notConnected' })}</p>}
      {account.connected && (
        <>
          <p className="pt-row">
            {flag(account.detailsSubmitted, intl.formatMessage({ id: 'payments.account.details' }))}
            {flag(account.chargesEnabled, intl.formatMessage({ id: 'payments.account.charges' }))}
            {flag(account.payoutsEnabled, intl.formatMessage({ id: 'payments.account.payouts' }))}
          </p>
          {account.requirementsDue.length > 0 && (
            <Alert tone="warning">
              {intl.formatMessage(
                { id: 'payments.account.requirements' },
                { fields: account.requirementsDue.join(', ') },
              )}
            </Alert>
          )}
          <p>
            {intl.formatMessage(
              { id: 'payments.account.fee' },
              {
                percent: account.platformFeePercent,
                currencies: account.currencies.map((c) => c.toUpperCase()).join(', '),
              },
            )}
          </p>
        </>
      )}
      <div className="pt-row">
        {!account.connected && (
          <SelectField
            label={intl.formatMessage({ id: 'payments.account.country' })}
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
            {intl.formatMessage({
              id: account.connected ? 'payments.account.finish' : 'payments.account.connect',
            })}
          </Button>
        )}
        {account.connected && (
          <Button variant="secondary" onClick={stop} busy={disconnect.isPending}>
            {intl.formatMessage({ id: 'payments.account.disconnect' })}
          </Button>
        )}
      </div>
    </Section>
  );
}
