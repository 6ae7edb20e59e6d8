import { Button, type RemoteName } from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import './remote.css';

/** What a visitor sees instead of a blank page when a remote is down. */
export function RemoteFallback({ name, onRetry }: { name: RemoteName; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className="remote-fallback" role="alert">
      <div className="remote-fallback__card">
        <div className="remote-fallback__icon" aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            width="28"
            height="28"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
            <path d="M12 9v4M12 17h.01" />
          </svg>
        </div>
        <h2>{intl.formatMessage({ id: `remote.failed.${name}` })}</h2>
        <p>{intl.formatMessage({ id: 'remote.unavailable' })}</p>
        <div className="remote-fallback__actions">
          <Button onClick={onRetry}>{intl.formatMessage({ id: 'remote.retry' })}</Button>
          <a className="pt-button pt-button--secondary" href="/">
            {intl.formatMessage({ id: 'remote.home' })}
          </a>
        </div>
      </div>
    </div>
  );
}
