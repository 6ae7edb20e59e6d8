import { Button, productDomain, type OnboardingStatus } from '@portico/frontend-kit';
import { useIntl } from './i18n';

export function ReviewStep({
  status,
  busy,
  onBack,
  onProvision,
}: {
  status: OnboardingStatus;
  busy: boolean;
  onBack: () => void;
  onProvision: () => void;
}) {
  const subdomain = status.branding.subdomain;
  const intl = useIntl();
  const none = intl.formatMessage({ id: 'onboarding.review.none' });
  return (
    <div className="onb-form">
      <dl className="onb-review">
        <div>
          <dt>{intl.formatMessage({ id: 'onboarding.review.company' })}</dt>
          <dd>{status.companyName || none}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'onboarding.review.plan' })}</dt>
          <dd style={{ textTransform: 'capitalize' }}>{status.plan ?? none}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'onboarding.review.address' })}</dt>
          <dd>{subdomain ? [subdomain, productDomain()].join('.') : none}</dd>
        </div>
      </dl>
      <div className="onb-actions">
        <Button variant="secondary" onClick={onBack}>
          {intl.formatMessage({ id: 'onboarding.back' })}
        </Button>
        <Button onClick={onProvision} busy={busy}>
          {intl.formatMessage({
            id: busy ? 'onboarding.review.creating' : 'onboarding.review.create',
          })}
        </Button>
      </div>
    </div>
  );
}
