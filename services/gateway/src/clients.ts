/**
 * The gateway's gRPC clients, one per service, created once and shared by every route.
 * Retries follow the contract: a method marked `idempotency_level = NO_SIDE_EFFECTS` or
 * `IDEMPOTENT` in its .proto is retried when the server is UNAVAILABLE (a blip during a rolling
 * deploy), any other method is tried once.
 */
import { createGrpcClient, type GrpcClient, type ServiceName } from '@portico/kit';
import { loadServiceDefinition, type ServiceTypes } from '@portico/proto';
import { serviceAddress, type GatewayConfig } from './config';

export type ServiceClients = { [S in ServiceName]: GrpcClient<ServiceTypes[S]['client']> };

export function createServiceClients(config: GatewayConfig): ServiceClients {
  const client = <S extends ServiceName>(service: S) =>
    createGrpcClient(loadServiceDefinition(service).Client, serviceAddress(config, service));
  return {
    identity: client('identity'),
    tenancy: client('tenancy'),
    content: client('content'),
    forms: client('forms'),
    billing: client('billing'),
    notifications: client('notifications'),
    metrics: client('metrics'),
  };
}
