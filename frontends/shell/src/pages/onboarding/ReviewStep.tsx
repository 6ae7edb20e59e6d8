import { Button, productDomain, type OnboardingStatus } from '@portico/frontend-kit';

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
  return (
    <div className="onb-form">
      <dl className="onb-review">
        <div>
          <dt>Company</dt>
          <dd>{status.companyName || '—'}</dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd style={{ textTransform: 'capitalize' }}>{status.plan ?? '—'}</dd>
        </div>
        <div>
          <dt>Portal address</dt>
          <dd>{subdomain ? `${subdomain}.${productDomain()}` : '—'}</dd>
        </div>
      </dl>
      <div className="onb-actions">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onProvision} busy={busy}>
          {busy ? 'Creating your workspace...' : 'Create workspace'}
        </Button>
      </div>
    </div>
  );
}
