/** The HTTP shapes of Queues & Jobs: a job and a scheduled (cron) job. */
import { z } from 'zod';

export const JobSchema = z
  .object({
    id: z.string(),
    queue: z.string(),
    status: z.string().describe('created, retry, active, completed, cancelled or failed'),
    runtimeMs: z.number().int().nullable(),
    attempts: z.number().int(),
    errorExcerpt: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Job' });

export const CronSchema = z
  .object({
    name: z.string(),
    schedule: z.string(),
    lastRunAt: z.string().nullable(),
    nextRunAt: z.string().nullable(),
    enabled: z.boolean(),
  })
  .meta({ id: 'CronJob' });
