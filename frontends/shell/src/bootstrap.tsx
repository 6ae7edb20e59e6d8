import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ApiClient, createQueryClient, hasSessionHintCookie } from '@portico/frontend-kit';
import { AppProviders } from './AppProviders';
import { earlyAnswer } from './federation/earlySession';
import { createFederationLoader, fetchManifest } from './federation/remoteRegistry';
import { AppRoutes } from './routing/AppRoutes';

async function start() {
  // Only a browser holding a session asks to renew it at start-up (see hasSessionHintCookie).
  // Its renewal and /api/me were sent by the entry already (federation/earlySession.ts).
  const api = new ApiClient(
    undefined,
    (request) => earlyAnswer(request) ?? globalThis.fetch(request),
    hasSessionHintCookie,
  );
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
