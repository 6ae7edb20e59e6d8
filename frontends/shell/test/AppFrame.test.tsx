/**
 * The signed-in frame on a phone and its profile menu (issue 26): the menu button opens the
 * sidebar as a drawer that keeps focus inside, Escape closes it and gives focus back to the
 * button, following a link closes it; the profile menu switches light and dark (kept on this
 * browser) and the language (saved on the profile).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COLOR_SCHEME_STORAGE_KEY } from '@portico/frontend-kit';
import { AppFrame } from '../src/layouts/AppFrame';
import { COLOR_SCHEME_KEY } from '../src/federation/earlyStart';
import { renderAt, scriptedApi } from './harness';

const signedIn = {
  'POST /api/auth/refresh': {
    status: 200,
    body: {
      access_token: 't',
      expires_at: '2999-01-01T00:00:00Z',
      user: { id: 'u1', email: 'ada@example.com' },
    },
  },
  'GET /api/me': {
    status: 200,
    body: {
      user: {
        id: 'u1',
        email: 'ada@example.com',
        first_name: 'Ada',
        last_name: 'Byron',
        email_verified: true,
        profile_color: '',
        locale: null,
      },
      role: 'role2',
      isSuperAdmin: false,
      tenant_id: null,
      impersonating: false,
      memberships: [],
    },
  },
};

function frame() {
  const scripted = scriptedApi({
    ...signedIn,
    'PUT /api/profile': ({ body }) => ({
      status: 200,
      body: {
        id: 'u1',
        first_name: 'Ada',
        last_name: 'Byron',
        phone: '',
        linkedin: '',
        profile_color: '',
        locale: (body as { locale: string }).locale,
        message: 'Contact info updated!',
      },
    }),
  });
  renderAt(
    '/files',
    <AppFrame
      title="Acme"
      caption="Client Dashboard"
      links={[
        { to: '/files', label: 'Files', icon: null },
        { to: '/settings', label: 'Settings', icon: null },
      ]}
    >
      <p>Page</p>
    </AppFrame>,
    scripted.api,
  );
  return scripted;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

it('opens the drawer from the menu button, keeps Tab inside, and closes on Escape', async () => {
  const user = userEvent.setup();
  frame();
  const menu = await screen.findByRole('button', { name: 'Open navigation' });
  await user.click(menu);
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  const drawer = screen.getByRole('complementary', { name: 'Main navigation' });
  expect(drawer).toHaveClass('app-sidebar--open');
  expect(drawer).toContainElement(document.activeElement as HTMLElement);
  await waitFor(async () => {
    for (let i = 0; i < 6; i += 1) await user.tab();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
  });
  await user.keyboard('{Escape}');
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(drawer).not.toHaveClass('app-sidebar--open');
  expect(menu).toHaveFocus();
});

it('closes the drawer when a link in it is followed', async () => {
  const user = userEvent.setup();
  frame();
  await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
  await user.click(screen.getByRole('link', { name: 'Settings' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/settings');
  expect(screen.getByRole('complementary', { name: 'Main navigation' })).not.toHaveClass(
    'app-sidebar--open',
  );
});

it('switches to dark in the profile menu and keeps it on this browser, then back to the system', async () => {
  const user = userEvent.setup();
  frame();
  await user.click(await screen.findByRole('button', { name: /Profile menu/ }));
  await user.click(screen.getByRole('radio', { name: 'Dark' }));
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  // The shell's entry reads the same key before the first paint.
  expect(COLOR_SCHEME_KEY).toBe(COLOR_SCHEME_STORAGE_KEY);
  await user.click(screen.getByRole('radio', { name: 'As the system' }));
  expect(document.documentElement).not.toHaveAttribute('data-theme');
});

it('saves the language chosen in the profile menu and shows the frame in it', async () => {
  const user = userEvent.setup();
  const { requests } = frame();
  await user.click(await screen.findByRole('button', { name: /Profile menu/ }));
  await user.click(screen.getByRole('radio', { name: 'Español' }));
  expect(await screen.findByRole('button', { name: 'Abrir la navegación' })).toBeInTheDocument();
  const saved = requests.find((r) => r.method === 'PUT' && r.path === '/api/profile');
  expect(saved?.body).toEqual({ locale: 'es' });
});
