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
import { defineMessages, FormattedMessage, useIntl, type Intl } from '../../i18n';
import { Section } from './AccountSections';

const SSL_TONE = { ready: 'green', failed: 'red', pending: 'orange' } as const;
const SSL_LABEL = defineMessages({
  ready: { id: 'domains.ssl.ready' },
  failed: { id: 'domains.ssl.failed' },
  pending: { id: 'domains.ssl.pending' },
});
/** A just-verified domain's certificate is probed within seconds; the list asks again meanwhile. */
const SSL_POLL_MS = 5_000;
const SSL_POLL_FOR_MS = 60_000;

/** What the certificate probe found, in words (docs/product.md §4: pending, then ready or failed). */
function sslText(
  intl: Intl,
  d: { ssl_status: string; ssl_expires_at: string; ssl_reason: string },
): string {
  if (d.ssl_status === 'ready')
    return d.ssl_expires_at
      ? intl.formatMessage(
          { id: 'domains.cert.validUntil' },
          { date: intl.formatDate(d.ssl_expires_at) },
        )
      : intl.formatMessage({ id: 'domains.cert.valid' });
  if (d.ssl_status === 'failed')
    return d.ssl_reason || intl.formatMessage({ id: 'domains.cert.failed' });
  return intl.formatMessage({ id: 'domains.cert.provisioning' });
}

export function DomainsSection() {
  const intl = useIntl();
  const tenantId = useActiveTenantId();
  const config = useTenantConfig(tenantId ?? null);
  const allowed = config.data?.features?.custom_domain !== false;
  // The plan decides first: a workspace without custom domains never asks for them.
  return (
    <Section id="domains" title={intl.formatMessage({ id: 'domains.title' })}>
      {config.status === 'pending' ? (
        <SkeletonList label={intl.formatMessage({ id: 'domains.loading' })} />
      ) : config.status === 'error' ? (
        <Alert tone="error">{intl.formatMessage({ id: 'domains.loadFailed' })}</Alert>
      ) : allowed ? (
        <DomainManager />
      ) : (
        <div className="pt-stack">
          <Alert tone="info">
            {/* One flow of text: the alert lays each of its children out as a column. */}
            <span>
              <FormattedMessage
                id="domains.notInPlan"
                values={{ link: (words) => <Link to="/dashboard/admin/billing">{words}</Link> }}
              />
            </span>
          </Alert>
          <p>
            <FormattedMessage
              id="domains.yourPortal"
              values={{
                host: window.location.host,
                link: (words) => (
                  <a href={window.location.origin} target="_blank" rel="noreferrer">
                    {words}
                  </a>
                ),
              }}
            />
          </p>
        </div>
      )}
    </Section>
  );
}

function DomainManager() {
  const intl = useIntl();
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
        onError: (cause) =>
          setError(errorMessage(cause, intl.formatMessage({ id: 'domains.addFailed' }))),
      },
    );
  };

  return (
    <div className="pt-stack">
      <form className="domain-add" onSubmit={submit}>
        <TextField
          label={intl.formatMessage({ id: 'domains.add' })}
          placeholder={intl.formatMessage({ id: 'domains.example' })}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          error={error}
        />
        <Button type="submit" disabled={!input.trim()} busy={add.isPending}>
          {intl.formatMessage({ id: 'domains.addSubmit' })}
        </Button>
      </form>
      <QueryState
        query={domains}
        loadingLabel={intl.formatMessage({ id: 'domains.loading' })}
        error={intl.formatMessage({ id: 'domains.loadFailed' })}
        retry
        isEmpty={(answer) => answer.domains.length === 0}
        empty={<EmptyState title={intl.formatMessage({ id: 'domains.empty' })} />}
      >
        {(answer) => (
          <ul className="domain-list">
            {answer.domains.map((d) => (
              <li key={d.domain} className="domain-item">
                <div className="domain-item__head">
                  <strong>{d.domain}</strong>
                  <Badge tone={d.status === 'verified' ? 'green' : 'orange'}>
                    {intl.formatMessage({
                      id: d.status === 'verified' ? 'domains.verified' : 'domains.pending',
                    })}
                  </Badge>
                  {d.status === 'verified' && (
                    <Badge tone={SSL_TONE[d.ssl_status]}>
                      {intl.formatMessage(SSL_LABEL[d.ssl_status])}
                    </Badge>
                  )}
                </div>
                {d.status === 'pending' ? (
                  <div className="pt-stack">
                    <p>{intl.formatMessage({ id: 'domains.step1' })}</p>
                    <dl className="detail-list">
                      <dt>{intl.formatMessage({ id: 'domains.txtName' })}</dt>
                      <dd>
                        <code>{d.txtRecord.name}</code>
                      </dd>
                      <dt>{intl.formatMessage({ id: 'domains.txtValue' })}</dt>
                      <dd>
                        <code>{d.txtRecord.value}</code>
                      </dd>
                    </dl>
                    <p>{intl.formatMessage({ id: 'domains.step2' })}</p>
                  </div>
                ) : (
                  <div className="pt-stack">
                    <p>
                      {intl.formatMessage(
                        { id: 'domains.verifiedAt' },
                        { date: intl.formatDateTime(d.verified_at) },
                      )}
                    </p>
                    <p>
                      {sslText(intl, d)}
                      {d.ssl_checked_at &&
                        intl.formatMessage(
                          { id: 'domains.checked' },
                          { ago: relativeTime(d.ssl_checked_at) },
                        )}
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
                              toast(
                                errorMessage(
                                  cause,
                                  intl.formatMessage({ id: 'domains.verifyFailed' }),
                                ),
                                { tone: 'error' },
                              ),
                          },
                        )
                      }
                    >
                      {intl.formatMessage({ id: 'domains.verify' })}
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
                              toast(
                                intl.formatMessage(
                                  { id: 'domains.checkResult' },
                                  {
                                    domain: v.domain,
                                    ssl: intl.formatMessage(SSL_LABEL[v.ssl_status]),
                                  },
                                ),
                                {
                                  tone: v.ssl_status === 'ready' ? 'success' : 'error',
                                },
                              ),
                            onError: (cause) =>
                              toast(
                                errorMessage(
                                  cause,
                                  intl.formatMessage({ id: 'domains.cert.failed' }),
                                ),
                                {
                                  tone: 'error',
                                },
                              ),
                          },
                        )
                      }
                    >
                      {intl.formatMessage({ id: 'domains.checkAgain' })}
                    </Button>
                  )}
                  <Button size="sm" variant="secondary" onClick={() => setRemoving(d.domain)}>
                    {intl.formatMessage({ id: 'domains.remove' })}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {removing && (
        <Modal
          title={intl.formatMessage({ id: 'domains.removeTitle' }, { domain: removing })}
          onClose={() => setRemoving(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setRemoving(null)}>
                {intl.formatMessage({ id: 'domains.cancel' })}
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
                        toast(
                          errorMessage(cause, intl.formatMessage({ id: 'domains.removeFailed' })),
                          { tone: 'error' },
                        );
                        setRemoving(null);
                      },
                    },
                  )
                }
              >
                {intl.formatMessage({ id: 'domains.remove' })}
              </Button>
            </>
          }
        >
          <p>{intl.formatMessage({ id: 'domains.removeBody' })}</p>
        </Modal>
      )}
    </div>
  );
}
