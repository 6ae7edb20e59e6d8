/**
 * The standard grpc.health.v1 service, so Kubernetes' native gRPC probes and the kit's
 * checkHealth can ask whether a service serves. The empty name is the server as a whole;
 * each full service name (portico.content.v1.ContentService) has its own status, and a
 * service reports NOT_SERVING while its database or bus is unreachable rather than always
 * answering SERVING.
 */
import { status as GrpcStatus, type ServerWritableStream } from '@grpc/grpc-js';
import { loadServiceDefinition, type healthV1 } from '@portico/proto';

export type ServingStatus = 'SERVING' | 'NOT_SERVING';

/** The name that stands for the whole server. */
export const OVERALL = '';

type WatchCall = ServerWritableStream<
  healthV1.HealthCheckRequest__Output,
  healthV1.HealthCheckResponse
>;

export interface HealthService {
  setStatus(service: string, status: ServingStatus): void;
  getStatus(service: string): ServingStatus | undefined;
  /** Marks every known service (and the server) NOT_SERVING and ends open Watch streams. */
  shutdown(): void;
  definition: healthV1.HealthDefinition;
  handlers: healthV1.HealthHandlers;
}

export function createHealthService(initial: Record<string, ServingStatus> = {}): HealthService {
  const statuses = new Map<string, ServingStatus>(Object.entries(initial));
  const watchers = new Map<string, Set<WatchCall>>();

  const watchersOf = (service: string) => {
    let set = watchers.get(service);
    if (!set) watchers.set(service, (set = new Set()));
    return set;
  };

  const setStatus = (service: string, status: ServingStatus) => {
    const previous = statuses.get(service);
    statuses.set(service, status);
    if (previous === status) return;
    for (const call of watchers.get(service) ?? []) call.write({ status });
  };

  const handlers: healthV1.HealthHandlers = {
    Check(call, callback) {
      const status = statuses.get(call.request.service);
      if (!status) {
        callback({
          code: GrpcStatus.NOT_FOUND,
          details: `unknown service ${call.request.service}`,
        });
        return;
      }
      callback(null, { status });
    },
    Watch(call) {
      const service = call.request.service;
      const set = watchersOf(service);
      set.add(call);
      // A service not registered (yet) is SERVICE_UNKNOWN, not an error: it may appear later.
      call.write({ status: statuses.get(service) ?? 'SERVICE_UNKNOWN' });
      call.on('cancelled', () => set.delete(call));
      call.on('close', () => set.delete(call));
    },
  };

  return {
    setStatus,
    getStatus: (service) => statuses.get(service),
    shutdown() {
      for (const service of new Set([OVERALL, ...statuses.keys()]))
        setStatus(service, 'NOT_SERVING');
      for (const set of watchers.values()) {
        for (const call of set) call.end();
        set.clear();
      }
    },
    definition: loadServiceDefinition('health').definition,
    handlers,
  };
}
