/**
 * Prometheus metrics. One registry per process component (service or gateway) so the
 * `service` label is right even when every service runs in one local process.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * How often the event-loop lag histogram samples. prom-client's default (10 ms) wakes every
 * process a hundred times a second, a large part of what an idle service costs; at 100 ms
 * the lag percentiles still show a blocked loop, at a tenth of the wake-ups.
 */
const EVENT_LOOP_SAMPLE_MS = 100;

/** Default process metrics are collected once per process, into the first registry asked. */
let defaultMetricsRegistry: Registry | undefined;

export function createMetricsRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  if (!defaultMetricsRegistry) {
    defaultMetricsRegistry = registry;
    collectDefaultMetrics({
      register: registry,
      eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS,
    });
  }
  return registry;
}

export interface HttpMetrics {
  observe(method: string, route: string, status: number, seconds: number): void;
  /**
   * Counts a request as in flight until the returned function is called (once it was
   * answered or its connection went away): the `http_requests_in_flight` gauge, which shows
   * whether a slow dependency makes requests pile up (docs/resilience.md).
   */
  begin(): () => void;
}

export function httpMetrics(registry: Registry): HttpMetrics {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'http_requests_in_flight',
    help: 'HTTP requests received and not yet answered',
    registers: [registry],
  });
  return {
    begin() {
      inFlight.inc();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        inFlight.dec();
      };
    },
    observe(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
  };
}

/** A gauge whose value is read when Prometheus scrapes (outbox pending, consumer lag). */
export function sampledGauge(
  registry: Registry,
  name: string,
  help: string,
  read: () => Promise<number> | number,
): Gauge {
  return new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      try {
        this.set(await read());
      } catch {
        // An unreadable source reports nothing rather than a stale or invented value.
        this.reset();
      }
    },
  });
}

/** A counter of a service's own outcomes (inbound mail posted or refused, by reason). */
export function outcomeCounter<L extends string>(
  registry: Registry,
  name: string,
  help: string,
  labelNames: readonly L[],
): Counter<L> {
  return new Counter({ name, help, labelNames, registers: [registry] });
}
