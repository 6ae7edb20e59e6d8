import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, errorMessage, useApiMutation, useAuth } from '@portico/frontend-kit';
import { AuthLayout } from './AuthLayout';
import { usePublicBranding } from './usePublicBranding';

export const CONFIRM_LINK_INVALID = 'This confirmation link is invalid or has expired.';

/**
 * The page a confirmation email links to: /verify-email (the sign-up address) and
 * /confirm-email (the new address of an email change). The link is single use, so it is
 * opened by a click here rather than on load: mail scanners that fetch every link in a
 * message must not spend it.
 */
export function ConfirmEmailPage({ purpose }: { purpose: 'verify' | 'change' }) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const branding = usePublicBranding();
  const { session, reload } = useAuth();
  const confirm = useApiMutation('post', '/api/auth/confirm-email');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(
    token ? null : { tone: 'error', text: CONFIRM_LINK_INVALID },
  );
  const done = result?.tone === 'success';

  const onConfirm = async () => {
    if (confirm.isPending || !token) return;
    try {
      const answer = await confirm.mutateAsync({ body: { token }, anonymous: true });
      setResult({ tone: 'success', text: answer.message });
      // A signed-in browser shows the proven address (and drops the banner) at once.
      if (session) await reload();
    } catch (cause) {
      setResult({ tone: 'error', text: errorMessage(cause, CONFIRM_LINK_INVALID) });
    }
  };

  const heading = purpose === 'change' ? 'Confirm your new email' : 'Confirm your email';
  return (
    <AuthLayout branding={branding}>
      <h1>{heading}</h1>
      <p style={{ color: 'var(--color-text-muted)' }}>
        {purpose === 'change'
          ? 'Confirm to make this address the one you sign in with. Until then your current address keeps working.'
          : 'Confirm that this address is yours to finish setting up your account.'}
      </p>
      {result && (
        <div aria-live="polite">
          <Alert tone={result.tone}>{result.text}</Alert>
        </div>
      )}
      {!done && token && (
        <Button onClick={() => void onConfirm()} busy={confirm.isPending}>
          {purpose === 'change' ? 'Confirm new email' : 'Confirm email'}
        </Button>
      )}
      <p>
        <Link to={session ? '/app' : '/login'}>
          {session ? 'Continue to your portal' : 'Go to sign in'}
        </Link>
      </p>
    </AuthLayout>
  );
}
