/**
 * /dashboard/admin/integrations (docs/product.md §2 Integrations, admins only): API Access,
 * Webhooks (with the delivery log), Slack and Documentation, the public API's part of the gateway's own OpenAPI document.
 */
import { Alert, QueryState, useActiveTenantId, useApiQuery } from '@portico/frontend-kit';
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
  return (
    <div className="screen">
      <ScreenHeader
        title="Integrations"
        subtitle="API keys, webhooks, Slack and the public API of your workspace."
      />
      <ApiAccessSection />
      <WebhooksSection />
      <SlackSection />
      <DocumentationSection />
    </div>
  );
}

function DocumentationSection() {
  const tenantId = useActiveTenantId();
  const document = useApiQuery('/api/openapi.json', undefined);
  return (
    <Section id="api-documentation" title="Documentation">
      <p>
        Call the public API with an API key as the bearer and your workspace id in the{' '}
        <code>x-tenant-id</code> header. Lists answer <code>data</code> and a{' '}
        <code>next_cursor</code> to pass as <code>cursor</code> for the next page.
      </p>
      <pre className="api-doc-example" tabIndex={0} role="region" aria-label="Request example">
        {`curl -H "Authorization: Bearer ptk_…" \\\n     -H "x-tenant-id: ${tenantId ?? '<workspace id>'}" \\\n     ${window.location.origin}/api/v1/users?limit=50`}
      </pre>
      <QueryState
        query={document}
        loadingLabel="Loading the API documentation"
        error="Failed to load the API documentation"
        retry
      >
        {(answer) => {
          const paths = (answer.paths ?? {}) as Record<string, Record<string, Operation>>;
          const rows = Object.entries(paths)
            .filter(([path]) => path.startsWith('/api/v1/'))
            .flatMap(([path, methods]) =>
              Object.entries(methods).map(([method, op]) => ({ path, method, op })),
            );
          if (rows.length === 0) return <Alert tone="info">No public endpoints yet.</Alert>;
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
