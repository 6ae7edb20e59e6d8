/**
 * The integration layer refuses the embedded stand-ins (tooling/test-infra/integration-guard.ts):
 * a test that slipped back to the in-process bus or PGlite fails instead of passing on them.
 */
import os from 'node:os';
import { createLogger, MemoryEventBus, openDatabase } from '@portico/kit';

describe('the integration layer', () => {
  it('refuses the in-process event bus', async () => {
    const bus = new MemoryEventBus({ logger: createLogger('guard-test', 'silent') });
    await expect(bus.publish([])).rejects.toThrow(/in-process event bus is not allowed/);
    await expect(
      bus.subscribe({ groupId: 'g', topics: ['t'], handler: async () => undefined }),
    ).rejects.toThrow(/in-process event bus is not allowed/);
  });

  it('refuses an embedded PGlite database', async () => {
    await expect(openDatabase({ dataDir: os.tmpdir() })).rejects.toThrow(
      /PGlite is not allowed in the integration layer/,
    );
  });
});
