/**
 * A live stream (GET /api/stream) as the browser reads it: the `eventsource` package (the kit's
 * client uses the same one) with its fetch given the access token and tenant header, which it
 * sends again on each reconnect with the Last-Event-ID it last saw.
 */
import { EventSource } from 'eventsource';
import type { ApiClient } from './client';

export interface Received {
  type: string;
  id: string;
  data: Record<string, unknown>;
}

export interface OpenedStream {
  events: Received[];
  /** Resolves with the first event (after those already taken) that `match` accepts. */
  next(match: (event: Received) => boolean, what?: string): Promise<Received>;
  /** The HTTP status of the last refused (re)connection, if any. */
  refusal?: { status: number; message: string };
  source: EventSource;
  close(): void;
}

const TYPES = [
  'message.created',
  'message.edited',
  'message.deleted',
  'read',
  'conversation',
  'unread',
  'ready',
  'resync',
  'end',
];

export function openLiveStream(
  client: ApiClient,
  options: { baseUrl?: string; lastEventId?: string } = {},
): OpenedStream {
  const base = options.baseUrl ?? client.baseUrl;
  const source = new EventSource(`${base}/api/stream`, {
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('authorization', `Bearer ${client.accessToken ?? ''}`);
      headers.set('x-tenant-id', client.tenantId ?? '');
      headers.set('x-forwarded-for', client.ip);
      // The first connection resumes where the test says; reconnects, where the stream was.
      if (options.lastEventId && !headers.has('last-event-id'))
        headers.set('last-event-id', options.lastEventId);
      return fetch(input, { ...init, headers });
    },
  });
  const events: Received[] = [];
  const waiters: Array<() => void> = [];
  const opened: OpenedStream = {
    events,
    source,
    async next(match, what = 'a matching event') {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const index = events.findIndex(match);
        if (index >= 0) return events.splice(index, 1)[0]!;
        if (Date.now() > deadline)
          throw new Error(
            `the stream never sent ${what}; it sent ${JSON.stringify(events.map((e) => e.type))}`,
          );
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 500).unref();
        });
      }
    },
    close: () => source.close(),
  };
  for (const type of TYPES)
    source.addEventListener(type, (event) => {
      events.push({
        type,
        id: event.lastEventId,
        data: JSON.parse(event.data) as Record<string, unknown>,
      });
      for (const wake of waiters.splice(0)) wake();
    });
  source.addEventListener('error', (event) => {
    const { code, message } = event as unknown as { code?: number; message?: string };
    if (code) opened.refusal = { status: code, message: message ?? '' };
    for (const wake of waiters.splice(0)) wake();
  });
  return opened;
}
