import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, useAuth } from '@portico/frontend-kit';

/**
 * 'Workspace Ready' links to /login (spec part 2 §2). The new membership is read first, so the
 * post-login redirect on /login takes the person straight to their admin dashboard.
 */
export function WorkspaceReady({
  tenantId,
  companyName,
}: {
  tenantId: string | null;
  companyName: string | null;
}) {
  const { reload } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    await reload();
    navigate(tenantId ? `/login?tenant_id=${encodeURIComponent(tenantId)}` : '/login');
  };
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
      <Button size="lg" onClick={go} busy={busy}>
        Go to your dashboard
      </Button>
    </div>
  );
}
