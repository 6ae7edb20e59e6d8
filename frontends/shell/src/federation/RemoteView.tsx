import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { RemoteName } from '@portico/frontend-kit';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { RemoteLoading } from './RemoteLoading';
import { useRemoteLoader, type RemoteLoader } from './RemoteLoaderContext';

interface Started {
  promise: Promise<ComponentType>;
  component?: ComponentType;
}

/** Each loader's remotes, started once; a failed start is forgotten so the next one retries. */
const started = new WeakMap<RemoteLoader, Map<RemoteName, Started>>();

/**
 * Starts loading a remote's root component ahead of its RemoteView (the guarded routes do, for
 * the page being opened, while the session is read). A remote that has loaded by the time its
 * RemoteView renders is drawn at once: a lazy() component would suspend for a moment even then,
 * and React holds back a Suspense boundary's content for 300 ms once its fallback has shown,
 * which on the dashboards was that much later a first paint (bench/README.md, "Pages").
 */
export function startRemote(loader: RemoteLoader, name: RemoteName): Promise<ComponentType> {
  let byName = started.get(loader);
  if (!byName) started.set(loader, (byName = new Map()));
  const known = byName.get(name);
  if (known) return known.promise;
  const entry: Started = {
    promise: loader(name, { retry: false }).then(
      (component) => (entry.component = component),
      (cause: unknown) => {
        byName.delete(name);
        throw cause;
      },
    ),
  };
  byName.set(name, entry);
  return entry.promise;
}

/**
 * Renders a remote's root component. Each retry builds a fresh lazy component: React caches a
 * rejected lazy() forever, so re-rendering the old one would show the same failure.
 */
export function RemoteView({ name }: { name: RemoteName }) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(
    () =>
      lazy(async () => ({
        default: await (attempt > 0 ? loader(name, { retry: true }) : startRemote(loader, name)),
      })),
    [loader, name, attempt],
  );
  // Read once, at mount: switching from the lazy component to the loaded one would remount it.
  const [atMount] = useState(() => ({
    name,
    component: started.get(loader)?.get(name)?.component,
  }));
  const Loaded = attempt === 0 && atMount.name === name ? atMount.component : undefined;

  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => <RemoteFallback name={name} onRetry={retry} />}
    >
      <Suspense fallback={<RemoteLoading />}>{Loaded ? <Loaded /> : <Remote />}</Suspense>
    </RemoteErrorBoundary>
  );
}
