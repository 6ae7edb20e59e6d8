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
import { FormattedMessage, useIntl, visuallyHidden, type Intl } from '../i18n';
import { Section } from '../screens/settings/AccountSections';
import { ShownOnceSecret } from './ShownOnceSecret';

/** docs/product.md §9: "API key display 30 s". */
export const API_KEY_BANNER_MS = 30_000;
const KEYS = '/api/integrations/api-keys';
/** A label an admin might give a key (a product's name, the same in every language). */
const KEY_LABEL_EXAMPLE = 'Zapier';

type ApiKey = ApiAnswer<'get', typeof KEYS>['keys'][number];

const when = (intl: Intl, iso: string) =>
  iso ? intl.formatDateTime(iso) : intl.formatMessage({ id: 'integrations.keys.never' });

export function ApiAccessSection() {
  const intl = useIntl();
  const keys = useApiQuery(KEYS, undefined);
  return (
    <Section id="api-access" title={intl.formatMessage({ id: 'integrations.keys.title' })}>
      <QueryState
        query={keys}
        loadingLabel={intl.formatMessage({ id: 'integrations.keys.loading' })}
        error={intl.formatMessage({ id: 'integrations.keys.failed' })}
        retry
      >
        {(answer) =>
          answer.allowed ? (
            <KeyManager keys={answer.keys} />
          ) : (
            <Alert tone="info">
              {/* One flow of text: the alert lays each of its children out as a column. */}
              <span>
                <FormattedMessage
                  id="integrations.keys.upgrade"
                  values={{ link: (words) => <Link to="/dashboard/admin/billing">{words}</Link> }}
                />
              </span>
            </Alert>
          )
        }
      </QueryState>
    </Section>
  );
}

function KeyManager({ keys }: { keys: ApiKey[] }) {
  const intl = useIntl();
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
        onError: (cause) =>
          setError(
            errorMessage(cause, intl.formatMessage({ id: 'integrations.keys.createFailed' })),
          ),
      },
    );
  };

  return (
    <div className="pt-stack">
      {secret && (
        <ShownOnceSecret
          secret={secret}
          label={intl.formatMessage({ id: 'integrations.keys.new' })}
          copyLabel={intl.formatMessage({ id: 'integrations.keys.copy' })}
          hideAfterMs={API_KEY_BANNER_MS}
          onHide={hideSecret}
        >
          {intl.formatMessage({ id: 'integrations.keys.shownOnce' })}
        </ShownOnceSecret>
      )}
      <form className="domain-add" onSubmit={submit}>
        <TextField
          label={intl.formatMessage({ id: 'integrations.keys.label' })}
          placeholder={KEY_LABEL_EXAMPLE}
          value={label}
          maxLength={100}
          onChange={(e) => setLabel(e.target.value)}
          error={error}
        />
        <Button type="submit" disabled={!label.trim()} busy={create.isPending}>
          {intl.formatMessage({ id: 'integrations.keys.create' })}
        </Button>
      </form>
      {keys.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'integrations.keys.empty' })} />
      ) : (
        <Table
          caption={intl.formatMessage({ id: 'integrations.keys.table' })}
          rows={keys}
          rowKey={(k) => k.id}
          columns={[
            {
              key: 'label',
              header: intl.formatMessage({ id: 'integrations.keys.col.label' }),
              render: (k) => k.label,
            },
            {
              key: 'prefix',
              header: intl.formatMessage({ id: 'integrations.keys.col.prefix' }),
              render: (k) => (
                <code>
                  {intl.formatMessage({ id: 'integrations.keys.prefix' }, { prefix: k.prefix })}
                </code>
              ),
            },
            {
              key: 'created',
              header: intl.formatMessage({ id: 'integrations.keys.col.created' }),
              render: (k) => when(intl, k.created_at),
            },
            {
              key: 'used',
              header: intl.formatMessage({ id: 'integrations.keys.col.used' }),
              render: (k) => when(intl, k.last_used_at),
            },
            {
              key: 'actions',
              header: intl.formatMessage({ id: 'integrations.keys.col.status' }),
              render: (k) =>
                k.revoked_at ? (
                  <Badge tone="gray">
                    {intl.formatMessage({ id: 'integrations.keys.revoked' })}
                  </Badge>
                ) : (
                  <Button size="sm" variant="secondary" onClick={() => setRevoking(k)}>
                    <FormattedMessage
                      id="integrations.keys.revokeOne"
                      values={{ label: k.label, hidden: visuallyHidden }}
                    />
                  </Button>
                ),
            },
          ]}
        />
      )}
      {revoking && (
        <Modal
          title={intl.formatMessage(
            { id: 'integrations.keys.revokeConfirm' },
            { label: revoking.label },
          )}
          onClose={() => setRevoking(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setRevoking(null)}>
                {intl.formatMessage({ id: 'integrations.cancel' })}
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
                        toast(intl.formatMessage({ id: 'integrations.keys.revokedToast' }), {
                          tone: 'success',
                        });
                      },
                      onError: (cause) => {
                        setRevoking(null);
                        toast(
                          errorMessage(
                            cause,
                            intl.formatMessage({ id: 'integrations.keys.revokeFailed' }),
                          ),
                          { tone: 'error' },
                        );
                      },
                    },
                  )
                }
              >
                {intl.formatMessage({ id: 'integrations.keys.revoke' })}
              </Button>
            </>
          }
        >
          <p>{intl.formatMessage({ id: 'integrations.keys.revokeBody' })}</p>
        </Modal>
      )}
    </div>
  );
}
