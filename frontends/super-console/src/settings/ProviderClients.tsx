import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  errorMessage,
  TextField,
  useApiMutation,
  useApiQuery,
} from '@portico/frontend-kit';
import { AUTH_PROVIDERS, type AuthProvider } from '@portico/rules';
import { defineMessages, useIntl } from '../i18n';

export const PROVIDER_LABELS: Record<AuthProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  slack: 'Slack',
  github: 'GitHub',
};

export const NEEDS_CLIENT = defineMessages({
  label: { id: 'settings.providers.needsClient' },
}).label;

type ProviderRow = {
  id: AuthProvider;
  client_id: string;
  secret_set_at: string | null;
  redirect_uri: string;
};

/**
 * Sign-in providers in Super Settings → Auth: the checkbox belongs to the Auth section's form
 * (saved with it); a checked provider reveals its OAuth client, stored by identity on its own
 * (the secret is write-only: once stored it shows as set, with Replace) and the exact redirect
 * URI to register at the provider.
 */
export function ProviderChoices({
  chosen,
  onChange,
}: {
  chosen: readonly AuthProvider[];
  onChange: (providers: AuthProvider[]) => void;
}) {
  const intl = useIntl();
  const clients = useApiQuery('/api/super/sign-in-providers', { tenantId: null });
  return (
    <fieldset className="settings__fieldset">
      <legend>{intl.formatMessage({ id: 'settings.providers' })}</legend>
      {clients.isError && (
        <Alert tone="error">{intl.formatMessage({ id: 'settings.providers.failed' })}</Alert>
      )}
      {AUTH_PROVIDERS.map((provider) => {
        const row = clients.data?.providers.find((p) => p.id === provider);
        const checked = chosen.includes(provider);
        // Checked but nothing to sign in with: the login page will not offer it.
        const needsClient = checked && row !== undefined && !row.client_id;
        return (
          <div key={provider} className="settings__provider">
            <label className="pt-check">
              <input
                type="checkbox"
                checked={checked}
                aria-describedby={needsClient ? `needs-client-${provider}` : undefined}
                onChange={(e) =>
                  onChange(
                    e.target.checked ? [...chosen, provider] : chosen.filter((p) => p !== provider),
                  )
                }
              />
              {PROVIDER_LABELS[provider]}
            </label>
            {needsClient && (
              <span id={`needs-client-${provider}`} className="settings__needs-client">
                <Badge tone="orange">{intl.formatMessage(NEEDS_CLIENT)}</Badge>
              </span>
            )}
            {checked && row && <ProviderClient row={row} />}
          </div>
        );
      })}
    </fieldset>
  );
}

/** One provider's OAuth client; Super Integrations' Google and Microsoft cards show it too. */
export function ProviderClient({ row }: { row: ProviderRow }) {
  const intl = useIntl();
  const name = PROVIDER_LABELS[row.id];
  const [clientId, setClientId] = useState(row.client_id);
  const [secret, setSecret] = useState('');
  const [replacing, setReplacing] = useState(!row.secret_set_at);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const save = useApiMutation('put', '/api/super/sign-in-providers/{provider}', {
    invalidates: ['/api/super/sign-in-providers'],
  });
  const drop = useApiMutation('delete', '/api/super/sign-in-providers/{provider}', {
    invalidates: ['/api/super/sign-in-providers'],
  });
  const hasSecret = Boolean(row.secret_set_at);
  const onRemove = async () => {
    setResult(null);
    try {
      await drop.mutateAsync({ tenantId: null, params: { path: { provider: row.id } } });
      setClientId('');
      setSecret('');
      setReplacing(true);
      setResult({
        ok: true,
        text: intl.formatMessage({ id: 'settings.client.removed' }, { name }),
      });
    } catch (cause) {
      setResult({
        ok: false,
        text: errorMessage(cause, intl.formatMessage({ id: 'settings.client.removeFailed' })),
      });
    }
  };
  const onSave = async () => {
    setResult(null);
    if (!clientId.trim())
      return setResult({
        ok: false,
        text: intl.formatMessage({ id: 'settings.client.idRequired' }),
      });
    if (!hasSecret && !secret.trim())
      return setResult({
        ok: false,
        text: intl.formatMessage({ id: 'settings.client.secretRequired' }),
      });
    try {
      await save.mutateAsync({
        tenantId: null,
        params: { path: { provider: row.id } },
        body: { client_id: clientId.trim(), ...(secret.trim() ? { client_secret: secret } : {}) },
      });
      setSecret('');
      setReplacing(false);
      setResult({ ok: true, text: intl.formatMessage({ id: 'settings.client.saved' }, { name }) });
    } catch (cause) {
      setResult({
        ok: false,
        text: errorMessage(cause, intl.formatMessage({ id: 'settings.client.saveFailed' })),
      });
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(row.redirect_uri);
      setCopied('copied');
    } catch {
      // No clipboard (an insecure origin, a denied permission): the URI is there to select.
      setCopied('failed');
    }
  };
  const uriId = `redirect-uri-${row.id}`;
  return (
    <div
      className="settings__provider-client"
      role="group"
      aria-label={intl.formatMessage({ id: 'settings.client' }, { name })}
    >
      <TextField
        label={intl.formatMessage({ id: 'settings.client.id' }, { name })}
        autoComplete="off"
        value={clientId}
        onChange={(e) => setClientId(e.target.value)}
      />
      {replacing ? (
        <TextField
          label={intl.formatMessage({ id: 'settings.client.secret' }, { name })}
          type="password"
          autoComplete="new-password"
          value={secret}
          onChange={(e) => setSecret(e.target.value)}
          hint={intl.formatMessage({ id: 'settings.client.secret.hint' })}
        />
      ) : (
        <p className="settings__secret">
          <span>
            {row.secret_set_at
              ? intl.formatMessage(
                  { id: 'settings.client.secret.set' },
                  { name, date: intl.formatDate(row.secret_set_at) },
                )
              : intl.formatMessage({ id: 'settings.client.secret.stored' }, { name })}
          </span>
          <Button size="sm" variant="secondary" onClick={() => setReplacing(true)}>
            {intl.formatMessage({ id: 'settings.client.replace' })}
          </Button>
        </p>
      )}
      <div className="settings__redirect">
        <span id={uriId}>{intl.formatMessage({ id: 'settings.client.redirect' }, { name })}</span>
        <code aria-labelledby={uriId}>{row.redirect_uri}</code>
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          {intl.formatMessage({
            id:
              copied === 'copied'
                ? 'settings.client.copied'
                : copied === 'failed'
                  ? 'settings.client.copyFailed'
                  : 'settings.client.copy',
          })}
        </Button>
      </div>
      {result && <Alert tone={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      <div className="settings__client-actions">
        <Button size="sm" busy={save.isPending} onClick={() => void onSave()}>
          {intl.formatMessage({ id: 'settings.client.save' }, { name })}
        </Button>
        {row.client_id && (
          <Button size="sm" variant="danger" busy={drop.isPending} onClick={() => void onRemove()}>
            {intl.formatMessage({ id: 'settings.client.remove' }, { name })}
          </Button>
        )}
      </div>
    </div>
  );
}
