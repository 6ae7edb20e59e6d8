import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, useAuth } from '@portico/frontend-kit';

/** The paid plan chosen at the plan step and the checkout provisioning answered for it. */
export interface PendingCheckout {
  plan: string;
  url: string | null;
}

const PLAN_NAMES: Record<string, string> = { pro: 'Pro', advanced: 'Advanced' };

/** Leaves for the payment page (kept apart so tests can watch it). */
export const leaveForCheckout = { go: (url: string) => window.location.assign(url) };

/**
 * 'Workspace Ready' links to /login (spec part 2 §2). The new membership is read first, so the
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
        ✓
      </div>
      <h1>Workspace Ready</h1>
      <p>
        {companyName ? `${companyName} is set up.` : 'Your portal is set up.'} Invite your first
        clients from the dashboard.
      </p>
      {checkout && (
        <div className="onb-ready__checkout">
          <p>
            Your workspace runs on the Starter plan until the payment for {planName} is confirmed.
          </p>
          {checkout.url ? (
            <Button size="lg" onClick={() => leaveForCheckout.go(checkout.url!)}>
              Continue to checkout for {planName}
            </Button>
          ) : (
            <Alert tone="error">
              No Stripe URL returned. You can upgrade from Billing in your dashboard.
            </Alert>
          )}
        </div>
      )}
      <Button size="lg" variant={checkout?.url ? 'secondary' : 'primary'} onClick={go} busy={busy}>
        Go to your dashboard
      </Button>
    </div>
  );
}
