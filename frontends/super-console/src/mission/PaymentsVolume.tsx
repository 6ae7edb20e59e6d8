import { EmptyState, QueryState, Table, useApiQuery } from '@portico/frontend-kit';
import { useIntl } from '../i18n';

/**
 * Mission Control's Client Payments (issue 29): what agencies were paid by their clients
 * through their connected Stripe accounts and the platform's fees on it, by currency (amounts
 * in different currencies are never added up), with how many agencies have connected.
 */
export function PaymentsVolume() {
  const volume = useApiQuery('/api/super/payments-volume', { tenantId: null });
  const intl = useIntl();
  /** Minor units in their own currency, as a person reads them. */
  const money = (minor: number, currency: string) =>
    intl.formatCurrency(minor / 100, currency.toUpperCase());
  return (
    <section className="pt-card" aria-labelledby="mission-payments">
      <h2 className="pt-card__title" id="mission-payments">
        {intl.formatMessage({ id: 'mission.payments' })}
      </h2>
      <QueryState
        query={volume}
        loadingLabel={intl.formatMessage({ id: 'mission.payments.loading' })}
        error={intl.formatMessage({ id: 'mission.payments.failed' })}
        retry
      >
        {(answer) => (
          <>
            <p>
              {intl.formatMessage(
                { id: 'mission.payments.connected' },
                { count: answer.connectedAccounts },
              )}
            </p>
            {answer.currencies.length === 0 ? (
              <EmptyState title={intl.formatMessage({ id: 'mission.payments.empty' })} />
            ) : (
              <Table
                caption={intl.formatMessage({ id: 'mission.payments.caption' })}
                rows={answer.currencies}
                rowKey={(c) => c.currency}
                columns={[
                  {
                    key: 'currency',
                    header: intl.formatMessage({ id: 'mission.payments.currency' }),
                    render: (c) => c.currency.toUpperCase(),
                  },
                  {
                    key: 'volume',
                    header: intl.formatMessage({ id: 'mission.payments.volume' }),
                    render: (c) => money(c.volume, c.currency),
                  },
                  {
                    key: 'fees',
                    header: intl.formatMessage({ id: 'mission.payments.fees' }),
                    render: (c) => money(c.platformFees, c.currency),
                  },
                  {
                    key: 'payments',
                    header: intl.formatMessage({ id: 'mission.payments.payments' }),
                    render: (c) => String(c.payments),
                  },
                  {
                    key: 'refunded',
                    header: intl.formatMessage({ id: 'mission.payments.refunded' }),
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
