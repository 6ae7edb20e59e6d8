/**
 * Security (settings): two-factor sign-in. Off → set it up (kit's TwoFactorSetup: server-made
 * QR code, the key as text, a code to confirm, recovery codes shown once). On → how many
 * recovery codes are left, and turning it off with the current password and a code, unless
 * the platform requires it.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  errorMessage,
  QueryState,
  TextField,
  TWO_FACTOR_TEXT,
  TwoFactorSetup,
  useApiMutation,
  useApiQuery,
  useKitIntl,
} from '@portico/frontend-kit';
import { useIntl } from '../../i18n';
import { Section } from './AccountSections';

function TurnOff() {
  const kit = useKitIntl();
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const off = useApiMutation('post', '/api/me/two-factor/disable', {
    invalidates: ['/api/me/two-factor'],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setFailure(intl.formatMessage({ id: 'security.passwordRequired' }));
    if (!code.trim()) return setFailure(kit.formatMessage(TWO_FACTOR_TEXT.codePrompt));
    setFailure(null);
    off.mutate(
      { body: { currentPassword: password, code: code.trim() } },
      {
        onError: (cause) =>
          setFailure(errorMessage(cause, intl.formatMessage({ id: 'security.invalidCode' }))),
      },
    );
  };
  return (
    <form className="pt-stack" onSubmit={submit} noValidate>
      <h3>{intl.formatMessage({ id: 'security.off.title' })}</h3>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label={intl.formatMessage({ id: 'account.currentPassword' })}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label={intl.formatMessage({ id: 'security.code' })}
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <div>
        <Button type="submit" variant="danger" busy={off.isPending}>
          {intl.formatMessage({ id: 'security.off.submit' })}
        </Button>
      </div>
    </form>
  );
}

export function SecuritySection() {
  const intl = useIntl();
  const status = useApiQuery('/api/me/two-factor', undefined);
  // After confirming, the recovery codes stay on screen though the status now says "on".
  const [enrolling, setEnrolling] = useState(false);
  return (
    <Section id="security" title={intl.formatMessage({ id: 'security.title' })}>
      <QueryState
        query={status}
        loadingLabel={intl.formatMessage({ id: 'security.loading' })}
        error={intl.formatMessage({ id: 'security.failed' })}
        retry
      >
        {(state) =>
          state.enabled && !enrolling ? (
            <div className="pt-stack">
              <Alert tone="success">
                {intl.formatMessage({ id: 'security.on' }, { left: state.recoveryCodesLeft })}
              </Alert>
              {state.required ? (
                <p>{intl.formatMessage({ id: 'security.requiredOn' })}</p>
              ) : (
                <TurnOff />
              )}
            </div>
          ) : (
            <div className="pt-stack">
              <p>{intl.formatMessage({ id: 'security.offNote' })}</p>
              {state.required && (
                <Alert tone="warning">{intl.formatMessage({ id: 'security.required' })}</Alert>
              )}
              <TwoFactorSetup
                onCodesShown={() => setEnrolling(true)}
                onDone={() => {
                  setEnrolling(false);
                  void status.refetch();
                }}
              />
            </div>
          )
        }
      </QueryState>
    </Section>
  );
}
