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

/** One user of a tenant: who they are, and a password reset link the operator can send. */
export function UserDrawer({ user, onClose }: { user: TenantUser; onClose: () => void }) {
  const reset = useApiMutation('post', '/api/super/users/{id}/password-reset');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const sendReset = async () => {
    setOutcome(null);
    try {
      const answer = await reset.mutateAsync({ tenantId: null, params: { path: { id: user.id } } });
      setOutcome({ tone: 'success', text: answer.message });
    } catch (failure) {
      setOutcome({ tone: 'error', text: (failure as Error).message || 'Update failed' });
    }
  };
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
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
    </Drawer>
  );
}
