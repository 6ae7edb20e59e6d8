/** Recent Jobs, the Cron table and queue depth over gRPC (super admins only). */
import { unary, type Database } from '@portico/kit';
import type { notificationsV1 } from '@portico/proto';
import { listSchedules, toggleSchedule } from '../domain/cron';
import {
  cancelJob,
  listRecentJobs,
  queueDepth,
  retryJob,
  runScheduleNow,
  type RecentJob,
} from '../domain/recentJobs';
import type { JobQueue } from '@portico/kit';
import type { CronRow } from '../store/cronSchedules';
import { iso, requireSuperAdmin } from './access';

type Handlers = notificationsV1.NotificationsServiceHandlers;

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

export function jobHandlers(deps: { db: Database; queue: JobQueue }): Partial<Handlers> {
  const { db } = deps;
  return {
    ListRecentJobs: unary(async (req: notificationsV1.ListRecentJobsRequest__Output, ctx) => {
      requireSuperAdmin(ctx);
      const limit = req.limit > 0 ? Math.min(req.limit, 500) : 100;
      return { jobs: (await listRecentJobs(db, limit)).map(toJob) };
    }),
    // Runs one of the platform's scheduled jobs now, outside its schedule.
    EnqueueJob: unary(async (req: notificationsV1.EnqueueJobRequest__Output, ctx) => {
      requireSuperAdmin(ctx);
      return toJob(await runScheduleNow(deps, req.queue));
    }),
    RetryJob: unary(async (req: notificationsV1.JobIdRequest__Output, ctx) => {
      requireSuperAdmin(ctx);
      return toJob(await retryJob(deps, req.id));
    }),
    CancelJob: unary(async (req: notificationsV1.JobIdRequest__Output, ctx) => {
      requireSuperAdmin(ctx);
      return toJob(await cancelJob(deps, req.id));
    }),
    ListCronJobs: unary(async (_req: notificationsV1.ListCronJobsRequest__Output, ctx) => {
      requireSuperAdmin(ctx);
      return { cron: (await listSchedules(db)).map(toCron) };
    }),
    ToggleCronJob: unary(async (req: notificationsV1.ToggleCronJobRequest__Output, ctx) => {
      requireSuperAdmin(ctx);
      return toCron(await toggleSchedule(db, req.name));
    }),
    GetQueueDepth: unary(async (_req: notificationsV1.GetQueueDepthRequest__Output, ctx) => {
      requireSuperAdmin(ctx);
      return queueDepth(db);
    }),
  };
}
