/**
 * A gRPC server with what every Portico service needs: the standard health service, handlers
 * wrapped by `unary` labelled and measured, and a shutdown that drains before it cuts.
 */
import {
  Server,
  ServerCredentials,
  type ServiceDefinition,
  type UntypedHandleCall,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import type { KeyObject } from 'node:crypto';
import type { Registry } from 'prom-client';
import type { Logger } from '../logger';
import { createHealthService, OVERALL, type HealthService } from './health';
import { grpcServerMetrics } from './metrics';
import { audienceOf } from './internal-token';
import { bindUnary, unaryHandlerOf, type HandlerEnvironment } from './unary';

/** A generated `<Service>Handlers` object, whole or partial. */
export type ServiceHandlers = { [method: string]: UntypedHandleCall | undefined };

export interface GrpcServerOptions {
  logger: Logger;
  /** Where grpc_server_* metrics go; none are recorded without one. */
  registry?: Registry;
  /**
   * The gateway's public key (INTERNAL_TOKEN_PUBLIC_KEY): when given, a call naming a caller
   * without the gateway's token for it is refused (UNAUTHENTICATED).
   */
  callerKey?: KeyObject;
  /**
   * The services' public key (SERVICE_TOKEN_PUBLIC_KEY): calls naming nobody may carry a
   * service token. With either key given, every call but grpc.health.v1 needs a credential.
   */
  serviceKey?: KeyObject;
}

export interface GrpcServer {
  /**
   * Serves a service. Handlers made with `unary` are labelled with the service and method;
   * methods without a handler answer UNIMPLEMENTED (and are logged); the service reports
   * SERVING once the server has started.
   */
  addService<Definition extends ServiceDefinition>(
    definition: Definition,
    handlers: ServiceHandlers,
  ): void;
  health: HealthService;
  /**
   * Reports the whole server and every service it serves as SERVING or NOT_SERVING, so native
   * gRPC probes follow the dependencies (the runtime calls this from its readiness checks).
   * Ignored before start and after stop.
   */
  setServing(serving: boolean): void;
  /** Binds and starts; resolves with the bound port (useful with port 0). */
  start(port: number, host?: string): Promise<number>;
  /**
   * Stops taking calls (health turns NOT_SERVING), lets calls in flight finish, and cuts the
   * rest after graceMs.
   */
  stop(graceMs: number): Promise<void>;
  /** The underlying grpc-js server, for what this wrapper does not cover. */
  readonly server: Server;
}

/** `/portico.content.v1.ContentService/ListFiles` -> the service's full name. */
function serviceNameOf(definition: ServiceDefinition): string {
  const first = Object.values(definition)[0];
  if (!first) throw new Error('a gRPC service definition without methods cannot be served');
  return first.path.split('/')[1] ?? first.path;
}

const MAX_CONNECTION_AGE_MS = 5 * 60_000;
const MAX_CONNECTION_AGE_GRACE_MS = 30_000;

export function createGrpcServer(options: GrpcServerOptions): GrpcServer {
  const { logger } = options;
  const metrics = options.registry ? grpcServerMetrics(options.registry) : undefined;
  // Connections are recycled every few minutes, so clients re-resolve DNS and spread onto
  // replicas added since they connected; in-flight calls get the grace period to finish.
  const server = new Server({
    'grpc.max_connection_age_ms': MAX_CONNECTION_AGE_MS,
    'grpc.max_connection_age_grace_ms': MAX_CONNECTION_AGE_GRACE_MS,
  });
  const health = createHealthService({ [OVERALL]: 'NOT_SERVING' });
  const services: string[] = [];
  let started = false;
  let stopped = false;

  const addService: GrpcServer['addService'] = (definition, handlers) => {
    const service = serviceNameOf(definition);
    const bound: UntypedServiceImplementation = {};
    for (const [name, method] of Object.entries(definition)) {
      const handler = handlers[name] ?? handlers[method.originalName ?? ''];
      if (!handler) {
        // grpc-js answers UNIMPLEMENTED; say so once at start-up rather than per call.
        logger.warn({ service, method: name }, 'gRPC method has no handler');
        continue;
      }
      const fn = unaryHandlerOf(handler);
      const env: HandlerEnvironment = {
        service,
        method: name,
        logger,
        metrics,
        callerKey: options.callerKey,
        serviceKey: options.serviceKey,
        path: method.path,
        audience: audienceOf(handler),
      };
      bound[name] = fn ? bindUnary(fn, env) : handler;
    }
    server.addService(definition, bound);
    services.push(service);
    health.setStatus(service, started ? 'SERVING' : 'NOT_SERVING');
  };

  server.addService(health.definition, health.handlers);

  return {
    addService,
    health,
    server,
    setServing(serving) {
      if (!started || stopped) return;
      for (const service of [OVERALL, ...services]) {
        health.setStatus(service, serving ? 'SERVING' : 'NOT_SERVING');
      }
    },
    start(port, host = '0.0.0.0') {
      return new Promise((resolve, reject) => {
        server.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (error, bound) => {
          if (error) {
            reject(error);
            return;
          }
          started = true;
          for (const service of [OVERALL, ...services]) health.setStatus(service, 'SERVING');
          logger.info({ port: bound, services }, 'gRPC server listening');
          resolve(bound);
        });
      });
    },
    stop(graceMs) {
      stopped = true;
      health.shutdown();
      return new Promise((resolve) => {
        const force = setTimeout(() => {
          logger.warn(
            { graceMs },
            'gRPC calls still running after the grace period: cancelling them',
          );
          server.forceShutdown();
          resolve();
        }, graceMs);
        force.unref();
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      });
    },
  };
}
