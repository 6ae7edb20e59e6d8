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
      <legend>Sign-in providers</legend>
      {clients.isError && <Alert tone="error">Failed to load the providers’ clients</Alert>}
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
              <span id={`needs-client-${provider}`}>
                {' '}
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
      setResult({ ok: true, text: `${name} client removed` });
    } catch (cause) {
      setResult({ ok: false, text: errorMessage(cause, 'Remove failed') });
    }
  };
  const onSave = async () => {
    setResult(null);
    if (!clientId.trim()) return setResult({ ok: false, text: 'Client ID is required' });
    if (!hasSecret && !secret.trim())
      return setResult({ ok: false, text: 'Client secret is required' });
    try {
      await save.mutateAsync({
        tenantId: null,
        params: { path: { provider: row.id } },
        body: { client_id: clientId.trim(), ...(secret.trim() ? { client_secret: secret } : {}) },
      });
      setSecret('');
      setReplacing(false);
      setResult({ ok: true, text: `${name} client saved` });
    } catch (cause) {
      setResult({ ok: false, text: errorMessage(cause, 'Save failed') });
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
    <div className="settings__provider-client" role="group" aria-label={`${name} OAuth client`}>
      <TextField
        label={`${name} client ID`}
        autoComplete="off"
        value={clientId}
        onChange={(e) => setClientId(e.target.value)}
      />
      {replacing ? (
        <TextField
          label={`${name} client secret`}
          type="password"
          autoComplete="new-password"
          value={secret}
          onChange={(e) => setSecret(e.target.value)}
          hint="Stored sealed; it is never shown again."
        />
      ) : (
        <p className="settings__secret">
          <span>{`${name} client secret: •••• set ${new Date(row.secret_set_at ?? '').toLocaleDateString()}`}</span>{' '}
          <Button size="sm" variant="secondary" onClick={() => setReplacing(true)}>
            Replace
          </Button>
        </p>
      )}
      <div className="settings__redirect">
        <span id={uriId}>Redirect URI to register at {name}</span>
        <code aria-labelledby={uriId}>{row.redirect_uri}</code>
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          {copied === 'copied' ? 'Copied' : copied === 'failed' ? 'Copy failed: select it' : 'Copy'}
        </Button>
      </div>
      {result && <Alert tone={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      <div className="settings__client-actions">
        <Button size="sm" busy={save.isPending} onClick={() => void onSave()}>
          {`Save ${name} client`}
        </Button>
        {row.client_id && (
          <Button size="sm" variant="danger" busy={drop.isPending} onClick={() => void onRemove()}>
            {`Remove ${name} client`}
          </Button>
        )}
      </div>
    </div>
  );
}
