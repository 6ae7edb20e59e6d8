/**
 * The live stream's connection (see liveEvents.ts): its own chunk, loaded with the first
 * listener, so pages without one (sign-in, whose JavaScript budget it would otherwise take)
 * never carry it.
 */
import type { ApiClient } from '../api/client';
import type { StreamEvent, StreamEventType } from './liveEvents';

const EVENT_TYPES: readonly StreamEventType[] = [
  'message.created',
  'message.edited',
  'message.deleted',
  'read',
  'conversation',
  'unread',
  'tasks',
  'ready',
  'resync',
];

/** After the stream was refused (not merely dropped), wait this long before opening it again. */
const REOPEN_MS = 5_000;

export type Listener = (event: StreamEvent) => void;

/**
 * Opens the stream for `tenantId` and hands each event to `onEvent`; the answer closes it.
 * `baseUrl` is the gateway's origin (the page's own in the browser).
 */
export function openLiveStream(
  api: ApiClient,
  tenantId: string,
  onEvent: Listener,
  baseUrl = typeof location === 'undefined' ? 'http://localhost' : location.origin,
): () => void {
  let closed = false;
  let source: { close(): void } | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let lastEventId = '';

  const connect = async () => {
    const { EventSource } = await import('eventsource');
    if (closed) return;
    const url = new URL('/api/stream', baseUrl);
    if (lastEventId) url.searchParams.set('last_event_id', lastEventId);
    const stream = new EventSource(url, {
      fetch: (input, init) => api.sendWithSession(new Request(input, init), tenantId),
    });
    source = stream;
    for (const type of EVENT_TYPES)
      stream.addEventListener(type, (message) => {
        if (message.lastEventId) lastEventId = message.lastEventId;
        onEvent(JSON.parse(String(message.data)) as StreamEvent);
      });
    stream.addEventListener('error', () => {
      if (closed || stream.readyState !== stream.CLOSED || !api.hasSession()) return;
      reopen = setTimeout(() => void connect(), REOPEN_MS);
    });
  };

  void connect();
  return () => {
    closed = true;
    clearTimeout(reopen);
    source?.close();
  };
}

interface Shared {
  listeners: Set<Listener>;
  close: () => void;
}

const shared = new WeakMap<ApiClient, Map<string, Shared>>();

export function listen(api: ApiClient, tenantId: string, listener: Listener): () => void {
  const byTenant = shared.get(api) ?? new Map<string, Shared>();
  shared.set(api, byTenant);
  let connection = byTenant.get(tenantId);
  if (!connection) {
    const listeners = new Set<Listener>();
    const close = openLiveStream(api, tenantId, (event) => {
      for (const each of [...listeners]) each(event);
    });
    connection = { listeners, close };
    byTenant.set(tenantId, connection);
  }
  const current = connection;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0) return;
    current.close();
    byTenant.delete(tenantId);
  };
}
