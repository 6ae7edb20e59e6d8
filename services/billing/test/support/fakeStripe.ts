/**
 * A local HTTP server answering the Stripe endpoints billing uses, in Stripe's wire format
 * (form-encoded requests with bracketed keys, JSON objects with `object`, lists with
 * `has_more`), so the official SDK can be pointed at it with host/port/protocol.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  path: string;
  form: URLSearchParams;
  query: URLSearchParams;
  auth: string;
}

export interface FakeStripe {
  port: number;
  calls: RecordedCall[];
  /** Objects the fake answers for GET (checkout sessions, subscriptions, customers) by id. */
  objects: Map<string, Record<string, unknown>>;
  /** The events list, newest first as Stripe answers it. */
  events: Array<Record<string, unknown>>;
  /** The next POST is refused with this status and Stripe error object (card declined, …). */
  refuseNext(status: number, error: Record<string, unknown>): void;
  close(): Promise<void>;
}

const json = (status: number, body: unknown) => ({ status, body });

export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: RecordedCall[] = [];
  const objects = new Map<string, Record<string, unknown>>();
  const events: Array<Record<string, unknown>> = [];
  let counter = 0;
  const next = (prefix: string) => `${prefix}_fake_${++counter}`;
  let refusal: { status: number; body: unknown } | undefined;

  const answer = (call: RecordedCall): { status: number; body: unknown } => {
    const { method, path, form, query } = call;
    if (refusal && method === 'POST') {
      const refused = refusal;
      refusal = undefined;
      return refused;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = next('cs');
      const session = {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.test/c/${id}`,
        metadata: Object.fromEntries(
          [...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
        ),
        customer_details: null,
        customer_email: null,
      };
      objects.set(id, session);
      return json(200, session);
    }
    const byId = /^\/v1\/(checkout\/sessions|subscriptions|customers)\/([^/]+)$/.exec(path);
    if (byId && method === 'GET') {
      const found = objects.get(byId[2]!);
      return found
        ? json(200, found)
        : json(404, { error: { type: 'invalid_request_error', message: 'No such object' } });
    }
    if (byId && byId[1] !== 'checkout/sessions' && method === 'POST') {
      const found = objects.get(byId[2]!) as
        | { items?: { data: Array<{ quantity: number }> }; metadata?: Record<string, string> }
        | undefined;
      if (!found) {
        return json(404, { error: { type: 'invalid_request_error', message: 'No such object' } });
      }
      const quantity = form.get('items[0][quantity]');
      if (quantity !== null && found.items) found.items.data[0]!.quantity = Number(quantity);
      // Stripe merges the metadata keys sent into the object's.
      const metadata = [...form].filter(([k]) => k.startsWith('metadata['));
      if (metadata.length) {
        found.metadata = {
          ...found.metadata,
          ...Object.fromEntries(metadata.map(([k, v]) => [k.slice(9, -1), v])),
        };
      }
      return json(200, found);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return json(200, {
        id: next('bps'),
        object: 'billing_portal.session',
        customer: form.get('customer'),
        return_url: form.get('return_url'),
        url: `https://billing.stripe.test/p/session/${counter}`,
      });
    }
    if (method === 'GET' && path === '/v1/events') {
      // Pages of two, newest first, as the SDK's auto-pagination walks them.
      const after = query.get('starting_after');
      const start = after ? events.findIndex((e) => e.id === after) + 1 : 0;
      const page = events.slice(start, start + 2);
      return json(200, {
        object: 'list',
        url: '/v1/events',
        has_more: start + 2 < events.length,
        data: page,
      });
    }
    return json(404, { error: { type: 'invalid_request_error', message: `No route ${path}` } });
  };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const call: RecordedCall = {
        method: req.method ?? 'GET',
        path: url.pathname,
        form: new URLSearchParams(raw),
        query: url.searchParams,
        auth: req.headers.authorization ?? '',
      };
      calls.push(call);
      const { status, body } = answer(call);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': next('req') });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    calls,
    objects,
    events,
    refuseNext(status, error) {
      refusal = json(status, { error });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
