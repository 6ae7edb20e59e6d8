import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ApiClient } from '@portico/frontend-kit';
import { AppProviders } from './AppProviders';
import { createFederationLoader, fetchManifest } from './federation/remoteRegistry';
import { AppRoutes } from './routing/AppRoutes';

async function start() {
  const loader = createFederationLoader(await fetchManifest());
  const api = new ApiClient();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders api={api} loader={loader}>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
