import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, errorMessage, TextField, useApiMutation } from '@portico/frontend-kit';
import { AuthLayout } from './AuthLayout';
import { usePublicBranding } from './usePublicBranding';
import { PASSWORD_MIN, hasErrors, type FieldErrors } from './validation';

export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';

/**
 * Where a password reset email (or an admin's account-setup link) leads: choose a new
 * password with the link's single-use token. Setting it signs out every other session.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const branding = usePublicBranding();
  const reset = useApiMutation('post', '/api/reset-password');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirm'>>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(
    token ? null : { tone: 'error', text: RESET_LINK_INVALID },
  );
  const done = result?.tone === 'success';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending || !token) return;
    const found = {
      password:
        password.length >= PASSWORD_MIN
          ? undefined
          : `Password must be at least ${PASSWORD_MIN} characters`,
      confirm: confirm === password ? undefined : 'New passwords do not match.',
    };
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const answer = await reset.mutateAsync({ body: { token, password }, anonymous: true });
      setResult({ tone: 'success', text: answer.message });
    } catch (cause) {
      setResult({ tone: 'error', text: errorMessage(cause, RESET_LINK_INVALID) });
    }
  };

  return (
    <AuthLayout branding={branding}>
      <h1>Choose a new password</h1>
      {result && (
        <div aria-live="polite">
          <Alert tone={result.tone}>{result.text}</Alert>
        </div>
      )}
      {!done && token && (
        <form className="auth-form" onSubmit={onSubmit} noValidate>
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={errors.confirm}
          />
          <Button type="submit" busy={reset.isPending}>
            Set password
          </Button>
        </form>
      )}
      <p>
        <Link to="/login">Go to sign in</Link>
      </p>
    </AuthLayout>
  );
}
