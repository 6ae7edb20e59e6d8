/**
 * /dashboard/admin/payments (issue 29): the agency's own Stripe account (connect through
 * Stripe's onboarding, its status, disconnect) and its invoices to clients with the figures
 * that matter (outstanding, overdue, paid this month, by currency). Plans without client
 * payments see the upgrade prompt instead.
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
  Table,
  useApiMutation,
  useApiQuery,
  type ApiAnswer,
} from '@portico/frontend-kit';
import { ScreenHeader } from '../screens/ScreenHeader';
import { Section } from '../screens/settings/AccountSections';
import '../screens/settings/settings.css';
import { InvoiceEditor } from './InvoiceEditor';
import { formatMoney, leaveFor, STATUS_LABELS } from './money';
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
              {answer.connected && <Invoices account={answer} />}
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

const FILTERS = [
  { value: '', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'paid', label: 'Paid' },
  { value: 'draft', label: 'Draft' },
  { value: 'void', label: 'Void' },
];

function Invoices({ account }: { account: Account }) {
  const [status, setStatus] = useState('');
  const [writing, setWriting] = useState(false);
  const list = useApiQuery('/api/payments/invoices', {
    params: { query: status ? { status: status as 'open' } : {} },
  });
  return (
    <Section id="payments-invoices" title="Invoices">
      {writing ? (
        <InvoiceEditor
          currencies={account.currencies}
          defaultCurrency={account.defaultCurrency}
          onSaved={() => {
            setWriting(false);
            void list.refetch();
          }}
        />
      ) : (
        <div className="pt-row">
          <Button onClick={() => setWriting(true)}>New invoice</Button>
        </div>
      )}
      <SelectField
        label="Show"
        value={status}
        onChange={(e) => setStatus(e.target.value)}
        options={FILTERS}
      />
      <QueryState
        query={list}
        loadingLabel="Loading invoices"
        error="Failed to load invoices"
        retry
      >
        {(answer) => (
          <>
            {answer.totals.map((t) => (
              <p key={t.currency} className="pt-row" data-testid={`totals-${t.currency}`}>
                <span>Outstanding {formatMoney(t.outstanding, t.currency)}</span>
                <span>Overdue {formatMoney(t.overdue, t.currency)}</span>
                <span>Paid this month {formatMoney(t.paidThisMonth, t.currency)}</span>
              </p>
            ))}
            {answer.invoices.length === 0 ? (
              <p>No invoices yet.</p>
            ) : (
              <Table
                caption="Invoices"
                rows={answer.invoices}
                rowKey={(i) => i.id}
                columns={[
                  { key: 'number', header: 'Number', render: (i) => i.number || 'Draft' },
                  {
                    key: 'client',
                    header: 'Client',
                    render: (i) => i.clients.map((c) => c.name).join(', '),
                  },
                  {
                    key: 'total',
                    header: 'Total',
                    render: (i) => formatMoney(i.total, i.currency),
                  },
                  { key: 'due', header: 'Due', render: (i) => i.dueDate || '—' },
                  {
                    key: 'status',
                    header: 'Status',
                    render: (i) => (i.overdue ? 'Overdue' : (STATUS_LABELS[i.status] ?? i.status)),
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
