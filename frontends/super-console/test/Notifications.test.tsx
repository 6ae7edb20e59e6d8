import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failure, renderConsole } from './support/renderConsole';

const announcement = (patch: Record<string, unknown> = {}) => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  title: 'Maintenance tonight',
  message: 'Read-only from 22:00',
  audience: 'all',
  plan: '',
  tenant_ids: [],
  start_at: '2026-12-01T09:00:00.000Z',
  end_at: '2026-12-02T09:00:00.000Z',
  status: 'active',
  created_at: '2026-12-01T09:00:00.000Z',
  email_admins: false,
  emailed: 0,
  email_pending: 0,
  ...patch,
});

const rule = (patch: Record<string, unknown> = {}) => ({
  id: 'r0000000-0000-4000-8000-000000000001',
  metric: 'queueDepth',
  op: '>',
  value: 100,
  window: '5m',
  actions: ['email'],
  enabled: true,
  last_triggered_at: null,
  ...patch,
});

describe('Notifications: Announcements', () => {
  it('sends an announcement with the default window and says it is queued', async () => {
    let history = [] as unknown[];
    const { requests } = renderConsole('/super/notifications', {
      'GET /api/notifications/history': () => ({ status: 200, body: { history } }),
      'POST /api/notifications/announce': (req) => {
        history = [announcement()];
        return {
          status: 201,
          body: announcement({ title: (req.body as { title: string }).title }),
        };
      },
    });
    expect(await screen.findByText('No announcements yet')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Maintenance tonight' } });
    fireEvent.change(screen.getByLabelText('Message'), {
      target: { value: 'Read-only from 22:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Announcement queued')).toBeInTheDocument();
    const sent = requests.find((r) => r.path === '/api/notifications/announce')!;
    // Blank start and end are left to the server: now, and 24 h later.
    expect(sent.body).toEqual({
      title: 'Maintenance tonight',
      message: 'Read-only from 22:00',
      audience: 'all',
    });
    const table = await screen.findByRole('table', { name: 'Announcements, newest first' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Maintenance tonight');
    expect(cells[4]).toHaveTextContent('active');
  });

  it('sends the plan for a plan audience and the tenant ids for chosen tenants', async () => {
    const { requests } = renderConsole('/super/notifications', {
      'GET /api/notifications/history': { status: 200, body: { history: [] } },
      'POST /api/notifications/announce': { status: 201, body: announcement() },
    });
    await screen.findByText('No announcements yet');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'T' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'M' } });
    fireEvent.click(screen.getByLabelText('Specific tenants'));
    fireEvent.change(screen.getByLabelText('Tenant IDs (comma separated)'), {
      target: { value: ' t-1 , t-2,, ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Announcement queued');
    expect(requests.find((r) => r.path === '/api/notifications/announce')!.body).toMatchObject({
      audience: 'tenants',
      tenantIds: ['t-1', 't-2'],
    });

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'T' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'M' } });
    fireEvent.click(screen.getByLabelText('By plan'));
    fireEvent.change(screen.getByLabelText('Plan'), { target: { value: 'advanced' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(
        requests.filter((r) => r.path === '/api/notifications/announce')[1]?.body,
      ).toMatchObject({ audience: 'plan', plan: 'advanced' }),
    );
  });

  it('emails tenant admins only when asked, and the history says how many were emailed', async () => {
    let history = [announcement({ id: 'a0000000-0000-4000-8000-000000000002' })];
    const { requests } = renderConsole('/super/notifications', {
      'GET /api/notifications/history': () => ({ status: 200, body: { history } }),
      'POST /api/notifications/announce': () => {
        const sent = announcement({
          title: 'Storage upgrade',
          email_admins: true,
          emailed: 3,
          email_pending: 1,
        });
        history = [sent, ...history];
        return { status: 201, body: sent };
      },
    });
    const box = await screen.findByRole('checkbox', { name: 'Also email tenant admins' });
    expect(box).not.toBeChecked();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Storage upgrade' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Tonight' } });
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Announcement queued');
    expect(requests.find((r) => r.path === '/api/notifications/announce')!.body).toEqual({
      title: 'Storage upgrade',
      message: 'Tonight',
      audience: 'all',
      emailAdmins: true,
    });
    // The form is reset for the next one: the box is unticked again.
    expect(screen.getByRole('checkbox', { name: 'Also email tenant admins' })).not.toBeChecked();

    const table = await screen.findByRole('table', { name: 'Announcements, newest first' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, emailed, bannerOnly] = within(table).getAllByRole('row');
    expect(within(emailed!).getAllByRole('cell')[5]).toHaveTextContent('3 admins, 1 pending');
    expect(within(bannerOnly!).getAllByRole('cell')[5]).toHaveTextContent('—');
  });

  it('says Failed to announce with the server’s reason', async () => {
    renderConsole('/super/notifications', {
      'GET /api/notifications/history': { status: 200, body: { history: [] } },
      'POST /api/notifications/announce': failure(400, 'Please enter a title'),
    });
    await screen.findByText('No announcements yet');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to announce: Please enter a title',
    );
  });

  it('says the history failed to load', async () => {
    renderConsole('/super/notifications', {
      'GET /api/notifications/history': failure(500, 'boom'),
    });
    expect(await screen.findByText('Failed to load announcements')).toBeInTheDocument();
  });
});

describe('Notifications: Rules', () => {
  it('creates a rule and lists it, then switches it off', async () => {
    let rules = [] as ReturnType<typeof rule>[];
    const { requests } = renderConsole('/super/notifications', {
      'GET /api/notifications/history': { status: 200, body: { history: [] } },
      'GET /api/notifications/rules': () => ({ status: 200, body: { rules } }),
      'POST /api/notifications/rules': () => {
        rules = [rule()];
        return { status: 201, body: rules[0] };
      },
      'PATCH /api/notifications/rules/{id}': (req) => {
        rules = [rule({ enabled: (req.body as { enabled: boolean }).enabled })];
        return { status: 200, body: rules[0] };
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Rules' }));
    expect(await screen.findByText('No rules yet')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Metric'), { target: { value: 'queueDepth' } });
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Rule' }));

    const table = await screen.findByRole('table', { name: 'Alert rules' });
    expect(within(table).getByText('queueDepth > 100')).toBeInTheDocument();
    expect(
      requests.find((r) => r.method === 'POST' && r.path === '/api/notifications/rules')!.body,
    ).toEqual({
      metric: 'queueDepth',
      op: '>',
      value: 100,
      window: '5m',
      actions: ['email'],
      enabled: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Disable rule queueDepth > 100' }));
    expect(
      await screen.findByRole('button', { name: 'Enable rule queueDepth > 100' }),
    ).toBeInTheDocument();
  });

  it('asks for a number before sending a rule', async () => {
    const { requests } = renderConsole('/super/notifications', {
      'GET /api/notifications/history': { status: 200, body: { history: [] } },
      'GET /api/notifications/rules': { status: 200, body: { rules: [] } },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Rules' }));
    await screen.findByText('No rules yet');
    fireEvent.click(screen.getByRole('button', { name: 'Create Rule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a number');
    expect(requests.some((r) => r.path === '/api/notifications/rules' && r.method === 'POST')).toBe(
      false,
    );
  });

  it('says what the window means for each metric', async () => {
    renderConsole('/super/notifications', {
      'GET /api/notifications/history': { status: 200, body: { history: [] } },
      'GET /api/notifications/rules': { status: 200, body: { rules: [] } },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Rules' }));
    await screen.findByText('No rules yet');
    expect(screen.getByLabelText('Window')).toHaveAccessibleDescription(
      /failed \(5xx\) over the window, from Prometheus; while Prometheus cannot answer, the rule waits/,
    );
  });
});
