import type { ReactNode } from 'react';
import {
  ActiveTenantProvider,
  ApiProvider,
  AuthProvider,
  I18nProvider,
  TenantBrandingProvider,
  ToastProvider,
  type ApiClient,
  type QueryClient,
  type StartedSession,
} from '@portico/frontend-kit';
import { RemoteLoaderProvider, type RemoteLoader } from './federation/RemoteLoaderContext';

/**
 * Everything a screen may ask for. The router is outside, so tests can use a MemoryRouter. The
 * page's one server-state cache is passed in (tests get a fresh one per render without it).
 */
export function AppProviders({
  api,
  queryClient,
  loader,
  session,
  children,
}: {
  api: ApiClient;
  queryClient?: QueryClient;
  loader: RemoteLoader;
  /** The session the entry already renewed and read, if any (federation/earlySession.ts). */
  session?: StartedSession;
  children: ReactNode;
}) {
  return (
    <ApiProvider client={api} queryClient={queryClient}>
      <RemoteLoaderProvider loader={loader}>
        <AuthProvider started={session}>
          <ActiveTenantProvider>
            <TenantBrandingProvider>
              <I18nProvider>
                <ToastProvider>{children}</ToastProvider>
              </I18nProvider>
            </TenantBrandingProvider>
          </ActiveTenantProvider>
        </AuthProvider>
      </RemoteLoaderProvider>
    </ApiProvider>
  );
}
