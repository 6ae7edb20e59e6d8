/** Super Settings → Auth: each sign-in provider's OAuth client, write-only secret and redirect URI. */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ScriptedRoutes } from '@portico/frontend-kit/testing/scriptedApi';
import { DEFAULT_PLATFORM_SETTINGS } from '@portico/rules';
import { renderConsole } from './support/renderConsole';

/** Super Settings as a super admin; no feature flags stored unless a test says otherwise. */
const renderSettings = (routes: ScriptedRoutes) =>
  renderConsole('/super/settings', {
    'GET /api/flags': { status: 200, body: { flags: [] } },
    ...routes,
  });

const provider = (id: string, enabled: boolean, clientId = '', secretAt: string | null = null) => ({
  id,
  name: { google: 'Google', microsoft: 'Microsoft', slack: 'Slack', github: 'GitHub' }[id]!,
  enabled,
  client_id: clientId,
  secret_set_at: secretAt,
  redirect_uri: `http://portal.test/api/auth/oauth/${id}/callback`,
  ready: enabled && clientId !== '',
});

const withGoogle = {
  status: 200,
  body: {
    settings: {
      ...DEFAULT_PLATFORM_SETTINGS,
      auth: { ...DEFAULT_PLATFORM_SETTINGS.auth, providers: ['google'] },
    },
    updated_at: '2026-11-22T10:00:00.000Z',
  },
};

describe('Super Settings → Auth → sign-in providers', () => {
  it('says a checked provider without a client needs one, and stores the client it is given', async () => {
    let google = provider('google', true);
    const scripted = renderSettings({
      'GET /api/settings': withGoogle,
      'GET /api/super/sign-in-providers': () => ({
        status: 200,
        body: {
          providers: [
            google,
            provider('microsoft', false),
            provider('slack', false),
            provider('github', false),
          ],
        },
      }),
      'PUT /api/super/sign-in-providers/{provider}': () => {
        google = provider('google', true, 'google-client-1', '2026-11-22T10:00:00.000Z');
        return {
          status: 200,
          body: {
            providers: [
              google,
              provider('microsoft', false),
              provider('slack', false),
              provider('github', false),
            ],
          },
        };
      },
    });
    const auth = await screen.findByRole('region', { name: 'Auth' });
    expect(await within(auth).findByText('Needs a client ID and secret')).toBeInTheDocument();
    expect(within(auth).getByRole('checkbox', { name: 'Google' })).toHaveAccessibleDescription(
      'Needs a client ID and secret',
    );
    const client = within(auth).getByRole('group', { name: 'Google OAuth client' });
    expect(
      within(client).getByText('http://portal.test/api/auth/oauth/google/callback'),
    ).toBeInTheDocument();
    // Unchecked providers keep their client out of the way.
    expect(
      within(auth).queryByRole('group', { name: 'Microsoft OAuth client' }),
    ).not.toBeInTheDocument();
    fireEvent.change(within(client).getByLabelText('Google client ID'), {
      target: { value: 'google-client-1' },
    });
    fireEvent.change(within(client).getByLabelText('Google client secret'), {
      target: { value: 's3cret' },
    });
    await act(async () => {
      fireEvent.click(within(client).getByRole('button', { name: 'Save Google client' }));
    });
    expect(await within(client).findByText('Google client saved')).toBeInTheDocument();
    expect(scripted.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      client_id: 'google-client-1',
      client_secret: 's3cret',
    });
    // The secret is write-only: once stored it shows as set, with Replace, never its value.
    expect(await within(client).findByText(/Google client secret: •••• set/)).toBeInTheDocument();
    expect(within(client).getByRole('button', { name: 'Replace' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue('s3cret')).not.toBeInTheDocument();
    expect(within(auth).queryByText('Needs a client ID and secret')).not.toBeInTheDocument();
  });

  it('checking a provider reveals its client fields', async () => {
    renderSettings({
      'GET /api/settings': {
        status: 200,
        body: { settings: DEFAULT_PLATFORM_SETTINGS, updated_at: null },
      },
      'GET /api/super/sign-in-providers': {
        status: 200,
        body: {
          providers: ['google', 'microsoft', 'slack', 'github'].map((id) => provider(id, false)),
        },
      },
    });
    const auth = await screen.findByRole('region', { name: 'Auth' });
    const github = within(auth).getByRole('checkbox', { name: 'GitHub' });
    expect(
      within(auth).queryByRole('group', { name: 'GitHub OAuth client' }),
    ).not.toBeInTheDocument();
    fireEvent.click(github);
    expect(
      await within(auth).findByRole('group', { name: 'GitHub OAuth client' }),
    ).toBeInTheDocument();
    expect(within(auth).getByLabelText('GitHub client secret')).toHaveValue('');
  });

  it('removes a stored client, after which the provider needs one again', async () => {
    let google = provider('google', true, 'google-client-1', '2026-11-20T10:00:00.000Z');
    const others = ['microsoft', 'slack', 'github'].map((id) => provider(id, false));
    const scripted = renderSettings({
      'GET /api/settings': withGoogle,
      'GET /api/super/sign-in-providers': () => ({
        status: 200,
        body: { providers: [google, ...others] },
      }),
      'DELETE /api/super/sign-in-providers/{provider}': () => {
        google = provider('google', true);
        return { status: 200, body: { providers: [google, ...others] } };
      },
    });
    const auth = await screen.findByRole('region', { name: 'Auth' });
    const client = await within(auth).findByRole('group', { name: 'Google OAuth client' });
    await act(async () => {
      fireEvent.click(within(client).getByRole('button', { name: 'Remove Google client' }));
    });
    expect(await within(client).findByText('Google client removed')).toBeInTheDocument();
    expect(scripted.requests.find((r) => r.method === 'DELETE')?.path).toBe(
      '/api/super/sign-in-providers/google',
    );
    expect(await within(auth).findByText('Needs a client ID and secret')).toBeInTheDocument();
  });
});
