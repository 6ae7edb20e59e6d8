/** Jobs and cron jobs as notifications describes them, in their HTTP shapes (schemas.ts). */
import type { z } from 'zod';
import type { notificationsV1 } from '@portico/proto';
import type { CronSchema, JobSchema } from './schemas';

export const toJob = (j: notificationsV1.Job__Output): z.input<typeof JobSchema> => ({
  id: j.id,
  queue: j.queue,
  status: j.status,
  // A job still waiting or running has no runtime yet.
  runtimeMs: j.status === 'completed' || j.status === 'failed' ? j.runtime_ms : null,
  attempts: j.attempts,
  errorExcerpt: j.error_excerpt,
  createdAt: j.created_at,
});

export const toCron = (c: notificationsV1.CronJob__Output): z.input<typeof CronSchema> => ({
  name: c.name,
  schedule: c.schedule,
  lastRunAt: c.last_run_at || null,
  nextRunAt: c.next_run_at || null,
  enabled: c.enabled,
});
