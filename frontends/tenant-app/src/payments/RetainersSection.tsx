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
import { useIntl } from '../i18n';
import { Section } from '../screens/settings/AccountSections';
import { ClientPicker, useClients } from './clients';
import { formatMoney, toMinor } from './money';

const STATUS: Record<string, string> = {
  active: 'Active',
  canceling: 'Ends at period end',
  canceled: 'Canceled',
  past_due: 'Past due',
  incomplete: 'Incomplete',
};

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
        onError: (cause) => setProblem(errorMessage(cause, 'The retainer could not be created')),
      },
    );
  };

  return (
    <Section id="payments-retainers" title="Retainers">
      <QueryState
        query={retainers}
        loadingLabel="Loading retainers"
        error="Failed to load retainers"
        retry
      >
        {(answer) =>
          answer.retainers.length === 0 ? (
            <p>No retainers yet.</p>
          ) : (
            <Table
              caption="Retainers"
              rows={answer.retainers}
              rowKey={(r) => r.id}
              columns={[
                { key: 'client', header: 'Client', render: (r) => r.client.name },
                { key: 'what', header: 'Description', render: (r) => r.description },
                {
                  key: 'amount',
                  header: 'Amount',
                  render: (r) =>
                    `${formatMoney(r.amount, r.currency)} / ${r.interval === 'year' ? 'year' : 'month'}`,
                },
                { key: 'status', header: 'Status', render: (r) => STATUS[r.status] ?? r.status },
                {
                  key: 'cancel',
                  header: 'Cancel',
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
                                  errorMessage(cause, 'The retainer could not be canceled'),
                                ),
                            },
                          )
                        }
                      >
                        Cancel {r.description}
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
            label="Retainer client"
            value={chosen}
            onChange={setClientId}
          />
          <TextField
            label="Retainer description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
          <TextField
            label="Amount each period"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <SelectField
            label="Billed"
            value={interval}
            onChange={(e) => setInterval(e.target.value === 'year' ? 'year' : 'month')}
            options={[
              { value: 'month', label: 'Monthly' },
              { value: 'year', label: 'Yearly' },
            ]}
          />
          <TextField
            label="Start date"
            type="date"
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
          />
          {problem && <Alert tone="error">{problem}</Alert>}
          <div className="pt-row">
            <Button type="submit" busy={create.isPending}>
              Start retainer
            </Button>
          </div>
        </form>
      )}
    </Section>
  );
}
