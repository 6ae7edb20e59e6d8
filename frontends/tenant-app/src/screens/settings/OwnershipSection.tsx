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
import { defineMessages, useIntl } from '../../i18n';
import { Section } from './AccountSections';

/** The section's words, by catalogue id (ownership.*). */
const OWNERSHIP_TEXT = defineMessages({
  title: { id: 'ownership.title' },
  intro: { id: 'ownership.intro' },
  none: { id: 'ownership.none' },
  choose: { id: 'ownership.choose' },
  transfer: { id: 'ownership.transfer' },
  confirmTitle: { id: 'ownership.confirmTitle' },
  password: { id: 'ownership.password' },
  passwordRequired: { id: 'ownership.passwordRequired' },
  done: { id: 'ownership.done' },
});

export function OwnershipSection() {
  const intl = useIntl();
  const { activeMembership } = useActiveTenant();
  if (activeMembership?.role !== 'owner') return null;
  return (
    <Section id="ownership" title={intl.formatMessage(OWNERSHIP_TEXT.title)}>
      <TransferOwnership />
    </Section>
  );
}

function TransferOwnership() {
  const intl = useIntl();
  const me = useAuth().user?.id;
  const people = useApiQuery('/api/users', {
    params: { query: { status: 'active', sort: 'name', order: 'asc', page_size: '100' } },
  });
  const [chosen, setChosen] = useState('');
  const [confirming, setConfirming] = useState(false);
  return (
    <QueryState
      query={people}
      loadingLabel={intl.formatMessage({ id: 'ownership.loading' })}
      error={intl.formatMessage({ id: 'ownership.loadFailed' })}
      retry
    >
      {(page) => {
        const others = page.users.filter((u) => u.id !== me);
        if (others.length === 0) return <p>{intl.formatMessage(OWNERSHIP_TEXT.none)}</p>;
        const target = others.find((u) => u.id === chosen) ?? others[0]!;
        return (
          <div className="pt-stack">
            <p>{intl.formatMessage(OWNERSHIP_TEXT.intro)}</p>
            <SelectField
              label={intl.formatMessage(OWNERSHIP_TEXT.choose)}
              value={target.id}
              onChange={(e) => setChosen(e.target.value)}
              options={others.map((u) => ({
                value: u.id,
                label: intl.formatMessage(
                  { id: 'ownership.option' },
                  { name: u.name || u.email, role: u.role_label },
                ),
              }))}
            />
            <div>
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {intl.formatMessage(OWNERSHIP_TEXT.transfer)}
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
  const intl = useIntl();
  const toast = useToast();
  const { reload } = useAuth();
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const transfer = useApiMutation('post', '/api/tenant/ownership', {
    invalidates: ['/api/users'],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setFailure(intl.formatMessage(OWNERSHIP_TEXT.passwordRequired));
    setFailure(null);
    transfer.mutate(
      { body: { user_id: userId, password } },
      {
        onSuccess: () => {
          toast(intl.formatMessage(OWNERSHIP_TEXT.done), { tone: 'success' });
          // The membership list says who owns the workspace now.
          void reload();
          onClose();
        },
        onError: (cause) =>
          setFailure(errorMessage(cause, intl.formatMessage({ id: 'ownership.failed' }))),
      },
    );
  };
  return (
    <Modal title={intl.formatMessage(OWNERSHIP_TEXT.confirmTitle)} onClose={onClose}>
      <form className="pt-stack" onSubmit={submit} noValidate>
        <p>{intl.formatMessage({ id: 'ownership.confirmBody' }, { name })}</p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={intl.formatMessage(OWNERSHIP_TEXT.password)}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="pt-modal__footer">
          <Button type="button" variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'ownership.cancel' })}
          </Button>
          <Button type="submit" variant="danger" busy={transfer.isPending}>
            {intl.formatMessage(OWNERSHIP_TEXT.transfer)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
