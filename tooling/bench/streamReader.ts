/**
 * One reader of `GET /api/stream`, as a browser tab holds it: used by the stream measurements
 * on the main thread (the owners' streams that time deliveries) and by the idle readers' worker
 * (idleStreams.ts).
 */
export interface StreamReader {
  ready: Promise<void>;
  close(): void;
}

export interface StreamHolder {
  accessToken: string;
  tenantId: string;
}

/** Opens a stream as `who` from `address`; `onEvent` gets each event's name and data. */
export function openStream(
  url: string,
  who: StreamHolder,
  address: string,
  onEvent: (name: string, data: string) => void = () => undefined,
): StreamReader {
  const abort = new AbortController();
  let markReady: () => void = () => undefined;
  let failed: (error: unknown) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failed = reject;
  });
  void (async () => {
    try {
      const response = await fetch(`${url}/api/stream`, {
        headers: {
          authorization: `Bearer ${who.accessToken}`,
          'x-tenant-id': who.tenantId,
          accept: 'text/event-stream',
          'x-forwarded-for': address,
        },
        signal: abort.signal,
      });
      if (response.status !== 200 || !response.body)
        throw new Error(`GET /api/stream answered ${response.status}`);
      const decoder = new TextDecoder();
      let buffer = '';
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1] ?? '';
          if (!name) continue;
          if (name === 'ready') markReady();
          onEvent(name, data);
        }
      }
    } catch (error) {
      if (!abort.signal.aborted) failed(error);
    }
  })();
  return { ready, close: () => abort.abort() };
}
