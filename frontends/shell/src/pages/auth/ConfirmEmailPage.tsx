import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, errorMessage, useApiMutation, useAuth } from '@portico/frontend-kit';
import { defineMessages, useIntl } from '../../i18n';
import { AuthLayout } from './AuthLayout';
import { usePublicBranding } from './usePublicBranding';

export const CONFIRM_TEXT = defineMessages({ linkInvalid: { id: 'confirm.linkInvalid' } });

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
  const intl = useIntl();
  const linkInvalid = intl.formatMessage(CONFIRM_TEXT.linkInvalid);
  const { session, reload } = useAuth();
  const confirm = useApiMutation('post', '/api/auth/confirm-email');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(
    token ? null : { tone: 'error', text: linkInvalid },
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
      setResult({ tone: 'error', text: errorMessage(cause, linkInvalid) });
    }
  };

  const change = purpose === 'change';
  const heading = intl.formatMessage({ id: change ? 'confirm.titleChange' : 'confirm.title' });
  return (
    <AuthLayout branding={branding} brandingPending={branding === undefined}>
      <h1>{heading}</h1>
      <p style={{ color: 'var(--color-text-muted)' }}>
        {intl.formatMessage({ id: change ? 'confirm.introChange' : 'confirm.intro' })}
      </p>
      {result && (
        <div aria-live="polite">
          <Alert tone={result.tone}>{result.text}</Alert>
        </div>
      )}
      {!done && token && (
        <Button onClick={() => void onConfirm()} busy={confirm.isPending}>
          {intl.formatMessage({ id: change ? 'confirm.submitChange' : 'confirm.submit' })}
        </Button>
      )}
      <p className="auth-footnote">
        <Link to={session ? '/app' : '/login'}>
          {intl.formatMessage({ id: session ? 'confirm.toPortal' : 'reset.toSignIn' })}
        </Link>
      </p>
    </AuthLayout>
  );
}
