/** A signed-in admin of tenant t1 on a tenant-app path, against a scripted gateway. */
import { render } from '@testing-library/react';
import { runInThisContext } from 'node:vm';
import { MemoryRouter } from 'react-router';
import {
  ActiveTenantProvider,
  ApiProvider,
  AuthProvider,
  I18nProvider,
  ToastProvider,
} from '@portico/frontend-kit';
import { scriptedApi, type ScriptedRoutes } from '@portico/frontend-kit/testing/scriptedApi';
import TenantApp from '../src/TenantApp';

const tokens = {
  access_token: 't',
  expires_at: '2999-01-01T00:00:00Z',
  user: { id: 'u1', email: 'ada@example.com' },
};
export const adminMe = {
  user: { id: 'u1', email: 'ada@example.com', first_name: 'Ada', last_name: 'Byron' },
  role: 'admin',
  isSuperAdmin: false,
  tenant_id: 't1',
  impersonating: false,
  memberships: [
    { tenant_id: 't1', tenant_name: 'Acme', role: 'admin', role_key: 'admin', status: 'active' },
  ],
};

export const tenantRoles = {
  roles: [
    { role_key: 'admin', role_label: 'Admin', role_color: 'purple', role_description: '' },
    { role_key: 'role1', role_label: 'Team Member', role_color: 'blue', role_description: '' },
    { role_key: 'role2', role_label: 'Client', role_color: 'green', role_description: '' },
    { role_key: 'role3', role_label: 'Guest', role_color: 'gray', role_description: '' },
  ],
};

/**
 * `inLanguage`: the page in the language the person chose (the shell's I18nProvider, which
 * reads the browser's stored choice); without it, English as the catalogue's default.
 */
export function renderTenantApp(
  path: string,
  routes: ScriptedRoutes,
  { inLanguage = false }: { inLanguage?: boolean } = {},
) {
  const scripted = scriptedApi({
    'POST /api/auth/refresh': { status: 200, body: tokens },
    'GET /api/me': { status: 200, body: adminMe },
    'GET /api/tenant-roles': { status: 200, body: tenantRoles },
    'GET /api/tasks': { status: 200, body: { tasks: [], total: 0 } },
    'GET /api/folders': {
      status: 200,
      body: { folder: null, breadcrumbs: [], folders: [], files: [], total_files: 0 },
    },
    ...routes,
  });
  const sep = path.includes('?') ? '&' : '?';
  render(
    <MemoryRouter initialEntries={[`${path}${sep}tenant_id=t1`]}>
      <ApiProvider client={scripted.api}>
        <AuthProvider>
          <ActiveTenantProvider>
            <ToastProvider>
              {inLanguage ? (
                <I18nProvider>
                  <TenantApp />
                </I18nProvider>
              ) : (
                <TenantApp />
              )}
            </ToastProvider>
          </ActiveTenantProvider>
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return scripted;
}

export function userRow(
  id: string,
  name: string,
  role: string,
  extra: Record<string, string | boolean> = {},
) {
  const labels: Record<string, string> = {
    admin: 'Admin',
    role1: 'Team Member',
    role2: 'Client',
    role3: 'Guest',
  };
  return {
    id,
    email: `${id}@example.com`,
    name,
    first_name: name.split(' ')[0] ?? '',
    last_name: name.split(' ')[1] ?? '',
    role,
    role_label: labels[role] ?? role,
    tenant_role: role === 'admin' ? 'admin' : 'member',
    status: 'active',
    created_at: '2026-11-01T10:00:00.000Z',
    last_active: '',
    email_confirmed: true,
    ...extra,
  };
}

// Node's own stream, as the fetch primitives the setup installs are Node's (jsdom has none).
const NodeReadableStream = runInThisContext('ReadableStream') as typeof ReadableStream;

/** The live stream as the gateway sends it: events enqueued by the test, kept open. */
export function liveStream() {
  let push: (text: string) => void = () => undefined;
  const bytes = new NodeReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
    },
  });
  return {
    answer: { status: 200, body: undefined, stream: { contentType: 'text/event-stream', bytes } },
    send: (id: number, data: { type: string } & Record<string, unknown>) =>
      push(`id: ${id}\nevent: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`),
  };
}
