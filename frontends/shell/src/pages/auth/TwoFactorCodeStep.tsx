/**
 * Sign-in's second step for an account with two-factor sign-in on: the password was right and
 * the server answered a challenge (no session yet); the code from the authenticator app, or a
 * recovery code, turns it into a session. A wrong code keeps the person here to try again.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  TextField,
  TWO_FACTOR_TEXT,
  useAuth,
  useKitIntl,
  type Me,
} from '@portico/frontend-kit';
import { useIntl } from '../../i18n';
import { loginErrorText } from './LoginPage';

export function TwoFactorCodeStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (me: Me | null) => void;
  onRestart: () => void;
}) {
  const { completeTwoFactor } = useAuth();
  const intl = useIntl();
  const codePrompt = useKitIntl().formatMessage(TWO_FACTOR_TEXT.codePrompt);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const typed = code.trim();
    const shaped = recovery ? typed.replace(/[\s-]/g, '').length === 10 : /^\d{6}$/.test(typed);
    if (!shaped) {
      setError(recovery ? intl.formatMessage({ id: 'twoFactorStep.enterRecovery' }) : codePrompt);
      return;
    }
    setError(null);
    setFailure(null);
    setBusy(true);
    try {
      onSignedIn(await completeTwoFactor(challenge, typed));
    } catch (cause) {
      setFailure(loginErrorText(cause, intl));
      setCode('');
      setBusy(false);
    }
  };

  return (
    <>
      <div className="auth-heading">
        <h1>{intl.formatMessage({ id: 'twoFactorStep.title' })}</h1>
        <p>{recovery ? intl.formatMessage({ id: 'twoFactorStep.recoveryIntro' }) : codePrompt}</p>
      </div>
      <form className="auth-form" onSubmit={submit} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          key={recovery ? 'recovery' : 'totp'}
          label={intl.formatMessage({
            id: recovery ? 'twoFactorStep.recoveryCode' : 'twoFactorStep.code',
          })}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          maxLength={recovery ? 11 : 6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error}
          autoFocus
          required
        />
        <div className="auth-form__row">
          <button type="button" className="auth-link-button" onClick={onRestart}>
            {intl.formatMessage({ id: 'twoFactorStep.back' })}
          </button>
          <button
            type="button"
            className="auth-link-button"
            onClick={() => {
              setRecovery(!recovery);
              setCode('');
              setError(null);
            }}
          >
            {intl.formatMessage({
              id: recovery ? 'twoFactorStep.useApp' : 'twoFactorStep.useRecovery',
            })}
          </button>
        </div>
        <Button type="submit" size="lg" block busy={busy}>
          {intl.formatMessage({ id: busy ? 'twoFactorStep.verifying' : 'twoFactorStep.verify' })}
        </Button>
      </form>
    </>
  );
}
