/**
 * Forms' one call to tenancy: the tenant's members (ListMembers), asked as the builder making
 * the assignment, to count who it reaches.
 */
import { createGrpcClient } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import type { FormDeps } from '../domain/formActions';

export function tenancyMembers(address: string): FormDeps['membersOf'] {
  const tenancy = createGrpcClient(loadServiceDefinition('tenancy').Client, address, {
    deadlineMs: 5000,
  });
  return async (tenantId, viewer) => {
    // The builder's own context carries the gateway's token for them; one rebuilt here would
    // carry none, and tenancy refuses caller metadata no gateway vouched for.
    const caller = viewer.caller ?? { tenantId, userId: viewer.userId, roles: [...viewer.roles] };
    return (await tenancy.ListMembers({}, caller)).members;
  };
}
