/**
 * make resilience restarts each process on the port it was given, so those ports must stay
 * free of the local ports the kernel gives outgoing connections (EADDRINUSE on a busy machine).
 */
import { createServer, type Server } from 'node:net';
import { fixedPort, outgoingPortRange } from '../test-infra/ports';

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

it('gives distinct ports below the outgoing range that can be listened on', async () => {
  const [first] = outgoingPortRange();
  const ports = await Promise.all(Array.from({ length: 20 }, () => fixedPort()));

  expect(new Set(ports).size).toBe(ports.length);
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(1024);
    expect(port).toBeLessThan(first);
  }
  const servers = await Promise.all(ports.map(listen));
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});
