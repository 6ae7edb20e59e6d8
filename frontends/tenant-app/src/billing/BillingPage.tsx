/**
 * /dashboard/admin/billing (docs/product.md §2 billing, §6 admins only, §8 billing messages):
 * Current Plan, Seats & Upgrades (checkout for a plan upgrade or whole seats ≥ 1) and Billing
 * History & Payment (the latest 10 invoices with hosted links, and the customer portal).
 * Checkout and the portal are pages of the payment provider (or the sandbox's): the screen
 * only sends the browser to the URL billing answers.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  isApiError,
  QueryState,
  Table,
  TextField,
  useApiMutation,
  useApiQuery,
  type ApiAnswer,
} from '@portico/frontend-kit';
import { defineMessages, FormattedMessage, useIntl, visuallyHidden, type Intl } from '../i18n';
import { ScreenHeader } from '../screens/ScreenHeader';
import { Section } from '../screens/settings/AccountSections';
import '../screens/settings/settings.css';
import './billing.css';

const SUMMARY = '/api/billing/summary';
type Summary = ApiAnswer<'get', typeof SUMMARY>;

// Plan names are the product's own names, the same in every language (as the landing says them).
const PLAN_NAMES: Record<string, string> = {
  starter: 'Starter',
  pro: 'Pro',
  advanced: 'Advanced',
  custom: 'Custom',
};
const planName = (key: string) => PLAN_NAMES[key] ?? key;

/** The subscription's status (Stripe's words) as a person reads it; an unknown one as it came. */
const SUBSCRIPTION_STATUS = defineMessages({
  active: { id: 'billing.status.active' },
  trialing: { id: 'billing.status.trialing' },
  past_due: { id: 'billing.status.pastDue' },
  unpaid: { id: 'billing.status.unpaid' },
  canceled: { id: 'billing.status.canceled' },
  incomplete: { id: 'billing.status.incomplete' },
  incomplete_expired: { id: 'billing.status.incompleteExpired' },
  paused: { id: 'billing.status.paused' },
});
/** An invoice's status, in the words client payments use for theirs. */
const INVOICE_STATUS = defineMessages({
  draft: { id: 'payments.status.draft' },
  open: { id: 'payments.status.open' },
  paid: { id: 'payments.status.paid' },
  void: { id: 'payments.status.void' },
  uncollectible: { id: 'payments.status.uncollectible' },
});
const label = (intl: Intl, table: Record<string, { id: string }>, key: string): string => {
  const message = Object.hasOwn(table, key) ? table[key] : undefined;
  return message ? intl.formatMessage(message) : key;
};

/** Sends the browser to the provider's page (kept apart so tests can watch it). */
export const leaveFor = { go: (url: string) => window.location.assign(url) };

export function BillingPage() {
  const intl = useIntl();
  const summary = useApiQuery(SUMMARY, undefined);
  return (
    <div className="screen">
      <ScreenHeader
        title={intl.formatMessage({ id: 'billing.title' })}
        subtitle={intl.formatMessage({ id: 'billing.subtitle' })}
      />
      <QueryState
        query={summary}
        loadingLabel={intl.formatMessage({ id: 'billing.loading' })}
        error={(cause) =>
          intl.formatMessage({
            id: isApiError(cause) && cause.status === 403 ? 'billing.adminsOnly' : 'billing.failed',
          })
        }
        retry
      >
        {(answer) => (
          <>
            <CurrentPlan summary={answer} />
            <SeatsAndUpgrades summary={answer} />
            <History summary={answer} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function CurrentPlan({ summary }: { summary: Summary }) {
  const intl = useIntl();
  const seats = Math.max(summary.seatsPurchased, summary.seatsIncluded);
  return (
    <Section id="current-plan" title={intl.formatMessage({ id: 'billing.plan.title' })}>
      <p className="billing-plan pt-row">
        <strong data-testid="current-plan">{planName(summary.plan)}</strong>
        <Badge tone={summary.status === 'past_due' ? 'red' : 'green'}>
          {label(intl, SUBSCRIPTION_STATUS, summary.status)}
        </Badge>
      </p>
      <p>
        {[
          intl.formatMessage(
            { id: 'billing.plan.terms' },
            { interval: summary.interval, seats, included: summary.seatsIncluded },
          ),
          summary.currentPeriodEnd &&
            intl.formatMessage(
              { id: 'billing.plan.renews' },
              { date: intl.formatDate(summary.currentPeriodEnd) },
            ),
        ]
          .filter(Boolean)
          .join(' ')}
      </p>
    </Section>
  );
}

function SeatsAndUpgrades({ summary }: { summary: Summary }) {
  const intl = useIntl();
  const checkout = useApiMutation('post', '/api/billing/checkout');
  const [seats, setSeats] = useState('1');
  const [seatsError, setSeatsError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const open = (body: Parameters<typeof checkout.mutate>[0], failure: string) => {
    setMessage(null);
    checkout.mutate(body, {
      onSuccess: (answer) =>
        answer.url
          ? leaveFor.go(answer.url)
          : setMessage(intl.formatMessage({ id: 'billing.checkout.noUrl' })),
      onError: () => setMessage(failure),
    });
  };
  const upgrade = (plan: 'pro' | 'advanced') =>
    open(
      { body: { type: 'upgrade_plan', plan } },
      intl.formatMessage({ id: 'billing.upgrade.failed' }),
    );
  const addSeats = (event: FormEvent) => {
    event.preventDefault();
    const count = Number(seats);
    if (!/^\d+$/.test(seats.trim()) || !Number.isInteger(count) || count < 1) {
      setSeatsError(intl.formatMessage({ id: 'billing.seats.invalid' }));
      return;
    }
    setSeatsError(null);
    open(
      { body: { type: 'add_seats', seats: count } },
      intl.formatMessage({ id: 'billing.seats.failed' }),
    );
  };
  const upgrades = (['pro', 'advanced'] as const).filter(
    (plan) => summary.plan === 'starter' || (summary.plan === 'pro' && plan === 'advanced'),
  );
  const sellsSeats = summary.plan === 'pro' || summary.plan === 'advanced';

  return (
    <Section id="seats-and-upgrades" title={intl.formatMessage({ id: 'billing.seats.title' })}>
      {message && <Alert tone="error">{message}</Alert>}
      {upgrades.length > 0 && (
        <div className="pt-row">
          {upgrades.map((plan) => (
            <Button key={plan} onClick={() => upgrade(plan)} disabled={checkout.isPending}>
              {intl.formatMessage({ id: 'billing.upgrade.to' }, { plan: planName(plan) })}
            </Button>
          ))}
        </div>
      )}
      {sellsSeats ? (
        <form className="domain-add" onSubmit={addSeats} noValidate>
          <TextField
            label={intl.formatMessage({ id: 'billing.seats.label' })}
            inputMode="numeric"
            value={seats}
            onChange={(e) => setSeats(e.target.value)}
            error={seatsError}
          />
          <Button type="submit" disabled={checkout.isPending}>
            {intl.formatMessage({ id: 'billing.seats.add' })}
          </Button>
        </form>
      ) : (
        <p>{intl.formatMessage({ id: 'billing.seats.notInPlan' })}</p>
      )}
    </Section>
  );
}

function History({ summary }: { summary: Summary }) {
  const intl = useIntl();
  const portal = useApiMutation('post', '/api/billing/portal');
  const [message, setMessage] = useState<string | null>(null);
  const openPortal = () => {
    setMessage(null);
    portal.mutate(
      {},
      {
        onSuccess: (answer) =>
          answer.url
            ? leaveFor.go(answer.url)
            : setMessage(intl.formatMessage({ id: 'billing.portal.noUrl' })),
        onError: () => setMessage(intl.formatMessage({ id: 'billing.portal.failed' })),
      },
    );
  };
  return (
    <Section id="billing-history" title={intl.formatMessage({ id: 'billing.history.title' })}>
      {message && <Alert tone="error">{message}</Alert>}
      {summary.invoices.length === 0 ? (
        <p>{intl.formatMessage({ id: 'billing.history.empty' })}</p>
      ) : (
        <Table
          caption={intl.formatMessage({ id: 'billing.history.invoices' })}
          rows={summary.invoices.slice(0, 10)}
          rowKey={(invoice) => invoice.id}
          columns={[
            {
              key: 'date',
              header: intl.formatMessage({ id: 'billing.col.date' }),
              render: (i) => intl.formatDate(i.createdAt),
            },
            {
              key: 'amount',
              header: intl.formatMessage({ id: 'billing.col.amount' }),
              render: (i) => intl.formatCurrency(i.amountCents / 100, 'USD'),
            },
            {
              key: 'status',
              header: intl.formatMessage({ id: 'billing.col.status' }),
              render: (i) => label(intl, INVOICE_STATUS, i.status),
            },
            {
              key: 'link',
              header: intl.formatMessage({ id: 'billing.col.invoice' }),
              render: (i) =>
                i.hostedInvoiceUrl ? (
                  <a href={i.hostedInvoiceUrl} target="_blank" rel="noreferrer">
                    <FormattedMessage
                      id="billing.invoice.view"
                      values={{
                        date: intl.formatDate(i.createdAt),
                        hidden: visuallyHidden,
                      }}
                    />
                  </a>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      )}
      <div className="pt-row">
        <Button
          className="billing-portal"
          variant="secondary"
          onClick={openPortal}
          disabled={portal.isPending}
        >
          {intl.formatMessage({ id: 'billing.portal.open' })}
        </Button>
      </div>
    </Section>
  );
}
