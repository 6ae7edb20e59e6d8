import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  clientLimitValues,
  Skeleton,
  TextField,
  usePlans,
} from '@portico/frontend-kit';
import { useIntl, type Intl } from './i18n';

export const CUSTOM_PLAN = 'custom';

export function seatsError(raw: string, intl: Intl): string | undefined {
  const seats = Number(raw);
  return Number.isInteger(seats) && seats >= 1
    ? undefined
    : intl.formatMessage({ id: 'onboarding.plan.seatsInvalid' });
}

export function PlanStep({
  initialPlan,
  busy,
  onSubmit,
}: {
  initialPlan: string;
  busy: boolean;
  onSubmit: (plan: string, seats: number) => void;
}) {
  const [plan, setPlan] = useState(initialPlan);
  const [seats, setSeats] = useState('1');
  const [error, setError] = useState<string | undefined>();
  const catalog = usePlans();
  const intl = useIntl();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = seatsError(seats, intl);
    setError(problem);
    if (!problem && !busy) onSubmit(plan, Number(seats));
  };

  const options = [
    ...(catalog.data ?? []).map((p) => ({
      id: p.id as string,
      name: p.name,
      price: intl.formatMessage(
        { id: 'onboarding.plan.price' },
        {
          price: intl.formatCurrency(p.monthlyPrice, 'USD', { maximumFractionDigits: 0 }),
        },
      ),
      detail: intl.formatMessage({ id: 'onboarding.plan.clientLimit' }, clientLimitValues(p)),
    })),
    {
      id: CUSTOM_PLAN,
      name: intl.formatMessage({ id: 'onboarding.plan.custom' }),
      price: intl.formatMessage({ id: 'onboarding.plan.contact' }),
      detail: intl.formatMessage({ id: 'onboarding.plan.customDetail' }),
    },
  ];

  return (
    <form className="onb-form" onSubmit={submit} noValidate>
      <fieldset className="onb-plans">
        <legend className="pt-field__label">
          {intl.formatMessage({ id: 'onboarding.plan.choose' })}
        </legend>
        {catalog.isPending && (
          <Skeleton height={64} label={intl.formatMessage({ id: 'onboarding.plan.loading' })} />
        )}
        {catalog.isError && (
          <Alert tone="error">
            <span>{intl.formatMessage({ id: 'onboarding.plan.failed' })}</span>
            <button type="button" className="pt-link" onClick={() => void catalog.refetch()}>
              {intl.formatMessage({ id: 'onboarding.retry' })}
            </button>
          </Alert>
        )}
        {options.map((option) => (
          <label
            key={option.id}
            className={plan === option.id ? 'onb-plan onb-plan--selected' : 'onb-plan'}
          >
            <input
              type="radio"
              name="plan"
              value={option.id}
              checked={plan === option.id}
              onChange={() => setPlan(option.id)}
            />
            <span className="onb-plan__name">{option.name}</span>
            <span className="onb-plan__price">{option.price}</span>
            <span className="onb-plan__detail">{option.detail}</span>
          </label>
        ))}
      </fieldset>
      <p className="onb-plans__note">{intl.formatMessage({ id: 'onboarding.plan.note' })}</p>
      <TextField
        label={intl.formatMessage({ id: 'onboarding.plan.seats' })}
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        value={seats}
        onChange={(e) => setSeats(e.target.value)}
        error={error}
        hint={intl.formatMessage({ id: 'onboarding.plan.seatsHint' })}
      />
      <div className="onb-actions">
        <span />
        <Button type="submit" busy={busy}>
          {intl.formatMessage({ id: 'onboarding.continue' })}
        </Button>
      </div>
    </form>
  );
}
