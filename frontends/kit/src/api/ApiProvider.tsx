import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { ApiClient } from './client';
import { createQueryClient } from './queryClient';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * The API client and the server-state cache every screen reads through. The shell passes one
 * QueryClient for the whole page; remotes reach it through this kit (a federation singleton),
 * never through a react-query copy of their own. Without one (a test), each provider keeps its own.
 */
export function ApiProvider({
  client,
  queryClient,
  children,
}: {
  client: ApiClient;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [ownCache] = useState(() => queryClient ?? createQueryClient());
  return (
    <ApiContext.Provider value={client}>
      <QueryClientProvider client={queryClient ?? ownCache}>{children}</QueryClientProvider>
    </ApiContext.Provider>
  );
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used within an ApiProvider');
  return client;
}
