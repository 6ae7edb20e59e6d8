/**
 * Recent Jobs of the super console (docs/product.md §2 Queues & Jobs): ID, Queue, Status, Runtime
 * ms, Attempts and an error excerpt, newest first, read from pg-boss's own job table (the
 * queue's truth, not a copy that could drift).
 */
import { invalid, notFound, type Queryable } from '@portico/kit';
import type { JobQueue } from '@portico/kit';
import * as store from '../store/jobs';
import type { JobRow } from '../store/jobs';
import { PLATFORM_SCHEDULES } from './cron';

export interface RecentJob {
  id: string;
  queue: string;
  /** created, retry, active, completed, cancelled or failed. */
  status: string;
  /** Empty until the job has finished. */
  runtime_ms: number | null;
  attempts: number;
  error_excerpt: string;
  created_at: string;
}

const EXCERPT = 200;

function errorOf(row: JobRow): string {
  if (row.state !== 'failed' && row.state !== 'retry') return '';
  const output = row.output as { message?: unknown } | null;
  const text = typeof output?.message === 'string' ? output.message : JSON.stringify(output ?? '');
  return text.slice(0, EXCERPT);
}

export async function listRecentJobs(db: Queryable, limit = 100): Promise<RecentJob[]> {
  return (await store.listJobs(db, limit)).map(toRecent);
}

export function toRecent(row: JobRow): RecentJob {
  return {
    id: row.id,
    queue: row.name,
    status: row.state,
    runtime_ms:
      row.started_on && row.completed_on
        ? new Date(row.completed_on).getTime() - new Date(row.started_on).getTime()
        : null,
    // A job's attempts: the first run plus each retry pg-boss made.
    attempts: row.retry_count + (row.started_on ? 1 : 0),
    error_excerpt: errorOf(row),
    created_at: new Date(row.created_on).toISOString(),
  };
}

export interface QueueDepthFigures {
  queued: number;
  running: number;
  failed_last_24h: number;
}

/** Jobs waiting (created or retry), running, and failed in the last day, across queues. */
export async function queueDepth(db: Queryable): Promise<QueueDepthFigures> {
  const { queued, running, failed } = await store.countJobs(db);
  return { queued, running, failed_last_24h: failed };
}

/** One job by id (after Retry or Cancel), or null. */
export async function findJob(db: Queryable, id: string): Promise<RecentJob | null> {
  const row = await store.findJob(db, id);
  return row ? toRecent(row) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const JOB_MESSAGES = {
  notFound: 'Job not found',
  queue: 'Unknown queue',
} as const;

async function jobOrThrow(db: Queryable, id: string): Promise<RecentJob> {
  const job = UUID.test(id) ? await findJob(db, id) : null;
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  return job;
}

interface JobDeps {
  db: Queryable;
  queue: JobQueue;
}

/** Runs one of the platform's scheduled jobs now, outside its schedule. */
export async function runScheduleNow(deps: JobDeps, name: string): Promise<RecentJob> {
  if (!PLATFORM_SCHEDULES.some((s) => s.name === name)) throw invalid(JOB_MESSAGES.queue, 'queue');
  const id = await deps.queue.send(name, { manual: true });
  if (!id) throw invalid(JOB_MESSAGES.queue, 'queue');
  return jobOrThrow(deps.db, id);
}

/** Recent Jobs' Retry: a failed or cancelled job queued again. */
export async function retryJob(deps: JobDeps, id: string): Promise<RecentJob> {
  const job = await jobOrThrow(deps.db, id);
  await deps.queue.retry(job.queue, job.id);
  return jobOrThrow(deps.db, id);
}

/** Recent Jobs' Cancel: a job that has not finished stops. */
export async function cancelJob(deps: JobDeps, id: string): Promise<RecentJob> {
  const job = await jobOrThrow(deps.db, id);
  await deps.queue.cancel(job.queue, job.id);
  return jobOrThrow(deps.db, id);
}
