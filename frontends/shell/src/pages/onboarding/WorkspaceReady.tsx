import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, useAuth } from '@portico/frontend-kit';
import { useIntl } from './i18n';

/** The paid plan chosen at the plan step and the checkout provisioning answered for it. */
export interface PendingCheckout {
  plan: string;
  url: string | null;
}

/** The paid plans' names (product names, the same in every language). */
const PLAN_NAMES: Record<string, string> = { pro: 'Pro', advanced: 'Advanced' };

/** Leaves for the payment page (kept apart so tests can watch it). */
export const leaveForCheckout = { go: (url: string) => window.location.assign(url) };

/**
 * 'Workspace Ready' links to /login (docs/product.md §2). The new membership is read first, so the
 * post-login redirect on /login takes the person straight to their admin dashboard. A workspace
 * always starts on Starter: when a paid plan was chosen, this screen says so and leads to its
 * checkout; the plan changes once the payment is confirmed.
 */
export function WorkspaceReady({
  tenantId,
  companyName,
  checkout = null,
}: {
  tenantId: string | null;
  companyName: string | null;
  checkout?: PendingCheckout | null;
}) {
  const { reload } = useAuth();
  const intl = useIntl();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    await reload();
    navigate(tenantId ? `/login?tenant_id=${encodeURIComponent(tenantId)}` : '/login');
  };
  const planName = checkout ? (PLAN_NAMES[checkout.plan] ?? checkout.plan) : '';
  return (
    <div className="onb-ready">
      <div className="onb-ready__badge" aria-hidden="true">
        {intl.formatMessage({ id: 'onboarding.doneMark' })}
      </div>
      <h1>{intl.formatMessage({ id: 'onboarding.ready.title' })}</h1>
      <p>
        {companyName
          ? intl.formatMessage({ id: 'onboarding.ready.textNamed' }, { company: companyName })
          : intl.formatMessage({ id: 'onboarding.ready.text' })}
      </p>
      {checkout && (
        <div className="onb-ready__checkout">
          <p>{intl.formatMessage({ id: 'onboarding.ready.starterUntil' }, { plan: planName })}</p>
          {checkout.url ? (
            <Button size="lg" onClick={() => leaveForCheckout.go(checkout.url!)}>
              {intl.formatMessage({ id: 'onboarding.ready.checkout' }, { plan: planName })}
            </Button>
          ) : (
            <Alert tone="error">{intl.formatMessage({ id: 'onboarding.ready.noCheckout' })}</Alert>
          )}
        </div>
      )}
      <Button size="lg" variant={checkout?.url ? 'secondary' : 'primary'} onClick={go} busy={busy}>
        {intl.formatMessage({ id: 'onboarding.ready.dashboard' })}
      </Button>
    </div>
  );
}
