import { useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  errorMessage,
  KNOWN_FEATURE_FLAGS,
  QueryState,
  Table,
  TextField,
  useApiMutation,
  useApiQuery,
  useToast,
} from '@portico/frontend-kit';
import { FormattedMessage, useIntl } from '../i18n';
import { SAVED_TOAST_MS } from './SectionForm';

const FLAG_KEY = /^[a-z][a-z0-9_.-]{0,63}$/;

interface FlagRow {
  key: string;
  enabled: boolean;
  /** The known flag's effect; absent for an operator's own key, which switches nothing. */
  description?: string;
}

/**
 * The known flags first, each at its stored state or its default, then any other stored key
 * as custom: known flags are listed before anyone has written them.
 */
export function flagRows(stored: readonly { key: string; enabled: boolean }[]): FlagRow[] {
  const written = new Map(stored.map((flag) => [flag.key, flag.enabled]));
  const known: FlagRow[] = KNOWN_FEATURE_FLAGS.map((flag) => ({
    key: flag.key,
    enabled: written.get(flag.key) ?? flag.defaultEnabled,
    description: flag.description,
  }));
  const custom = stored
    .filter((flag) => !KNOWN_FEATURE_FLAGS.some((k) => k.key === flag.key))
    .map((flag) => ({ key: flag.key, enabled: flag.enabled }));
  return [...known, ...custom];
}

/**
 * Feature Flags (docs/product.md §3 Feature flag: key, enabled): the known flags with what each
 * switches, custom keys, toggle, add.
 */
export function FeatureFlags() {
  const toast = useToast();
  const intl = useIntl();
  const flags = useApiQuery('/api/flags', { tenantId: null });
  const [error, setError] = useState<string | null>(null);
  const [newKey, setNewKey] = useState('');
  const write = useApiMutation('put', '/api/flags/{key}', {
    invalidates: ['/api/flags', '/api/feature-flags'],
    onSuccess: () =>
      toast(intl.formatMessage({ id: 'settings.saved' }), {
        tone: 'success',
        durationMs: SAVED_TOAST_MS,
      }),
  });

  const setFlag = async (key: string, enabled: boolean) => {
    setError(null);
    try {
      await write.mutateAsync({ tenantId: null, params: { path: { key } }, body: { enabled } });
      return true;
    } catch (cause) {
      setError(errorMessage(cause, intl.formatMessage({ id: 'flags.saveFailed' })));
      return false;
    }
  };

  const keyProblem =
    newKey && !FLAG_KEY.test(newKey) ? intl.formatMessage({ id: 'flags.key.invalid' }) : null;

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    if (!newKey || keyProblem) return;
    if (await setFlag(newKey, true)) setNewKey('');
  };

  return (
    <section className="pt-card" aria-labelledby="settings-flags">
      <h2 className="pt-card__title" id="settings-flags">
        {intl.formatMessage({ id: 'flags.title' })}
      </h2>
      {error && <Alert tone="error">{error}</Alert>}
      <QueryState
        query={flags}
        loadingLabel={intl.formatMessage({ id: 'flags.loading' })}
        retry
        error={intl.formatMessage({ id: 'flags.failed' })}
      >
        {(answer) => (
          <Table
            caption={intl.formatMessage({ id: 'flags.caption' })}
            rowKey={(row) => row.key}
            rows={flagRows(answer.flags)}
            columns={[
              {
                key: 'key',
                header: intl.formatMessage({ id: 'flags.key' }),
                render: (row) => <code>{row.key}</code>,
              },
              {
                key: 'description',
                header: intl.formatMessage({ id: 'flags.description' }),
                render: (row) =>
                  row.description ?? (
                    <FormattedMessage
                      id="flags.custom"
                      values={{ badge: (chunks) => <Badge tone="gray">{chunks}</Badge> }}
                    />
                  ),
              },
              {
                key: 'enabled',
                header: intl.formatMessage({ id: 'flags.enabled' }),
                render: (row) => (
                  <label className="pt-check">
                    <input
                      type="checkbox"
                      checked={row.enabled}
                      disabled={write.isPending}
                      onChange={(e) => void setFlag(row.key, e.target.checked)}
                    />
                    {intl.formatMessage({ id: row.enabled ? 'flags.on' : 'flags.off' })}
                    <span className="pt-visually-hidden">
                      {intl.formatMessage({ id: 'flags.which' }, { key: row.key })}
                    </span>
                  </label>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <form className="settings__add-flag" onSubmit={onAdd} noValidate>
        <TextField
          label={intl.formatMessage({ id: 'flags.new' })}
          value={newKey}
          error={keyProblem}
          onChange={(e) => setNewKey(e.target.value.trim())}
        />
        <Button type="submit" disabled={!newKey || Boolean(keyProblem) || write.isPending}>
          {intl.formatMessage({ id: 'flags.add' })}
        </Button>
      </form>
    </section>
  );
}
