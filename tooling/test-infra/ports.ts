import { createSocket } from 'node:dgram';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/*
 * Tests never bind a fixed port in the ephemeral range (Linux: 32768–60999,
 * /proc/sys/net/ipv4/ip_local_port_range; tooling/test/test-ports.test.ts checks): any other
 * process may hold it, as when the browser layer's SMTP peer found 52725 + worker taken on a
 * fresh machine. They ask the OS for a free one and pass it on (a stack's environment, a
 * record next to the stack). A TCP port the OS picks for a listener is also the kind it does
 * not hand to outgoing connections while the listener is down between two test files: Linux
 * gives listeners odd ports and connections even ones first.
 */

/** A loopback TCP port nothing listens on right now (the OS picks it; we release it at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A loopback UDP port nothing is bound to right now, for a DNS server (UDP ports are apart). */
export function freeUdpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = createSocket('udp4');
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}

/** The kernel's range for the local ports of outgoing connections, [first, last]. */
export function outgoingPortRange(): [number, number] {
  try {
    const [first, last] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (first && last) return [first, last];
  } catch {
    // Not Linux: IANA's dynamic range, which most other systems use.
  }
  return [49152, 65535];
}

const handedOut = new Set<number>();

/**
 * A loopback port nothing listens on, for a process that must find it free again each time
 * it is restarted (make resilience's supervisor). freePort's ports come from the range the
 * kernel gives outgoing connections, so any process's next connection to PostgreSQL or Kafka
 * may take one before it is bound, or while its process restarts (EADDRINUSE, seen on a busy
 * machine). These come from below that range, where only a listener could be.
 */
export async function fixedPort(): Promise<number> {
  const [first] = outgoingPortRange();
  const low = Math.max(1024, first - 12_000);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = low + Math.floor(Math.random() * (first - low));
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await canListen(port)) return port;
    handedOut.delete(port);
  }
  throw new Error(`no free port found between ${low} and ${first - 1}`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
