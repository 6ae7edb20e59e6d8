/**
 * /dashboard/admin/integrations (docs/product.md §2 Integrations, admins only): API Access,
 * Webhooks (with the delivery log), Slack and Documentation, the public API's part of the gateway's own OpenAPI document.
 */
import { Alert, QueryState, useActiveTenantId, useApiQuery } from '@portico/frontend-kit';
import { FormattedMessage, useIntl } from '../i18n';
import { ScreenHeader } from '../screens/ScreenHeader';
import { Section } from '../screens/settings/AccountSections';
import '../screens/settings/settings.css';
import './integrations.css';
import { ApiAccessSection } from './ApiAccessSection';
import { SlackSection } from './SlackSection';
import { WebhooksSection } from './WebhooksSection';

interface Operation {
  summary?: string;
}

export function IntegrationsPage() {
  const intl = useIntl();
  return (
    <div className="screen">
      <ScreenHeader
        title={intl.formatMessage({ id: 'integrations.title' })}
        subtitle={intl.formatMessage({ id: 'integrations.subtitle' })}
      />
      <ApiAccessSection />
      <WebhooksSection />
      <SlackSection />
      <DocumentationSection />
    </div>
  );
}

/** A shell command, the same in every language: code is not translated. */
const requestExample = (tenantId: string | null | undefined) =>
  `curl -H "Authorization: Bearer ptk_…" \\\n     -H "x-tenant-id: ${tenantId ?? '<workspace id>'}" \\\n     ${window.location.origin}/api/v1/users?limit=50`;

function DocumentationSection() {
  const intl = useIntl();
  const tenantId = useActiveTenantId();
  const document = useApiQuery('/api/openapi.json', undefined);
  return (
    <Section id="api-documentation" title={intl.formatMessage({ id: 'integrations.docs.title' })}>
      <p>
        <FormattedMessage
          id="integrations.docs.intro"
          values={{ code: (words) => <code>{words}</code> }}
        />
      </p>
      <pre
        className="api-doc-example"
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage({ id: 'integrations.docs.example' })}
      >
        {requestExample(tenantId)}
      </pre>
      <QueryState
        query={document}
        loadingLabel={intl.formatMessage({ id: 'integrations.docs.loading' })}
        error={intl.formatMessage({ id: 'integrations.docs.failed' })}
        retry
      >
        {(answer) => {
          const paths = (answer.paths ?? {}) as Record<string, Record<string, Operation>>;
          const rows = Object.entries(paths)
            .filter(([path]) => path.startsWith('/api/v1/'))
            .flatMap(([path, methods]) =>
              Object.entries(methods).map(([method, op]) => ({ path, method, op })),
            );
          if (rows.length === 0)
            return (
              <Alert tone="info">{intl.formatMessage({ id: 'integrations.docs.none' })}</Alert>
            );
          return (
            <dl className="detail-list">
              {rows.map(({ path, method, op }) => (
                <div key={`${method} ${path}`}>
                  <dt>
                    <code>
                      {method.toUpperCase()} {path}
                    </code>
                  </dt>
                  <dd>{op.summary}</dd>
                </div>
              ))}
            </dl>
          );
        }}
      </QueryState>
    </Section>
  );
}
