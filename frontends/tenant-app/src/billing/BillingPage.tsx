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
import { ScreenHeader } from '../screens/ScreenHeader';
import { Section } from '../screens/settings/AccountSections';
import '../screens/settings/settings.css';

const SUMMARY = '/api/billing/summary';
type Summary = ApiAnswer<'get', typeof SUMMARY>;

export const SEATS_MESSAGE = 'Seats must be a whole number of at least 1';
const PLAN_NAMES: Record<string, string> = {
  starter: 'Starter',
  pro: 'Pro',
  advanced: 'Advanced',
  custom: 'Custom',
};
const planName = (key: string) => PLAN_NAMES[key] ?? key;
const usd = (amount: string) => `$${amount}`;

/** Sends the browser to the provider's page (kept apart so tests can watch it). */
export const leaveFor = { go: (url: string) => window.location.assign(url) };

export function BillingPage() {
  const summary = useApiQuery(SUMMARY, undefined);
  return (
    <div className="screen">
      <ScreenHeader title="Billing" subtitle="Your plan, seats, invoices and payment details." />
      <QueryState
        query={summary}
        loadingLabel="Loading billing"
        error={(cause) =>
          isApiError(cause) && cause.status === 403 ? 'Admins only.' : 'Failed to load billing'
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
  const seats = Math.max(summary.seatsPurchased, summary.seatsIncluded);
  return (
    <Section id="current-plan" title="Current Plan">
      <p className="billing-plan">
        <strong data-testid="current-plan">{planName(summary.plan)}</strong>{' '}
        <Badge tone={summary.status === 'past_due' ? 'red' : 'green'}>{summary.status}</Badge>
      </p>
      <p>
        Billed {summary.interval}. Admin seats: {seats} ({summary.seatsIncluded} included).
        {summary.currentPeriodEnd &&
          ` Renews ${new Date(summary.currentPeriodEnd).toLocaleDateString()}.`}
      </p>
    </Section>
  );
}

function SeatsAndUpgrades({ summary }: { summary: Summary }) {
  const checkout = useApiMutation('post', '/api/billing/checkout');
  const [seats, setSeats] = useState('1');
  const [seatsError, setSeatsError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const open = (body: Parameters<typeof checkout.mutate>[0], failure: string) => {
    setMessage(null);
    checkout.mutate(body, {
      onSuccess: (answer) =>
        answer.url ? leaveFor.go(answer.url) : setMessage('No Stripe URL returned.'),
      onError: () => setMessage(failure),
    });
  };
  const upgrade = (plan: 'pro' | 'advanced') =>
    open({ body: { type: 'upgrade_plan', plan } }, 'Upgrade failed');
  const addSeats = (event: FormEvent) => {
    event.preventDefault();
    const count = Number(seats);
    if (!/^\d+$/.test(seats.trim()) || !Number.isInteger(count) || count < 1) {
      setSeatsError(SEATS_MESSAGE);
      return;
    }
    setSeatsError(null);
    open({ body: { type: 'add_seats', seats: count } }, 'Failed to start seats checkout');
  };
  const upgrades = (['pro', 'advanced'] as const).filter(
    (plan) => summary.plan === 'starter' || (summary.plan === 'pro' && plan === 'advanced'),
  );
  const sellsSeats = summary.plan === 'pro' || summary.plan === 'advanced';

  return (
    <Section id="seats-and-upgrades" title="Seats & Upgrades">
      {message && <Alert tone="error">{message}</Alert>}
      {upgrades.length > 0 && (
        <div className="pt-row">
          {upgrades.map((plan) => (
            <Button key={plan} onClick={() => upgrade(plan)} disabled={checkout.isPending}>
              Upgrade to {planName(plan)}
            </Button>
          ))}
        </div>
      )}
      {sellsSeats ? (
        <form className="domain-add" onSubmit={addSeats} noValidate>
          <TextField
            label="Seats to add"
            inputMode="numeric"
            value={seats}
            onChange={(e) => setSeats(e.target.value)}
            error={seatsError}
          />
          <Button type="submit" disabled={checkout.isPending}>
            Add seats
          </Button>
        </form>
      ) : (
        <p>Extra admin seats are available on the Pro and Advanced plans.</p>
      )}
    </Section>
  );
}

function History({ summary }: { summary: Summary }) {
  const portal = useApiMutation('post', '/api/billing/portal');
  const [message, setMessage] = useState<string | null>(null);
  const openPortal = () => {
    setMessage(null);
    portal.mutate(
      {},
      {
        onSuccess: (answer) =>
          answer.url ? leaveFor.go(answer.url) : setMessage('No portal URL returned.'),
        onError: () => setMessage('Failed to open portal'),
      },
    );
  };
  return (
    <Section id="billing-history" title="Billing History & Payment">
      {message && <Alert tone="error">{message}</Alert>}
      {summary.invoices.length === 0 ? (
        <p>No invoices yet.</p>
      ) : (
        <Table
          caption="Invoices"
          rows={summary.invoices.slice(0, 10)}
          rowKey={(invoice) => invoice.id}
          columns={[
            {
              key: 'date',
              header: 'Date',
              render: (i) => new Date(i.createdAt).toLocaleDateString(),
            },
            { key: 'amount', header: 'Amount', render: (i) => usd(i.amountUsd) },
            { key: 'status', header: 'Status', render: (i) => i.status },
            {
              key: 'link',
              header: 'Invoice',
              render: (i) =>
                i.hostedInvoiceUrl ? (
                  <a href={i.hostedInvoiceUrl} target="_blank" rel="noreferrer">
                    View<span className="pt-visually-hidden"> invoice of {i.createdAt}</span>
                  </a>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      )}
      <div className="pt-row">
        <Button variant="secondary" onClick={openPortal} disabled={portal.isPending}>
          Manage payment methods and invoices
        </Button>
      </div>
    </Section>
  );
}
