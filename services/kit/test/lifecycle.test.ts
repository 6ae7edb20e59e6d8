import pino from 'pino';
import { Lifecycle } from '../src/lifecycle';

const quiet = pino({ level: 'silent' });

describe('graceful shutdown steps', () => {
  it('run once, in the order they were added', async () => {
    const order: string[] = [];
    const lifecycle = new Lifecycle(quiet, 1000);
    lifecycle.add('drain', () => void order.push('drain'));
    lifecycle.add('servers', async () => void order.push('servers'));
    lifecycle.add('pool', () => void order.push('pool'));

    const [first, second] = await Promise.all([lifecycle.stop(), lifecycle.stop()]);

    expect(order).toEqual(['drain', 'servers', 'pool']);
    expect(first).toBe(true);
    expect(second).toBe(true);
  });

  it('keep going after a failing step and report an unclean stop', async () => {
    const order: string[] = [];
    const lifecycle = new Lifecycle(quiet, 1000);
    lifecycle.add('consumers', () => {
      throw new Error('broker gone');
    });
    lifecycle.add('pool', () => void order.push('pool'));

    await expect(lifecycle.stop()).resolves.toBe(false);
    expect(order).toEqual(['pool']);
  });

  it('are bounded: a step that hangs is abandoned when the grace period is spent', async () => {
    jest.useFakeTimers();
    try {
      const lifecycle = new Lifecycle(quiet, 300);
      let poolClosed = false;
      lifecycle.add('hangs', () => new Promise<void>(() => undefined));
      lifecycle.add('pool', () => {
        poolClosed = true;
      });
      let result: boolean | undefined;
      void lifecycle.stop().then((clean) => (result = clean));

      await jest.advanceTimersByTimeAsync(299);
      expect(result).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      expect(result).toBe(false);
      expect(poolClosed).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
