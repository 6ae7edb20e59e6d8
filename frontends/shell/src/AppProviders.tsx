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
  children,
}: {
  api: ApiClient;
  queryClient?: QueryClient;
  loader: RemoteLoader;
  children: ReactNode;
}) {
  return (
    <ApiProvider client={api} queryClient={queryClient}>
      <RemoteLoaderProvider loader={loader}>
        <AuthProvider>
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
