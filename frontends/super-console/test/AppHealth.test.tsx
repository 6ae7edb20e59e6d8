import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ActiveTenantProvider, ApiProvider, AuthProvider } from '@portico/frontend-kit';
import { scriptedApi } from '@portico/frontend-kit/testing/scriptedApi';
import SuperConsole from '../src/SuperConsole';

const signedInSuperAdmin = {
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

const unavailable = { status: 503, body: { error: 'unavailable', code: 'UNAVAILABLE' } };

function renderHealth(answers: Record<string, { status: number; body: unknown }>) {
  const scripted = scriptedApi({ ...signedInSuperAdmin, ...answers });
  render(
    <MemoryRouter initialEntries={['/super/health']}>
      <ApiProvider client={scripted.api}>
        <AuthProvider>
          <ActiveTenantProvider>
            <SuperConsole />
          </ActiveTenantProvider>
        </AuthProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return scripted;
}

describe('App Health', () => {
  it('shows the measured uptime, traffic and latency, and a dash where there is no data', async () => {
    renderHealth({
      'GET /api/metrics/uptime': { status: 200, body: { p24h: 99.95, p7d: 100, p30d: null } },
      'GET /api/metrics/requests-errors': {
        status: 200,
        body: {
          points: [{ x: '2026-11-21T10:00:00.000Z', requests: 100, errors: 20 }],
          requests: 100,
          errors: 20,
          error_rate: 0.2,
        },
      },
      'GET /api/metrics/latency': {
        status: 200,
        body: { points: [], p50: 12.4, p95: 180, p99: 475 },
      },
      'GET /api/metrics/errors/top-endpoints': {
        status: 200,
        body: {
          endpoints: [
            {
              endpoint: 'GET /api/files',
              error_pct: 25,
              requests: 8,
              last_error_at: null,
              last_request_id: null,
              last_trace_id: null,
            },
          ],
          tracing: false,
        },
      },
      'GET /api/metrics/messaging': {
        status: 200,
        body: { messages: 1234, live_streams: 87, inbound_posted: 40, inbound_refused: 3 },
      },
    });
    const uptime = await screen.findByRole('region', { name: 'Uptime' });
    expect(await within(uptime).findByText('99.95 %')).toBeInTheDocument();
    expect(within(uptime).getByText('–')).toBeInTheDocument();

    const traffic = screen.getByRole('region', { name: 'Requests and errors' });
    expect(await within(traffic).findByText('20.00 %')).toBeInTheDocument();
    expect(
      within(traffic).getByRole('img', { name: 'Requests and errors, last 24h' }),
    ).toBeTruthy();

    const latency = screen.getByRole('region', { name: 'Latency' });
    expect(await within(latency).findByText('475 ms')).toBeInTheDocument();
    expect(within(latency).getByText('No data for this window yet')).toBeInTheDocument();

    const explorer = screen.getByRole('table', { name: 'Endpoints by error share' });
    expect(await within(explorer).findByText('GET /api/files')).toBeInTheDocument();
    expect(within(explorer).getByText('25.0 %')).toBeInTheDocument();

    const messages = screen.getByRole('region', { name: 'Messages' });
    const figure = (label: string) =>
      within(messages).getByText(label).closest('.health-figure')?.querySelector('dd')?.textContent;
    await within(messages).findByText('Live streams open');
    expect(figure('Live streams open')).toBe('87');
    expect(figure('Messages, 24h')).toBe('1234');
    expect(figure('Email replies refused')).toBe('3');
  });

  it('says Prometheus is unavailable instead of showing any figure', async () => {
    renderHealth({
      'GET /api/metrics/uptime': unavailable,
      'GET /api/metrics/requests-errors': unavailable,
      'GET /api/metrics/latency': unavailable,
      'GET /api/metrics/errors/top-endpoints': unavailable,
      'GET /api/metrics/messaging': unavailable,
    });
    // Each panel answers on its own: findAll settles at the first, so wait for all five.
    await waitFor(() =>
      expect(screen.getAllByText('Prometheus is unavailable: no figures to show')).toHaveLength(5),
    );
    expect(screen.queryByText(/%$/)).toBeNull();
  });
});
