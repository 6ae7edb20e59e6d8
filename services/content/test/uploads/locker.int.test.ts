/**
 * The upload lock holds across replicas: two lockers with their own pools (as two content
 * replicas would have) on one PostgreSQL database; and it lives through a database restart.
 */
import pino from 'pino';
import { startPostgres, type ControllablePostgres } from '../../../../tooling/test-infra/postgres';
import { PgAdvisoryLocker } from '../../src/uploads/locker';
import { contentTestDatabase } from '../support';

// A server of its own is started, stopped and started again: seconds on a loaded machine.
jest.setTimeout(60_000);

let close: () => Promise<void>;
let replicaA: PgAdvisoryLocker;
let replicaB: PgAdvisoryLocker;

beforeAll(async () => {
  const database = await contentTestDatabase();
  close = database.close;
  replicaA = new PgAdvisoryLocker({ url: database.url, max: 4 });
  replicaB = new PgAdvisoryLocker({ url: database.url, max: 4 });
  await replicaA.start();
  await replicaB.start();
});
afterAll(async () => {
  await replicaA?.stop();
  await replicaB?.stop();
  await close?.();
});

it('a request on another replica asks the holder to let go, then gets the lock', async () => {
  const held = replicaA.newLock('upload-1');
  const asked = new Promise<void>((resolve) =>
    held.lock(new AbortController().signal, async () => {
      resolve();
      await held.unlock();
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  const waiting = replicaB.newLock('upload-1');
  await waiting.lock(AbortSignal.timeout(10_000), () => undefined);
  await asked;
  await waiting.unlock();
});

it('a holder that does not let go keeps the lock until the waiter gives up', async () => {
  const stubborn = replicaA.newLock('upload-2');
  await stubborn.lock(new AbortController().signal, () => undefined);
  const waiting = replicaB.newLock('upload-2');
  await expect(waiting.lock(AbortSignal.timeout(500), () => undefined)).rejects.toMatchObject({
    body: 'failed to acquire lock before timeout',
  });
  await stubborn.unlock();
  await waiting.lock(AbortSignal.timeout(5000), () => undefined);
  await waiting.unlock();
});

it('locks on different uploads do not wait for each other', async () => {
  const one = replicaA.newLock('upload-3');
  const other = replicaB.newLock('upload-4');
  await one.lock(new AbortController().signal, () => undefined);
  await other.lock(AbortSignal.timeout(1000), () => undefined);
  await Promise.all([one.unlock(), other.unlock()]);
});

describe('when the database restarts', () => {
  let server: ControllablePostgres;
  let locker: PgAdvisoryLocker;
  beforeAll(async () => {
    server = await startPostgres();
    locker = new PgAdvisoryLocker({ url: server.url, max: 4, logger: pino({ level: 'silent' }) });
    await locker.start();
  });
  afterAll(async () => {
    await locker?.stop();
    await server?.stop();
  });

  it('a held lock lost with its session asks its request to stop, and locks work again after', async () => {
    const held = locker.newLock('upload-restart');
    let stopRequest!: () => void;
    const asked = new Promise<void>((resolve) => (stopRequest = resolve));
    await held.lock(new AbortController().signal, async () => {
      stopRequest();
      await held.unlock();
    });
    await server.down();
    try {
      await asked;
    } finally {
      await server.up();
    }
    const again = locker.newLock('upload-restart');
    await again.lock(AbortSignal.timeout(10_000), () => undefined);
    await again.unlock();
  });
});
