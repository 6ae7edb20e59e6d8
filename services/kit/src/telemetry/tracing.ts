/**
 * OpenTelemetry for every process. It must run before express, grpc-js or pg are loaded so
 * their instrumentations can patch them: main files import `@portico/kit/telemetry/register`
 * first (or start node with `--require` on it).
 *
 * W3C trace context and an async-local context manager are always registered, so trace ids
 * travel through HTTP, gRPC metadata and Kafka headers even when nothing is exported.
 * Spans are recorded and exported over OTLP only when OTEL_EXPORTER_OTLP_ENDPOINT is set
 * (the standard variable; OTEL_SERVICE_NAME names the service).
 */
import { context, propagation } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { suppressTracing, W3CTraceContextPropagator } from '@opentelemetry/core';
import type { NodeSDKConfiguration } from '@opentelemetry/sdk-node';

type SpanProcessor = NonNullable<NodeSDKConfiguration['spanProcessors']>[number];

/**
 * Paths nobody wants a span for: the ops port's probes, scrapes and OTLP intake itself, and the
 * gateway's live stream (`GET /api/stream`), whose server span would stay open, and in memory,
 * as long as the stream: hours, one per open tab, exported only when it ends and then telling
 * nothing but how long a tab stayed. What a stream asks on opening (its catch-up) goes
 * untraced with it (services/gateway/README.md, "The live stream").
 */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics', '/v1/traces', '/api/stream']);

/** Whether an incoming request to `url` (path and query) gets no server span. */
export function untracedRequest(url: string | undefined): boolean {
  return UNTRACED_PATHS.has((url ?? '').split('?')[0]!);
}

/**
 * Runs `fn` with span recording off: the metrics service stores received spans this way, or
 * its own SQL would be exported as new spans to store, without end.
 */
export function withoutTracing<T>(fn: () => Promise<T>): Promise<T> {
  return context.with(suppressTracing(context.active()), fn);
}

let started: { shutdown(): Promise<void> } | undefined;
let exporting = false;

export interface TracingOptions {
  /** Instead of the OTLP exporter (tests: an in-memory exporter or recorder). */
  spanProcessors?: SpanProcessor[];
}

export function initTracing(
  serviceName: string,
  env: NodeJS.ProcessEnv = process.env,
  options: TracingOptions = {},
) {
  if (started) return started;
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint) {
    const contextManager = new AsyncLocalStorageContextManager().enable();
    context.setGlobalContextManager(contextManager);
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    started = {
      async shutdown() {
        contextManager.disable();
      },
    };
    return started;
  }
  // Loaded lazily: the SDK and its instrumentations cost start-up time nobody needs when
  // there is no collector to send spans to.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { NodeSDK } =
    require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { HttpInstrumentation } =
    require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { ExpressInstrumentation } =
    require('@opentelemetry/instrumentation-express') as typeof import('@opentelemetry/instrumentation-express');
  const { GrpcInstrumentation } =
    require('@opentelemetry/instrumentation-grpc') as typeof import('@opentelemetry/instrumentation-grpc');
  const { PgInstrumentation } =
    require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? serviceName,
    ...(options.spanProcessors
      ? { spanProcessors: options.spanProcessors }
      : { traceExporter: new OTLPTraceExporter() }),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => untracedRequest(req.url),
      }),
      new ExpressInstrumentation(),
      new GrpcInstrumentation(),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  started = sdk;
  exporting = true;
  return started;
}

/** True when this process records spans and exports them (OTEL_EXPORTER_OTLP_ENDPOINT set). */
export function tracingEnabled(): boolean {
  return exporting;
}

export async function shutdownTracing(): Promise<void> {
  exporting = false;
  const current = started;
  started = undefined;
  await current?.shutdown();
}
