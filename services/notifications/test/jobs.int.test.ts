/**
 * The job queue as the super console sees it, on real PostgreSQL with two replicas polling the
 * same queue: no job ever runs twice; a job failing every attempt ends failed with its error
 * in Recent Jobs, and Retry runs it again to completion; a job not yet run can be cancelled;
 * a job queued in a transaction is taken as soon as it commits, not at the next poll, and a
 * delayed one as soon as it comes due.
 */
import { createLogger, openDatabase, type Database } from '@portico/kit';
import { eventually } from '../../../tooling/test-infra/eventually';
import { createTestDatabase, type TestDatabase } from '../../../tooling/test-infra/db';
import { createJobQueue, type JobQueue } from '@portico/kit';
import { listRecentJobs, type RecentJob } from '../src/domain/recentJobs';

jest.setTimeout(120_000);

let database: TestDatabase;
let dbA: Database;
let dbB: Database;
let replicaA: JobQueue;
let replicaB: JobQueue;

beforeAll(async () => {
  database = await createTestDatabase('jobs', { asServiceUser: true });
  const logger = createLogger('jobs-test', 'silent');
  dbA = await openDatabase({ url: database.url, dataDir: '' });
  dbB = await openDatabase({ url: database.url, dataDir: '' });
  replicaA = createJobQueue({ db: dbA, logger, pollingIntervalSeconds: 0.5 });
  replicaB = createJobQueue({ db: dbB, logger, pollingIntervalSeconds: 0.5 });
  await replicaA.start();
  await replicaB.start();
});

afterAll(async () => {
  await replicaA?.stop();
  await replicaB?.stop();
  await dbA?.close();
  await dbB?.close();
  await database?.drop();
});

/** pg-boss works the queue on its own schedule: a job's state is read until it holds. */
const JOBS = { timeoutMs: 60_000, everyMs: 250 };

/**
 * Runs `use` with a worker that polls once a minute on `queue`, and what it ran: only a wake
 * (on commit, or when a delayed job is due) can make it run a job within a test's time.
 */
async function withPatientWorker(
  queue: string,
  use: (patient: JobQueue, runs: string[]) => Promise<void>,
): Promise<void> {
  const patient = createJobQueue({
    db: dbA,
    logger: createLogger('jobs-test', 'silent'),
    pollingIntervalSeconds: 60,
  });
  await patient.start();
  try {
    await patient.createQueue(queue, { retryLimit: 0 });
    const runs: string[] = [];
    await patient.work<{ n: string }>(queue, async (job) => {
      runs.push(job.data.n);
    });
    await use(patient, runs);
  } finally {
    await patient.stop();
  }
}

const jobOf = async (id: string): Promise<RecentJob | undefined> =>
  (await listRecentJobs(dbA, 1000)).find((job) => job.id === id);

it('never runs the same job on two replicas', async () => {
  await replicaA.createQueue('test-once', { retryLimit: 0 });
  const runs: string[] = [];
  const handler = async (job: { data: { n: number } }) => {
    runs.push(`${job.data.n}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  };
  await replicaA.work('test-once', handler);
  await replicaB.work('test-once', handler);
  const ids = await Promise.all(
    Array.from({ length: 30 }, (_, n) => replicaA.send('test-once', { n })),
  );
  await eventually(
    'thirty runs',
    async () => runs.length,
    (count) => count >= 30,
    JOBS,
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(runs).toHaveLength(30);
  expect(new Set(runs).size).toBe(30);
  const states = await Promise.all(ids.map((id) => jobOf(id!)));
  expect(states.every((job) => job?.status === 'completed')).toBe(true);
});

it('marks a job failed after its attempts with the error, and Retry runs it to completion', async () => {
  await replicaA.createQueue('test-flaky', { retryLimit: 2, retryDelaySeconds: 1 });
  let healthy = false;
  let attempts = 0;
  await replicaA.work('test-flaky', async () => {
    attempts += 1;
    if (!healthy) throw new Error('SMTP peer refused the connection');
  });
  const id = (await replicaA.send('test-flaky', { to: 'ada@example.com' }))!;
  const failed = await eventually(
    'the job to fail',
    () => jobOf(id),
    (job) => job?.status === 'failed',
    JOBS,
  );
  expect(failed).toMatchObject({ status: 'failed', queue: 'test-flaky', attempts: 3 });
  expect(failed?.error_excerpt).toContain('SMTP peer refused the connection');
  expect(attempts).toBe(3);

  healthy = true;
  await replicaA.retry('test-flaky', id);
  const revived = await eventually(
    'the job to complete',
    () => jobOf(id),
    (job) => job?.status === 'completed',
    JOBS,
  );
  expect(revived?.status).toBe('completed');
  expect(revived?.runtime_ms).not.toBeNull();
});

it('cancels a job before it runs, and it never runs', async () => {
  await replicaA.createQueue('test-cancel');
  const id = (await replicaA.send('test-cancel', { any: 1 }))!;
  await replicaA.cancel('test-cancel', id);
  let ran = false;
  await replicaB.work('test-cancel', async () => {
    ran = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(ran).toBe(false);
  expect((await jobOf(id))?.status).toBe('cancelled');
});

it('takes a job queued in a transaction when it commits, not at the next poll, and never one rolled back', async () => {
  await withPatientWorker('test-woken', async (patient, runs) => {
    await expect(
      dbA.transaction(async (tx) => {
        await patient.send('test-woken', { n: 'rolled back' }, tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await dbA.transaction(async (tx) => {
      await patient.send('test-woken', { n: 'committed' }, tx);
    });
    await eventually(
      'the committed job to run',
      async () => runs,
      (r) => r.length > 0,
      { timeoutMs: 15_000, everyMs: 100 },
    );
    expect(runs).toEqual(['committed']);
  });
});

it('takes a delayed job when it comes due, not at the next poll', async () => {
  await withPatientWorker('test-due', async (patient, runs) => {
    await dbA.transaction(async (tx) => {
      await patient.send('test-due', { n: 'in a second' }, tx, { startAfterSeconds: 1 });
    });
    await patient.send('test-due', { n: 'in two seconds' }, undefined, { startAfterSeconds: 2 });
    await eventually(
      'both delayed jobs to run',
      async () => runs,
      (r) => r.length === 2,
      { timeoutMs: 15_000, everyMs: 100 },
    );
    expect(runs).toEqual(['in a second', 'in two seconds']);
  });
});
