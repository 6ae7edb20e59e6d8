import { Spinner } from '@portico/frontend-kit';
import { useIntl } from '../i18n';

export function RemoteLoading() {
  const intl = useIntl();
  return (
    <div className="remote-loading" role="status" aria-live="polite">
      <Spinner />
      <span>{intl.formatMessage({ id: 'remote.loading' })}</span>
    </div>
  );
}
