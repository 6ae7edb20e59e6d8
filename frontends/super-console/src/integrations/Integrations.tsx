import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  errorMessage,
  QueryState,
  TextField,
  useApiMutation,
  useApiQuery,
} from '@portico/frontend-kit';
import '../notifications/notifications.css';
import { NEEDS_CLIENT, ProviderClient } from '../settings/ProviderClients';
import '../settings/settings.css';
import { TenantToggles } from './TenantToggles';
import { WebhookDebugger } from './WebhookDebugger';

type Integration = {
  key: string;
  description: string;
  masked: string;
  configured: boolean;
  lastUsedAt: string | null;
};

/** What a credential does once stored, where the one-line description cannot say it all. */
const NOTES: Partial<Record<string, string>> = {
  sendgrid:
    'While a key is stored, a tenant’s emails go through SendGrid’s SMTP relay unless its sendgrid switch below is off; without a key the platform’s own SMTP server sends them.',
};

/**
 * Google's and Microsoft's credential is their OAuth client for sign-in, which identity keeps
 * (Settings → Auth edits the same one): these cards edit it there rather than storing a second
 * copy nothing would read.
 */
const SIGN_IN = { google: 'Google', microsoft: 'Microsoft' } as const;
type SignInKey = keyof typeof SIGN_IN;
const isSignIn = (key: string): key is SignInKey => key in SIGN_IN;

function SignInIntegration({ integration }: { integration: Integration & { key: SignInKey } }) {
  const provider = integration.key;
  const providers = useApiQuery('/api/super/sign-in-providers', { tenantId: null });
  const row = providers.data?.providers.find((p) => p.id === provider);
  const name = SIGN_IN[provider];
  const headingId = `integration-${provider}`;
  const state = !row
    ? null
    : row.ready
      ? {
          tone: 'green' as const,
          label: 'Sign-in configured',
          text: `Login pages offer “Continue with ${name}” wherever the tenant’s ${provider} switch below is on.`,
        }
      : row.enabled
        ? {
            tone: 'orange' as const,
            label: NEEDS_CLIENT,
            text: `Sign-in with ${name} is switched on but has no OAuth client yet, so no login page offers it.`,
          }
        : {
            tone: 'gray' as const,
            label: 'Sign-in off',
            text: `Login pages offer ${name} once it is checked in Settings → Auth.`,
          };
  return (
    <section className="pt-stack" aria-labelledby={headingId}>
      <h3 id={headingId}>{provider}</h3>
      <p className="console__subtitle">{integration.description}</p>
      {providers.isPending && <p className="console__subtitle">Loading sign-in status…</p>}
      {providers.isError && (
        <Alert tone="error">
          {errorMessage(providers.error, 'Sign-in status could not be loaded')}
        </Alert>
      )}
      {state && (
        <p className="console__subtitle">
          <Badge tone={state.tone}>{state.label}</Badge> {state.text}{' '}
          <Link to="/super/settings">Settings → Auth</Link> shows the same client.
        </p>
      )}
      {row && <ProviderClient row={row} />}
    </section>
  );
}

/** One integration's credential: the field starts empty (the stored value is never sent back). */
function CredentialForm({ integration }: { integration: Integration }) {
  const note = NOTES[integration.key];
  const [value, setValue] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useApiMutation('put', '/api/integrations/global/{key}', {
    invalidates: ['/api/integrations'],
  });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    try {
      const saved = await save.mutateAsync({
        tenantId: null,
        params: { path: { key: integration.key as 'slack' } },
        body: { value },
      });
      setValue('');
      setResult({ ok: true, text: saved.configured ? 'Saved' : 'Cleared' });
    } catch (cause) {
      setResult({ ok: false, text: errorMessage(cause, 'Save failed') });
    }
  };
  return (
    <form
      className="pt-stack"
      onSubmit={onSubmit}
      aria-labelledby={`integration-${integration.key}`}
    >
      <h3 id={`integration-${integration.key}`}>{integration.key}</h3>
      <p className="console__subtitle">{integration.description}</p>
      {note && <p className="console__subtitle">{note}</p>}
      <TextField
        label={`${integration.key} credential`}
        type="password"
        autoComplete="off"
        value={value}
        placeholder={integration.masked || 'Not set'}
        hint={
          integration.configured
            ? `Stored: ${integration.masked}${integration.lastUsedAt ? ` · last used ${new Date(integration.lastUsedAt).toLocaleString()}` : ''}`
            : 'Not set'
        }
        onChange={(e) => setValue(e.target.value)}
      />
      {result && <Alert tone={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      <Button type="submit" size="sm" busy={save.isPending}>
        Save
      </Button>
    </form>
  );
}

/**
 * /super/integrations (docs/product.md §2 Super Integrations): the six global integrations, each
 * credential stored encrypted by the notifications service and shown masked only.
 */
export function Integrations() {
  const list = useApiQuery('/api/integrations', { tenantId: null });
  return (
    <div className="console">
      <div>
        <h1>Integrations</h1>
        <p className="console__subtitle">Platform credentials, stored encrypted and shown masked</p>
      </div>
      <WebhookDebugger />
      <section className="pt-card" aria-label="Global integrations">
        <QueryState
          query={list}
          loadingLabel="Loading integrations"
          error="Failed to load integrations"
          retry
          isEmpty={(answer) => answer.integrations.length === 0}
          empty={<EmptyState title="No integrations">The platform offers none</EmptyState>}
        >
          {(answer) => (
            <div className="pt-stack">
              {answer.integrations.map((i) =>
                isSignIn(i.key) ? (
                  <SignInIntegration key={i.key} integration={{ ...i, key: i.key }} />
                ) : (
                  <CredentialForm key={i.key} integration={i} />
                ),
              )}
            </div>
          )}
        </QueryState>
      </section>
      <TenantToggles />
    </div>
  );
}
