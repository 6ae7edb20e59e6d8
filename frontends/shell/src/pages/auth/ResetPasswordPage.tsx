import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, errorMessage, TextField, useApiMutation } from '@portico/frontend-kit';
import { defineMessages, useIntl } from '../../i18n';
import { AuthLayout } from './AuthLayout';
import { usePublicBranding } from './usePublicBranding';
import { PASSWORD_MIN, hasErrors, type FieldErrors } from './validation';

export const RESET_TEXT = defineMessages({ linkInvalid: { id: 'reset.linkInvalid' } });

/**
 * Where a password reset email (or an admin's account-setup link) leads: choose a new
 * password with the link's single-use token. Setting it signs out every other session.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const branding = usePublicBranding();
  const intl = useIntl();
  const linkInvalid = intl.formatMessage(RESET_TEXT.linkInvalid);
  const reset = useApiMutation('post', '/api/reset-password');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirm'>>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(
    token ? null : { tone: 'error', text: linkInvalid },
  );
  const done = result?.tone === 'success';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending || !token) return;
    const found = {
      password:
        password.length >= PASSWORD_MIN
          ? undefined
          : intl.formatMessage({ id: 'password.tooShort' }, { min: PASSWORD_MIN }),
      confirm: confirm === password ? undefined : intl.formatMessage({ id: 'reset.mismatch' }),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const answer = await reset.mutateAsync({ body: { token, password }, anonymous: true });
      setResult({ tone: 'success', text: answer.message });
    } catch (cause) {
      setResult({ tone: 'error', text: errorMessage(cause, linkInvalid) });
    }
  };

  return (
    <AuthLayout branding={branding} brandingPending={branding === undefined}>
      <h1>{intl.formatMessage({ id: 'reset.title' })}</h1>
      {result && (
        <div aria-live="polite">
          <Alert tone={result.tone}>{result.text}</Alert>
        </div>
      )}
      {!done && token && (
        <form className="auth-form" onSubmit={onSubmit} noValidate>
          <TextField
            label={intl.formatMessage({ id: 'reset.password' })}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <TextField
            label={intl.formatMessage({ id: 'reset.confirm' })}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={errors.confirm}
          />
          <Button type="submit" busy={reset.isPending}>
            {intl.formatMessage({ id: 'reset.submit' })}
          </Button>
        </form>
      )}
      <p className="auth-footnote">
        <Link to="/login">{intl.formatMessage({ id: 'reset.toSignIn' })}</Link>
      </p>
    </AuthLayout>
  );
}
