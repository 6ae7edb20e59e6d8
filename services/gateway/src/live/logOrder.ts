/**
 * Which of a tenant's stream-log positions this replica has delivered, so a change's own events
 * may go to its streams straight from messaging's answer (features/messaging/live.ts,
 * `deliverOwn`) without a stream ever getting an entry before an earlier one still on the bus.
 *
 * A tenant's positions are numbered in commit order without holes (messaging's
 * store/streamLog.ts), and every one committed after this replica followed the events reaches
 * it on the bus. `through` is the position up to which no stream here is owed an entry still to
 * come: unknown until every stream of the tenant here knows where it started (the log's head
 * when it opened or caught up, `establish`), then moved on by each next entry. An answer's entry
 * goes at once only when it is the next one (`through + 1`) and nothing later has come on the
 * bus out of turn; otherwise it is left to the bus. Its copy on the bus is then skipped.
 */

/** Positions remembered per tenant: far more than the bus lags behind an answer. */
const REMEMBERED = 1_000;

interface TenantLog {
  /** No stream here is owed an entry at or before it that is still to come; undefined: not known yet. */
  through: bigint | undefined;
  /** Delivered from an answer, their copies not yet seen on the bus. */
  delivered: Set<bigint>;
  /**
   * Came on the bus past `through` while one before it has not come yet (the two topics
   * interleave freely), or before `through` was known.
   */
  ahead: Set<bigint>;
}

export class LogOrder {
  private readonly tenants = new Map<string, TenantLog>();

  private log(tenantId: string): TenantLog {
    let log = this.tenants.get(tenantId);
    if (!log) {
      log = { through: undefined, delivered: new Set(), ahead: new Set() };
      this.tenants.set(tenantId, log);
    }
    return log;
  }

  /**
   * An entry came on the bus: true to deliver it, false for the copy of one an answer already
   * delivered. Entries the bus brings out of turn are delivered as the bus always did (a stream
   * skips what is at or before its last position).
   */
  fromBus(tenantId: string, position: bigint): boolean {
    const log = this.log(tenantId);
    if (log.delivered.delete(position)) return false;
    if (log.through !== undefined && position <= log.through) return true;
    log.ahead.add(position);
    this.advance(log);
    if (log.ahead.size > REMEMBERED) {
      const newest = [...log.ahead].reduce((a, b) => (a > b ? a : b));
      log.ahead.clear();
      // A position that never comes (lost, or committed before this replica followed) would
      // keep every answer waiting: past a long gap, the bus's order is taken as it is.
      if (log.through !== undefined) log.through = newest;
    }
    return true;
  }

  /** An entry in messaging's answer: true if it may be delivered now (it is the next one). */
  fromAnswer(tenantId: string, position: bigint): boolean {
    const log = this.tenants.get(tenantId);
    if (!log || log.through === undefined || log.ahead.size > 0) return false;
    if (position !== log.through + 1n) return false;
    log.through = position;
    log.delivered.add(position);
    if (log.delivered.size > REMEMBERED) log.delivered.delete(log.delivered.values().next().value!);
    return true;
  }

  /** Whether the tenant's `through` is known (then streams opening later keep it true). */
  knows(tenantId: string): boolean {
    return this.tenants.get(tenantId)?.through !== undefined;
  }

  /**
   * Every stream of the tenant here started at or after `head` (the earliest of their heads): no
   * stream is owed anything up to it, and what the bus brought since reached the streams open
   * then, so the order is known from here on. A stream that opens later is registered before it
   * reads its head, so whatever is delivered after reaches it and what came before is not owed.
   */
  establish(tenantId: string, head: bigint): void {
    const log = this.log(tenantId);
    if (log.through !== undefined) return;
    log.through = head;
    for (const position of log.ahead) if (position <= head) log.ahead.delete(position);
    this.advance(log);
  }

  private advance(log: TenantLog): void {
    while (log.through !== undefined && log.ahead.delete(log.through + 1n)) log.through += 1n;
  }
}
