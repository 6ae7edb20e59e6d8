import type { ReactNode } from 'react';
import {
  ActiveTenantProvider,
  ApiProvider,
  AuthProvider,
  TenantBrandingProvider,
  ToastProvider,
  type ApiClient,
} from '@portico/frontend-kit';
import { RemoteLoaderProvider, type RemoteLoader } from './federation/RemoteLoaderContext';

/** Everything a screen may ask for. The router is outside, so tests can use a MemoryRouter. */
export function AppProviders({
  api,
  loader,
  children,
}: {
  api: ApiClient;
  loader: RemoteLoader;
  children: ReactNode;
}) {
  return (
    <ApiProvider client={api}>
      <RemoteLoaderProvider loader={loader}>
        <AuthProvider>
          <ActiveTenantProvider>
            <TenantBrandingProvider>
              <ToastProvider>{children}</ToastProvider>
            </TenantBrandingProvider>
          </ActiveTenantProvider>
        </AuthProvider>
      </RemoteLoaderProvider>
    </ApiProvider>
  );
}
