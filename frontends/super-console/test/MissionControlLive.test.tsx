/**
 * Mission Control keeps itself current: each figure is read again on its interval and the new
 * answer replaces the old without a loading flash; a refresh that fails after an answer keeps
 * the figure with a small note saying so; the page says how fresh its figures are. Active
 * Alerts say what each rule's metric measured, in its unit, against the threshold it passed.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { formatClock } from '../src/mission/format';
import { REFRESH_MS } from '../src/mission/live';
import { failure, renderConsole } from './support/renderConsole';

const advance = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

const activeUsers = (today: number) => ({
  status: 200,
  body: { today, tenants: 2, since: '2026-11-22T00:00:00.000Z' },
});

describe('Mission Control refreshing itself', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('replaces a figure with the next answer on its interval, never showing Loading… between', async () => {
    const answers = [activeUsers(42), activeUsers(57)];
    renderConsole('/super', {
      'GET /api/metrics/active-users': () => answers.shift() ?? activeUsers(57),
    });
    const status = screen.getByRole('region', { name: 'Platform status' });
    await advance(100);
    expect(await within(status).findByText('42')).toBeInTheDocument();
    expect(screen.getByText('Updated just now')).toBeInTheDocument();

    await advance(REFRESH_MS.activeUsers);
    expect(await within(status).findByText('57')).toBeInTheDocument();
    expect(within(status).queryByText('42')).toBeNull();
    // The card went from one figure to the next: it never fell back to loading.
    const card = within(status).getByRole('heading', { name: 'Active Users' }).parentElement!;
    expect(within(card).queryByText('Loading…')).toBeNull();
  });

  it('keeps the figure when a refresh fails, with the time it was last updated', async () => {
    const answers = [activeUsers(42)];
    renderConsole('/super', {
      'GET /api/metrics/active-users': () => answers.shift() ?? failure(500, 'boom'),
    });
    const status = screen.getByRole('region', { name: 'Platform status' });
    await advance(100);
    expect(await within(status).findByText('42')).toBeInTheDocument();
    const answeredAt = Date.now();

    await advance(REFRESH_MS.activeUsers);
    const card = within(status).getByRole('heading', { name: 'Active Users' }).parentElement!;
    await waitFor(() =>
      expect(card).toHaveTextContent(`Could not refresh — last updated ${formatClock(answeredAt)}`),
    );
    expect(within(card).getByText('42')).toBeInTheDocument();
    expect(within(card).queryByText('Error loading active users')).toBeNull();
  });

  it('says how long ago the figures were updated, as time passes', async () => {
    renderConsole('/super', { 'GET /api/metrics/active-users': activeUsers(42) });
    await advance(100);
    expect(await screen.findByText('Updated just now')).toBeInTheDocument();
    await advance(40_000);
    expect(screen.getByText('Updated 40 seconds ago')).toBeInTheDocument();
  });

  it('lists an alert that began breaching since the last read', async () => {
    const since = new Date().toISOString();
    const alert = {
      id: 'r1',
      metric: 'queueDepth',
      op: '>',
      value: 100,
      window: '15m',
      since,
      observed: 140,
      evaluatedAt: since,
    };
    const answers = [{ status: 200, body: { alerts: [] } }];
    renderConsole('/super', {
      'GET /api/metrics/alerts': () =>
        answers.shift() ?? { status: 200, body: { alerts: [alert] } },
    });
    const alerts = screen.getByRole('region', { name: 'Active Alerts' });
    await advance(100);
    expect(await within(alerts).findByText('No active alerts')).toBeInTheDocument();
    await advance(REFRESH_MS.alerts);
    expect(await within(alerts).findByRole('listitem')).toHaveTextContent(
      `Queue depth 140 jobs — above 100 jobs over 15m, since ${formatClock(since)}`,
    );
  });
});

describe('Active Alerts wording', () => {
  const today = new Date();
  today.setHours(14, 2, 0, 0);
  const since = today.toISOString();
  const rule = (extra: Record<string, unknown>) => ({
    id: String(extra.metric),
    op: '>',
    window: '5m',
    since,
    evaluatedAt: since,
    ...extra,
  });

  it('says what each metric measured in its unit against the threshold it passed', async () => {
    renderConsole('/super', {
      'GET /api/metrics/alerts': {
        status: 200,
        body: {
          alerts: [
            rule({ metric: 'errorRate', value: 0.05, observed: 0.073 }),
            rule({ metric: 'queueDepth', value: 100, observed: 1234, window: '15m' }),
            rule({ metric: 'webhookFailures', op: '<', value: 10, observed: 3, window: '1h' }),
          ],
        },
      },
    });
    const alerts = screen.getByRole('region', { name: 'Active Alerts' });
    await waitFor(() => expect(within(alerts).getAllByRole('listitem')).toHaveLength(3));
    const [errorRate, queue, webhooks] = within(alerts).getAllByRole('listitem');
    const at = formatClock(since);
    expect(errorRate).toHaveTextContent(`Error rate 7.3 % — above 5 % over 5m, since ${at}`);
    expect(queue).toHaveTextContent(
      `Queue depth 1,234 jobs — above 100 jobs over 15m, since ${at}`,
    );
    expect(webhooks).toHaveTextContent(`Webhook failures 3 — below 10 over 1h, since ${at}`);
  });

  it('gives the threshold alone for a rule no evaluation has measured yet', async () => {
    renderConsole('/super', {
      'GET /api/metrics/alerts': {
        status: 200,
        body: {
          alerts: [
            rule({
              metric: 'errorRate',
              value: 0.05,
              observed: null,
              evaluatedAt: null,
              since: null,
            }),
          ],
        },
      },
    });
    const alerts = screen.getByRole('region', { name: 'Active Alerts' });
    expect(await within(alerts).findByRole('listitem')).toHaveTextContent(
      /^Error rate above 5 % over 5m$/,
    );
  });
});
