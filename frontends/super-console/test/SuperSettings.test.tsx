import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ScriptedRoutes } from '@portico/frontend-kit/testing/scriptedApi';
import {
  DEFAULT_PLATFORM_SETTINGS,
  KNOWN_FEATURE_FLAGS,
  SESSION_LIMIT_MESSAGES,
} from '@portico/rules';
import { renderConsole } from './support/renderConsole';

const settingsAnswer = {
  status: 200,
  body: { settings: DEFAULT_PLATFORM_SETTINGS, updated_at: null },
};

/** Super Settings as a super admin; no feature flags stored unless a test says otherwise. */
const renderSettings = (routes: ScriptedRoutes) =>
  renderConsole('/super/settings', {
    'GET /api/flags': { status: 200, body: { flags: [] } },
    ...routes,
  });

const section = (name: string) => screen.getByRole('region', { name });

describe('Super Settings', () => {
  it('shows every section of the spec with the saved values', async () => {
    renderSettings({ 'GET /api/settings': settingsAnswer });
    expect(await screen.findByRole('heading', { name: 'Super Settings' })).toBeInTheDocument();
    for (const name of [
      'Brand & Legal',
      'Auth',
      'Security',
      'Data & Retention',
      'Rate Limits',
      'Feature Flags',
    ]) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    }
    expect(within(section('Security')).getByLabelText('Password minimum length')).toHaveValue(8);
    expect(within(section('Data & Retention')).getByLabelText('Audit log (days)')).toHaveValue(365);
  });

  it('marks an invalid IP allowlist line and will not save it', async () => {
    const scripted = renderSettings({ 'GET /api/settings': settingsAnswer });
    const allowlist = await screen.findByLabelText('IP allowlist');
    fireEvent.change(allowlist, { target: { value: '10.0.0.0/8\n10.0.0.300' } });
    expect(allowlist).toHaveAttribute('aria-invalid', 'true');
    expect(allowlist).toHaveClass('settings__invalid');
    expect(
      within(section('Security')).getByRole('button', { name: 'Save Security' }),
    ).toBeDisabled();

    fireEvent.change(allowlist, { target: { value: '10.0.0.0/8\n\n192.168.1.4' } });
    expect(allowlist).not.toHaveAttribute('aria-invalid');
    expect(scripted.calls).not.toContain('PUT /api/settings');
  });

  it('names a session limit out of bounds and will not save Auth until it is fixed', async () => {
    const scripted = renderSettings({
      'GET /api/settings': settingsAnswer,
      'PUT /api/settings': (request) => ({
        status: 200,
        body: {
          settings: { ...DEFAULT_PLATFORM_SETTINGS, ...(request.body as object) },
          updated_at: '2026-11-22T10:00:00.000Z',
        },
      }),
    });
    const auth = await screen.findByRole('region', { name: 'Auth' });
    const idle = within(auth).getByLabelText('Session idle timeout (minutes)');
    const saveAuth = within(auth).getByRole('button', { name: 'Save Auth' });
    fireEvent.change(idle, { target: { value: '10' } });
    expect(within(auth).getByText(SESSION_LIMIT_MESSAGES.idleMinutes)).toBeInTheDocument();
    expect(saveAuth).toBeDisabled();

    fireEvent.change(within(auth).getByLabelText('Session maximum (hours)'), {
      target: { value: '1' },
    });
    fireEvent.change(idle, { target: { value: '90' } });
    expect(within(auth).getByText(SESSION_LIMIT_MESSAGES.idleOverMax)).toBeInTheDocument();
    expect(saveAuth).toBeDisabled();
    expect(scripted.calls).not.toContain('PUT /api/settings');

    fireEvent.change(idle, { target: { value: '45' } });
    expect(saveAuth).toBeEnabled();
    await act(async () => {
      fireEvent.click(saveAuth);
    });
    const put = scripted.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({ auth: { sessionMaxHours: 1, sessionIdleMinutes: 45 } });
  });

  it('saves one section alone and says Saved', async () => {
    const scripted = renderSettings({
      'GET /api/settings': settingsAnswer,
      'PUT /api/settings': (request) => ({
        status: 200,
        body: {
          settings: { ...DEFAULT_PLATFORM_SETTINGS, ...(request.body as object) },
          updated_at: '2026-11-22T10:00:00.000Z',
        },
      }),
    });
    const rate = await screen.findByRole('region', { name: 'Rate Limits' });
    fireEvent.change(within(rate).getByLabelText('Per tenant'), { target: { value: '120' } });
    await act(async () => {
      fireEvent.click(within(rate).getByRole('button', { name: 'Save Rate Limits' }));
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    const put = scripted.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({ rate: { globalRpm: 0, perTenantRpm: 120 } });
  });

  it("shows the server's message when a save is refused", async () => {
    renderSettings({
      'GET /api/settings': settingsAnswer,
      'PUT /api/settings': {
        status: 400,
        body: { error: 'Too small: expected number to be >=8', code: 'INVALID_ARGUMENT' },
      },
    });
    const security = await screen.findByRole('region', { name: 'Security' });
    await act(async () => {
      fireEvent.click(within(security).getByRole('button', { name: 'Save Security' }));
    });
    expect(await within(security).findByText(/expected number to be >=8/)).toBeInTheDocument();
  });

  it('says when the settings cannot be loaded', async () => {
    renderSettings({
      'GET /api/settings': { status: 500, body: { error: 'x', code: 'INTERNAL' } },
    });
    expect(await screen.findByText('Failed to load settings')).toBeInTheDocument();
  });

  it('lists feature flags, toggles one and adds a new one', async () => {
    const flags = [{ key: 'new-nav', enabled: false, updated_at: '2026-11-22T10:00:00.000Z' }];
    const scripted = renderSettings({
      'GET /api/settings': settingsAnswer,
      'GET /api/flags': () => ({ status: 200, body: { flags } }),
      'PUT /api/flags/{key}': (request) => {
        const key = request.path.split('/').pop()!;
        const enabled = (request.body as { enabled: boolean }).enabled;
        const existing = flags.find((f) => f.key === key);
        if (existing) existing.enabled = enabled;
        else flags.push({ key, enabled, updated_at: '2026-11-22T10:00:00.000Z' });
        return { status: 200, body: { key, enabled, updated_at: '2026-11-22T10:00:00.000Z' } };
      },
    });
    const region = await screen.findByRole('region', { name: 'Feature Flags' });
    const toggle = await within(region).findByRole('checkbox', { name: /new-nav/ });
    await act(async () => {
      fireEvent.click(toggle);
    });
    await waitFor(() => expect(toggle).toBeChecked());

    const keyField = within(region).getByLabelText('New flag key');
    fireEvent.change(keyField, { target: { value: 'Bad Key' } });
    expect(within(region).getByRole('button', { name: 'Add flag' })).toBeDisabled();
    fireEvent.change(keyField, { target: { value: 'beta-billing' } });
    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: 'Add flag' }));
    });
    expect(await within(region).findByRole('checkbox', { name: /beta-billing/ })).toBeChecked();
    expect(scripted.calls).toContain('PUT /api/flags/beta-billing');
  });

  it('lists the known flags with what they do before any was written, and a stored other key as custom', async () => {
    renderSettings({
      'GET /api/settings': settingsAnswer,
      'GET /api/flags': {
        status: 200,
        body: {
          flags: [
            { key: 'signup.open', enabled: false, updated_at: '2026-11-22T10:00:00.000Z' },
            { key: 'new-nav', enabled: true, updated_at: '2026-11-22T10:00:00.000Z' },
          ],
        },
      },
    });
    const region = await screen.findByRole('region', { name: 'Feature Flags' });
    const signup = await within(region).findByRole('checkbox', { name: /signup\.open/ });
    expect(signup).not.toBeChecked();
    // Never written: at its default, on.
    expect(within(region).getByRole('checkbox', { name: /announcements\.banners/ })).toBeChecked();
    for (const flag of KNOWN_FEATURE_FLAGS) {
      expect(within(region).getByText(flag.description)).toBeInTheDocument();
    }
    const custom = within(region)
      .getByRole('checkbox', { name: /new-nav/ })
      .closest('tr')!;
    expect(within(custom).getByText('Custom')).toBeInTheDocument();
  });
});
