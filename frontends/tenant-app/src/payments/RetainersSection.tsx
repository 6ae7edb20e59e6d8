/**
 * Retainers on Payments (issue 29): a subscription per client on the agency's Stripe account,
 * billed each month or year from its start date, each period's invoice appearing with the
 * others; cancelling ends it at the end of the current period.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  errorMessage,
  QueryState,
  SelectField,
  Table,
  TextField,
  useApiMutation,
  useApiQuery,
} from '@portico/frontend-kit';
import { defineMessages, useIntl } from '../i18n';
import { Section } from '../screens/settings/AccountSections';
import { ClientPicker, useClients } from './clients';
import { formatMoney, toMinor } from './money';

const STATUS = defineMessages({
  active: { id: 'payments.retainers.status.active' },
  canceling: { id: 'payments.retainers.status.canceling' },
  canceled: { id: 'payments.retainers.status.canceled' },
  past_due: { id: 'payments.retainers.status.pastDue' },
  incomplete: { id: 'payments.retainers.status.incomplete' },
});

export function RetainersSection({ currency }: { currency: string }) {
  const intl = useIntl();
  const retainers = useApiQuery('/api/payments/retainers', undefined);
  const { clients } = useClients();
  const create = useApiMutation('post', '/api/payments/retainers');
  const cancel = useApiMutation('post', '/api/payments/retainers/{id}/cancel');
  const [clientId, setClientId] = useState('');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [interval, setInterval] = useState<'month' | 'year'>('month');
  const [startDate, setStartDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = clientId || clients[0]?.id || '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const minor = toMinor(amount);
    if (minor === undefined) {
      setProblem(intl.formatMessage({ id: 'payments.price' }));
      return;
    }
    create.mutate(
      { body: { clientId: chosen, currency, description, amount: minor, interval, startDate } },
      {
        onSuccess: () => void retainers.refetch(),
        onError: (cause) =>
          setProblem(
            errorMessage(cause, intl.formatMessage({ id: 'payments.retainers.notCreated' })),
          ),
      },
    );
  };

  return (
    <Section id="payments-retainers" title={intl.formatMessage({ id: 'payments.retainers.title' })}>
      <QueryState
        query={retainers}
        loadingLabel={intl.formatMessage({ id: 'payments.retainers.loading' })}
        error={intl.formatMessage({ id: 'payments.retainers.failed' })}
        retry
      >
        {(answer) =>
          answer.retainers.length === 0 ? (
            <p>{intl.formatMessage({ id: 'payments.retainers.empty' })}</p>
          ) : (
            <Table
              caption={intl.formatMessage({ id: 'payments.retainers.title' })}
              rows={answer.retainers}
              rowKey={(r) => r.id}
              columns={[
                {
                  key: 'client',
                  header: intl.formatMessage({ id: 'payments.column.clients' }),
                  render: (r) => r.client.name,
                },
                {
                  key: 'what',
                  header: intl.formatMessage({ id: 'payments.retainers.description' }),
                  render: (r) => r.description,
                },
                {
                  key: 'amount',
                  header: intl.formatMessage({ id: 'payments.column.amount' }),
                  render: (r) =>
                    intl.formatMessage(
                      {
                        id:
                          r.interval === 'year'
                            ? 'payments.retainers.perYear'
                            : 'payments.retainers.perMonth',
                      },
                      { amount: formatMoney(r.amount, r.currency) },
                    ),
                },
                {
                  key: 'status',
                  header: intl.formatMessage({ id: 'payments.column.status' }),
                  render: (r) => {
                    const known = STATUS[r.status as keyof typeof STATUS];
                    return known ? intl.formatMessage(known) : r.status;
                  },
                },
                {
                  key: 'cancel',
                  header: intl.formatMessage({ id: 'payments.retainers.cancel' }),
                  render: (r) =>
                    r.status === 'active' ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        busy={cancel.isPending}
                        onClick={() =>
                          cancel.mutate(
                            { params: { path: { id: r.id } } },
                            {
                              onSuccess: () => void retainers.refetch(),
                              onError: (cause) =>
                                setProblem(
                                  errorMessage(
                                    cause,
                                    intl.formatMessage({ id: 'payments.retainers.notCanceled' }),
                                  ),
                                ),
                            },
                          )
                        }
                      >
                        {intl.formatMessage(
                          { id: 'payments.retainers.cancelNamed' },
                          { description: r.description },
                        )}
                      </Button>
                    ) : (
                      '—'
                    ),
                },
              ]}
            />
          )
        }
      </QueryState>
      {clients.length > 0 && (
        <form className="pt-stack" onSubmit={submit} noValidate>
          <ClientPicker
            clients={clients}
            label={intl.formatMessage({ id: 'payments.retainers.client' })}
            value={chosen}
            onChange={setClientId}
          />
          <TextField
            label={intl.formatMessage({ id: 'payments.retainers.what' })}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
          <TextField
            label={intl.formatMessage({ id: 'payments.retainers.amount' })}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <SelectField
            label={intl.formatMessage({ id: 'payments.retainers.billed' })}
            value={interval}
            onChange={(e) => setInterval(e.target.value === 'year' ? 'year' : 'month')}
            options={[
              { value: 'month', label: intl.formatMessage({ id: 'payments.retainers.monthly' }) },
              { value: 'year', label: intl.formatMessage({ id: 'payments.retainers.yearly' }) },
            ]}
          />
          <TextField
            label={intl.formatMessage({ id: 'payments.retainers.start' })}
            type="date"
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
          />
          {problem && <Alert tone="error">{problem}</Alert>}
          <div className="pt-row">
            <Button type="submit" busy={create.isPending}>
              {intl.formatMessage({ id: 'payments.retainers.submit' })}
            </Button>
          </div>
        </form>
      )}
    </Section>
  );
}
