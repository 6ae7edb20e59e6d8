/**
 * Sign-ins in a tenant's activity (the CRM user drawer): identity audits a sign-in without a
 * tenant (it does not know which workspace the person will open), so the gateway tells tenancy
 * when a session first opens a tenant, and tenancy audits one sign-in there per session. Only
 * an active member's own session counts: a super admin viewing a tenant, or acting as someone,
 * is not that member signing in.
 */
import type { Database } from '@portico/kit';
import { publishAudit } from '../events/publish';
import { findMembership } from '../store/memberships';
import { deleteOldTenantSignIns, insertTenantSignIn } from '../store/tenantSignIns';

export const TENANT_SIGN_IN_ACTION = 'auth.tenant_sign_in';

export interface SessionInTenant {
  tenantId: string;
  userId: string;
  sessionId: string;
  impersonatorId?: string;
}

/** True when this call recorded the sign-in; false when already recorded or not applicable. */
export function recordTenantSignIn(db: Database, session: SessionInTenant): Promise<boolean> {
  if (session.impersonatorId || !session.sessionId) return Promise.resolve(false);
  return db.tenantTransaction(session.tenantId, async (tx) => {
    const membership = await findMembership(tx, session.tenantId, session.userId);
    if (membership?.status !== 'active') return false;
    if (!(await insertTenantSignIn(tx, session))) return false;
    await publishAudit(tx, {
      actorUserId: session.userId,
      action: TENANT_SIGN_IN_ACTION,
      entityType: 'user',
      entityId: session.userId,
      tenantId: session.tenantId,
      at: new Date(),
    });
    return true;
  });
}

/**
 * Rows of sessions long ended (a session lives at most 30 days: identity's refresh token), run
 * outside any tenant; the table's session_pruning policy allows exactly this delete.
 */
export const pruneTenantSignIns = (db: Database): Promise<number> => deleteOldTenantSignIns(db);
