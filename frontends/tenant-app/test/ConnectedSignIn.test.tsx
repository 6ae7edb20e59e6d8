/** Settings → Connected sign-in: linked providers, unlinking one, and the last way in kept. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTenantApp } from './harness';

const google = {
  provider: 'google',
  name: 'Google',
  email: 'ada@gmail.test',
  linked_at: '2026-11-20T10:00:00.000Z',
};
const github = { ...google, provider: 'github', name: 'GitHub', email: 'ada@github.test' };
const LAST_WAY =
  'You cannot remove your only way to sign in. Set a password first (use "Forgot password" on the sign-in page).';

const section = async () =>
  within(await screen.findByRole('region', { name: 'Connected sign-in' }));

describe('settings: Connected sign-in', () => {
  it('lists the linked providers and unlinks one', async () => {
    let links = [github, google];
    const { requests } = renderTenantApp('/settings', {
      'GET /api/me/sign-in-providers': () => ({
        status: 200,
        body: { links, has_password: true },
      }),
      'DELETE /api/me/sign-in-providers/{provider}': () => {
        links = [google];
        return { status: 200, body: { links, has_password: true } };
      },
    });
    const connected = await section();
    expect(await connected.findByText(/ada@github\.test/)).toBeInTheDocument();
    await userEvent.click(connected.getByRole('button', { name: 'Unlink GitHub' }));
    expect(await connected.findByText('GitHub is no longer linked.')).toBeInTheDocument();
    await waitFor(() => expect(connected.queryByText(/ada@github\.test/)).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'DELETE')?.path).toBe(
      '/api/me/sign-in-providers/github',
    );
  });

  it("shows the server's refusal to remove the only way in", async () => {
    renderTenantApp('/settings', {
      'GET /api/me/sign-in-providers': {
        status: 200,
        body: { links: [google], has_password: false },
      },
      'DELETE /api/me/sign-in-providers/{provider}': {
        status: 400,
        body: { error: LAST_WAY, code: 'invalid' },
      },
    });
    const connected = await section();
    await userEvent.click(await connected.findByRole('button', { name: 'Unlink Google' }));
    expect(await connected.findByText(LAST_WAY)).toBeInTheDocument();
    expect(connected.getByText(/ada@gmail\.test/)).toBeInTheDocument();
  });

  it('says how to link one when none is', async () => {
    renderTenantApp('/settings', {
      'GET /api/me/sign-in-providers': { status: 200, body: { links: [], has_password: true } },
    });
    expect(await (await section()).findByText('No connected accounts')).toBeInTheDocument();
  });
});
