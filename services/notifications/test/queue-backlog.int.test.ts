/**
 * A backlog drains job after job: pg-boss waits its polling interval after every fetch, so a
 * worker that is not woken after each job handles one job per interval (one email a second
 * behind a 100-row invitation import). With a long interval the difference is plain: twenty
 * queued jobs finish in about one interval, not twenty.
 */
import { createLogger, openDatabase, type Database } from '@portico/kit';
import { createTestDatabase, type TestDatabase } from '../../../tooling/test-infra/db';
import { createJobQueue, type JobQueue } from '@portico/kit';

jest.setTimeout(120_000);

const POLLING_SECONDS = 5;
let database: TestDatabase;
let db: Database;
let queue: JobQueue;

beforeAll(async () => {
  database = await createTestDatabase('queue_backlog', { asServiceUser: true });
  db = await openDatabase({ url: database.url, dataDir: '' });
  queue = createJobQueue({
    db,
    logger: createLogger('queue-backlog-test', 'silent'),
    pollingIntervalSeconds: POLLING_SECONDS,
  });
  await queue.start();
});

afterAll(async () => {
  await queue?.stop();
  await db?.close();
  await database?.drop();
});

it('works through twenty queued jobs without waiting a polling interval between them', async () => {
  await queue.createQueue('test-backlog', { retryLimit: 0 });
  for (let n = 0; n < 20; n += 1) await queue.send('test-backlog', { n });
  const done: number[] = [];
  const allDone = new Promise<void>(
    (resolve) =>
      void queue.work<{ n: number }>('test-backlog', async (job) => {
        done.push(job.data.n);
        if (done.length === 20) resolve();
      }),
  );
  const outcome = await Promise.race([
    allDone.then(() => 'drained'),
    // Twenty intervals would be 100 s; three leave room for a busy machine.
    new Promise((resolve) =>
      setTimeout(() => resolve(`${done.length} of 20`), POLLING_SECONDS * 3_000),
    ),
  ]);
  expect(outcome).toBe('drained');
  expect([...done].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
});
