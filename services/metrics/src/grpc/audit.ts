/**
 * Audit RPCs: the platform log for super admins only; a tenant's own rows for its admins. The
 * gateway checks too, the service does not rely on it.
 */
import { forbidden, invalid, unary, type CallContext, type Database } from '@portico/kit';
import type { metricsV1 } from '@portico/proto';
import { AUDIENCES, inAudience, SUPER_ADMIN_ROLE } from '@portico/rules';
import {
  auditEntries,
  clampAuditLimit,
  optionalUuid,
  tenantAuditEntries,
  type AuditEntry,
} from '../domain/audit';
import { checkStoredChain, PLATFORM_CHAIN } from '../domain/chain';

export { SUPER_ADMIN_ROLE };

export function requireSuperAdmin(ctx: CallContext): void {
  if (!ctx.roles.includes(SUPER_ADMIN_ROLE)) throw forbidden('Super admins only');
}

function uuidFilter(name: string, value: string): string | undefined {
  if (!value) return undefined;
  const id = optionalUuid(value);
  if (!id) throw invalid(`${name} must be a uuid`);
  return id;
}

function toMessage(entry: AuditEntry): metricsV1.AuditEntry {
  return {
    id: entry.id,
    actor_user_id: entry.actorUserId ?? '',
    impersonator_user_id: entry.impersonatorUserId ?? '',
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    tenant_id: entry.tenantId ?? '',
    reason: entry.reason,
    details_json: JSON.stringify(entry.details),
    created_at: entry.createdAt.toISOString(),
  };
}

export function auditHandlers(db: Database) {
  return {
    ListAuditLogs: unary(async (req: metricsV1.ListAuditLogsRequest__Output, ctx: CallContext) => {
      requireSuperAdmin(ctx);
      const entries = await auditEntries(db, {
        limit: clampAuditLimit(req.limit),
        tenantId: uuidFilter('tenant_id', req.tenant_id),
        actorUserId: uuidFilter('actor_user_id', req.actor_user_id),
        entityType: req.entity_type || undefined,
        action: req.action || undefined,
      });
      return { logs: entries.map(toMessage) };
    }),
    ListTenantAuditLogs: unary(
      async (req: metricsV1.ListTenantAuditLogsRequest__Output, ctx: CallContext) => {
        // The tenant is the caller's (from the gateway's vouched metadata), never the message's.
        const tenantId = optionalUuid(ctx.tenantId ?? '');
        if (!tenantId) throw forbidden('No active tenant');
        if (!inAudience(AUDIENCES.admins, ctx.roles))
          throw forbidden('Only tenant admins can read the activity log');
        const entries = await tenantAuditEntries(db, {
          tenantId,
          userId: uuidFilter('user_id', req.user_id),
          limit: clampAuditLimit(req.limit),
        });
        return { logs: entries.map(toMessage) };
      },
    ),
    VerifyAuditChain: unary(
      async (req: metricsV1.VerifyAuditChainRequest__Output, ctx: CallContext) => {
        requireSuperAdmin(ctx);
        const tenantId = uuidFilter('tenant_id', req.tenant_id);
        const check = await checkStoredChain(db, tenantId ?? PLATFORM_CHAIN);
        return {
          ok: check.ok,
          checked: check.checked,
          broken_at_id: check.brokenAtId ?? '',
          broken_at_seq: check.brokenAtSeq ?? 0,
        };
      },
    ),
  };
}
