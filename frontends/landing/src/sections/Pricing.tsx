import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Alert,
  Button,
  errorMessage,
  isApiError,
  priceFor,
  Skeleton,
  useApi,
  useApiMutation,
  useFeatureFlag,
  usePlans,
  type BillingPeriod,
  type Plan,
} from '@portico/frontend-kit';
import { FormattedMessage, useIntl } from '../i18n';
import { leavePage } from '../leavePage';
import { CompareFeaturesModal } from './CompareFeaturesModal';

export function Pricing() {
  const catalog = usePlans();
  const intl = useIntl();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [comparing, setComparing] = useState(false);
  const plans = catalog.data;

  return (
    <section className="section section--muted" id="pricing" data-fade>
      <div className="landing-container">
        <div className="section__heading">
          <span className="section__eyebrow">{intl.formatMessage({ id: 'nav.pricing' })}</span>
          <h2>{intl.formatMessage({ id: 'pricing.title' })}</h2>
          <p>{intl.formatMessage({ id: 'pricing.lead' })}</p>
        </div>
        <div
          className="billing-toggle"
          role="radiogroup"
          aria-label={intl.formatMessage({ id: 'pricing.period' })}
        >
          <button
            type="button"
            role="radio"
            aria-checked={period === 'monthly'}
            className="billing-toggle__option"
            onClick={() => setPeriod('monthly')}
          >
            {intl.formatMessage({ id: 'pricing.monthly' })}
          </button>
          <button
            type="button"
            role="radio"
            aria-checked={period === 'annual'}
            className="billing-toggle__option"
            onClick={() => setPeriod('annual')}
          >
            <FormattedMessage
              id="pricing.yearly"
              values={{
                save: (chunks) => <span className="billing-toggle__save">{chunks}</span>,
              }}
            />
          </button>
        </div>
        {catalog.isError ? (
          <div className="plans__error">
            <Alert tone="error">{intl.formatMessage({ id: 'pricing.failed' })}</Alert>
            <Button variant="secondary" onClick={() => void catalog.refetch()}>
              {intl.formatMessage({ id: 'pricing.retry' })}
            </Button>
          </div>
        ) : (
          <div className="plans" aria-busy={catalog.isPending}>
            {plans
              ? plans.map((plan) => <PlanCard key={plan.id} plan={plan} period={period} />)
              : [0, 1, 2].map((i) => (
                  <div className="plan-card" key={i}>
                    <Skeleton
                      height={260}
                      label={i === 0 ? intl.formatMessage({ id: 'pricing.loading' }) : undefined}
                    />
                  </div>
                ))}
          </div>
        )}
        {plans && (
          <div className="plans__compare">
            <Button variant="secondary" onClick={() => setComparing(true)}>
              {intl.formatMessage({ id: 'compare.title' })}
            </Button>
          </div>
        )}
      </div>
      {comparing && plans && (
        <CompareFeaturesModal plans={plans} onClose={() => setComparing(false)} />
      )}
    </section>
  );
}

/**
 * Each card is a checkout form: it posts price_id and plan, then follows the returned URL. A
 * deployment without checkout (the gateway answers 404) has the free beta sign-up as the way in,
 * with the chosen plan.
 */
function PlanCard({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const api = useApi();
  const intl = useIntl();
  const navigate = useNavigate();
  const checkout = useApiMutation('post', '/api/checkout');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A checkout is claimed by the workspace signed up after it: none while sign-ups are closed.
  const signupOpen = useFeatureFlag('signup.open');
  const priceId = plan.priceIds[period];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      // A visitor who has not signed in yet checks out without a session.
      const { url } = await checkout.mutateAsync({
        body: { price_id: priceId, plan: plan.id },
        anonymous: !api.hasSession(),
      });
      if (!url) {
        setError(intl.formatMessage({ id: 'pricing.noCheckoutUrl' }));
        setBusy(false);
        return;
      }
      leavePage.to(url);
    } catch (cause) {
      if (isApiError(cause) && cause.status === 404) {
        navigate(`/signup?plan=${plan.id}`);
        return;
      }
      setError(errorMessage(cause, intl.formatMessage({ id: 'pricing.checkoutFailed' })));
      setBusy(false);
    }
  };

  return (
    <form
      className={plan.highlighted ? 'plan-card plan-card--highlighted' : 'plan-card'}
      onSubmit={onSubmit}
      aria-labelledby={`plan-${plan.id}`}
      data-testid={`plan-${plan.id}`}
    >
      {plan.highlighted && (
        <span className="plan-card__flag">{intl.formatMessage({ id: 'pricing.popular' })}</span>
      )}
      <h3 id={`plan-${plan.id}`}>{plan.name}</h3>
      <p className="plan-card__tagline">
        {intl.formatMessage({ id: `pricing.tagline.${plan.id}` })}
      </p>
      <p className="plan-card__price">
        <span className="plan-card__amount" data-testid={`price-${plan.id}`}>
          {intl.formatCurrency(priceFor(plan, period), 'USD', { maximumFractionDigits: 0 })}
        </span>
        <span className="plan-card__unit">{intl.formatMessage({ id: 'pricing.perMonth' })}</span>
      </p>
      <p className="plan-card__billing">
        {intl.formatMessage({
          id: period === 'annual' ? 'pricing.billedAnnually' : 'pricing.billedMonthly',
        })}
      </p>
      <input type="hidden" name="price_id" value={priceId} />
      <input type="hidden" name="plan" value={plan.id} />
      {signupOpen ? (
        <>
          <Button
            type="submit"
            variant={plan.highlighted ? 'primary' : 'secondary'}
            block
            busy={busy}
          >
            {intl.formatMessage({ id: 'pricing.choose' }, { plan: plan.name })}
          </Button>
          <Link className="plan-card__beta" to={`/signup?plan=${plan.id}`}>
            {intl.formatMessage({ id: 'pricing.beta' })}
          </Link>
        </>
      ) : (
        <p className="plan-card__beta">{intl.formatMessage({ id: 'pricing.closed' })}</p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <ul className="plan-card__features">
        {plan.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </form>
  );
}
