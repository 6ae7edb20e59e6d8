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
import { defineMessages, FormattedMessage, useIntl } from '../i18n';
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
const NOTES: Partial<Record<string, { id: string }>> = defineMessages({
  sendgrid: { id: 'integrations.note.sendgrid' },
});

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
  const intl = useIntl();
  const state = !row
    ? null
    : row.ready
      ? {
          tone: 'green' as const,
          label: intl.formatMessage({ id: 'integrations.signIn.ready' }),
          text: intl.formatMessage({ id: 'integrations.signIn.ready.text' }, { name, provider }),
        }
      : row.enabled
        ? {
            tone: 'orange' as const,
            label: intl.formatMessage(NEEDS_CLIENT),
            text: intl.formatMessage({ id: 'integrations.signIn.needsClient.text' }, { name }),
          }
        : {
            tone: 'gray' as const,
            label: intl.formatMessage({ id: 'integrations.signIn.off' }),
            text: intl.formatMessage({ id: 'integrations.signIn.off.text' }, { name }),
          };
  return (
    <section className="pt-stack" aria-labelledby={headingId}>
      <h3 id={headingId}>{provider}</h3>
      <p className="console__subtitle">{integration.description}</p>
      {providers.isPending && (
        <p className="console__subtitle">
          {intl.formatMessage({ id: 'integrations.signIn.loading' })}
        </p>
      )}
      {providers.isError && (
        <Alert tone="error">
          {errorMessage(providers.error, intl.formatMessage({ id: 'integrations.signIn.failed' }))}
        </Alert>
      )}
      {state && (
        <p className="console__subtitle">
          <FormattedMessage
            id="integrations.signIn.state"
            values={{
              badge: <Badge tone={state.tone}>{state.label}</Badge>,
              text: state.text,
              link: (chunks) => <Link to="/super/settings">{chunks}</Link>,
            }}
          />
        </p>
      )}
      {row && <ProviderClient row={row} />}
    </section>
  );
}

/** One integration's credential: the field starts empty (the stored value is never sent back). */
function CredentialForm({ integration }: { integration: Integration }) {
  const intl = useIntl();
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
      setResult({
        ok: true,
        text: intl.formatMessage({
          id: saved.configured ? 'integrations.saved' : 'integrations.cleared',
        }),
      });
    } catch (cause) {
      setResult({
        ok: false,
        text: errorMessage(cause, intl.formatMessage({ id: 'integrations.saveFailed' })),
      });
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
      {note && <p className="console__subtitle">{intl.formatMessage(note)}</p>}
      <TextField
        label={intl.formatMessage({ id: 'integrations.credential' }, { key: integration.key })}
        type="password"
        autoComplete="off"
        value={value}
        placeholder={integration.masked || intl.formatMessage({ id: 'integrations.notSet' })}
        hint={
          integration.configured
            ? integration.lastUsedAt
              ? intl.formatMessage(
                  { id: 'integrations.stored.used' },
                  {
                    masked: integration.masked,
                    when: intl.formatDateTime(integration.lastUsedAt),
                  },
                )
              : intl.formatMessage({ id: 'integrations.stored' }, { masked: integration.masked })
            : intl.formatMessage({ id: 'integrations.notSet' })
        }
        onChange={(e) => setValue(e.target.value)}
      />
      {result && <Alert tone={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      <Button type="submit" size="sm" busy={save.isPending}>
        {intl.formatMessage({ id: 'integrations.save' })}
      </Button>
    </form>
  );
}

/**
 * /super/integrations (docs/product.md §2 Super Integrations): the six global integrations, each
 * credential stored encrypted by the notifications service and shown masked only.
 */
export function Integrations() {
  const intl = useIntl();
  const list = useApiQuery('/api/integrations', { tenantId: null });
  return (
    <div className="console">
      <div>
        <h1>{intl.formatMessage({ id: 'integrations.title' })}</h1>
        <p className="console__subtitle">{intl.formatMessage({ id: 'integrations.subtitle' })}</p>
      </div>
      <WebhookDebugger />
      <section className="pt-card" aria-label={intl.formatMessage({ id: 'integrations.global' })}>
        <QueryState
          query={list}
          loadingLabel={intl.formatMessage({ id: 'integrations.loading' })}
          error={intl.formatMessage({ id: 'integrations.failed' })}
          retry
          isEmpty={(answer) => answer.integrations.length === 0}
          empty={
            <EmptyState title={intl.formatMessage({ id: 'integrations.empty.title' })}>
              {intl.formatMessage({ id: 'integrations.empty.body' })}
            </EmptyState>
          }
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
