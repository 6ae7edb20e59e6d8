/**
 * The live stream (`GET /api/stream`, server-sent events of the person's messages and tasks
 * in the active tenant): one connection per tab and tenant, shared by whatever listens (the sidebar's
 * unread badge, the Messages screen), opened with the first listener and closed with the last.
 *
 * The EventSource is the `eventsource` package's, which takes a fetch: its requests go through
 * the ApiClient, so the bearer token travels in a header (never in the URL) and is renewed like
 * any call's. It reconnects by itself after a drop or a server restart, sending Last-Event-ID,
 * and the gateway replays what was missed. When it gives up (a refusal), it is opened again
 * after a pause from the last event seen, while the session lasts. It loads with the first
 * listener, so pages without one (sign-in) never carry it.
 */
import { useEffect, useRef } from 'react';
import type { ApiClient } from '../api/client';
import { useApi } from '../api/ApiProvider';
import type { components } from '../api/generated/schema';
import { useSessionReady } from '../auth/AuthProvider';
import { useActiveTenantId } from '../tenant/ActiveTenantProvider';

export type StreamEvent = components['schemas']['StreamEvent'];
export type StreamEventType = StreamEvent['type'];

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

type Listener = (event: StreamEvent) => void;

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

function listen(api: ApiClient, tenantId: string, listener: Listener): () => void {
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

/**
 * Calls `onEvent` with each live event of the active tenant while the component is shown and
 * the session is ready (the latest `onEvent` each time, without reconnecting).
 */
export function useLiveEvents(onEvent: Listener, enabled = true): void {
  const api = useApi();
  const tenantId = useActiveTenantId();
  const ready = useSessionReady();
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    if (!enabled || !ready || !tenantId) return undefined;
    return listen(api, tenantId, (event) => latest.current(event));
  }, [api, tenantId, ready, enabled]);
}
