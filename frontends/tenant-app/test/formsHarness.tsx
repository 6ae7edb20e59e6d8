/** The forms screens on their own routes, signed in as a client of tenant t1, scripted gateway. */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  ActiveTenantProvider,
  ApiProvider,
  AuthProvider,
  ToastProvider,
  type components,
} from '@portico/frontend-kit';
import { scriptedApi, type ScriptedRoutes } from '@portico/frontend-kit/testing/scriptedApi';
import { FillPage } from '../src/forms/fill/FillPage';
import { ResponsesPage } from '../src/forms/responses/ResponsesPage';

type Form = components['schemas']['Form'];
type Question = Form['schema'][number];

export const FORM_ID = '22222222-2222-4222-8222-222222222222';

const tokens = {
  access_token: 't',
  expires_at: '2999-01-01T00:00:00Z',
  user: { id: 'u2', email: 'cy@example.com' },
};
const me = (role: string) => ({
  user: { id: 'u2', email: 'cy@example.com', first_name: 'Cy', last_name: 'Client' },
  role,
  isSuperAdmin: false,
  tenant_id: 't1',
  impersonating: false,
  memberships: [{ tenant_id: 't1', tenant_name: 'Acme', role, role_key: role, status: 'active' }],
});

export const question = (over: Partial<Question> & Pick<Question, 'id' | 'label'>): Question => ({
  type: 'short',
  required: false,
  options: [],
  logic: null,
  ...over,
});

export const form = (schema: Question[], over: Partial<Form> = {}): Form => ({
  id: FORM_ID,
  title: 'Client intake',
  description: 'Tell us about your business.',
  status: 'published',
  schema,
  theme: {
    font: 'Inter',
    primary: '#3B82F6',
    secondary: '#6B7280',
    bg: '#FFFFFF',
    variant: 'solid',
  },
  assigned_roles: ['role2'],
  assigned_user_id: '',
  published: true,
  responses_count: 0,
  completion_rate: 0,
  version: 3,
  field_mapping: {},
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...over,
});

export function renderForms(path: string, routes: ScriptedRoutes, role = 'role2') {
  const scripted = scriptedApi({
    'POST /api/auth/refresh': { status: 200, body: tokens },
    'GET /api/me': { status: 200, body: me(role) },
    ...routes,
  });
  render(
    <MemoryRouter initialEntries={[`${path}?tenant_id=t1`]}>
      <ApiProvider client={scripted.api}>
        <AuthProvider>
          <ActiveTenantProvider>
            <ToastProvider>
              <Routes>
                <Route path="/forms/:id" element={<FillPage />} />
                <Route path="/forms/:id/responses" element={<ResponsesPage />} />
                <Route path="/forms" element={<p>All forms</p>} />
                <Route path="*" element={<p>Elsewhere</p>} />
              </Routes>
            </ToastProvider>
          </ActiveTenantProvider>
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return scripted;
}
