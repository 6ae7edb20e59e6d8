import { createSocket } from 'node:dgram';
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
