import { Link } from 'react-router';
import { EmptyState, Icon } from '@portico/frontend-kit';

export function ConsoleScreenNotInRelease() {
  return (
    <EmptyState
      icon={<Icon name="tools" />}
      title="This console screen is not available yet"
      action={
        <Link className="pt-button pt-button--primary" to="/super">
          Back to Mission Control
        </Link>
      }
    >
      It arrives in an upcoming release of Portico.
    </EmptyState>
  );
}
