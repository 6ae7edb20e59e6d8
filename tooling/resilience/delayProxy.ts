/**
 * A TCP proxy in front of PostgreSQL for one service, so its database can turn slow without
 * touching the others': while a delay is set, every answer from the server reaches the
 * service that much later (in order), as a database drowning in a long query or a congested
 * network would look from the service. Requests go through at once.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface DelayProxy {
  port: number;
  /** Answers from now on arrive `ms` late; 0 passes them through again. */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

export async function startDelayProxy(target: { host: string; port: number }): Promise<DelayProxy> {
  let delayMs = 0;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    // Chunks are handed on in order: each no earlier than the one before it.
    let lastDue = 0;
    const timers = new Set<NodeJS.Timeout>();
    const end = () => {
      for (const timer of timers) clearTimeout(timer);
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => {
      const due = Math.max(Date.now() + delayMs, lastDue);
      lastDue = due;
      if (due <= Date.now()) {
        client.write(chunk);
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        client.write(chunk);
      }, due - Date.now());
      timers.add(timer);
    });
    client.once('close', end);
    upstream.once('close', () => {
      // What the server already said still reaches the client, late as it is.
      const wait = Math.max(lastDue - Date.now(), 0);
      setTimeout(end, wait);
    });
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    setDelay(ms) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
