import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  errorMessage,
  Modal,
  TextField,
  useApiMutation,
} from '@portico/frontend-kit';

/**
 * 'Reset your password'. DESIGN.md §11: the gateway mails a single-use reset link (never a
 * password), so the success text says a link was sent.
 */
export function ForgotPasswordModal({
  initialEmail,
  onClose,
}: {
  initialEmail: string;
  onClose: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const sendReset = useApiMutation('post', '/api/forgot-password');
  const busy = sendReset.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) {
      setError('Email is required');
      return;
    }
    setError(null);
    try {
      await sendReset.mutateAsync({ body: { email: email.trim() }, anonymous: true });
      setResult({ tone: 'success', text: 'A password reset link has been emailed to you.' });
    } catch (cause) {
      setResult({ tone: 'error', text: errorMessage(cause, 'Failed to send reset') });
    }
  };

  return (
    <Modal title="Reset your password" onClose={onClose}>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <p style={{ color: 'var(--color-text-muted)' }}>
          Enter the email you sign in with and we will send you a link to choose a new password.
        </p>
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
        <div className="pt-modal__footer">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            Send Reset
          </Button>
        </div>
      </form>
    </Modal>
  );
}
