import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  errorMessage,
  Modal,
  TextField,
  useApiMutation,
} from '@portico/frontend-kit';
import { useIntl } from '../../i18n';

/**
 * 'Reset your password'. docs/product.md §10: the gateway mails a single-use reset link (never a
 * password), so the success text says a link was sent.
 */
export function ForgotPasswordModal({
  initialEmail,
  onClose,
}: {
  initialEmail: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const sendReset = useApiMutation('post', '/api/forgot-password');
  const busy = sendReset.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) {
      setError(intl.formatMessage({ id: 'login.emailRequired' }));
      return;
    }
    setError(null);
    try {
      await sendReset.mutateAsync({ body: { email: email.trim() }, anonymous: true });
      setResult({ tone: 'success', text: intl.formatMessage({ id: 'forgot.sent' }) });
    } catch (cause) {
      setResult({
        tone: 'error',
        text: errorMessage(cause, intl.formatMessage({ id: 'forgot.failed' })),
      });
    }
  };

  return (
    <Modal title={intl.formatMessage({ id: 'forgot.title' })} onClose={onClose}>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <p style={{ color: 'var(--color-text-muted)' }}>
          {intl.formatMessage({ id: 'forgot.intro' })}
        </p>
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        <TextField
          label={intl.formatMessage({ id: 'login.email' })}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
        <div className="pt-modal__footer">
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
          <Button type="submit" busy={busy}>
            {intl.formatMessage({ id: 'forgot.submit' })}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
