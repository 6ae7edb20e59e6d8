import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ActiveTenantProvider, ApiProvider, AuthProvider } from '@portico/frontend-kit';
import { scriptedApi } from '@portico/frontend-kit/testing/scriptedApi';
import SuperConsole from '../src/SuperConsole';

function renderConsole() {
  const { api, calls } = scriptedApi({
    'POST /api/auth/refresh': {
      status: 401,
      body: { error: 'no session', code: 'unauthenticated' },
    },
  });
  render(
    <MemoryRouter initialEntries={['/super']}>
      <ApiProvider client={api}>
        <AuthProvider>
          <ActiveTenantProvider>
            <Routes>
              <Route path="/super" element={<SuperConsole />} />
            </Routes>
          </ActiveTenantProvider>
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return { calls };
}

/** Lets the start-up session check finish inside act, as it would before anyone looks. */
const sessionChecked = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('Mission Control', () => {
  it('is titled with its subtitle', async () => {
    renderConsole();
    await sessionChecked();
    expect(screen.getByRole('heading', { name: 'Mission Control' })).toBeInTheDocument();
    expect(screen.getByText('Instant signal on stability, growth, and risk')).toBeInTheDocument();
  });

  it('says the tenant list is not available yet in this release and asks the gateway nothing for it', async () => {
    const { calls } = renderConsole();
    await sessionChecked();
    const quickAccess = screen.getByRole('region', { name: 'Quick Tenant Access' });
    expect(
      within(quickAccess).getByRole('note', { name: /Not available yet in this release/ }),
    ).toBeInTheDocument();
    expect(within(quickAccess).queryByRole('button', { name: 'View as Tenant' })).toBeNull();
    expect(calls.filter((call) => call !== 'POST /api/auth/refresh')).toEqual([]);
  });
});
