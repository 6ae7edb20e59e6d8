/**
 * Turning two-factor sign-in on: the server makes the secret and its QR code (SVG, so the
 * browser bundle carries no QR library), the person scans it or types the secret, proves it
 * with a current code, and sees their ten recovery codes once. Used by the settings' Security
 * section and by the shell's enrolment page when the platform requires two-factor sign-in.
 */
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../api/errors';
import { useApiMutation } from '../api/queries';
import { useAuth } from '../auth/AuthProvider';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import './twoFactor.css';
import { TWO_FACTOR_TEXT } from './twoFactorText';

const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function TwoFactorSetup({
  onCodesShown,
  onDone,
}: {
  /** Setup is confirmed and the recovery codes are on screen (the status is now "on"). */
  onCodesShown?: () => void;
  /** The person says they saved their recovery codes. */
  onDone?: () => void;
}) {
  const { adoptAccessToken } = useAuth();
  const start = useApiMutation('post', '/api/me/two-factor/setup');
  // No cache invalidation here: a status read turning "on" must not take the codes off screen
  // before they are saved; whoever shows this re-reads the status in onDone.
  const confirm = useApiMutation('post', '/api/me/two-factor/confirm');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const setup = start.data;

  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setCodeError(TWO_FACTOR_TEXT.codePrompt);
    setCodeError(null);
    confirm.mutate(
      { body: { code: code.trim() } },
      {
        onSuccess: async (answer) => {
          // Keep only the codes on screen; the token lifts any enrolment-only limit at once.
          setRecoveryCodes(answer.recoveryCodes);
          onCodesShown?.();
          await adoptAccessToken(answer);
        },
        onError: (cause) => setCodeError(errorMessage(cause, 'Invalid code')),
      },
    );
  };

  if (recoveryCodes) {
    return (
      <div className="pt-stack">
        <Alert tone="success">{TWO_FACTOR_TEXT.codesIntro}</Alert>
        <ul className="pt-2fa__codes" aria-label="Recovery codes">
          {recoveryCodes.map((one) => (
            <li key={one}>{one}</li>
          ))}
        </ul>
        {onDone && (
          <div>
            <Button onClick={onDone}>{TWO_FACTOR_TEXT.savedCodes}</Button>
          </div>
        )}
      </div>
    );
  }

  if (!setup) {
    return (
      <div className="pt-stack">
        {start.isError && (
          <Alert tone="error">{errorMessage(start.error, 'Setup could not start')}</Alert>
        )}
        <div>
          <Button busy={start.isPending} onClick={() => start.mutate({})}>
            {TWO_FACTOR_TEXT.start}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className="pt-stack" onSubmit={verify} noValidate>
      <p>{TWO_FACTOR_TEXT.scan}</p>
      <img
        className="pt-2fa__qr"
        src={svgSource(setup.qrSvg)}
        alt="QR code for your authenticator app"
      />
      <p>
        Key:{' '}
        <code className="pt-2fa__secret" data-testid="two-factor-secret">
          {setup.secret}
        </code>
      </p>
      <TextField
        label="Authentication code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={codeError}
        hint={TWO_FACTOR_TEXT.codePrompt}
        required
      />
      <div>
        <Button type="submit" busy={confirm.isPending}>
          {TWO_FACTOR_TEXT.verify}
        </Button>
      </div>
    </form>
  );
}
