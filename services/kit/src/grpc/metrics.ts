/**
 * Prometheus series for gRPC handlers, named as the grpc-ecosystem interceptors name them so
 * dashboards and the metrics service's PromQL work unchanged.
 */
import { Counter, Histogram, type Registry } from 'prom-client';

export interface GrpcServerMetrics {
  handled: Counter<'service' | 'method' | 'code'>;
  handlingSeconds: Histogram<'service' | 'method'>;
}

const byRegistry = new WeakMap<Registry, GrpcServerMetrics>();

/** The gRPC server metrics of a registry, created on first use and shared afterwards. */
export function grpcServerMetrics(registry: Registry): GrpcServerMetrics {
  let metrics = byRegistry.get(registry);
  if (!metrics) {
    metrics = {
      handled: new Counter({
        name: 'grpc_server_handled_total',
        help: 'gRPC calls completed on the server, by status code',
        labelNames: ['service', 'method', 'code'],
        registers: [registry],
      }),
      handlingSeconds: new Histogram({
        name: 'grpc_server_handling_seconds',
        help: 'Time a gRPC handler took until it answered',
        labelNames: ['service', 'method'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers: [registry],
      }),
    };
    byRegistry.set(registry, metrics);
  }
  return metrics;
}
