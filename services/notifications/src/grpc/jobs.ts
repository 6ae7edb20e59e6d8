/** Recent Jobs, the Cron table and queue depth over gRPC (super admins only). */
import { invalid, notFound, unary, type Database } from '@portico/kit';
import type { notificationsV1 } from '@portico/proto';
import {
  listSchedules,
  PLATFORM_SCHEDULES,
  setScheduleEnabled,
  type CronRow,
} from '../domain/cron';
import type { JobQueue } from '../jobs/queue';
import { findJob, listRecentJobs, queueDepth, type RecentJob } from '../domain/recentJobs';
import { iso, requireSuperAdmin } from './access';

type Handlers = notificationsV1.NotificationsServiceHandlers;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const JOB_MESSAGES = {
  notFound: 'Job not found',
  cronNotFound: 'Schedule not found',
  queue: 'Unknown queue',
} as const;

const toJob = (job: RecentJob): notificationsV1.Job => ({
  id: job.id,
  queue: job.queue,
  status: job.status,
  runtime_ms: job.runtime_ms ?? 0,
  attempts: job.attempts,
  error_excerpt: job.error_excerpt,
  tenant_id: '',
  created_at: job.created_at,
  finished_at: '',
});

const toCron = (row: CronRow): notificationsV1.CronJob => ({
  name: row.name,
  schedule: row.schedule,
  last_run_at: iso(row.last_run_at),
  next_run_at: iso(row.next_run_at),
  enabled: row.enabled,
});

async function jobOrThrow(db: Database, id: string): Promise<RecentJob> {
  const job = UUID.test(id) ? await findJob(db, id) : null;
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  return job;
}

export function jobHandlers(deps: { db: Database; queue: JobQueue }): Partial<Handlers> {
  const { db, queue } = deps;
  return {
    ListRecentJobs: unary(async (req: notificationsV1.ListRecentJobsRequest__Output, ctx) => {
      requireSuperAdmin(ctx);
      const limit = req.limit > 0 ? Math.min(req.limit, 500) : 100;
      return { jobs: (await listRecentJobs(db, limit)).map(toJob) };
    }),
    // Runs one of the platform's scheduled jobs now, outside its schedule.
    EnqueueJob: unary(async (req: notificationsV1.EnqueueJobRequest__Output, ctx) => {
      requireSuperAdmin(ctx);
      if (!PLATFORM_SCHEDULES.some((s) => s.name === req.queue))
        throw invalid(JOB_MESSAGES.queue, 'queue');
      const id = await queue.send(req.queue, { manual: true });
      if (!id) throw invalid(JOB_MESSAGES.queue, 'queue');
      return toJob(await jobOrThrow(db, id));
    }),
    RetryJob: unary(async (req: notificationsV1.JobIdRequest__Output, ctx) => {
      requireSuperAdmin(ctx);
      const job = await jobOrThrow(db, req.id);
      await queue.retry(job.queue, job.id);
      return toJob(await jobOrThrow(db, req.id));
    }),
    CancelJob: unary(async (req: notificationsV1.JobIdRequest__Output, ctx) => {
      requireSuperAdmin(ctx);
      const job = await jobOrThrow(db, req.id);
      await queue.cancel(job.queue, job.id);
      return toJob(await jobOrThrow(db, req.id));
    }),
    ListCronJobs: unary(async (_req: notificationsV1.ListCronJobsRequest__Output, ctx) => {
      requireSuperAdmin(ctx);
      return { cron: (await listSchedules(db)).map(toCron) };
    }),
    ToggleCronJob: unary(async (req: notificationsV1.ToggleCronJobRequest__Output, ctx) => {
      requireSuperAdmin(ctx);
      const current = (await listSchedules(db)).find((s) => s.name === req.name);
      if (!current) throw notFound(JOB_MESSAGES.cronNotFound);
      const row = await setScheduleEnabled(db, req.name, !current.enabled);
      if (!row) throw notFound(JOB_MESSAGES.cronNotFound);
      return toCron(row);
    }),
    GetQueueDepth: unary(async (_req: notificationsV1.GetQueueDepthRequest__Output, ctx) => {
      requireSuperAdmin(ctx);
      return queueDepth(db);
    }),
  };
}
