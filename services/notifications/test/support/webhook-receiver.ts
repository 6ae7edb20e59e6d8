/**
 * A tenant's webhook receiver as an integration would run it: an HTTP server that verifies
 * every request with the `standardwebhooks` package, answers from a script (then 200), and
 * records what it got. Names reach it through tooling/test-infra/dns.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  id: string;
  /** Whether the signature verified with the receiver's secret. */
  verified: boolean;
  payload: { type: string; data: Record<string, unknown> } | undefined;
  path: string;
  body: string;
  /** When it arrived (ms since the epoch). */
  at: number;
}

export interface Receiver {
  url: (host: string, path?: string) => string;
  received: Received[];
  /** Answers for the next requests, in turn; afterwards 200. */
  script: { status: number; headers?: Record<string, string> }[];
  secret: string;
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(address: string): Promise<Receiver> {
  const received: Received[] = [];
  const script: Receiver['script'] = [];
  const state = { secret: '' };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      let payload: Received['payload'];
      let verified = false;
      try {
        payload = new Webhook(state.secret).verify(body, {
          'webhook-id': String(req.headers['webhook-id']),
          'webhook-timestamp': String(req.headers['webhook-timestamp']),
          'webhook-signature': String(req.headers['webhook-signature']),
        }) as Received['payload'];
        verified = true;
      } catch {
        payload = undefined;
      }
      received.push({
        id: String(req.headers['webhook-id']),
        verified,
        payload,
        path: req.url!,
        body,
        at: Date.now(),
      });
      const next = script.shift() ?? { status: 200 };
      res.writeHead(next.status, next.headers).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (host, path = '/hooks') => `http://${host}:${port}${path}`,
    received,
    script,
    get secret() {
      return state.secret;
    },
    set secret(value: string) {
      state.secret = value;
    },
    async waitFor(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      return received;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
