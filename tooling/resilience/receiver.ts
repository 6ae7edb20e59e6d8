/**
 * The tenants' webhook receiver: answers every delivery 200 at once and counts each
 * webhook-id (the event's id, the same on a retry), so the report can say how many events
 * reached the outside world and how many arrived more than once.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WebhookReceiver {
  url: string;
  /** Deliveries received per webhook-id. */
  readonly received: ReadonlyMap<string, number>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(host: string): Promise<WebhookReceiver> {
  const received = new Map<string, number>();
  const server = http.createServer((req, res) => {
    req.resume();
    req.once('end', () => {
      const id = req.headers['webhook-id'];
      if (typeof id === 'string') received.set(id, (received.get(id) ?? 0) + 1);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/hooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
