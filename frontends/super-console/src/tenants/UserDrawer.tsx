import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Drawer,
  type ApiAnswer,
  useApiMutation,
} from '@portico/frontend-kit';
import { shownDate } from './tenantDisplay';

export type TenantUser = ApiAnswer<'get', '/api/super/tenant-users'>['items'][number];

/**
 * One user of a tenant: who they are, a password reset link the operator can send, and
 * clearing their two-factor setup when they lost their device (audited by identity).
 */
export function UserDrawer({ user, onClose }: { user: TenantUser; onClose: () => void }) {
  const reset = useApiMutation('post', '/api/super/users/{id}/password-reset');
  const resetTwoFactor = useApiMutation('post', '/api/super/users/{id}/two-factor/reset');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const report = async (send: () => Promise<{ message: string }>) => {
    setOutcome(null);
    try {
      setOutcome({ tone: 'success', text: (await send()).message });
    } catch (failure) {
      setOutcome({ tone: 'error', text: (failure as Error).message || 'Update failed' });
    }
  };
  const path = { path: { id: user.id } };
  const sendReset = () => report(() => reset.mutateAsync({ tenantId: null, params: path }));
  const clearTwoFactor = () =>
    report(() =>
      resetTwoFactor.mutateAsync({
        tenantId: null,
        params: path,
        body: { reason: 'Reset from Super User Management' },
      }),
    );
  return (
    <Drawer title={user.name || user.email} onClose={onClose}>
      <dl className="tenant-facts">
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Role</dt>
        <dd>{user.role}</dd>
        <dt>Status</dt>
        <dd>
          <Badge tone={user.status === 'active' ? 'green' : 'orange'}>{user.status}</Badge>
        </dd>
        <dt>Last sign-in</dt>
        <dd>{shownDate(user.last_login_at)}</dd>
      </dl>
      {/* A pending invitation has no account yet, so nothing to reset. */}
      {user.status !== 'pending' && (
        <Button variant="secondary" onClick={() => void sendReset()} disabled={reset.isPending}>
          {reset.isPending ? 'Sending...' : 'Send password reset'}
        </Button>
      )}
      {user.status !== 'pending' && (
        <Button
          variant="secondary"
          onClick={() => void clearTwoFactor()}
          disabled={resetTwoFactor.isPending}
        >
          {resetTwoFactor.isPending ? 'Resetting...' : 'Reset two-factor authentication'}
        </Button>
      )}
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
    </Drawer>
  );
}
