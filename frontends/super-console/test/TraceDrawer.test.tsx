import { fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { ActiveTenantProvider, ApiProvider, AuthProvider } from '@portico/frontend-kit';
import { scriptedApi } from '@portico/frontend-kit/testing/scriptedApi';
import SuperConsole from '../src/SuperConsole';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

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

function renderHealth(trace: { status: number; body: unknown }) {
  const scripted = scriptedApi({
    ...signedInSuperAdmin,
    'GET /api/metrics/uptime': unavailable,
    'GET /api/metrics/requests-errors': unavailable,
    'GET /api/metrics/latency': unavailable,
    'GET /api/metrics/errors/top-endpoints': {
      status: 200,
      body: {
        endpoints: [
          {
            endpoint: 'POST /api/auth/signup',
            error_pct: 50,
            requests: 2,
            last_error_at: '2026-11-22T12:00:00.000Z',
            last_request_id: 'req-failing-0001',
            last_trace_id: TRACE,
          },
        ],
        tracing: true,
      },
    },
    'GET /api/metrics/traces/{traceId}': trace,
  });
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

const span = (over: Record<string, unknown>) => ({
  parent_span_id: null,
  kind: 'server',
  status: 'unset',
  status_message: null,
  ...over,
});

describe('the trace drawer of a failing endpoint', () => {
  it("opens the last failure's trace as a waterfall of service, name, duration and status", async () => {
    renderHealth({
      status: 200,
      body: {
        tracing: true,
        trace_id: TRACE,
        spans: [
          span({
            span_id: 'a1',
            service: 'gateway',
            name: 'POST /api/auth/signup',
            started_at: '2026-11-22T12:00:00.000Z',
            duration_ms: 120,
            status: 'error',
            status_message: 'upstream failed',
          }),
          span({
            span_id: 'b2',
            parent_span_id: 'a1',
            service: 'identity',
            name: 'grpc.portico.identity.v1.IdentityService/SignUp',
            started_at: '2026-11-22T12:00:00.010Z',
            duration_ms: 90.5,
          }),
        ],
      },
    });
    const explorer = await screen.findByRole('table', { name: 'Endpoints by error share' });
    expect(within(explorer).getByText('req-failing-0001')).toBeInTheDocument();
    fireEvent.click(
      within(explorer).getByRole('button', { name: 'Open trace of POST /api/auth/signup' }),
    );

    const drawer = await screen.findByRole('dialog', { name: 'Trace' });
    expect(within(drawer).getByText(TRACE)).toBeInTheDocument();
    const spans = await within(drawer).findAllByRole('listitem');
    expect(spans.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /gateway POST \/api\/auth\/signup.*120\.0 ms.*at \+0 ms.*error.*upstream failed/,
      ),
      expect.stringMatching(
        /identity grpc\.portico\.identity\.v1\.IdentityService\/SignUp.*90\.5 ms.*at \+10 ms.*unset/,
      ),
    ]);

    // WCAG 2.2 AA as axe judges it without a layout engine (colour contrast is left to the
    // browser layer, where pixels exist).
    const audit = await axe.run(drawer, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    expect(audit.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // Keyboard: Escape closes it.
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Trace' })).toBeNull();
  });

  it('says tracing is off when the gateway records no traces', async () => {
    renderHealth({ status: 200, body: { tracing: false, trace_id: TRACE, spans: [] } });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Open trace of POST /api/auth/signup' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Trace' });
    expect(await within(drawer).findByText(/^Tracing is off/)).toBeInTheDocument();
  });

  it('says when no spans are kept for the trace', async () => {
    renderHealth({ status: 200, body: { tracing: true, trace_id: TRACE, spans: [] } });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Open trace of POST /api/auth/signup' }),
    );
    expect(await screen.findByText(/^No spans kept for this trace/)).toBeInTheDocument();
  });

  it('says the trace failed to load, with the status', async () => {
    renderHealth({ status: 500, body: { error: 'boom', code: 'INTERNAL' } });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Open trace of POST /api/auth/signup' }),
    );
    expect(await screen.findByText('Failed to load trace (500)')).toBeInTheDocument();
  });
});
