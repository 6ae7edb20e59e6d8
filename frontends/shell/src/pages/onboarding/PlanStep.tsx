import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  clientLimitText,
  Skeleton,
  TextField,
  usePlans,
} from '@portico/frontend-kit';

export const CUSTOM_PLAN = 'custom';

export function seatsError(raw: string): string | undefined {
  const seats = Number(raw);
  return Number.isInteger(seats) && seats >= 1
    ? undefined
    : 'Seats must be a whole number of at least 1';
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = seatsError(seats);
    setError(problem);
    if (!problem && !busy) onSubmit(plan, Number(seats));
  };

  const options = [
    ...(catalog.data ?? []).map((p) => ({
      id: p.id as string,
      name: p.name,
      price: `$${p.monthlyPrice}/mo`,
      detail: clientLimitText(p),
    })),
    {
      id: CUSTOM_PLAN,
      name: 'Custom',
      price: 'Contact us',
      detail: 'Unlimited clients, every feature',
    },
  ];

  return (
    <form className="onb-form" onSubmit={submit} noValidate>
      <fieldset className="onb-plans">
        <legend className="pt-field__label">Choose your plan</legend>
        {catalog.isPending && <Skeleton height={64} label="Loading plans" />}
        {catalog.isError && (
          <Alert tone="error">
            Failed to load.{' '}
            <button type="button" className="pt-link" onClick={() => void catalog.refetch()}>
              Try again
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
      <p className="onb-plans__note">
        Your workspace starts on Starter. Pro and Advanced are paid at checkout right after it is
        created, and switch on once the payment is confirmed.
      </p>
      <TextField
        label="Admin seats"
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        value={seats}
        onChange={(e) => setSeats(e.target.value)}
        error={error}
        hint="People on your team who manage the portal. At least 1."
      />
      <div className="onb-actions">
        <span />
        <Button type="submit" busy={busy}>
          Continue
        </Button>
      </div>
    </form>
  );
}
