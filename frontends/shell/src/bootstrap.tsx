import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ApiClient, createQueryClient, hasSessionHintCookie } from '@portico/frontend-kit';
import { AppProviders } from './AppProviders';
import { earlyAnswer } from './federation/earlySession';
import { preloadedRemote } from './federation/earlyStart';
import { startRemote } from './federation/RemoteView';
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
  // The page's remote, whose files the entry preloaded, loads now rather than once its screen
  // renders (behind the session and the layout): it is then drawn without a Suspense fallback.
  const remote = preloadedRemote();
  if (remote) void startRemote(loader, remote).catch(() => null);
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
