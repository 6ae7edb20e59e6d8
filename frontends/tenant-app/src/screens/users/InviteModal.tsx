import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  errorMessage,
  Modal,
  SelectField,
  TextField,
  useApiMutation,
  useTenantRoles,
  useToast,
} from '@portico/frontend-kit';
import { useIntl } from '../../i18n';
import { defaultInviteRole } from './model';

/** Invite someone by email with a role (docs/product.md §5: default first tenant role, else role3). */
export function InviteModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const roles = useTenantRoles();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const invite = useApiMutation('post', '/api/invite', { invalidates: ['/api/users'] });
  const chosen = role ?? defaultInviteRole(roles.data?.roles);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    invite.mutate(
      // The link goes by email only (this screen never shows it), so using it proves the address.
      { body: { email: email.trim(), role: chosen, share_link: false } },
      {
        onSuccess: (answer) => {
          toast(answer.message, { tone: 'success' });
          onClose();
        },
        onError: (cause) =>
          setError(
            intl.formatMessage(
              { id: 'users.invite.failed' },
              {
                reason: errorMessage(cause, intl.formatMessage({ id: 'users.unknownError' })),
              },
            ),
          ),
      },
    );
  };

  return (
    <Modal title={intl.formatMessage({ id: 'users.invite.title' })} onClose={onClose}>
      <form onSubmit={submit} className="pt-stack">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label={intl.formatMessage({ id: 'users.col.email' })}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <SelectField
          label={intl.formatMessage({ id: 'users.col.role' })}
          value={chosen}
          onChange={(e) => setRole(e.target.value)}
          options={(roles.data?.roles ?? []).map((r) => ({
            value: r.role_key,
            label: r.role_label,
          }))}
        />
        <div className="pt-modal__footer">
          <Button type="button" variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'users.cancel' })}
          </Button>
          <Button type="submit" busy={invite.isPending}>
            {intl.formatMessage({ id: 'users.invite.send' })}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
