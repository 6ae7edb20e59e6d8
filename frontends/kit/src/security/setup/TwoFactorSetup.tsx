/**
 * Turning two-factor sign-in on: the server makes the secret and its QR code (SVG, so the
 * browser bundle carries no QR library), the person scans it or types the secret, proves it
 * with a current code, and sees their ten recovery codes once. Used by the settings' Security
 * section and by the shell's enrolment page when the platform requires two-factor sign-in.
 */
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { useApiMutation } from '../../api/queries';
import { useAuth } from '../../auth/AuthProvider';
import { useKitIntl } from '../../i18n/kit';
import { twoFactorCatalogue } from './i18n';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import '../twoFactor.css';
import { TWO_FACTOR_TEXT } from '../twoFactorText';

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
  const codePrompt = useKitIntl().formatMessage(TWO_FACTOR_TEXT.codePrompt);
  const intl = twoFactorCatalogue.useIntl();
  const { FormattedMessage } = twoFactorCatalogue;
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
    if (!/^\d{6}$/.test(code.trim())) return setCodeError(codePrompt);
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
        onError: (cause) =>
          setCodeError(errorMessage(cause, intl.formatMessage({ id: 'twoFactor.invalidCode' }))),
      },
    );
  };

  if (recoveryCodes) {
    return (
      <div className="pt-stack">
        <Alert tone="success">{intl.formatMessage({ id: 'twoFactor.codesIntro' })}</Alert>
        <ul
          className="pt-2fa__codes"
          aria-label={intl.formatMessage({ id: 'twoFactor.recoveryCodes' })}
        >
          {recoveryCodes.map((one) => (
            <li key={one}>{one}</li>
          ))}
        </ul>
        {onDone && (
          <div>
            <Button onClick={onDone}>{intl.formatMessage({ id: 'twoFactor.savedCodes' })}</Button>
          </div>
        )}
      </div>
    );
  }

  if (!setup) {
    return (
      <div className="pt-stack">
        {start.isError && (
          <Alert tone="error">
            {errorMessage(start.error, intl.formatMessage({ id: 'twoFactor.setupFailed' }))}
          </Alert>
        )}
        <div>
          <Button busy={start.isPending} onClick={() => start.mutate({})}>
            {intl.formatMessage({ id: 'twoFactor.start' })}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className="pt-stack" onSubmit={verify} noValidate>
      <p>{intl.formatMessage({ id: 'twoFactor.scan' })}</p>
      <img
        className="pt-2fa__qr"
        src={svgSource(setup.qrSvg)}
        alt={intl.formatMessage({ id: 'twoFactor.qrAlt' })}
      />
      <p>
        <FormattedMessage
          id="twoFactor.key"
          values={{
            key: (
              <code className="pt-2fa__secret" data-testid="two-factor-secret">
                {setup.secret}
              </code>
            ),
          }}
        />
      </p>
      <TextField
        label={intl.formatMessage({ id: 'twoFactor.codeLabel' })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={codeError}
        hint={codePrompt}
        required
      />
      <div>
        <Button type="submit" busy={confirm.isPending}>
          {intl.formatMessage({ id: 'twoFactor.verify' })}
        </Button>
      </div>
    </form>
  );
}
