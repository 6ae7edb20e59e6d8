import { keepSubscribed } from '../../src/events/keep-subscribed';
import type { EventBus, SubscribeOptions } from '../../src/events/types';

const silent = { debug() {}, info() {}, warn() {}, error() {} };
const options: SubscribeOptions = { groupId: 'replica-1', topics: ['t'], handler: async () => {} };

/** A bus whose subscribe answers when the test says so: the broker still joining the group. */
function slowBus() {
  const stopped: string[] = [];
  let answer: (() => void) | undefined;
  const bus = {
    subscribe: () =>
      new Promise((resolve) => {
        answer = () => resolve({ stop: async () => void stopped.push('consumer') });
      }),
  } as unknown as EventBus;
  return { bus, stopped, answer: () => answer?.() };
}

describe('a kept subscription', () => {
  it('turns live once the bus takes it, and stop ends its consumer', async () => {
    const { bus, stopped, answer } = slowBus();
    let live = false;
    const kept = keepSubscribed(bus, options, {
      logger: silent,
      what: 'test',
      onLive: () => (live = true),
    });
    answer();
    await kept.ready;
    expect(live).toBe(true);
    await kept.stop();
    expect(stopped).toEqual(['consumer']);
  });

  it('stopped while the subscribe is in flight, waits for it and ends the consumer it made', async () => {
    const { bus, stopped, answer } = slowBus();
    let live = false;
    const kept = keepSubscribed(bus, options, {
      logger: silent,
      what: 'test',
      onLive: () => (live = true),
    });
    let stopDone = false;
    const stopping = kept.stop().then(() => (stopDone = true));
    await Promise.resolve();
    expect(stopDone).toBe(false);
    answer();
    await stopping;
    expect(stopped).toEqual(['consumer']);
    expect(live).toBe(false);
  });

  it('stopped while waiting to retry a bus that refused, stops at once', async () => {
    const bus = {
      subscribe: async () => {
        throw new Error('broker not there');
      },
    } as unknown as EventBus;
    let attempts = 0;
    const counting = {
      subscribe: (o: SubscribeOptions) => ((attempts += 1), bus.subscribe(o)),
    } as unknown as EventBus;
    // With the clock frozen, a stop that sat out the one-second retry wait would never return.
    jest.useFakeTimers();
    try {
      const kept = keepSubscribed(counting, options, { logger: silent, what: 'test' });
      await kept.stop();
      expect(attempts).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
