/**
 * The setup flow is loaded only when someone opens it: the kit is one shared chunk that the
 * sign-in page loads too, and that page has a budget (tooling/test/bundle-budget.test.ts).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '../ui/Spinner';

const Setup = lazy(() =>
  import('./TwoFactorSetup').then((module) => ({ default: module.TwoFactorSetup })),
);

export function TwoFactorSetup(props: ComponentProps<typeof Setup>) {
  return (
    <Suspense fallback={<Spinner label="Loading two-factor setup" />}>
      <Setup {...props} />
    </Suspense>
  );
}
