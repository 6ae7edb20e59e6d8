/**
 * What the per-row menu opens: Edit User (role and status, with a reset link instead of a
 * typed password, docs/product.md §10), Change Role, View Activity, and Delete with the product's two
 * confirmations, the second asking whether the user's files go too.
 */
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Drawer,
  errorMessage,
  Modal,
  SelectField,
  useApiMutation,
  useToast,
} from '@portico/frontend-kit';
import { useIntl } from '../../i18n';
import { displayName, roleTone, shortDate, type TenantRoleRow, type UserRow } from './model';
import { useOptimisticUsers } from './optimistic';
import { UserActivity } from './UserActivity';

const labelOf = (roles: readonly TenantRoleRow[], key: string) =>
  roles.find((r) => r.role_key === key)?.role_label ?? key;

const roleOptions = (roles: readonly TenantRoleRow[]) =>
  roles.map((r) => ({ value: r.role_key, label: r.role_label }));

export function EditUserPanel({
  user,
  roles,
  onClose,
}: {
  user: UserRow;
  roles: readonly TenantRoleRow[];
  onClose: () => void;
}) {
  const toast = useToast();
  const [role, setRole] = useState(user.role);
  const [status, setStatus] = useState(user.status === 'suspended' ? 'suspended' : 'active');
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation('patch', '/api/users/{id}', {
    invalidates: ['/api/users', '/api/users/recent'],
  });
  const reset = useApiMutation('post', '/api/admin-reset-password');
  const optimistic = useOptimisticUsers();
  const body = {
    ...(role !== user.role ? { role } : {}),
    ...(status !== user.status ? { status: status as 'active' | 'suspended' } : {}),
  };
  const submit = () => {
    setError(null);
    const undo = optimistic([user.id], { role, role_label: labelOf(roles, role), status });
    save.mutate(
      { params: { path: { id: user.id } }, body },
      {
        onSuccess: (answer) => {
          toast(`User updated successfully! Role changed to ${answer.role_label}.`, {
            tone: 'success',
          });
          onClose();
        },
        onError: (cause) => {
          undo();
          setError(`Update failed: ${errorMessage(cause, 'Unknown error')}`);
        },
      },
    );
  };
  return (
    <Drawer
      title="Edit User"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} busy={save.isPending} disabled={Object.keys(body).length === 0}>
            Save Changes
          </Button>
        </>
      }
    >
      <div className="pt-stack">
        {error && <Alert tone="error">{error}</Alert>}
        <p>
          <strong>{displayName(user)}</strong>
          <br />
          {user.email}
        </p>
        <SelectField
          label="Role"
          value={role}
          onChange={(e) => setRole(e.target.value)}
          options={roleOptions(roles)}
        />
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          options={[
            { value: 'active', label: 'Active' },
            { value: 'suspended', label: 'Suspended' },
          ]}
        />
        <Button
          variant="secondary"
          busy={reset.isPending}
          onClick={() =>
            reset.mutate(
              { body: { user_id: user.id } },
              {
                onSuccess: (answer) => toast(answer.message, { tone: 'success' }),
                onError: (cause) =>
                  toast(`Password update failed: ${errorMessage(cause, 'Unknown error')}`, {
                    tone: 'error',
                  }),
              },
            )
          }
        >
          Email a password reset link
        </Button>
      </div>
    </Drawer>
  );
}

export function ChangeRoleModal({
  user,
  roles,
  onClose,
}: {
  user: UserRow;
  roles: readonly TenantRoleRow[];
  onClose: () => void;
}) {
  const toast = useToast();
  const [role, setRole] = useState(user.role);
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation('patch', '/api/users/{id}', {
    invalidates: ['/api/users', '/api/users/recent'],
  });
  const optimistic = useOptimisticUsers();
  const submit = () => {
    // The spec's prompt ignores an unchanged role.
    if (role === user.role) return onClose();
    const undo = optimistic([user.id], { role, role_label: labelOf(roles, role) });
    save.mutate(
      { params: { path: { id: user.id } }, body: { role } },
      {
        onSuccess: (answer) => {
          toast(`Successfully updated ${user.email} to ${answer.role_label} role`, {
            tone: 'success',
          });
          onClose();
        },
        onError: (cause) => {
          undo();
          setError(
            `Error updating role: ${errorMessage(cause, 'Failed to update role. Please try again.')}`,
          );
        },
      },
    );
  };
  return (
    <Modal
      title="Change Role"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} busy={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
      <SelectField
        label={`Role for ${displayName(user)}`}
        value={role}
        onChange={(e) => setRole(e.target.value)}
        options={roleOptions(roles)}
      />
    </Modal>
  );
}

export function UserDetailDrawer({
  user,
  roles,
  onClose,
}: {
  user: UserRow;
  roles: readonly TenantRoleRow[];
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Drawer title={displayName(user)} onClose={onClose}>
      <dl className="user-details">
        <dt>{intl.formatMessage({ id: 'users.col.email' })}</dt>
        <dd>{user.email}</dd>
        <dt>{intl.formatMessage({ id: 'users.col.role' })}</dt>
        <dd>
          <Badge tone={roleTone(roles, user.role)}>{user.role_label}</Badge>
        </dd>
        <dt>{intl.formatMessage({ id: 'users.col.status' })}</dt>
        <dd>{intl.formatMessage({ id: `users.status.${user.status}` })}</dd>
        <dt>{intl.formatMessage({ id: 'users.joined' })}</dt>
        <dd>{shortDate(intl, user.created_at)}</dd>
        <dt>{intl.formatMessage({ id: 'users.lastSignedIn' })}</dt>
        <dd>{shortDate(intl, user.last_active)}</dd>
      </dl>
      <UserActivity userId={user.id} />
    </Drawer>
  );
}

/** Delete, confirmed twice: first the user, then whether their files go too. */
export function DeleteUserDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const toast = useToast();
  const [step, setStep] = useState<'confirm' | 'files'>('confirm');
  const remove = useApiMutation('delete', '/api/users/{id}', {
    invalidates: ['/api/users', '/api/users/recent'],
  });
  const go = (deleteFiles: boolean) =>
    remove.mutate(
      {
        params: { path: { id: user.id }, query: { deleteFiles: deleteFiles ? 'true' : 'false' } },
      },
      {
        onSuccess: (answer) => {
          toast(answer.message, { tone: 'success' });
          onClose();
        },
        onError: (cause) => {
          toast(`Error deleting user: ${errorMessage(cause, 'Unknown error')}`, { tone: 'error' });
          onClose();
        },
      },
    );
  if (step === 'confirm') {
    return (
      <Modal
        title="Delete user?"
        onClose={onClose}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => setStep('files')}>
              Delete
            </Button>
          </>
        }
      >
        <p>
          {displayName(user)} ({user.email}) will lose access to this workspace.
        </p>
      </Modal>
    );
  }
  return (
    <Modal
      title="Also delete their files?"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" busy={remove.isPending} onClick={() => go(false)}>
            Keep files
          </Button>
          <Button variant="danger" busy={remove.isPending} onClick={() => go(true)}>
            Delete files too
          </Button>
        </>
      }
    >
      <p>Files uploaded for or by {displayName(user)} can be deleted with their account.</p>
    </Modal>
  );
}
