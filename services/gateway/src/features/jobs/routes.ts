/**
 * Queues & Jobs (docs/product.md §2, §7): Recent Jobs with Retry and Cancel, the Cron table and
 * its Toggle, and the queue's depth; super admins only, served by the notifications service.
 */
import { z } from 'zod';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { callContext } from '../../auth/principal';
import { toCron, toJob } from './map';
import { CronSchema, JobSchema } from './schemas';

const TAG = 'Jobs';

const JobId = z.object({ id: z.uuid('Job not found') });

export const jobRoutes = [
  route({
    method: 'GET',
    path: '/api/jobs/recent',
    summary: 'The newest jobs of every queue',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    response: z.object({ jobs: z.array(JobSchema) }),
    handler: async ({ req, deps }) => {
      const { jobs } = await deps.services.notifications.ListRecentJobs(
        { limit: 100 },
        callContext(req),
      );
      return { jobs: jobs.map(toJob) };
    },
  }),

  route({
    method: 'GET',
    path: '/api/jobs/depth',
    summary: 'Jobs waiting, running, and failed in the last 24 h',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    response: z.object({
      queued: z.number().int(),
      running: z.number().int(),
      failedLast24h: z.number().int(),
    }),
    handler: async ({ req, deps }) => {
      const depth = await deps.services.notifications.GetQueueDepth({}, callContext(req));
      return { queued: depth.queued, running: depth.running, failedLast24h: depth.failed_last_24h };
    },
  }),

  route({
    method: 'POST',
    path: '/api/jobs/:id/retry',
    summary: 'Queue a failed or cancelled job again',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    params: JobId,
    response: JobSchema,
    handler: async ({ params, req, deps }) =>
      toJob(await deps.services.notifications.RetryJob({ id: params.id }, callContext(req))),
  }),

  route({
    method: 'POST',
    path: '/api/jobs/:id/cancel',
    summary: 'Cancel a job that has not finished',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    params: JobId,
    response: JobSchema,
    handler: async ({ params, req, deps }) =>
      toJob(await deps.services.notifications.CancelJob({ id: params.id }, callContext(req))),
  }),

  route({
    method: 'GET',
    path: '/api/jobs/cron',
    summary: 'The platform’s schedules with their last and next runs',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    response: z.object({ cron: z.array(CronSchema) }),
    handler: async ({ req, deps }) => {
      const { cron } = await deps.services.notifications.ListCronJobs({}, callContext(req));
      return { cron: cron.map(toCron) };
    },
  }),

  route({
    method: 'POST',
    path: '/api/jobs/cron/:name/toggle',
    summary: 'Switch a schedule on or off',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    params: z.object({ name: z.string().min(1).max(100) }),
    response: CronSchema,
    handler: async ({ params, req, deps }) =>
      toCron(
        await deps.services.notifications.ToggleCronJob({ name: params.name }, callContext(req)),
      ),
  }),
];
