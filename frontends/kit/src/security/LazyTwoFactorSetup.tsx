/**
 * The setup flow is loaded only when someone opens it: the kit is one shared chunk that the
 * sign-in page loads too, and that page has a budget (tooling/test/bundle-budget.test.ts).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { useKitIntl } from '../i18n/kit';
import { Spinner } from '../ui/Spinner';

const Setup = lazy(() =>
  import('./setup/TwoFactorSetup').then((module) => ({ default: module.TwoFactorSetup })),
);

export function TwoFactorSetup(props: ComponentProps<typeof Setup>) {
  const intl = useKitIntl();
  return (
    <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'twoFactor.loading' })} />}>
      <Setup {...props} />
    </Suspense>
  );
}
