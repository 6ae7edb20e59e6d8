/**
 * A language whose messages cannot be fetched (offline, a deploy under way) leaves the page in
 * English, which is always bundled, rather than blank. (A file of its own: the failing
 * catalogue it declares stays declared for the rest of its file.)
 */
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  ActiveTenantProvider,
  ApiProvider,
  AuthProvider,
  defineCatalogue,
  I18nProvider,
  TenantBrandingProvider,
} from '../src';
import { scriptedApi } from '../src/testing/scriptedApi';

const offline = defineCatalogue('test.offline', {
  en: { 'offline.hello': 'Hello' },
  es: () => Promise.reject(new Error('offline')),
});

function Hello() {
  return <p>{offline.useIntl().formatMessage({ id: 'offline.hello' })}</p>;
}

it('shows English when the Spanish messages cannot be fetched', async () => {
  Object.defineProperty(navigator, 'languages', { value: ['es-ES'], configurable: true });
  const { api } = scriptedApi({
    'POST /api/auth/refresh': {
      status: 401,
      body: { error: 'No session', code: 'unauthenticated' },
    },
  });
  render(
    <MemoryRouter>
      <ApiProvider client={api}>
        <AuthProvider>
          <ActiveTenantProvider>
            <TenantBrandingProvider>
              <I18nProvider>
                <Hello />
              </I18nProvider>
            </TenantBrandingProvider>
          </ActiveTenantProvider>
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  await waitFor(() => expect(screen.getByText('Hello')).toBeInTheDocument());
  expect(document.documentElement.lang).toBe('en');
});
