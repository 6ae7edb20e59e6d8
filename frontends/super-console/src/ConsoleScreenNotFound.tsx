import { Link } from 'react-router';
import { EmptyState, Icon } from '@portico/frontend-kit';

/** A /super path that names none of the console's screens. */
export function ConsoleScreenNotFound() {
  return (
    <EmptyState
      icon={<Icon name="globe" />}
      title="Console page not found"
      action={
        <Link className="pt-button pt-button--primary" to="/super">
          Back to Mission Control
        </Link>
      }
    >
      There is no console page at this address.
    </EmptyState>
  );
}
