/**
 * API Access (docs/product.md §2 Integrations, §3 API key, §6): create a key with a label (shown
 * once in a banner that hides after 30 s, with Copy → 'Copied!'), the list (label, prefix,
 * created, last used) and revoke. Starter workspaces see the upgrade banner instead.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  errorMessage,
  Modal,
  QueryState,
  Table,
  TextField,
  useApiMutation,
  useApiQuery,
  useToast,
  type ApiAnswer,
} from '@portico/frontend-kit';
import { Section } from '../screens/settings/AccountSections';
import { ShownOnceSecret } from './ShownOnceSecret';

/** docs/product.md §9: "API key display 30 s". */
export const API_KEY_BANNER_MS = 30_000;
const KEYS = '/api/integrations/api-keys';

type ApiKey = ApiAnswer<'get', typeof KEYS>['keys'][number];

const when = (iso: string) => (iso ? new Date(iso).toLocaleString() : 'Never');

export function ApiAccessSection() {
  const keys = useApiQuery(KEYS, undefined);
  return (
    <Section id="api-access" title="API Access">
      <QueryState
        query={keys}
        loadingLabel="Loading API keys"
        error="Failed to load API keys"
        retry
      >
        {(answer) =>
          answer.allowed ? (
            <KeyManager keys={answer.keys} />
          ) : (
            <Alert tone="info">
              API keys are available on the pro and advanced plans.{' '}
              <Link to="/dashboard/admin/billing">Upgrade</Link> to use the API.
            </Alert>
          )
        }
      </QueryState>
    </Section>
  );
}

function KeyManager({ keys }: { keys: ApiKey[] }) {
  const toast = useToast();
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  // Stable, so the banner's 30 s timer is not restarted by every render.
  const hideSecret = useCallback(() => setSecret(null), []);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const create = useApiMutation('post', KEYS, { invalidates: [KEYS] });
  const revoke = useApiMutation('delete', `${KEYS}/{id}`, { invalidates: [KEYS] });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    create.mutate(
      { body: { label: label.trim() } },
      {
        onSuccess: (created) => {
          setLabel('');
          setSecret(created.key);
        },
        onError: (cause) => setError(errorMessage(cause, 'Failed to create the key')),
      },
    );
  };

  return (
    <div className="pt-stack">
      {secret && (
        <ShownOnceSecret
          secret={secret}
          label="New API key"
          copyLabel="Copy key"
          hideAfterMs={API_KEY_BANNER_MS}
          onHide={hideSecret}
        >
          Copy this key now: it is shown only once.
        </ShownOnceSecret>
      )}
      <form className="domain-add" onSubmit={submit}>
        <TextField
          label="Key label"
          placeholder="Zapier"
          value={label}
          maxLength={100}
          onChange={(e) => setLabel(e.target.value)}
          error={error}
        />
        <Button type="submit" disabled={!label.trim()} busy={create.isPending}>
          Create key
        </Button>
      </form>
      {keys.length === 0 ? (
        <EmptyState title="No keys yet." />
      ) : (
        <Table
          caption="API keys"
          rows={keys}
          rowKey={(k) => k.id}
          columns={[
            { key: 'label', header: 'Label', render: (k) => k.label },
            { key: 'prefix', header: 'Prefix', render: (k) => <code>{k.prefix}…</code> },
            { key: 'created', header: 'Created', render: (k) => when(k.created_at) },
            { key: 'used', header: 'Last used', render: (k) => when(k.last_used_at) },
            {
              key: 'actions',
              header: 'Status',
              render: (k) =>
                k.revoked_at ? (
                  <Badge tone="gray">Revoked</Badge>
                ) : (
                  <Button size="sm" variant="secondary" onClick={() => setRevoking(k)}>
                    Revoke<span className="pt-visually-hidden"> {k.label}</span>
                  </Button>
                ),
            },
          ]}
        />
      )}
      {revoking && (
        <Modal
          title={`Revoke ${revoking.label}?`}
          onClose={() => setRevoking(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setRevoking(null)}>
                Cancel
              </Button>
              <Button
                variant="danger"
                busy={revoke.isPending}
                onClick={() =>
                  revoke.mutate(
                    { params: { path: { id: revoking.id } } },
                    {
                      onSuccess: () => {
                        setRevoking(null);
                        toast('Key revoked', { tone: 'success' });
                      },
                      onError: (cause) => {
                        setRevoking(null);
                        toast(errorMessage(cause, 'Failed to revoke the key'), { tone: 'error' });
                      },
                    },
                  )
                }
              >
                Revoke
              </Button>
            </>
          }
        >
          <p>Requests made with this key will be refused from now on.</p>
        </Modal>
      )}
    </div>
  );
}
