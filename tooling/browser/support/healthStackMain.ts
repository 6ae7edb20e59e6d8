/**
 * The browser stack for App Health (app-health.browser.test.ts): the product as stackMain.ts
 * runs it, plus a real Prometheus scraping the gateway every second and tracing on, so the
 * Endpoint Error Explorer and the trace drawer have something measured to show.
 *
 * The parent picks two free ports and passes them in the environment: PROMETHEUS_URL (where
 * Prometheus will listen; the metrics service reads it at start) and OTEL_EXPORTER_OTLP_ENDPOINT
 * (read when tracing registers, before any service has a port). The metrics service's OTLP
 * intake gets a free ops port only once it starts, so a TCP relay on the promised port passes
 * spans on to it: plain sockets, which the HTTP instrumentation never sees, so relaying spans
 * makes no spans of its own.
 *
 * Prints `{"url": ...}` when ready. Reads commands on stdin: `stop <service>` stops that
 * service (a route that needs it then answers 503) and prints `{"stopped": "<service>"}`.
 */
// First, so the HTTP, gRPC and SQL instrumentations patch their modules before anyone loads them.
import '@portico/kit/telemetry/register';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { SERVICE_NAMES, type ServiceName } from '@portico/kit';
import { startStack } from '../../dev/stack';
import { startTestPrometheus } from '../../test-infra/prometheus';

function relay(listenPort: number, targetPort: number): net.Server {
  const server = net.createServer((incoming) => {
    const outgoing = net.connect(targetPort, '127.0.0.1');
    incoming.pipe(outgoing).pipe(incoming);
    incoming.on('error', () => outgoing.destroy());
    outgoing.on('error', () => incoming.destroy());
  });
  server.listen(listenPort, '127.0.0.1');
  return server;
}

async function main() {
  const [dataDir, frontendsDir] = process.argv.slice(2);
  const prometheusUrl = process.env.PROMETHEUS_URL;
  const otlp = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!dataDir || !frontendsDir || !prometheusUrl || !otlp)
    throw new Error(
      'usage: PROMETHEUS_URL=… OTEL_EXPORTER_OTLP_ENDPOINT=… healthStackMain <dataDir> <frontendsDir>',
    );
  const stack = await startStack({
    dataDir,
    port: 0,
    frontendsDir,
    logLevel: process.env.LOG_LEVEL ?? 'silent',
  });
  const spans = relay(Number(new URL(otlp).port), stack.opsPorts.metrics);
  const prometheus = await startTestPrometheus({
    dataDir: path.join(dataDir, 'prometheus'),
    target: new URL(stack.url).host,
    job: 'gateway',
    port: Number(new URL(prometheusUrl).port),
  });
  process.stdout.write(`${JSON.stringify({ url: stack.url })}\n`);

  createInterface({ input: process.stdin }).on('line', (line) => {
    const [command, name] = line.trim().split(/\s+/);
    if (command !== 'stop' || !SERVICE_NAMES.includes(name as ServiceName)) return;
    void stack.services[name as ServiceName].stop().then(() => {
      process.stdout.write(`${JSON.stringify({ stopped: name })}\n`);
    });
  });

  const stop = () => {
    void prometheus.stop();
    spans.close();
    stack.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
