import { Link } from 'react-router';
import { dashboardPathFor, EmptyState, Icon, useAuth } from '@portico/frontend-kit';

/** Routes of the table whose screens ship in a later release say so instead of going blank. */
export function ScreenNotInRelease() {
  const { userRole } = useAuth();
  return (
    <EmptyState
      icon={<Icon name="tools" />}
      title="This screen is not available yet"
      action={
        <Link className="pt-button pt-button--primary" to={dashboardPathFor(userRole) ?? '/'}>
          Back to dashboard
        </Link>
      }
    >
      It arrives in an upcoming release of Portico.
    </EmptyState>
  );
}
