/**
 * Mission Control's Job Queue Depth series on real PostgreSQL: each minute's sample counts the
 * jobs waiting in pg-boss (a retry waiting for its time included), two replicas sampling the
 * same minute keep one row, minutes nobody sampled stay absent, and only a super admin reads
 * the series.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createLogger, type CallContext, type Database } from '@portico/kit';
import { unaryHandlerOf } from '../../kit/src/grpc/unary';
import { openTestDatabase, type MigratedTestDatabase } from '../../../tooling/test-infra/db';
import { queueDepthHandlers } from '../src/grpc/queueDepth';
import { sampleQueueDepth } from '../src/domain/queueDepthSamples';
import { createJobQueue, type JobQueue } from '@portico/kit';

jest.setTimeout(120_000);

let database: MigratedTestDatabase;
let db: Database;
let queue: JobQueue;

beforeAll(async () => {
  database = await openTestDatabase({
    prefix: 'depth',
    migrations: [path.join(__dirname, '..', 'migrations')],
    asServiceUser: true,
  });
  db = database.db;
  queue = createJobQueue({ db, logger: createLogger('depth-test', 'silent') });
  await queue.start();
});

afterAll(async () => {
  await queue?.stop();
  await database?.close();
});

const superAdmin: CallContext = { userId: randomUUID(), roles: ['super_admin'] };
const tenantAdmin: CallContext = { userId: randomUUID(), tenantId: randomUUID(), roles: ['admin'] };

type Samples = { samples: { at: string; queued: number }[] };
const series = (ctx: CallContext, hours = 24) =>
  unaryHandlerOf(queueDepthHandlers(db).ListQueueDepthSamples)!({ hours }, ctx) as Promise<Samples>;

it('samples the waiting jobs once per minute however many replicas sample it, oldest first', async () => {
  await queue.createQueue('depth-test');
  // Nobody works this queue: both jobs wait, one of them until its retry time an hour away.
  await queue.send('depth-test', { n: 1 });
  await queue.send('depth-test', { n: 2 }, undefined, { startAfterSeconds: 3600 });

  const earlier = new Date(Date.now() - 10 * 60_000);
  await sampleQueueDepth(db, earlier);
  await Promise.all([sampleQueueDepth(db), sampleQueueDepth(db)]);
  await queue.send('depth-test', { n: 3 });
  // The same minute again (a third replica, later in that minute): the first sample stands.
  await sampleQueueDepth(db);

  const { samples } = await series(superAdmin);
  expect(samples).toHaveLength(2);
  expect(samples.map((s) => s.queued)).toEqual([2, 2]);
  expect(Date.parse(samples[0]!.at)).toBeLessThan(Date.parse(samples[1]!.at));
  expect(new Date(samples[0]!.at).getUTCSeconds()).toBe(0);
});

it('answers only the hours asked for, and refuses a tenant admin and an out-of-range window', async () => {
  await sampleQueueDepth(db, new Date(Date.now() - 3 * 3600_000));
  expect(
    (await series(superAdmin, 2)).samples.every(
      (s) => Date.parse(s.at) > Date.now() - 2 * 3600_000,
    ),
  ).toBe(true);
  expect((await series(superAdmin, 24)).samples.length).toBeGreaterThan(
    (await series(superAdmin, 2)).samples.length,
  );
  await expect(series(tenantAdmin)).rejects.toMatchObject({
    code: 'PERMISSION_DENIED',
    message: 'Super admins only',
  });
  await expect(series(superAdmin, 500)).rejects.toMatchObject({
    code: 'INVALID_ARGUMENT',
    message: 'hours must be 1 to 168',
  });
});
