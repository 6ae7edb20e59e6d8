import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  ActiveTenantProvider,
  ApiProvider,
  AuthProvider,
  I18nProvider,
  ToastProvider,
} from '@portico/frontend-kit';
import { scriptedApi, type ScriptedRoutes } from '@portico/frontend-kit/testing/scriptedApi';
import SuperConsole from '../../src/SuperConsole';

/** A signed-in platform super admin with no workspace of their own. */
export const SIGNED_IN_SUPER_ADMIN: ScriptedRoutes = {
  'POST /api/auth/refresh': {
    status: 200,
    body: {
      access_token: 't',
      expires_at: '2999-01-01T00:00:00Z',
      user: { id: 's1', email: 's@x.io' },
    },
  },
  'GET /api/me': {
    status: 200,
    body: {
      user: { id: 's1', email: 's@x.io' },
      role: 'super_admin',
      isSuperAdmin: true,
      tenant_id: null,
      impersonating: false,
      memberships: [],
    },
  },
};

/**
 * The console at `path` as a super admin, against the scripted gateway. `inLanguage`: in the
 * language the person chose (the shell's I18nProvider reads the browser's stored choice);
 * without it, English as the catalogue's default.
 */
export function renderConsole(
  path: string,
  routes: ScriptedRoutes,
  { inLanguage = false }: { inLanguage?: boolean } = {},
) {
  const scripted = scriptedApi({ ...SIGNED_IN_SUPER_ADMIN, ...routes });
  render(
    <MemoryRouter initialEntries={[path]}>
      <ApiProvider client={scripted.api}>
        <AuthProvider>
          <ActiveTenantProvider>
            <ToastProvider>
              {inLanguage ? (
                <I18nProvider>
                  <SuperConsole />
                </I18nProvider>
              ) : (
                <SuperConsole />
              )}
            </ToastProvider>
          </ActiveTenantProvider>
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return scripted;
}

export const failure = (status: number, error: string) => ({
  status,
  body: { error, code: status === 400 ? 'INVALID_ARGUMENT' : 'INTERNAL' },
});
