import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Drawer,
  type ApiAnswer,
  useApiMutation,
} from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import { shownDate, statusText } from './tenantDisplay';

export type TenantUser = ApiAnswer<'get', '/api/super/tenant-users'>['items'][number];

/**
 * One user of a tenant: who they are, a password reset link the operator can send, and
 * clearing their two-factor setup when they lost their device (audited by identity).
 */
export function UserDrawer({ user, onClose }: { user: TenantUser; onClose: () => void }) {
  const intl = useIntl();
  const reset = useApiMutation('post', '/api/super/users/{id}/password-reset');
  const resetTwoFactor = useApiMutation('post', '/api/super/users/{id}/two-factor/reset');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const report = async (send: () => Promise<{ message: string }>) => {
    setOutcome(null);
    try {
      setOutcome({ tone: 'success', text: (await send()).message });
    } catch (failure) {
      setOutcome({
        tone: 'error',
        text: (failure as Error).message || intl.formatMessage({ id: 'tenants.updateFailed' }),
      });
    }
  };
  const path = { path: { id: user.id } };
  const sendReset = () => report(() => reset.mutateAsync({ tenantId: null, params: path }));
  const clearTwoFactor = () =>
    report(() =>
      resetTwoFactor.mutateAsync({
        tenantId: null,
        params: path,
        // The audit log's reason, in the platform's own words rather than the operator's language.
        body: { reason: 'Reset from Super User Management' },
      }),
    );
  return (
    <Drawer title={user.name || user.email} onClose={onClose}>
      <dl className="tenant-facts">
        <dt>{intl.formatMessage({ id: 'tenants.users.email' })}</dt>
        <dd>{user.email}</dd>
        <dt>{intl.formatMessage({ id: 'tenants.users.role' })}</dt>
        <dd>{user.role}</dd>
        <dt>{intl.formatMessage({ id: 'tenants.status' })}</dt>
        <dd>
          <Badge tone={user.status === 'active' ? 'green' : 'orange'}>
            {statusText(user.status, intl)}
          </Badge>
        </dd>
        <dt>{intl.formatMessage({ id: 'tenants.users.lastSignIn' })}</dt>
        <dd>{shownDate(user.last_login_at, intl)}</dd>
      </dl>
      {/* A pending invitation has no account yet, so nothing to reset. */}
      {user.status !== 'pending' && (
        <Button variant="secondary" onClick={() => void sendReset()} disabled={reset.isPending}>
          {intl.formatMessage({
            id: reset.isPending ? 'tenants.users.sending' : 'tenants.users.sendReset',
          })}
        </Button>
      )}
      {user.status !== 'pending' && (
        <Button
          variant="secondary"
          onClick={() => void clearTwoFactor()}
          disabled={resetTwoFactor.isPending}
        >
          {intl.formatMessage({
            id: resetTwoFactor.isPending ? 'tenants.users.resetting' : 'tenants.users.reset2fa',
          })}
        </Button>
      )}
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
    </Drawer>
  );
}
