/**
 * Webhook delivery against a real local receiver that verifies our signatures with the
 * `standardwebhooks` package, and a real DNS server (dns2) for the SSRF check: a 500 is
 * retried on the schedule with the same webhook-id, a replay is accepted, two secrets sign
 * during rotation, Retry-After pushes the retry later, 410 disables, and a name that
 * resolves to 127.0.0.1 is refused before any connection.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { startDnsServer, type TestDnsServer } from '../../../tooling/test-infra/dns';
import { checkDestination, DESTINATION_MESSAGES, dnsResolve } from '../src/webhooks/destination';
import { deliverWebhook, type WebhookMessage } from '../src/webhooks/deliver';
import { nextStep, RETRY_SCHEDULE_MS } from '../src/domain/webhookSchedule';
import { generateWebhookSecret } from '../src/webhooks/signature';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Answers from `script` in turn (then 200), recording each request. */
function receiver(script: { status: number; headers?: Record<string, string> }[]) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      const next = script.shift() ?? { status: 200 };
      res.writeHead(next.status, next.headers).end('ok');
    });
  });
  return { server, received };
}

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

let dns: TestDnsServer;

beforeAll(async () => {
  dns = await startDnsServer(0, { 'hooks.evil.test': '127.0.0.1' });
});
afterAll(() => dns.close());

const message: WebhookMessage = {
  id: 'msg_2f1c7d0e',
  type: 'forms.response.submitted',
  data: { formId: 'f1', responseId: 'r1' },
  timestamp: new Date('2026-11-22T10:00:00Z'),
};

/** The local receiver is on loopback: the operator's exemption lets this test reach it. */
const loopbackAllowed = { resolve: dnsResolve(), allowedNetworks: ['127.0.0.1/32'] };

it('delivers a payload the standardwebhooks package verifies, retries a 500 with the same id, and accepts a replay', async () => {
  const secret = generateWebhookSecret();
  const { server, received } = receiver([{ status: 500 }]);
  const port = await listen(server);
  const url = `http://127.0.0.1:${port}/hooks`;
  try {
    const first = await deliverWebhook({
      url,
      secrets: [secret],
      message,
      policy: loopbackAllowed,
    });
    expect(first.status).toBe(500);
    expect(nextStep(1, first.status, first.retryAfterMs)).toEqual({
      kind: 'retry',
      delayMs: RETRY_SCHEDULE_MS[1],
    });
    const retry = await deliverWebhook({
      url,
      secrets: [secret],
      message,
      policy: loopbackAllowed,
    });
    expect(retry.status).toBe(200);
    expect(nextStep(2, retry.status, null)).toEqual({ kind: 'done' });
    const replay = await deliverWebhook({
      url,
      secrets: [secret],
      message,
      policy: loopbackAllowed,
    });
    expect(replay.status).toBe(200);

    expect(received).toHaveLength(3);
    const verifier = new Webhook(secret);
    for (const r of received) {
      const verified = verifier.verify(r.body, r.headers as Record<string, string>);
      expect(verified).toMatchObject({ type: 'forms.response.submitted', data: message.data });
      expect(r.headers['webhook-id']).toBe(message.id);
    }
    // A tampered body fails verification: the signature covers it.
    expect(() =>
      verifier.verify(received[0]!.body.replace('r1', 'r2'), received[0]!.headers as never),
    ).toThrow();
  } finally {
    server.close();
  }
});

it('signs with both secrets while one is rotated, so either verifies', async () => {
  const [previous, next] = [generateWebhookSecret(), generateWebhookSecret()];
  const { server, received } = receiver([]);
  const port = await listen(server);
  try {
    await deliverWebhook({
      url: `http://127.0.0.1:${port}/`,
      secrets: [next, previous],
      message,
      policy: loopbackAllowed,
    });
    const [r] = received;
    expect(String(r!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [previous, next])
      expect(() => new Webhook(secret).verify(r!.body, r!.headers as never)).not.toThrow();
  } finally {
    server.close();
  }
});

it('waits as long as Retry-After asks, and disables the endpoint on 410 Gone', async () => {
  const { server } = receiver([
    { status: 503, headers: { 'retry-after': '900' } },
    { status: 410 },
  ]);
  const port = await listen(server);
  const url = `http://127.0.0.1:${port}/`;
  try {
    const busy = await deliverWebhook({
      url,
      secrets: [generateWebhookSecret()],
      message,
      policy: loopbackAllowed,
    });
    expect(nextStep(2, busy.status, busy.retryAfterMs)).toEqual({
      kind: 'retry',
      delayMs: 900_000,
    });
    const gone = await deliverWebhook({
      url,
      secrets: [generateWebhookSecret()],
      message,
      policy: loopbackAllowed,
    });
    expect(nextStep(3, gone.status, gone.retryAfterMs)).toEqual({ kind: 'disable' });
  } finally {
    server.close();
  }
});

it('follows the schedule to its end, then gives up', () => {
  expect(RETRY_SCHEDULE_MS).toEqual([0, 5e3, 3e5, 18e5, 72e5, 18e6, 36e6, 36e6]);
  expect(nextStep(RETRY_SCHEDULE_MS.length, 500, null)).toEqual({ kind: 'give-up' });
});

it('refuses a name that resolves to 127.0.0.1 before connecting, and loopback itself', async () => {
  const { server, received } = receiver([]);
  const port = await listen(server);
  const policy = { resolve: dnsResolve(dns.server) };
  try {
    for (const url of [
      `http://hooks.evil.test:${port}/`,
      `http://127.0.0.1:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
    ]) {
      const result = await deliverWebhook({
        url,
        secrets: [generateWebhookSecret()],
        message,
        policy,
      });
      expect(result).toMatchObject({ status: 0, error: DESTINATION_MESSAGES.private });
    }
    expect(received).toHaveLength(0);
  } finally {
    server.close();
  }
});

// Issue 24 item 7: IPv6 forms the old list let through (fec0::/10, 2002::/16, 64:ff9b:1::/48,
// 2001::/32, IPv4-mapped and -compatible). Failed before the fix: each was accepted as public.
it.each([
  'http://[::127.0.0.1]/hook',
  'http://[::7f00:1]/hook',
  'http://[::ffff:7f00:1]/hook',
  'http://[fec0::1]/hook',
  'http://[2002:7f00:1::1]/hook',
  'http://[64:ff9b:1::a00:1]/hook',
  'http://[2001::1]/hook',
])('refuses the internal address %s as a webhook destination', async (url) => {
  await expect(checkDestination(url, { resolve: async () => [] })).rejects.toMatchObject({
    message: DESTINATION_MESSAGES.private,
  });
});

// A resolver that does not know `localhost` answered nothing, and a save let an unresolved name
// through (it may resolve tomorrow); localhost never will be anything but this machine.
it.each(['http://localhost/hook', 'http://LOCALHOST./hook', 'http://portal.localhost:8080/hook'])(
  'refuses %s as a webhook destination whatever DNS answers',
  async (url) => {
    await expect(checkDestination(url, { resolve: async () => [] })).rejects.toMatchObject({
      message: DESTINATION_MESSAGES.private,
      reason: 'private',
    });
  },
);
