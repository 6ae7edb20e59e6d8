/** Rules for the audit log, independent of storage and transport. */

export interface AuditEntry {
  id: string;
  actorUserId: string | null;
  impersonatorUserId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  tenantId: string | null;
  reason: string;
  details: Record<string, unknown>;
  createdAt: Date;
}

export interface AuditFilter {
  limit: number;
  tenantId?: string;
  actorUserId?: string;
  entityType?: string;
  action?: string;
}

/** The console fetches 100 by default (spec part 2 §9); nobody gets more than 1000 at once. */
export const DEFAULT_AUDIT_LIMIT = 100;
export const MAX_AUDIT_LIMIT = 1000;

export function clampAuditLimit(requested: number | undefined): number {
  if (!requested || requested < 1) return DEFAULT_AUDIT_LIMIT;
  return Math.min(requested, MAX_AUDIT_LIMIT);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Empty strings on the wire mean "none"; anything else must be a uuid to be stored as one. */
export function optionalUuid(value: string | undefined): string | null {
  if (!value) return null;
  return UUID.test(value) ? value.toLowerCase() : null;
}

/** details_json from a producer; a malformed one is kept as text rather than lost. */
export function parseDetails(json: string | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : { value: parsed };
  } catch {
    return { raw: json };
  }
}
