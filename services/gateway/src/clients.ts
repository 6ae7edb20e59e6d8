/**
 * The gateway's gRPC clients, one per service, created once and shared by every route.
 * Reads that are safe to repeat are marked idempotent so a blip during a rolling deploy
 * (UNAVAILABLE) is retried instead of surfacing as an error.
 */
import { createGrpcClient, type GrpcClient, type ServiceName } from '@portico/kit';
import { loadServiceDefinition, type ServiceTypes } from '@portico/proto';
import { serviceAddress, type GatewayConfig } from './config';

export type ServiceClients = { [S in ServiceName]: GrpcClient<ServiceTypes[S]['client']> };

/** Methods that only read: named by their shape, so new reads are covered without a list. */
const isRead = (method: string) => /^(Get|List|Check|Export|Verify)[A-Z]/.test(method);

export function createServiceClients(config: GatewayConfig): ServiceClients {
  const client = <S extends ServiceName>(service: S) => {
    const { Client, definition } = loadServiceDefinition(service);
    return createGrpcClient(Client, serviceAddress(config, service), {
      idempotentMethods: Object.keys(definition).filter(isRead),
    });
  };
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
