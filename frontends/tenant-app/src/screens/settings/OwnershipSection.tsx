/**
 * Workspace Ownership (settings, the owner only): hand the workspace to an active member. The
 * owner chooses who and confirms with their password in a dialog; they stay as an admin.
 * Ownership is never given by an invitation (issue 24 item 4), so this is the only way on.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  errorMessage,
  Modal,
  QueryState,
  SelectField,
  TextField,
  useActiveTenant,
  useApiMutation,
  useApiQuery,
  useAuth,
  useToast,
} from '@portico/frontend-kit';
import { Section } from './AccountSections';

export const OWNERSHIP_TEXT = {
  title: 'Workspace Ownership',
  intro:
    'You own this workspace. Hand it to an active member: they become the owner and you stay as an admin.',
  none: 'Invite someone first: only an active member can become the owner.',
  choose: 'New owner',
  transfer: 'Transfer ownership',
  confirmTitle: 'Transfer ownership?',
  password: 'Your password',
  passwordRequired: 'Enter your password to confirm.',
  done: 'Ownership transferred',
} as const;

export function OwnershipSection() {
  const { activeMembership } = useActiveTenant();
  if (activeMembership?.role !== 'owner') return null;
  return (
    <Section id="ownership" title={OWNERSHIP_TEXT.title}>
      <TransferOwnership />
    </Section>
  );
}

function TransferOwnership() {
  const me = useAuth().user?.id;
  const people = useApiQuery('/api/users', {
    params: { query: { status: 'active', sort: 'name', order: 'asc', page_size: '100' } },
  });
  const [chosen, setChosen] = useState('');
  const [confirming, setConfirming] = useState(false);
  return (
    <QueryState
      query={people}
      loadingLabel="Loading your workspace’s members"
      error="The members could not be loaded."
      retry
    >
      {(page) => {
        const others = page.users.filter((u) => u.id !== me);
        if (others.length === 0) return <p>{OWNERSHIP_TEXT.none}</p>;
        const target = others.find((u) => u.id === chosen) ?? others[0]!;
        return (
          <div className="pt-stack">
            <p>{OWNERSHIP_TEXT.intro}</p>
            <SelectField
              label={OWNERSHIP_TEXT.choose}
              value={target.id}
              onChange={(e) => setChosen(e.target.value)}
              options={others.map((u) => ({
                value: u.id,
                label: `${u.name || u.email} (${u.role_label})`,
              }))}
            />
            <div>
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {OWNERSHIP_TEXT.transfer}
              </Button>
            </div>
            {confirming && (
              <ConfirmTransfer
                userId={target.id}
                name={target.name || target.email}
                onClose={() => setConfirming(false)}
              />
            )}
          </div>
        );
      }}
    </QueryState>
  );
}

function ConfirmTransfer({
  userId,
  name,
  onClose,
}: {
  userId: string;
  name: string;
  onClose: () => void;
}) {
  const toast = useToast();
  const { reload } = useAuth();
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const transfer = useApiMutation('post', '/api/tenant/ownership', {
    invalidates: ['/api/users'],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setFailure(OWNERSHIP_TEXT.passwordRequired);
    setFailure(null);
    transfer.mutate(
      { body: { user_id: userId, password } },
      {
        onSuccess: () => {
          toast(OWNERSHIP_TEXT.done, { tone: 'success' });
          // The membership list says who owns the workspace now.
          void reload();
          onClose();
        },
        onError: (cause) => setFailure(errorMessage(cause, 'Ownership could not be transferred')),
      },
    );
  };
  return (
    <Modal title={OWNERSHIP_TEXT.confirmTitle} onClose={onClose}>
      <form className="pt-stack" onSubmit={submit} noValidate>
        <p>
          {name} will own this workspace, and you will stay as an admin. Only the new owner can hand
          it back.
        </p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={OWNERSHIP_TEXT.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="pt-modal__footer">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" busy={transfer.isPending}>
            {OWNERSHIP_TEXT.transfer}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
