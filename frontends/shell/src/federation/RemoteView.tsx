import { lazy, Suspense, useMemo, useState } from 'react';
import type { RemoteName } from '@portico/frontend-kit';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { RemoteLoading } from './RemoteLoading';
import { useRemoteLoader } from './RemoteLoaderContext';

/**
 * Renders a remote's root component. Each retry builds a fresh lazy component: React caches a
 * rejected lazy() forever, so re-rendering the old one would show the same failure.
 */
export function RemoteView({ name }: { name: RemoteName }) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(
    () => lazy(async () => ({ default: await loader(name, { retry: attempt > 0 }) })),
    [loader, name, attempt],
  );

  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => <RemoteFallback name={name} onRetry={retry} />}
    >
      <Suspense fallback={<RemoteLoading />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
