/**
 * The audit log's hash chain: each row's hash covers its content, its place in its chain and
 * the previous row's hash, so a row edited, removed or reordered in the database no longer
 * matches and every later link breaks with it.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '@portico/kit';
import { readChain, type AuditEntry, type ChainedRow } from '../store/audit-log';

export type { ChainedRow };

/** Rows without a tenant (platform actions) form one chain of their own. */
export const PLATFORM_CHAIN = 'platform';

export const chainKeyOf = (entry: Pick<AuditEntry, 'tenantId'>): string =>
  entry.tenantId ?? PLATFORM_CHAIN;

/** JSON with object keys sorted: PostgreSQL's jsonb does not keep the order they came in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function chainHash(entry: AuditEntry, seq: number, prevHash: string): string {
  const content = canonicalJson({
    id: entry.id,
    actor: entry.actorUserId,
    impersonator: entry.impersonatorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    tenant: entry.tenantId,
    reason: entry.reason,
    details: entry.details,
    createdAt: entry.createdAt.toISOString(),
    seq,
    prevHash,
  });
  return createHash('sha256').update(content).digest('hex');
}

export interface ChainCheck {
  ok: boolean;
  checked: number;
  /** The first row whose link does not hold, when one does not. */
  brokenAtId?: string;
  brokenAtSeq?: number;
}

/**
 * Walks one chain in order. A row breaks it when its own hash is not what its content gives,
 * when it does not point at the previous row's hash, or when a sequence number is missing
 * (a deleted row). `headSeq` is the count the chain head recorded: rows deleted at the end show.
 * `start` is where retention pruning left the chain: the last removed link's seq and hash.
 */
export function verifyChain(
  rows: readonly ChainedRow[],
  headSeq?: number,
  start: { seq: number; hash: string } = { seq: 0, hash: '' },
): ChainCheck {
  let prevHash = start.hash;
  let expectedSeq = start.seq + 1;
  for (const row of rows) {
    const broken =
      row.seq !== expectedSeq ||
      row.prevHash !== prevHash ||
      row.hash !== chainHash(row.entry, row.seq, row.prevHash);
    if (broken) {
      return {
        ok: false,
        checked: expectedSeq - 1 - start.seq,
        brokenAtId: row.entry.id,
        brokenAtSeq: row.seq,
      };
    }
    prevHash = row.hash;
    expectedSeq += 1;
  }
  if (headSeq !== undefined && headSeq !== start.seq + rows.length) {
    return { ok: false, checked: rows.length, brokenAtSeq: start.seq + rows.length + 1 };
  }
  return { ok: true, checked: rows.length };
}

/** Reads one chain (a tenant's, or the platform's) and checks every link of it. */
export async function checkStoredChain(db: Queryable, chainKey: string): Promise<ChainCheck> {
  const { rows, headSeq, start } = await readChain(db, chainKey);
  return verifyChain(rows, headSeq, start);
}
