import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Alert,
  Button,
  errorMessage,
  Modal,
  TextField,
  useApi,
  useApiMutation,
  useAuth,
  type AuthTokens,
} from '@portico/frontend-kit';
import { useIntl } from './i18n';
import { usePeopleSearch } from './pickers/usePeopleSearch';
import { Workspaces } from './pickers/Workspaces';

/**
 * Impersonate User (docs/product.md §2): search every user by email, choose one, give a reason
 * (default 'Support request'), Start. The super admin then acts as that user in the portal
 * under the shell's banner, whose Stop ends it; identity audits both ends.
 */
export function ImpersonateUserModal({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const { reload } = useAuth();
  const navigate = useNavigate();
  const intl = useIntl();
  const { typed, setTyped, query, users } = usePeopleSearch();
  const [chosen, setChosen] = useState<string | null>(null);
  const [reason, setReason] = useState(() =>
    intl.formatMessage({ id: 'impersonate.reason.default' }),
  );
  const [error, setError] = useState<string | null>(null);

  const start = useApiMutation('post', '/api/impersonate/start');

  const onStart = async () => {
    if (!chosen) return;
    setError(null);
    try {
      const session = await start.mutateAsync({
        tenantId: null,
        body: { targetUserId: chosen, reason: reason.trim() },
      });
      api.setTokens(session as unknown as AuthTokens);
      await reload();
      onClose();
      navigate('/dashboard');
    } catch (cause) {
      setError(errorMessage(cause, intl.formatMessage({ id: 'impersonate.failed' })));
    }
  };

  return (
    <Modal
      title={intl.formatMessage({ id: 'mission.quick.impersonate' })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'impersonate.cancel' })}
          </Button>
          <Button onClick={() => void onStart()} disabled={!chosen || start.isPending}>
            {intl.formatMessage({ id: 'impersonate.start' })}
          </Button>
        </>
      }
    >
      <TextField
        label={intl.formatMessage({ id: 'users.search' })}
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {query && users.status === 'pending' && (
        <p className="console__subtitle">{intl.formatMessage({ id: 'impersonate.searching' })}</p>
      )}
      {users.status === 'error' && (
        <Alert tone="error">{intl.formatMessage({ id: 'impersonate.searchFailed' })}</Alert>
      )}
      {users.status === 'success' && users.data.users.length === 0 && (
        <p className="console__subtitle">{intl.formatMessage({ id: 'impersonate.none' })}</p>
      )}
      {users.status === 'success' && users.data.users.length > 0 && (
        <fieldset className="impersonate-users">
          <legend>{intl.formatMessage({ id: 'impersonate.users' })}</legend>
          {users.data.users.map((user) => (
            <label key={user.id} className="impersonate-user">
              <input
                type="radio"
                name="impersonate-user"
                value={user.id}
                checked={chosen === user.id}
                onChange={() => setChosen(user.id)}
              />
              <span className="impersonate-user__who">
                <span className="impersonate-user__name">{user.name || user.email}</span>
                {user.name && <span className="console__subtitle">{user.email}</span>}
                <Workspaces workspaces={user.workspaces} />
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <TextField
        label={intl.formatMessage({ id: 'tenants.suspend.reason' })}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {error && <Alert tone="error">{error}</Alert>}
    </Modal>
  );
}
