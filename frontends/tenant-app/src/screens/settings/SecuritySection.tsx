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
import { Section } from './AccountSections';

export const REQUIRED_BY_PLATFORM = 'Your platform requires two-factor authentication';

function TurnOff() {
  const kit = useKitIntl();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const off = useApiMutation('post', '/api/me/two-factor/disable', {
    invalidates: ['/api/me/two-factor'],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setFailure('Current password is required');
    if (!code.trim()) return setFailure(kit.formatMessage(TWO_FACTOR_TEXT.codePrompt));
    setFailure(null);
    off.mutate(
      { body: { currentPassword: password, code: code.trim() } },
      { onError: (cause) => setFailure(errorMessage(cause, 'Invalid code')) },
    );
  };
  return (
    <form className="pt-stack" onSubmit={submit} noValidate>
      <h3>Turn off two-factor authentication</h3>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label="Authentication or recovery code"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <div>
        <Button type="submit" variant="danger" busy={off.isPending}>
          Turn off
        </Button>
      </div>
    </form>
  );
}

export function SecuritySection() {
  const status = useApiQuery('/api/me/two-factor', undefined);
  // After confirming, the recovery codes stay on screen though the status now says "on".
  const [enrolling, setEnrolling] = useState(false);
  return (
    <Section id="security" title="Security">
      <QueryState
        query={status}
        loadingLabel="Loading your sign-in security"
        error="Your sign-in security could not be loaded."
        retry
      >
        {(state) =>
          state.enabled && !enrolling ? (
            <div className="pt-stack">
              <Alert tone="success">
                Two-factor authentication is on. {state.recoveryCodesLeft} of 10 recovery codes
                left.
              </Alert>
              {state.required ? (
                <p>{REQUIRED_BY_PLATFORM}, so it cannot be turned off.</p>
              ) : (
                <TurnOff />
              )}
            </div>
          ) : (
            <div className="pt-stack">
              <p>
                Two-factor authentication is off. Add a code from an authenticator app to your
                password when you sign in.
              </p>
              {state.required && <Alert tone="warning">{REQUIRED_BY_PLATFORM}</Alert>}
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
