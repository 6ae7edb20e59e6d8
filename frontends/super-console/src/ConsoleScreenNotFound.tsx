import { Link } from 'react-router';
import { EmptyState, Icon } from '@portico/frontend-kit';
import { useIntl } from './i18n';

/** A /super path that names none of the console's screens. */
export function ConsoleScreenNotFound() {
  const intl = useIntl();
  return (
    <EmptyState
      icon={<Icon name="globe" />}
      title={intl.formatMessage({ id: 'notFound.title' })}
      action={
        <Link className="pt-button pt-button--primary" to="/super">
          {intl.formatMessage({ id: 'notFound.back' })}
        </Link>
      }
    >
      {intl.formatMessage({ id: 'notFound.body' })}
    </EmptyState>
  );
}
