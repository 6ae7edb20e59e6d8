import { eventually, isDefined } from '../test-infra/eventually';

// The polling every layer shares: it returns the first answer the state holds for, and a
// failure names what it waited for and what it last saw. Jest's clock stands in for the wait.

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('reads until the state holds and returns that answer', async () => {
  const answers = [1, 2, 3, 4];
  const read = jest.fn(() => answers.shift());
  const waiting = eventually('three', read, (n) => n === 3);
  await jest.advanceTimersByTimeAsync(1_000);
  await expect(waiting).resolves.toBe(3);
  expect(read).toHaveBeenCalledTimes(3);
});

it('returns what a read finds once it finds something', async () => {
  const rows = new Map<string, { id: string }>();
  const waiting = eventually('the row', () => rows.get('a'), isDefined, { everyMs: 10 });
  await jest.advanceTimersByTimeAsync(50);
  rows.set('a', { id: 'a' });
  await jest.advanceTimersByTimeAsync(50);
  await expect(waiting).resolves.toEqual({ id: 'a' });
});

it('fails after the deadline with what it waited for and the last answer', async () => {
  let reads = 0;
  const waiting = eventually(
    'the invoice to be paid',
    () => ({ status: 'open', reads: (reads += 1) }),
    (invoice) => invoice.status === 'paid',
    { timeoutMs: 1_000, everyMs: 250 },
  );
  const failed = expect(waiting).rejects.toThrow(
    /^timed out after 1000 ms waiting for the invoice to be paid; last saw \{"status":"open","reads":6\}$/,
  );
  await jest.advanceTimersByTimeAsync(2_000);
  await failed;
});

it('fails at once when a read throws', async () => {
  const waiting = eventually(
    'anything',
    () => Promise.reject(new Error('connection refused')),
    () => true,
  );
  await expect(waiting).rejects.toThrow('connection refused');
});
