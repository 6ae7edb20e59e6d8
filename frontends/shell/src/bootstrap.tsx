import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ApiClient, createQueryClient } from '@portico/frontend-kit';
import { AppProviders } from './AppProviders';
import { createFederationLoader, fetchManifest } from './federation/remoteRegistry';
import { AppRoutes } from './routing/AppRoutes';

async function start() {
  const api = new ApiClient();
  const loader = createFederationLoader(await fetchManifest());
  // One cache for the page: the remotes read it through the kit, a federation singleton.
  const queryClient = createQueryClient();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders api={api} queryClient={queryClient} loader={loader}>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
