import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  ActiveTenantProvider,
  ApiProvider,
  AuthProvider,
  ToastProvider,
} from '@portico/frontend-kit';
import { scriptedApi, type ScriptedRoutes } from '@portico/frontend-kit/testing/scriptedApi';
import SuperConsole from '../src/SuperConsole';

const requested = (message: string) => ({
  status: 200,
  body: { message, requested_at: '2026-11-22T10:00:00.000Z' },
});

function renderConsole(routes: ScriptedRoutes = {}) {
  const scripted = scriptedApi({
    'POST /api/auth/refresh': {
      status: 401,
      body: { error: 'no session', code: 'unauthenticated' },
    },
    'POST /api/cache/purge': requested('Cache purge requested'),
    'POST /api/search/reindex': requested('Search reindex requested'),
    ...routes,
  });
  render(
    <MemoryRouter initialEntries={['/super']}>
      <ApiProvider client={scripted.api}>
        <AuthProvider>
          <ActiveTenantProvider>
            <ToastProvider>
              <Routes>
                <Route path="/super/*" element={<SuperConsole />} />
              </Routes>
            </ToastProvider>
          </ActiveTenantProvider>
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return scripted;
}

async function fromPalette(label: string) {
  await screen.findByRole('heading', { name: 'Mission Control' });
  fireEvent.keyDown(window, { key: 'K', ctrlKey: true, shiftKey: true });
  const palette = await screen.findByRole('dialog', { name: 'Command palette' });
  fireEvent.click(within(palette).getByRole('button', { name: label }));
  return screen.findByRole('dialog', { name: `${label}?` });
}

describe('maintenance actions', () => {
  it('Purge Cache asks first: Cancel purges nothing, Confirm purges and says so', async () => {
    const scripted = renderConsole();
    let dialog = await fromPalette('Purge Cache');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Purge Cache?' })).toBeNull();
    expect(scripted.calls).not.toContain('POST /api/cache/purge');

    dialog = await fromPalette('Purge Cache');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Purge Cache' }));
    });
    expect(await screen.findByText('Cache purge requested')).toBeInTheDocument();
    expect(scripted.calls.filter((c) => c === 'POST /api/cache/purge')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Purge Cache?' })).toBeNull();
  });

  it('Rebuild Search Index asks first, then requests the rebuild', async () => {
    const scripted = renderConsole();
    const dialog = await fromPalette('Rebuild Search Index');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Rebuild Search Index' }));
    });
    expect(await screen.findByText('Search reindex requested')).toBeInTheDocument();
    expect(scripted.calls).toContain('POST /api/search/reindex');
  });

  it("keeps the dialog open with the server's message when the purge is refused", async () => {
    renderConsole({
      'POST /api/cache/purge': {
        status: 403,
        body: {
          error: 'The super console is not available from your network address.',
          code: 'PERMISSION_DENIED',
        },
      },
    });
    const dialog = await fromPalette('Purge Cache');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Purge Cache' }));
    });
    expect(
      await within(dialog).findByText(
        'The super console is not available from your network address.',
      ),
    ).toBeInTheDocument();
  });

  it("Mission Control's Quick Actions offer Purge Cache behind the same confirmation", async () => {
    const scripted = renderConsole();
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Purge Cache' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purge Cache?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Purge Cache' }));
    });
    expect(scripted.calls).toContain('POST /api/cache/purge');
  });
});
