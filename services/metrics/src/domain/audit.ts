/** Rules for the audit log, independent of storage and transport. */
import type { Queryable } from '@portico/kit';
import {
  appendAllToChains,
  appendToChain,
  listAuditEntries,
  listTenantAuditEntries,
  type AuditEntry,
  type AuditFilter,
} from '../store/audit-log';
import { chainHash, chainKeyOf } from './chain';

// An entry's shape is the log row's (store/audit-log.ts); the rules are here.
export type { AuditEntry, AuditFilter };

/** The console fetches 100 by default (docs/product.md §9); nobody gets more than 1000 at once. */
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

/**
 * Records an entry at the end of its chain (its tenant's, or the platform's), linked by the
 * hash of its content, place and predecessor. The same event id twice keeps the first.
 */
export const insertAuditEntry = (db: Queryable, entry: AuditEntry): Promise<void> =>
  appendToChain(db, entry, chainKeyOf(entry), (seq, prevHash) => chainHash(entry, seq, prevHash));

/** `insertAuditEntry` for the entries of one fetch, in their order, in the caller's transaction. */
export const insertAuditEntries = (db: Queryable, entries: readonly AuditEntry[]): Promise<void> =>
  appendAllToChains(db, entries, chainKeyOf, chainHash);

/** The platform's log for the console, newest first. */
export const auditEntries = (db: Queryable, filter: AuditFilter): Promise<AuditEntry[]> =>
  listAuditEntries(db, filter);

/** One tenant's log for its admins, newest first (with `userId`: by or about that user). */
export const tenantAuditEntries = (
  db: Queryable,
  filter: { tenantId: string; userId?: string; limit: number },
): Promise<AuditEntry[]> => listTenantAuditEntries(db, filter);
