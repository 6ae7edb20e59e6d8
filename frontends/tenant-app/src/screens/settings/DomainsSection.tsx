/**
 * Domains (part 2 §2, §4): list, add (shows the TXT record to publish), verify (step 2 of 2,
 * 'Provisioning SSL'), remove after 'Remove {domain}?'. Without the plan's custom-domain
 * feature: an upgrade notice and the portal's own address, read-only.
 */
import { useState, type FormEvent } from 'react';
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
} from '@portico/frontend-kit';
import { Section } from './AccountSections';

const SSL_TONE = { ready: 'green', failed: 'red', pending: 'orange' } as const;

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
  const toast = useToast();
  const domains = useApiQuery('/api/domains', undefined);
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const add = useApiMutation('post', '/api/domains', { invalidates: ['/api/domains'] });
  const verify = useApiMutation('post', '/api/domains-verify', { invalidates: ['/api/domains'] });
  const remove = useApiMutation('delete', '/api/domains', { invalidates: ['/api/domains'] });

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
                    <Badge tone={SSL_TONE[d.ssl_status]}>SSL {d.ssl_status}</Badge>
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
                  <p>Verified {new Date(d.verified_at).toLocaleString()}</p>
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
