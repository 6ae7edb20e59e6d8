import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '@portico/frontend-kit';

/** Resolves a remote's root component. The real one uses module federation; tests pass fakes. */
export type RemoteLoader = (
  name: RemoteName,
  options: { retry: boolean },
) => Promise<ComponentType>;

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function RemoteLoaderProvider({
  loader,
  children,
}: {
  loader: RemoteLoader;
  children: ReactNode;
}) {
  return <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader must be used within a RemoteLoaderProvider');
  return loader;
}
