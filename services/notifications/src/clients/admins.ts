/**
 * Who hears that a tenant's webhook endpoint was disabled: every active owner and admin of the
 * tenant. The delivery job runs with no caller, so it asks tenancy's service-only
 * ListTenantAdmins (tenant named in the message, no caller metadata) for their user ids and
 * identity's GetUsers (which answers services any user by id) for their addresses. When either
 * is not configured or cannot be reached, the caller falls back to the admin who added the
 * endpoint (domain/webhookDelivery.ts), so the email is never lost to an outage.
 */
import { createGrpcClient, type Logger } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';

export type AdminEmails = (tenantId: string) => Promise<string[]>;

export function tenantAdminEmails(options: {
  tenancyAddr?: string;
  identityAddr?: string;
  logger: Logger;
}): AdminEmails | undefined {
  const { tenancyAddr, identityAddr, logger } = options;
  if (!tenancyAddr || !identityAddr) return undefined;
  const tenancy = createGrpcClient(loadServiceDefinition('tenancy').Client, tenancyAddr, {
    deadlineMs: 5000,
  });
  const identity = createGrpcClient(loadServiceDefinition('identity').Client, identityAddr, {
    deadlineMs: 5000,
  });
  return async (tenantId) => {
    const { user_ids } = await tenancy.ListTenantAdmins({ tenant_id: tenantId }, {});
    if (user_ids.length === 0) return [];
    const { users } = await identity.GetUsers({ user_ids }, {});
    const emails = users.map((u) => u.email).filter(Boolean);
    logger.debug({ tenant_id: tenantId, count: emails.length }, 'tenant admins looked up');
    return emails;
  };
}
