/**
 * A tenant's webhook receiver as an integration would run it: an HTTP server that verifies
 * every request with the `standardwebhooks` package, answers from a script (then 200), and
 * records what it got; and a real DNS server (dns2) answering A questions from a table.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';
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

type Dns2 = {
  Packet: {
    TYPE: { A: number };
    CLASS: { IN: number };
    createResponseFromRequest(r: unknown): { header: { rcode: number }; answers: unknown[] };
  };
  createUDPServer(
    h: (r: { questions: { name: string; type: number }[] }, send: (p: unknown) => void) => void,
  ): { listen(port: number, host: string): Promise<void>; close(cb: () => void): void };
};

/** Answers A questions from `records` (name → IPv4); other names get no answer. */
export async function startDns(records: Record<string, string>) {
  const { Packet, createUDPServer } = dns2 as unknown as Dns2;
  const server = createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    for (const q of request.questions) {
      const address = q.type === Packet.TYPE.A ? records[q.name.toLowerCase()] : undefined;
      if (address)
        response.answers.push({
          name: q.name,
          type: Packet.TYPE.A,
          class: Packet.CLASS.IN,
          ttl: 1,
          address,
        });
    }
    send(response);
  });
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  await server.listen(port, '127.0.0.1');
  return {
    server: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
