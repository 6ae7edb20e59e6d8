import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failure, renderConsole } from './support/renderConsole';

const STORAGE = {
  usedTb: 0.25,
  quotaTb: 1,
  usedBytes: 250_000_000_000,
  quotaBytes: 1_000_000_000_000,
  files: 12,
  tenants: 3,
  unlimitedTenants: 1,
};

describe('Mission Control status cards', () => {
  it("shows today's active users with their tenants, and storage used against the quota", async () => {
    renderConsole('/super', {
      'GET /api/metrics/active-users': {
        status: 200,
        body: { today: 42, tenants: 7, since: '2026-11-22T00:00:00.000Z' },
      },
      'GET /api/metrics/storage': { status: 200, body: STORAGE },
    });
    const status = screen.getByRole('region', { name: 'Platform status' });
    expect(await within(status).findByText('42')).toBeInTheDocument();
    expect(
      within(status).getByText('signed in or active today (UTC), in 7 tenants'),
    ).toBeInTheDocument();
    expect(await within(status).findByText('25.0 %')).toBeInTheDocument();
    expect(
      within(status).getByText('250 GB of 1.00 TB used (1 unlimited tenant not in the quota)'),
    ).toBeInTheDocument();
  });

  it("says 'No data yet' for storage while no tenant stores a file", async () => {
    renderConsole('/super', {
      'GET /api/metrics/storage': {
        status: 200,
        body: {
          ...STORAGE,
          usedTb: 0,
          usedBytes: 0,
          quotaTb: null,
          quotaBytes: null,
          files: 0,
          tenants: 0,
          unlimitedTenants: 0,
        },
      },
    });
    const status = screen.getByRole('region', { name: 'Platform status' });
    expect(await within(status).findByText('No data yet')).toBeInTheDocument();
    expect(within(status).getByText('no files stored yet')).toBeInTheDocument();
  });

  it('shows Loading… until the figures answer, then the error in words, never a number', async () => {
    // Every request made while loading waits for the one answer given below.
    const waiting: ((value: { status: number; body: unknown }) => void)[] = [];
    renderConsole('/super', {
      'GET /api/metrics/active-users': () => new Promise((resolve) => waiting.push(resolve)),
    });
    const status = screen.getByRole('region', { name: 'Platform status' });
    await waitFor(() => expect(within(status).getAllByText('Loading…').length).toBeGreaterThan(0));
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    waiting.forEach((resolve) => resolve(failure(500, 'boom')));
    expect(await within(status).findByText('Error loading active users')).toBeInTheDocument();
  });
});

describe('Mission Control charts and alerts', () => {
  it('summarises the queue for screen readers and lists breaching rules with their start', async () => {
    renderConsole('/super', {
      'GET /api/metrics/jobs': {
        status: 200,
        body: {
          queued: 3,
          depth: [
            { x: '2026-11-22T10:00:00.000Z', queued: 1 },
            { x: '2026-11-22T10:01:00.000Z', queued: 5 },
          ],
        },
      },
      'GET /api/metrics/alerts': {
        status: 200,
        body: {
          alerts: [
            {
              id: 'r1',
              metric: 'queueDepth',
              op: '>',
              value: 2,
              window: '5m',
              since: '2026-11-22T10:01:00.000Z',
              observed: 3,
              evaluatedAt: '2026-11-22T10:01:00.000Z',
            },
          ],
        },
      },
    });
    const queue = screen.getByRole('region', { name: 'Job Queue Depth' });
    expect(await within(queue).findByText(/3 jobs queued now/)).toBeInTheDocument();
    expect(within(queue).getByText(/at most 5, at/)).toBeInTheDocument();
    expect(
      within(queue).getByRole('img', { name: 'Queued jobs, sampled each minute, last 24 hours' }),
    ).toBeInTheDocument();
    const alerts = screen.getByRole('region', { name: 'Active Alerts' });
    expect(await within(alerts).findByText('Queue depth')).toBeInTheDocument();
    expect(within(alerts).getByText(/3 jobs — above 2 jobs over 5m/)).toBeInTheDocument();
    expect(within(alerts).getByText(/since/)).toBeInTheDocument();
  });

  it("says 'No active alerts' when no rule is breaching, and that Prometheus is away for requests", async () => {
    renderConsole('/super', {
      'GET /api/metrics/alerts': { status: 200, body: { alerts: [] } },
      'GET /api/metrics/requests-errors': failure(503, 'Prometheus is unavailable'),
    });
    const alerts = screen.getByRole('region', { name: 'Active Alerts' });
    expect(await within(alerts).findByText('No active alerts')).toBeInTheDocument();
    const requests = screen.getByRole('region', { name: 'Requests & Errors' });
    expect(
      await within(requests).findByText('Prometheus is unavailable: no figures to show'),
    ).toBeInTheDocument();
  });
});

describe('Notify Admins', () => {
  const openModal = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Notify Admins' }));
    return screen.findByRole('dialog', { name: 'Notify Admins' });
  };

  it("sends an announcement to one plan's admins, says 'Sending...', then closes with a toast", async () => {
    let release: () => void = () => {};
    const { requests } = renderConsole('/super', {
      'POST /api/notifications/announce': () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              status: 201,
              body: {
                id: 'a1',
                title: 'Maintenance',
                message: 'Tonight',
                audience: 'plan',
                plan: 'pro',
                tenant_ids: [],
                start_at: '2026-11-22T10:00:00.000Z',
                end_at: '2026-11-23T10:00:00.000Z',
                status: 'active',
                email_admins: false,
                emailed: 0,
                email_pending: 0,
                created_at: '2026-11-22T10:00:00.000Z',
              },
            });
        }),
    });
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Maintenance' } });
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Tonight' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'By plan' }));
    expect(within(dialog).getByLabelText('Plan')).toHaveValue('pro');
    expect(within(dialog).getByLabelText('Start')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('End')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Announcement sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notify Admins' })).toBeNull());
    const sent = requests.find(
      (r) => r.method === 'POST' && r.path === '/api/notifications/announce',
    );
    expect(sent?.body).toMatchObject({
      title: 'Maintenance',
      message: 'Tonight',
      audience: 'plan',
      plan: 'pro',
    });
  });

  it('keeps a refusal in the modal, and Cancel closes it without sending', async () => {
    const { calls } = renderConsole('/super', {
      'POST /api/notifications/announce': failure(400, 'Title is required'),
    });
    let dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Specific tenants' }));
    expect(within(dialog).getByLabelText('Tenant IDs (comma separated)')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText('Failed to announce: Title is required'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Notify Admins' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notify Admins' })).toBeNull());
    dialog = await openModal();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('');
    expect(calls.filter((c) => c === 'POST /api/notifications/announce')).toHaveLength(1);
  });

  it('Create Tenant opens the New Tenant invitation, as on the tenants page', async () => {
    renderConsole('/super', {});
    fireEvent.click(await screen.findByRole('button', { name: 'Create Tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    expect(
      within(dialog).getByRole('button', { name: 'Create Tenant & Invite' }),
    ).toBeInTheDocument();
  });
});
