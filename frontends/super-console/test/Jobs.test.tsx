import { fireEvent, screen, within } from '@testing-library/react';
import { failure, renderConsole } from './support/renderConsole';

const JOB = 'f0000000-0000-4000-8000-000000000001';

const job = (patch: Record<string, unknown> = {}) => ({
  id: JOB,
  queue: 'email',
  status: 'failed',
  runtimeMs: 120,
  attempts: 6,
  errorExcerpt: 'connect ECONNREFUSED 127.0.0.1:1025',
  createdAt: '2026-12-01T09:00:00.000Z',
  ...patch,
});

const cron = (patch: Record<string, unknown> = {}) => ({
  name: 'rules.evaluate',
  schedule: '* * * * *',
  lastRunAt: '2026-12-01T09:00:00.000Z',
  nextRunAt: '2026-12-01T09:01:00.000Z',
  enabled: true,
  ...patch,
});

const DEPTH = { status: 200, body: { queued: 3, running: 1, failedLast24h: 2 } };

describe('Queues & Jobs', () => {
  it('shows the queue depth, recent jobs by the spec’s columns and the cron table', async () => {
    renderConsole('/super/jobs', {
      'GET /api/jobs/depth': DEPTH,
      'GET /api/jobs/recent': {
        status: 200,
        body: {
          jobs: [
            job(),
            job({
              id: 'f0000000-0000-4000-8000-000000000002',
              status: 'completed',
              errorExcerpt: '',
            }),
          ],
        },
      },
      'GET /api/jobs/cron': { status: 200, body: { cron: [cron()] } },
    });
    const jobs = await screen.findByRole('table', { name: 'Recent jobs, newest first' });
    expect(
      within(jobs)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Queue', 'Status', 'Runtime (ms)', 'Attempts', 'Error', 'Actions']);
    const failed = within(within(jobs).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(failed[0]).toHaveTextContent('f0000000');
    expect(within(failed[2]!).getByText('failed')).toHaveClass('pt-badge--red');
    expect(failed[5]).toHaveTextContent('ECONNREFUSED');
    const done = within(jobs).getAllByRole('row')[2]!;
    expect(within(done).getByText('completed')).toHaveClass('pt-badge--green');
    // A completed job can be neither retried nor cancelled: it offers no buttons at all.
    expect(within(done).queryAllByRole('button')).toEqual([]);

    const table = await screen.findByRole('table', { name: 'Cron schedules' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Schedule', 'Last Run', 'Next Run', 'Enabled', 'Toggle']);
    expect(within(table).getByText('Yes')).toBeInTheDocument();
    expect(screen.getByText('Queued').nextSibling).toHaveTextContent('3');
  });

  it('offers only the actions a job’s status allows', async () => {
    const id = (n: number) => `f0000000-0000-4000-8000-00000000000${n}`;
    renderConsole('/super/jobs', {
      'GET /api/jobs/depth': DEPTH,
      'GET /api/jobs/recent': {
        status: 200,
        body: {
          jobs: [
            job({ id: id(1), status: 'failed' }),
            job({ id: id(2), status: 'active', errorExcerpt: '' }),
            job({ id: id(3), status: 'completed', errorExcerpt: '' }),
            job({ id: id(4), status: 'cancelled', errorExcerpt: '' }),
          ],
        },
      },
      'GET /api/jobs/cron': { status: 200, body: { cron: [] } },
    });
    const jobs = await screen.findByRole('table', { name: 'Recent jobs, newest first' });
    const actions = within(jobs)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-1)!);
    const names = (cell: HTMLElement) =>
      within(cell)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(actions.map(names)).toEqual([['Retry'], ['Cancel'], [], ['Retry']]);
    expect(actions[2]).toHaveTextContent('No actions');
  });

  it('retries a failed job and shows its new state', async () => {
    let state = 'failed';
    const { requests } = renderConsole('/super/jobs', {
      'GET /api/jobs/depth': DEPTH,
      'GET /api/jobs/recent': () => ({ status: 200, body: { jobs: [job({ status: state })] } }),
      'GET /api/jobs/cron': { status: 200, body: { cron: [] } },
      'POST /api/jobs/{id}/retry': () => {
        state = 'retry';
        return { status: 200, body: job({ status: 'retry' }) };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry job f0000000' }));
    expect(await screen.findByText('retry')).toBeInTheDocument();
    expect(requests.some((r) => r.path === `/api/jobs/${JOB}/retry`)).toBe(true);
  });

  it('toggles a schedule and shows it disabled', async () => {
    let enabled = true;
    renderConsole('/super/jobs', {
      'GET /api/jobs/depth': DEPTH,
      'GET /api/jobs/recent': { status: 200, body: { jobs: [] } },
      'GET /api/jobs/cron': () => ({ status: 200, body: { cron: [cron({ enabled })] } }),
      'POST /api/jobs/cron/{name}/toggle': () => {
        enabled = !enabled;
        return { status: 200, body: cron({ enabled }) };
      },
    });
    expect(await screen.findByText('No jobs yet')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Toggle rules.evaluate' }));
    const table = await screen.findByRole('table', { name: 'Cron schedules' });
    expect(await within(table).findByText('No')).toBeInTheDocument();
  });

  it('says why a retry failed', async () => {
    renderConsole('/super/jobs', {
      'GET /api/jobs/depth': DEPTH,
      'GET /api/jobs/recent': { status: 200, body: { jobs: [job()] } },
      'GET /api/jobs/cron': failure(500, 'boom'),
      'POST /api/jobs/{id}/retry': failure(404, 'Job not found'),
    });
    expect(await screen.findByText('Failed to load schedules')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry job f0000000' }));
    expect(await screen.findByText('Retry failed: Job not found')).toBeInTheDocument();
  });
});
