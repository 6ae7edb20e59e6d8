import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  ActiveTenantProvider,
  ApiProvider,
  AuthProvider,
  ToastProvider,
} from '@portico/frontend-kit';
import { scriptedApi } from '@portico/frontend-kit/testing/scriptedApi';
import SuperConsole from '../src/SuperConsole';

function renderConsole() {
  const scripted = scriptedApi({
    'POST /api/auth/refresh': {
      status: 401,
      body: { error: 'no session', code: 'unauthenticated' },
    },
    'GET /api/audit': { status: 200, body: { logs: [] } },
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
}

describe('command palette', () => {
  it('opens with Ctrl+Shift+K and lists every action, each one offered, and runs the chosen one', async () => {
    renderConsole();
    await screen.findByRole('heading', { name: 'Mission Control' });
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();

    fireEvent.keyDown(window, { key: 'K', ctrlKey: true, shiftKey: true });
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    const labels = within(palette)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    const actions = [
      'Create Tenant',
      'Impersonate User',
      'Purge Cache',
      'Rebuild Search Index',
      'Open Queues & Jobs',
      'Open Audit Logs',
    ];
    // Each action by its name alone: none is listed as one that cannot be run.
    expect(labels).toEqual(actions);
    for (const action of actions) {
      expect(within(palette).getByRole('button', { name: action })).toBeEnabled();
    }

    fireEvent.change(within(palette).getByLabelText('Search actions'), {
      target: { value: 'audit' },
    });
    fireEvent.click(within(palette).getByRole('button', { name: 'Open Audit Logs' }));
    expect(await screen.findByRole('heading', { name: 'Audit Logs' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
  });

  it('opens the Impersonate User modal from the palette', async () => {
    renderConsole();
    await screen.findByRole('heading', { name: 'Mission Control' });
    fireEvent.keyDown(window, { key: 'k', metaKey: true, shiftKey: true });
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    fireEvent.click(within(palette).getByRole('button', { name: 'Impersonate User' }));
    expect(await screen.findByRole('dialog', { name: 'Impersonate User' })).toBeInTheDocument();
  });

  it('Create Tenant opens the invitation of a new tenant with its owner', async () => {
    renderConsole();
    await screen.findByRole('heading', { name: 'Mission Control' });
    fireEvent.keyDown(window, { key: 'K', ctrlKey: true, shiftKey: true });
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    fireEvent.click(within(palette).getByRole('button', { name: 'Create Tenant' }));
    const invite = await screen.findByRole('dialog', { name: 'Invite User' });
    expect(within(invite).getByRole('tab', { name: 'New Tenant' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
  });

  it('Open Queues & Jobs opens the queues page', async () => {
    renderConsole();
    await screen.findByRole('heading', { name: 'Mission Control' });
    fireEvent.keyDown(window, { key: 'K', ctrlKey: true, shiftKey: true });
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    fireEvent.click(within(palette).getByRole('button', { name: 'Open Queues & Jobs' }));
    expect(await screen.findByRole('heading', { name: 'Queues & Jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
  });

  it('ignores Ctrl+K without Shift', async () => {
    renderConsole();
    await screen.findByRole('heading', { name: 'Mission Control' });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
  });
});
