/**
 * Sign-ins in a tenant's activity: identity audits a sign-in without a tenant (the workspace
 * is chosen afterwards, in the browser), so the guard tells tenancy the first time a session
 * makes a request in a tenant where the caller is an active member; tenancy audits one
 * sign-in there per session and tenant (its tenant_sign_ins row decides across replicas).
 * This process remembers what it already told, so the call is made about once per session
 * and tenant, off the request's path: a failure is logged and told again on the next request.
 */
import type { Request } from 'express';
import type { Logger } from '@portico/kit';
import type { ServiceClients } from '../clients';
import { callContext } from './principal';

/** Sessions remembered at most; the oldest are forgotten first (tenancy still deduplicates). */
const REMEMBERED = 100_000;

export class TenantSignIns {
  private readonly told = new Set<string>();

  constructor(private readonly limit = REMEMBERED) {}

  note(deps: { services: Pick<ServiceClients, 'tenancy'> }, req: Request, logger: Logger): void {
    const { auth, tenant } = req;
    // A super admin acting as someone, or viewing a tenant they do not belong to, is not a
    // member signing in.
    if (!auth?.sessionId || auth.impersonatorId || !tenant?.tenantId) return;
    const member = tenant.memberships.some(
      (m) => m.tenant_id === tenant.tenantId && m.status.toLowerCase() === 'active',
    );
    if (!member) return;
    const key = `${auth.sessionId}:${tenant.tenantId}`;
    if (this.told.has(key)) return;
    this.told.add(key);
    if (this.told.size > this.limit) this.told.delete(this.told.values().next().value!);
    const context = callContext(req);
    // Never in the request's way, even when the call throws before it is sent.
    void Promise.resolve()
      .then(() => deps.services.tenancy.RecordTenantSignIn({}, context))
      .catch((error: unknown) => {
        this.told.delete(key);
        logger.warn({ err: error }, 'recording the sign-in in the tenant failed');
      });
  }
}
