/**
 * Domains (docs/product.md §2, §4): list, add (shows the TXT record to publish), verify (step 2 of 2,
 * 'Provisioning SSL'), the certificate's state in words with 'Check again', remove after
 * 'Remove {domain}?'. Without the plan's custom-domain
 * feature: an upgrade notice and the portal's own address, read-only.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  errorMessage,
  Modal,
  QueryState,
  SkeletonList,
  TextField,
  useActiveTenantId,
  useApiMutation,
  useApiQuery,
  useTenantConfig,
  useToast,
  useKitIntl,
} from '@portico/frontend-kit';
import { Section } from './AccountSections';

const SSL_TONE = { ready: 'green', failed: 'red', pending: 'orange' } as const;
const SSL_LABEL = { ready: 'SSL ready', failed: 'SSL failed', pending: 'SSL pending' } as const;
/** A just-verified domain's certificate is probed within seconds; the list asks again meanwhile. */
const SSL_POLL_MS = 5_000;
const SSL_POLL_FOR_MS = 60_000;

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** What the certificate probe found, in words (docs/product.md §4: pending, then ready or failed). */
function sslText(d: { ssl_status: string; ssl_expires_at: string; ssl_reason: string }): string {
  if (d.ssl_status === 'ready')
    return d.ssl_expires_at
      ? `Certificate valid until ${day(d.ssl_expires_at)}`
      : 'Certificate valid';
  if (d.ssl_status === 'failed') return d.ssl_reason || 'The certificate check failed';
  return 'Provisioning SSL. SSL may take up to a minute.';
}

export function DomainsSection() {
  const tenantId = useActiveTenantId();
  const config = useTenantConfig(tenantId ?? null);
  const allowed = config.data?.features?.custom_domain !== false;
  // The plan decides first: a workspace without custom domains never asks for them.
  return (
    <Section id="domains" title="Domains">
      {config.status === 'pending' ? (
        <SkeletonList label="Loading domains" />
      ) : config.status === 'error' ? (
        <Alert tone="error">Failed to load domains</Alert>
      ) : allowed ? (
        <DomainManager />
      ) : (
        <div className="pt-stack">
          <Alert tone="info">
            Custom domains are not included in your plan.{' '}
            <Link to="/dashboard/admin/billing">Upgrade</Link> to use your own domain.
          </Alert>
          <p>
            Your portal:{' '}
            <a href={window.location.origin} target="_blank" rel="noreferrer">
              Open {window.location.host}
            </a>
          </p>
        </div>
      )}
    </Section>
  );
}

function DomainManager() {
  const { formatTimeAgo: relativeTime } = useKitIntl();
  const toast = useToast();
  const domains = useApiQuery('/api/domains', undefined);
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const add = useApiMutation('post', '/api/domains', { invalidates: ['/api/domains'] });
  const verify = useApiMutation('post', '/api/domains-verify', { invalidates: ['/api/domains'] });
  const remove = useApiMutation('delete', '/api/domains', { invalidates: ['/api/domains'] });
  const check = useApiMutation('post', '/api/domains-ssl-check', { invalidates: ['/api/domains'] });

  // While a verified domain has not been probed yet, ask again every few seconds (a minute at most).
  const unprobed = domains.data?.domains.some((d) => d.status === 'verified' && !d.ssl_checked_at);
  const { refetch } = domains;
  useEffect(() => {
    if (!unprobed) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > SSL_POLL_FOR_MS) clearInterval(timer);
      else void refetch();
    }, SSL_POLL_MS);
    return () => clearInterval(timer);
  }, [unprobed, refetch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    add.mutate(
      { body: { domain: input.trim() } },
      {
        onSuccess: () => setInput(''),
        onError: (cause) => setError(errorMessage(cause, 'Add failed')),
      },
    );
  };

  return (
    <div className="pt-stack">
      <form className="domain-add" onSubmit={submit}>
        <TextField
          label="Add domain"
          placeholder="portal.example.com"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          error={error}
        />
        <Button type="submit" disabled={!input.trim()} busy={add.isPending}>
          Add
        </Button>
      </form>
      <QueryState
        query={domains}
        loadingLabel="Loading domains"
        error="Failed to load domains"
        retry
        isEmpty={(answer) => answer.domains.length === 0}
        empty={<EmptyState title="No domains yet." />}
      >
        {(answer) => (
          <ul className="domain-list">
            {answer.domains.map((d) => (
              <li key={d.domain} className="domain-item">
                <div className="domain-item__head">
                  <strong>{d.domain}</strong>
                  <Badge tone={d.status === 'verified' ? 'green' : 'orange'}>
                    {d.status === 'verified' ? 'Verified' : 'Pending'}
                  </Badge>
                  {d.status === 'verified' && (
                    <Badge tone={SSL_TONE[d.ssl_status]}>{SSL_LABEL[d.ssl_status]}</Badge>
                  )}
                </div>
                {d.status === 'pending' ? (
                  <div className="pt-stack">
                    <p>Step 1 of 2: publish this TXT record at your DNS provider.</p>
                    <dl className="detail-list">
                      <dt>Name</dt>
                      <dd>
                        <code>{d.txtRecord.name}</code>
                      </dd>
                      <dt>Value</dt>
                      <dd>
                        <code>{d.txtRecord.value}</code>
                      </dd>
                    </dl>
                    <p>Step 2 of 2: Provisioning SSL. SSL may take up to a minute.</p>
                  </div>
                ) : (
                  <div className="pt-stack">
                    <p>Verified {new Date(d.verified_at).toLocaleString()}</p>
                    <p>
                      {sslText(d)}
                      {d.ssl_checked_at && ` (checked ${relativeTime(d.ssl_checked_at)})`}
                    </p>
                  </div>
                )}
                <div className="pt-row">
                  {d.status === 'pending' && (
                    <Button
                      size="sm"
                      busy={verify.isPending && verify.variables?.body.domain === d.domain}
                      onClick={() =>
                        verify.mutate(
                          { body: { domain: d.domain } },
                          {
                            onSuccess: (v) => toast(v.message, { tone: 'success' }),
                            onError: (cause) =>
                              toast(errorMessage(cause, 'Verification failed'), { tone: 'error' }),
                          },
                        )
                      }
                    >
                      Verify
                    </Button>
                  )}
                  {d.status === 'verified' && (
                    <Button
                      size="sm"
                      variant="secondary"
                      busy={check.isPending && check.variables?.body.domain === d.domain}
                      onClick={() =>
                        check.mutate(
                          { body: { domain: d.domain } },
                          {
                            onSuccess: (v) =>
                              toast(`${v.domain}: ${SSL_LABEL[v.ssl_status]}`, {
                                tone: v.ssl_status === 'ready' ? 'success' : 'error',
                              }),
                            onError: (cause) =>
                              toast(errorMessage(cause, 'The certificate check failed'), {
                                tone: 'error',
                              }),
                          },
                        )
                      }
                    >
                      Check again
                    </Button>
                  )}
                  <Button size="sm" variant="secondary" onClick={() => setRemoving(d.domain)}>
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {removing && (
        <Modal
          title={`Remove ${removing}?`}
          onClose={() => setRemoving(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setRemoving(null)}>
                Cancel
              </Button>
              <Button
                variant="danger"
                busy={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { params: { query: { domain: removing } } },
                    {
                      onSuccess: () => setRemoving(null),
                      onError: (cause) => {
                        toast(errorMessage(cause, 'Remove failed'), { tone: 'error' });
                        setRemoving(null);
                      },
                    },
                  )
                }
              >
                Remove
              </Button>
            </>
          }
        >
          <p>The portal will no longer be served on this domain.</p>
        </Modal>
      )}
    </div>
  );
}
