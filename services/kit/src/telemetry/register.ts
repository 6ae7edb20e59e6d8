// Imported first by every entry point (see tracing.ts for why the order matters).
import { LOCAL_PORTS } from '../config';
import { initTracing } from './tracing';

// TRACING=1 on one machine (`TRACING=1 make up`): spans go to the local metrics service's OTLP
// intake on its fixed ops port, which keeps them for App Health's trace drawer. An explicit
// OTEL_EXPORTER_OTLP_ENDPOINT (a real collector, the cluster) always wins.
if (process.env.TRACING === '1' && !process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) {
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${LOCAL_PORTS.metrics.http}`;
}

initTracing(process.env.OTEL_SERVICE_NAME ?? 'portico');
