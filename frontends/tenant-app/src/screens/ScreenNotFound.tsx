import { Link } from 'react-router';
import { EmptyState, Icon, useAuth } from '@portico/frontend-kit';
import { dashboardPathFor } from '@portico/frontend-kit/screens';

/** A path the shell hands to this app that names none of its screens (an old link, a typo). */
export function ScreenNotFound() {
  const { userRole } = useAuth();
  return (
    <EmptyState
      icon={<Icon name="globe" />}
      title="Page not found"
      action={
        <Link className="pt-button pt-button--primary" to={dashboardPathFor(userRole) ?? '/'}>
          Back to dashboard
        </Link>
      }
    >
      There is no page at this address. It may have moved, or the link may be mistyped.
    </EmptyState>
  );
}
