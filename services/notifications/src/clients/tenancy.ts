/** Tenancy's gRPC client, for the tenants an announcement reaches (on the super admin's behalf). */
import { createGrpcClient, type GrpcClient } from '@portico/kit';
import { loadServiceDefinition, type ServiceTypes } from '@portico/proto';

export type TenancyClient = GrpcClient<ServiceTypes['tenancy']['client']>;

export function tenancyClient(addr: string | undefined): TenancyClient | undefined {
  return addr
    ? createGrpcClient(loadServiceDefinition('tenancy').Client, addr, { deadlineMs: 10_000 })
    : undefined;
}
