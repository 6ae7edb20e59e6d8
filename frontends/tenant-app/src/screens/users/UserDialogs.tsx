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
import { useIntl, type Intl } from '../../i18n';
import { displayName, roleTone, shortDate, type TenantRoleRow, type UserRow } from './model';
import { useOptimisticUsers } from './optimistic';
import { UserActivity } from './UserActivity';

const labelOf = (roles: readonly TenantRoleRow[], key: string) =>
  roles.find((r) => r.role_key === key)?.role_label ?? key;

const roleOptions = (roles: readonly TenantRoleRow[]) =>
  roles.map((r) => ({ value: r.role_key, label: r.role_label }));

/** The reason of a failure, or the catalogue's 'Unknown error'. */
const reasonOf = (intl: Intl, cause: unknown) =>
  errorMessage(cause, intl.formatMessage({ id: 'users.unknownError' }));

export function EditUserPanel({
  user,
  roles,
  onClose,
}: {
  user: UserRow;
  roles: readonly TenantRoleRow[];
  onClose: () => void;
}) {
  const intl = useIntl();
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
          toast(intl.formatMessage({ id: 'users.edit.updated' }, { role: answer.role_label }), {
            tone: 'success',
          });
          onClose();
        },
        onError: (cause) => {
          undo();
          setError(
            intl.formatMessage({ id: 'users.edit.failed' }, { reason: reasonOf(intl, cause) }),
          );
        },
      },
    );
  };
  return (
    <Drawer
      title={intl.formatMessage({ id: 'users.edit.title' })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'users.cancel' })}
          </Button>
          <Button onClick={submit} busy={save.isPending} disabled={Object.keys(body).length === 0}>
            {intl.formatMessage({ id: 'users.edit.save' })}
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
          label={intl.formatMessage({ id: 'users.col.role' })}
          value={role}
          onChange={(e) => setRole(e.target.value)}
          options={roleOptions(roles)}
        />
        <SelectField
          label={intl.formatMessage({ id: 'users.col.status' })}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          options={[
            { value: 'active', label: intl.formatMessage({ id: 'users.status.active' }) },
            { value: 'suspended', label: intl.formatMessage({ id: 'users.status.suspended' }) },
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
                  toast(
                    intl.formatMessage(
                      { id: 'users.edit.resetFailed' },
                      { reason: reasonOf(intl, cause) },
                    ),
                    { tone: 'error' },
                  ),
              },
            )
          }
        >
          {intl.formatMessage({ id: 'users.edit.reset' })}
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
  const intl = useIntl();
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
          toast(
            intl.formatMessage(
              { id: 'users.role.done' },
              { email: user.email, role: answer.role_label },
            ),
            {
              tone: 'success',
            },
          );
          onClose();
        },
        onError: (cause) => {
          undo();
          setError(
            intl.formatMessage(
              { id: 'users.role.failed' },
              {
                reason: errorMessage(cause, intl.formatMessage({ id: 'users.role.failedReason' })),
              },
            ),
          );
        },
      },
    );
  };
  return (
    <Modal
      title={intl.formatMessage({ id: 'users.role.title' })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'users.cancel' })}
          </Button>
          <Button onClick={submit} busy={save.isPending}>
            {intl.formatMessage({ id: 'users.role.save' })}
          </Button>
        </>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
      <SelectField
        label={intl.formatMessage({ id: 'users.role.for' }, { name: displayName(user) })}
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
  const intl = useIntl();
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
          toast(
            intl.formatMessage({ id: 'users.delete.failed' }, { reason: reasonOf(intl, cause) }),
            { tone: 'error' },
          );
          onClose();
        },
      },
    );
  if (step === 'confirm') {
    return (
      <Modal
        title={intl.formatMessage({ id: 'users.delete.title' })}
        onClose={onClose}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {intl.formatMessage({ id: 'users.cancel' })}
            </Button>
            <Button variant="danger" onClick={() => setStep('files')}>
              {intl.formatMessage({ id: 'users.delete.confirm' })}
            </Button>
          </>
        }
      >
        <p>
          {intl.formatMessage(
            { id: 'users.delete.body' },
            { name: displayName(user), email: user.email },
          )}
        </p>
      </Modal>
    );
  }
  return (
    <Modal
      title={intl.formatMessage({ id: 'users.delete.filesTitle' })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" busy={remove.isPending} onClick={() => go(false)}>
            {intl.formatMessage({ id: 'users.delete.keepFiles' })}
          </Button>
          <Button variant="danger" busy={remove.isPending} onClick={() => go(true)}>
            {intl.formatMessage({ id: 'users.delete.filesToo' })}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage({ id: 'users.delete.filesBody' }, { name: displayName(user) })}</p>
    </Modal>
  );
}
