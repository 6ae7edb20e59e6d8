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
 * listener (liveStream.ts), so pages without one (sign-in) never carry it.
 */
import { useEffect, useRef } from 'react';
import { useApi } from '../api/ApiProvider';
import type { components } from '../api/generated/schema';
import { useSessionReady } from '../auth/AuthProvider';
import { useActiveTenantId } from '../tenant/ActiveTenantProvider';
import type { Listener } from './liveStream';

export type StreamEvent = components['schemas']['StreamEvent'];
export type StreamEventType = StreamEvent['type'];

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
    let stop: (() => void) | undefined;
    let done = false;
    void import('./liveStream').then(({ listen }) => {
      if (!done) stop = listen(api, tenantId, (event: StreamEvent) => latest.current(event));
    });
    return () => {
      done = true;
      stop?.();
    };
  }, [api, tenantId, ready, enabled]);
}
