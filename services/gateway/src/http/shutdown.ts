/**
 * How the gateway's HTTP server stops, as a service's runtime does (kit `createServiceRuntime`):
 * once stopping begins /readyz answers 503 (the app's `isDraining`), the server keeps serving
 * for SHUTDOWN_DRAIN_MS so load balancers and the Service's endpoints move on, then it stops
 * accepting connections, lets in-flight requests finish and closes every connection.
 */
import type http from 'node:http';
import type { Lifecycle } from '@portico/kit';

/** How often a closing server drops connections that went idle since it began closing. */
const IDLE_SWEEP_MS = 50;

export function addHttpShutdown(
  lifecycle: Lifecycle,
  server: http.Server,
  drainMs: number,
  /** Ends what never finishes by itself (live streams) once the drain is over. */
  beforeClose?: () => void,
): void {
  lifecycle.add('drain readiness', () => new Promise((resolve) => setTimeout(resolve, drainMs)));
  lifecycle.add('http server', () => {
    beforeClose?.();
    return closeServer(server);
  });
}

/**
 * Stops accepting, then resolves once every connection has ended. A keep-alive connection
 * whose request was in flight when closing began goes idle only after its answer, so idle
 * connections are swept until none is left instead of waiting out the keep-alive timeout.
 */
export function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.close((error) => {
      clearInterval(sweep);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}
