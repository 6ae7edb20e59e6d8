/**
 * The gateway's gRPC clients, one per service, created once and shared by every route.
 * Retries follow the contract: a method marked `idempotency_level = NO_SIDE_EFFECTS` or
 * `IDEMPOTENT` in its .proto is retried when the server is UNAVAILABLE (a blip during a rolling
 * deploy), any other method is tried once.
 */
import {
  createGrpcClient,
  internalSigningKey,
  type GrpcClient,
  type ServiceName,
} from '@portico/kit';
import { loadServiceDefinition, type ServiceTypes } from '@portico/proto';
import { serviceAddress, type GatewayConfig } from './config';

export type ServiceClients = { [S in ServiceName]: GrpcClient<ServiceTypes[S]['client']> };

export function createServiceClients(config: GatewayConfig): ServiceClients {
  // Every call naming a caller carries this gateway's token for it; services configured with
  // the matching public key believe nothing else.
  const callerKey = config.INTERNAL_TOKEN_PRIVATE_KEY?.trim()
    ? internalSigningKey(config.INTERNAL_TOKEN_PRIVATE_KEY)
    : undefined;
  const client = <S extends ServiceName>(service: S) =>
    createGrpcClient(loadServiceDefinition(service).Client, serviceAddress(config, service), {
      callerKey,
    });
  return {
    identity: client('identity'),
    tenancy: client('tenancy'),
    content: client('content'),
    forms: client('forms'),
    billing: client('billing'),
    notifications: client('notifications'),
    metrics: client('metrics'),
    messaging: client('messaging'),
  };
}
