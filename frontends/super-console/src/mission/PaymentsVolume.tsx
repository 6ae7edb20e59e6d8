import { EmptyState, QueryState, Table, useApiQuery } from '@portico/frontend-kit';

/** Minor units in their own currency, as a person reads them. */
const money = (minor: number, currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() }).format(
    minor / 100,
  );

/**
 * Mission Control's Client Payments (issue 29): what agencies were paid by their clients
 * through their connected Stripe accounts and the platform's fees on it, by currency (amounts
 * in different currencies are never added up), with how many agencies have connected.
 */
export function PaymentsVolume() {
  const volume = useApiQuery('/api/super/payments-volume', { tenantId: null });
  return (
    <section className="pt-card" aria-labelledby="mission-payments">
      <h2 className="pt-card__title" id="mission-payments">
        Client Payments
      </h2>
      <QueryState
        query={volume}
        loadingLabel="Loading client payments"
        error="Error loading client payments"
        retry
      >
        {(answer) => (
          <>
            <p>
              {answer.connectedAccounts} agenc{answer.connectedAccounts === 1 ? 'y' : 'ies'} with a
              connected Stripe account.
            </p>
            {answer.currencies.length === 0 ? (
              <EmptyState title="No client payments yet" />
            ) : (
              <Table
                caption="Payments volume and platform fees by currency"
                rows={answer.currencies}
                rowKey={(c) => c.currency}
                columns={[
                  { key: 'currency', header: 'Currency', render: (c) => c.currency.toUpperCase() },
                  { key: 'volume', header: 'Volume', render: (c) => money(c.volume, c.currency) },
                  {
                    key: 'fees',
                    header: 'Platform fees',
                    render: (c) => money(c.platformFees, c.currency),
                  },
                  { key: 'payments', header: 'Payments', render: (c) => String(c.payments) },
                  {
                    key: 'refunded',
                    header: 'Refunded',
                    render: (c) => money(c.refunded, c.currency),
                  },
                ]}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
