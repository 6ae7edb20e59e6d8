import { EmptyState } from './EmptyState';
import { Icon } from './Icon';

/**
 * What a panel shows while its feature's route is not in this release: said plainly, with no
 * request sent and no figure made up.
 */
export const NOT_AVAILABLE_YET = 'Not available yet in this release';

export function NotAvailableYet({ feature }: { feature: string }) {
  return (
    <div role="note" aria-label={`${feature}: ${NOT_AVAILABLE_YET}`}>
      <EmptyState title={NOT_AVAILABLE_YET} icon={<Icon name="tools" />}>
        {feature} arrives in an upcoming release of Portico.
      </EmptyState>
    </div>
  );
}
