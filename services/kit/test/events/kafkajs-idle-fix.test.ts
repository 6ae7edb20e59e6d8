/**
 * The kit's fix of kafkajs' idle connections (kafkajs-idle-fix.ts) on kafkajs' own request
 * queue, the object every broker connection sends through: an idle connection arms no timer at
 * all, and a request in flight is still failed once its timeout passes.
 */
import { fixKafkajsIdleLoop } from '../../src/events/kafkajs-idle-fix';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const RequestQueue = require('kafkajs/src/network/requestQueue') as new (options: object) => {
  scheduleRequestTimeoutCheck(): void;
  push(request: object): void;
  fulfillRequest(response: { correlationId: number; payload: Buffer; size: number }): void;
  destroy(): void;
};

const silent = { debug: () => undefined, info: () => undefined, warn: () => undefined };

/** A connection's queue that was just connected (kafkajs then asks for the timeout checks). */
function connectedQueue() {
  const queue = new RequestQueue({
    maxInFlightRequests: null,
    requestTimeout: 30_000,
    enforceRequestTimeout: true,
    clientId: 'idle-fix-test',
    broker: 'localhost:9092',
    logger: silent,
  });
  queue.scheduleRequestTimeoutCheck();
  return queue;
}

/** Sends a request through `queue` and answers what becomes of it. */
function send(queue: ReturnType<typeof connectedQueue>, correlationId: number) {
  return new Promise((resolve, reject) =>
    queue.push({
      entry: { correlationId, apiKey: 1, apiName: 'Fetch', apiVersion: 11, resolve, reject },
      expectResponse: true,
      sendRequest: () => undefined,
    }),
  );
}

beforeAll(() => fixKafkajsIdleLoop());
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('an idle connection keeps no timer; one with a request in flight sweeps until it is answered', async () => {
  const queue = connectedQueue();
  expect(jest.getTimerCount()).toBe(0);

  const answer = send(queue, 1);
  expect(jest.getTimerCount()).toBe(1);
  queue.fulfillRequest({ correlationId: 1, payload: Buffer.alloc(0), size: 0 });
  await expect(answer).resolves.toMatchObject({ correlationId: 1 });

  jest.advanceTimersByTime(1_000);
  expect(jest.getTimerCount()).toBe(0);
  queue.destroy();
});

it('a request nobody answers still fails once its timeout has passed, and the sweep then stops', async () => {
  const queue = connectedQueue();
  const answer = send(queue, 2);

  jest.advanceTimersByTime(29_000);
  const settled = jest.fn();
  void answer.then(settled, settled);
  await Promise.resolve();
  expect(settled).not.toHaveBeenCalled();

  jest.advanceTimersByTime(2_000);
  await expect(answer).rejects.toThrow(/timed out/);
  expect(jest.getTimerCount()).toBe(0);
  queue.destroy();
});
