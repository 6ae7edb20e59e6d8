/**
 * The page's language (issue 26): the person's own choice, else their tenant's default, else
 * the browser's languages, else English; a choice is saved on their profile; every catalogue
 * is in the chosen language before the page shows it, and <html lang> follows.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import {
  ActiveTenantProvider,
  ApiProvider,
  AuthProvider,
  I18nProvider,
  LOCALE_STORAGE_KEY,
  TenantBrandingProvider,
  useKitIntl,
  useLocaleChoice,
  useTenantDefaultLocale,
  type Locale,
} from '../src';
import { scriptedApi, type ScriptedRoutes } from '../src/testing/scriptedApi';

const refresh = {
  status: 200,
  body: {
    access_token: 't',
    expires_at: '2999-01-01T00:00:00Z',
    user: { id: 'u1', email: 'lucia@example.com' },
  },
};

function signedIn(person: Locale | null, tenant: Locale | null): ScriptedRoutes {
  return {
    'POST /api/auth/refresh': refresh,
    'GET /api/me': {
      status: 200,
      body: {
        user: {
          id: 'u1',
          email: 'lucia@example.com',
          first_name: 'Lucía',
          last_name: 'Lengua',
          email_verified: true,
          profile_color: '',
          locale: person,
        },
        role: 'role2',
        isSuperAdmin: false,
        tenant_id: 't1',
        impersonating: false,
        memberships: [
          {
            tenant_id: 't1',
            tenant_name: 'Acme',
            role: 'role2',
            role_key: 'role2',
            status: 'active',
          },
        ],
      },
    },
    'GET /api/tenant-config': {
      status: 200,
      body: {
        tenant_id: 't1',
        name: 'Acme',
        role_labels: {},
        role_colors: {},
        support_email: '',
        logo_url: '',
        favicon_url: '',
        brand_color: '',
        default_locale: tenant,
        features: {},
      },
    },
  };
}

const signedOut: ScriptedRoutes = {
  'POST /api/auth/refresh': { status: 401, body: { error: 'No session', code: 'unauthenticated' } },
};

function Probe({ tenantDefault }: { tenantDefault?: Locale }) {
  useTenantDefaultLocale(tenantDefault);
  const intl = useKitIntl();
  const choice = useLocaleChoice();
  return (
    <>
      <output aria-label="close">{intl.formatMessage({ id: 'common.close' })}</output>
      <output aria-label="ago">{intl.formatTimeAgo(Date.now() - 180_000)}</output>
      <button type="button" onClick={() => void choice.choose('es')}>
        Español
      </button>
    </>
  );
}

function show(routes: ScriptedRoutes, browser: string[], probe = <Probe />) {
  Object.defineProperty(navigator, 'languages', { value: browser, configurable: true });
  const scripted = scriptedApi(routes);
  render(
    <MemoryRouter initialEntries={['/dashboard/client?tenant_id=t1']}>
      <ApiProvider client={scripted.api}>
        <AuthProvider>
          <ActiveTenantProvider>
            <TenantBrandingProvider>
              <I18nProvider>{probe}</I18nProvider>
            </TenantBrandingProvider>
          </ActiveTenantProvider>
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return scripted;
}

const closeWord = () => screen.getByRole('status', { name: 'close' });

beforeEach(() => localStorage.clear());

it("speaks the browser's first language Portico has when nothing else decides", async () => {
  show(signedOut, ['fr-FR', 'es-MX', 'en']);
  await waitFor(() => expect(closeWord()).toHaveTextContent('Cerrar'));
  expect(screen.getByRole('status', { name: 'ago' })).toHaveTextContent('hace 3 min');
  expect(document.documentElement.lang).toBe('es');
});

it('falls back to English for a browser in languages Portico lacks', async () => {
  show(signedOut, ['de-DE', 'fr']);
  await waitFor(() => expect(closeWord()).toHaveTextContent('Close'));
  expect(screen.getByRole('status', { name: 'ago' })).toHaveTextContent('3 min ago');
  expect(document.documentElement.lang).toBe('en');
});

it("takes the tenant's default over the browser's", async () => {
  show(signedIn(null, 'es'), ['en-GB']);
  await waitFor(() => expect(closeWord()).toHaveTextContent('Cerrar'));
});

it("asks the gateway in the page's language once it is known, so its error messages match", async () => {
  const { requests, api } = show(signedIn(null, 'es'), ['en-GB']);
  await waitFor(() => expect(closeWord()).toHaveTextContent('Cerrar'));
  // Before the tenant's default was known the browser's English was the best guess.
  expect(requests[0]?.headers.get('accept-language')).toBe('en');
  await api.get('/api/me');
  expect(requests.at(-1)?.headers.get('accept-language')).toBe('es');
});

it("takes the person's own choice over the tenant's default", async () => {
  show(signedIn('en', 'es'), ['es-ES']);
  // Signed in, the person's English wins once /api/me has answered.
  await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  expect(closeWord()).toHaveTextContent('Close');
});

it("keeps the profile's choice on this browser, so the next visit's first requests speak it", async () => {
  // Chosen on another device: this browser learns it from /api/me.
  show(signedIn('es', null), ['en-US']);
  await waitFor(() => expect(closeWord()).toHaveTextContent('Cerrar'));
  expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
});

it("starts a tenant's signed-out page in the tenant's default language", async () => {
  show(signedOut, ['en-US'], <Probe tenantDefault="es" />);
  await waitFor(() => expect(closeWord()).toHaveTextContent('Cerrar'));
});

it('saves a choice on the profile and switches the page, remembering it on this browser', async () => {
  const routes = signedIn(null, null);
  let saved: unknown = null;
  const { calls } = show(
    {
      ...routes,
      'PUT /api/profile': ({ body }) => {
        saved = body;
        return {
          status: 200,
          body: {
            id: 'u1',
            first_name: 'Lucía',
            last_name: 'Lengua',
            phone: '',
            linkedin: '',
            profile_color: '',
            locale: 'es',
            message: 'Contact info updated!',
          },
        };
      },
    },
    ['en-US'],
  );
  await waitFor(() => expect(closeWord()).toHaveTextContent('Close'));
  await userEvent.click(screen.getByRole('button', { name: 'Español' }));
  await waitFor(() => expect(closeWord()).toHaveTextContent('Cerrar'));
  expect(saved).toEqual({ locale: 'es' });
  expect(calls).toContain('PUT /api/profile');
  expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
});
