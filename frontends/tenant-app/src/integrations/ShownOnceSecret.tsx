import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button } from '@portico/frontend-kit';
import { useIntl } from '../i18n';

/**
 * A secret the server answers once (an API key, a webhook's signing secret): shown with a Copy
 * button until hidden, or until `hideAfterMs` passes when given.
 */
export function ShownOnceSecret({
  secret,
  label,
  copyLabel,
  hideAfterMs,
  onHide,
  children,
}: {
  secret: string;
  /** The region's accessible name, e.g. "New API key". */
  label: string;
  copyLabel: string;
  hideAfterMs?: number;
  onHide: () => void;
  /** What to tell the user before the secret itself. */
  children: ReactNode;
}) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (hideAfterMs === undefined) return;
    const timer = setTimeout(onHide, hideAfterMs);
    return () => clearTimeout(timer);
  }, [secret, onHide, hideAfterMs]);
  const copy = async () => {
    await navigator.clipboard?.writeText(secret).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div className="pt-stack" role="status" aria-label={label}>
      <Alert tone="success">
        {/* One flow of text: the alert lays each of its children out as a column. */}
        <span>
          {children} <code className="api-key-secret">{secret}</code>
        </span>
      </Alert>
      <div className="pt-row">
        <Button size="sm" onClick={() => void copy()}>
          {copied ? intl.formatMessage({ id: 'integrations.secret.copied' }) : copyLabel}
        </Button>
        <Button size="sm" variant="secondary" onClick={onHide}>
          {intl.formatMessage({ id: 'integrations.secret.hide' })}
        </Button>
      </div>
    </div>
  );
}
