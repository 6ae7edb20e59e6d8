/**
 * Mission Control's figures through the whole stack: a member who signs in is counted among
 * today's active users (from the audit log the metrics service keeps), an uploaded file adds
 * its bytes to the platform's storage (content), and a webhook delivery waiting for its retry
 * is a queued job (notifications). Only a super admin may read them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { ApiClient, PASSWORD } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';
import { pngBytes, uploadFile } from '../support/tus';

jest.setTimeout(300_000);

interface ActiveUsers {
  today: number;
  tenants: number;
  since: string;
}
interface Storage {
  usedTb: number;
  usedBytes: number;
  files: number;
}
interface Jobs {
  queued: number;
  depth: { x: string; queued: number }[];
}

const env = useE2eStack({ superAdmin: true });

/** Events cross the broker, and the rules are evaluated once a minute. */
const PATIENCE = { timeoutMs: 150_000, everyMs: 250 };

const figure = async <T>(path: string): Promise<T> => {
  const answer = await env.superAdmin.get<T>(path);
  expect(answer.status).toBe(200);
  return answer.body;
};

const signedIn = async (client: ApiClient, userId: string) =>
  eventually(
    'the sign-in in the audit log',
    async () =>
      (
        await client.get<{ logs: { action: string; actor_user_id: string | null }[] }>(
          '/api/audit?limit=1000',
        )
      ).body.logs,
    (logs) =>
      logs.some((log) => log.action === 'auth.sign_in_success' && log.actor_user_id === userId),
    PATIENCE,
  );

describe('Mission Control figures', () => {
  it("counts a member who signed in today among the active users, and their tenant's activity", async () => {
    const before = await figure<ActiveUsers>('/api/metrics/active-users');
    expect(new Date(before.since).toISOString().slice(11)).toBe('00:00:00.000Z');

    const workspace = await signUpWorkspace(env.url, 'Busy Tenant');
    const member = await inviteMember(workspace.client, 'role2');
    const again = new ApiClient(env.url);
    expect(
      (await again.post('/api/auth/login', { email: member.email, password: PASSWORD })).status,
    ).toBe(200);
    await signedIn(env.superAdmin, member.userId);

    // The owner and the member are new people, active today; their tenant is new too.
    const after = await eventually(
      'two more active users in one more tenant',
      () => figure<ActiveUsers>('/api/metrics/active-users'),
      (a) => a.today >= before.today + 2 && a.tenants >= before.tenants + 1,
      PATIENCE,
    );
    expect(after.today).toBeGreaterThanOrEqual(before.today + 2);
    expect(after.tenants).toBeGreaterThanOrEqual(before.tenants + 1);
  });

  it("adds an uploaded file's bytes to the platform's storage", async () => {
    const workspace = await signUpWorkspace(env.url, 'Storing Tenant');
    const before = await figure<Storage>('/api/metrics/storage');
    const bytes = pngBytes(12_345);
    await uploadFile(workspace.client, bytes, { filename: 'plan.png', title: 'Plan' });

    const after = await figure<Storage>('/api/metrics/storage');
    expect(after.usedBytes - before.usedBytes).toBe(bytes.length);
    expect(after.files - before.files).toBe(1);
    expect(after.usedTb).toBeCloseTo(after.usedBytes / 1e12, 12);
  });

  it('counts a webhook delivery waiting for its retry as a queued job, with a sampled depth series', async () => {
    // A receiver that asks to be called again in an hour: the retry waits in the queue.
    const receiver = http.createServer((_req, res) => {
      res.writeHead(503, { 'retry-after': '3600' }).end('busy');
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.3', resolve));
    try {
      const { port } = receiver.address() as AddressInfo;
      const workspace = await signUpWorkspace(env.url, 'Queued Tenant');
      const admin = workspace.client;
      const hook = await admin.post<{ id: string }>('/api/integrations/webhooks', {
        url: `http://127.0.0.3:${port}/hooks`,
        events: ['forms'],
      });
      expect(hook.status).toBe(201);
      const tested = await admin.post<{ id: string; status: string }>(
        `/api/integrations/webhooks/${hook.body.id}/test`,
      );
      expect(tested.status).toBe(200);
      expect(
        (await admin.post('/api/integrations/webhooks/replay', { id: tested.body.id })).status,
      ).toBe(200);

      const waiting = await eventually(
        'a webhook job waiting',
        async () =>
          (
            await env.superAdmin.get<{
              jobs: { queue: string; status: string; createdAt: string }[];
            }>('/api/jobs/recent')
          ).body.jobs,
        (jobs) => jobs.some((j) => j.queue.startsWith('webhook') && j.status === 'created'),
        PATIENCE,
      );
      expect(waiting.some((j) => j.queue.startsWith('webhook') && j.status === 'created')).toBe(
        true,
      );

      const jobs = await figure<Jobs>('/api/metrics/jobs');
      expect(jobs.queued).toBeGreaterThanOrEqual(1);
      // notifications samples the queue when it starts and every minute after.
      expect(jobs.depth.length).toBeGreaterThanOrEqual(1);
      expect(
        jobs.depth.every((p) => Number.isInteger(p.queued) && !Number.isNaN(Date.parse(p.x))),
      ).toBe(true);

      // While that job waits, a rule on the queue's depth breaches and is an Active Alert
      // once the rules are next evaluated (every minute). No actions: nobody is emailed.
      const rule = await env.superAdmin.post<{ id: string }>('/api/notifications/rules', {
        metric: 'queueDepth',
        op: '>',
        value: 0,
        window: '5m',
        actions: [],
      });
      expect(rule.status).toBe(201);
      try {
        const alerts = await eventually(
          'the rule to be an active alert',
          () =>
            figure<{
              alerts: {
                id: string;
                metric: string;
                since: string | null;
                observed: number | null;
                evaluatedAt: string | null;
              }[];
            }>('/api/metrics/alerts'),
          (a) => a.alerts.some((alert) => alert.id === rule.body.id),
          PATIENCE,
        );
        expect(alerts.alerts.find((alert) => alert.id === rule.body.id)).toMatchObject({
          metric: 'queueDepth',
          op: '>',
          value: 0,
          window: '5m',
        });
        const alert = alerts.alerts.find((a) => a.id === rule.body.id);
        expect(alert?.since).not.toBeNull();
        // What the evaluation measured: the jobs waiting then, past the threshold of 0.
        expect(Number.isInteger(alert?.observed)).toBe(true);
        expect(alert?.observed).toBeGreaterThanOrEqual(1);
        expect(Date.parse(alert?.evaluatedAt ?? '')).toBeGreaterThanOrEqual(
          Date.parse(alert?.since ?? ''),
        );
      } finally {
        await env.superAdmin.call('DELETE', `/api/notifications/rules/${rule.body.id}`);
      }
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });

  it('refuses the figures to a tenant admin', async () => {
    const { client } = await signUpWorkspace(env.url, 'Curious Tenant', 'starter');
    for (const path of ['/api/metrics/active-users', '/api/metrics/storage', '/api/metrics/jobs']) {
      const refused = await client.get(path);
      expect(refused.status).toBe(403);
    }
  });
});
