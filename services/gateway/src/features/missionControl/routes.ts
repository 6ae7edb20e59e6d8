/**
 * Mission Control's status figures (docs/product.md §2, §7): active users today, storage used
 * against quota, and jobs waiting, super admins only. Each is asked of the service that owns
 * it: active people and tenants from the audit log the metrics service keeps, storage from
 * content (the same quotas uploads are held to), the queue from notifications (pg-boss's own
 * table, and its once-a-minute samples for the chart). Nothing here is estimated.
 */
import { z } from 'zod';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { callContext } from '../../auth/principal';

const TAG = 'Super';
/** Decimal terabytes, as a storage quota is sold. */
const TB = 1e12;

/** Today's 00:00 UTC: "today" is the platform's day, the same for every viewer. */
const startOfUtcDay = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export const missionControlRoutes = [
  route({
    method: 'GET',
    path: '/api/metrics/active-users',
    summary:
      'People who signed in or did anything audited today (UTC), and tenants with audited activity today',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    query: z.object({}).strict(),
    response: z.object({
      today: z.number().int(),
      tenants: z.number().int(),
      since: z.string().describe("today's 00:00 UTC, where the count starts"),
    }),
    handler: async ({ req, deps }) => {
      const since = startOfUtcDay().toISOString();
      const answer = await deps.services.metrics.GetActiveUsers({ since }, callContext(req));
      return { today: answer.today, tenants: answer.tenants, since };
    },
  }),

  route({
    method: 'GET',
    path: '/api/metrics/storage',
    summary:
      "Bytes stored across every tenant against the sum of those tenants' plan quotas (unlimited plans counted apart)",
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    query: z.object({}).strict(),
    response: z.object({
      usedTb: z.number(),
      quotaTb: z.number().nullable().describe('null when no tenant storing files has a quota'),
      usedBytes: z.number(),
      quotaBytes: z.number().nullable(),
      files: z.number().int(),
      tenants: z.number().int().describe('tenants storing at least one file'),
      unlimitedTenants: z.number().int().describe('of those, tenants whose plan has no quota'),
    }),
    handler: async ({ req, deps }) => {
      const answer = await deps.services.content.GetPlatformStorage({}, callContext(req));
      const used = Number(answer.used_bytes);
      const quota = Number(answer.quota_bytes);
      return {
        usedTb: used / TB,
        quotaTb: quota > 0 ? quota / TB : null,
        usedBytes: used,
        quotaBytes: quota > 0 ? quota : null,
        files: answer.file_count,
        tenants: answer.tenants,
        unlimitedTenants: answer.unlimited_tenants,
      };
    },
  }),

  route({
    method: 'GET',
    path: '/api/metrics/jobs',
    summary:
      'Jobs waiting now, and the waiting count sampled once a minute over the last 24 hours (oldest first)',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    query: z.object({}).strict(),
    response: z.object({
      queued: z.number().int(),
      depth: z.array(z.object({ x: z.string(), queued: z.number().int() })),
    }),
    handler: async ({ req, deps }) => {
      const ctx = callContext(req);
      const [now, history] = await Promise.all([
        deps.services.notifications.GetQueueDepth({}, ctx),
        deps.services.notifications.ListQueueDepthSamples({ hours: 24 }, ctx),
      ]);
      return {
        queued: now.queued,
        depth: history.samples.map((s) => ({ x: s.at, queued: s.queued })),
      };
    },
  }),

  route({
    method: 'GET',
    path: '/api/metrics/alerts',
    summary:
      'Active Alerts: enabled alert rules whose metric is past their threshold now, with what it measured and when the breach began',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    query: z.object({}).strict(),
    response: z.object({
      alerts: z.array(
        z.object({
          id: z.string(),
          metric: z.string().describe('errorRate, queueDepth or webhookFailures'),
          op: z.string(),
          value: z.number().describe("the rule's threshold"),
          window: z.string(),
          since: z.string().nullable().describe('when the breach began (the rule fired)'),
          observed: z
            .number()
            .nullable()
            .describe(
              'what the metric measured at the last evaluation (error rate 0..1, jobs waiting, failed deliveries); null before one had a figure',
            ),
          evaluatedAt: z.string().nullable().describe('when that figure was measured'),
        }),
      ),
    }),
    handler: async ({ req, deps }) => {
      const { rules } = await deps.services.notifications.ListRules({}, callContext(req));
      return {
        alerts: rules
          .filter((rule) => rule.enabled && rule.breaching)
          .map((rule) => ({
            id: rule.id,
            metric: rule.metric,
            op: rule.op,
            value: rule.value,
            window: rule.window,
            since: rule.last_triggered_at || null,
            observed: rule.last_evaluated_at ? rule.last_value : null,
            evaluatedAt: rule.last_evaluated_at || null,
          }))
          .sort((a, b) => (b.since ?? '').localeCompare(a.since ?? '')),
      };
    },
  }),
];
