import { Link } from 'react-router';
import { EmptyState, Icon, useAuth } from '@portico/frontend-kit';
import { dashboardPathFor } from '@portico/frontend-kit/screens';
import { useIntl } from '../i18n';

/** A path the shell hands to this app that names none of its screens (an old link, a typo). */
export function ScreenNotFound() {
  const intl = useIntl();
  const { userRole } = useAuth();
  return (
    <EmptyState
      icon={<Icon name="globe" />}
      title={intl.formatMessage({ id: 'notFound.title' })}
      action={
        <Link className="pt-button pt-button--primary" to={dashboardPathFor(userRole) ?? '/'}>
          {intl.formatMessage({ id: 'notFound.back' })}
        </Link>
      }
    >
      {intl.formatMessage({ id: 'notFound.body' })}
    </EmptyState>
  );
}
