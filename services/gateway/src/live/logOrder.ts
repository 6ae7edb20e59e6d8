/**
 * Which of a tenant's stream-log positions this replica has delivered, so a change's own events
 * may go to its streams straight from messaging's answer (shared/liveAnswer.ts, live/delivery.ts,
 * `deliverOwn`) without a stream ever getting an entry before an earlier one still on the bus.
 *
 * A tenant's positions are numbered in commit order without holes (messaging's
 * store/streamLog.ts), and every one committed after this replica followed the events reaches
 * it on the bus. `through` is the position up to which no stream here is owed an entry still to
 * come: unknown until every stream of the tenant here knows where it started (the log's head
 * when it opened or caught up, `establish`), then moved on by each next entry. An answer's entry
 * goes at once when it is the next one (`through + 1`); one further on waits until the entries
 * before it have come (from the bus or other answers), then follows them at once; one at or
 * before `through`, or of a tenant whose order is not known, is left to the bus. The bus's copy
 * of an entry an answer delivered is skipped; an entry the bus brings first is delivered from
 * the bus, and its answer's copy dropped. Only tenants with a stream here are followed
 * (`watch` … `forget`): a replica keeps nothing for the many tenants whose events it only
 * passes by.
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
  /** Answers' entries past the next one, each delivered once those before it have come. */
  waiting: Map<bigint, () => void>;
}

export class LogOrder {
  private readonly tenants = new Map<string, TenantLog>();

  /**
   * An entry came on the bus: `deliver` runs unless an answer already delivered it, then any
   * answer's entries that were waiting for it. Entries the bus brings out of turn are delivered
   * as the bus always did (a stream skips what is at or before its last position).
   */
  fromBus(tenantId: string, position: bigint, deliver: () => void): void {
    const log = this.tenants.get(tenantId);
    if (!log) return deliver();
    if (log.delivered.delete(position)) return;
    log.waiting.delete(position);
    deliver();
    if (log.through !== undefined && position <= log.through) return;
    log.ahead.add(position);
    if (log.ahead.size > REMEMBERED) {
      const newest = [...log.ahead].reduce((a, b) => (a > b ? a : b));
      log.ahead.clear();
      // A position that never comes (lost, or committed before this replica followed) would
      // keep every answer waiting: past a long gap, the bus's order is taken as it is.
      if (log.through !== undefined) this.skipTo(log, newest);
    }
    this.advance(log);
  }

  /** An entry in messaging's answer: delivered now if it is the next one, or once those before it came. */
  fromAnswer(tenantId: string, position: bigint, deliver: () => void): void {
    const log = this.tenants.get(tenantId);
    if (!log || log.through === undefined || position <= log.through) return;
    log.waiting.set(position, deliver);
    if (log.waiting.size > REMEMBERED) log.waiting.delete(log.waiting.keys().next().value!);
    this.advance(log);
  }

  /**
   * A stream of the tenant opened here, before it reads the log's head: from now on what the
   * bus brings for the tenant is followed, so `establish` can tell what came after that head.
   */
  watch(tenantId: string): void {
    if (this.tenants.has(tenantId)) return;
    this.tenants.set(tenantId, {
      through: undefined,
      delivered: new Set(),
      ahead: new Set(),
      waiting: new Map(),
    });
  }

  /** The tenant's last stream here closed: nothing is owed to anyone here any more. */
  forget(tenantId: string): void {
    this.tenants.delete(tenantId);
  }

  /** How many tenants are followed (those with a stream here). */
  get followed(): number {
    return this.tenants.size;
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
    const log = this.tenants.get(tenantId);
    if (!log || log.through !== undefined) return;
    this.skipTo(log, head);
    this.advance(log);
  }

  private skipTo(log: TenantLog, position: bigint): void {
    log.through = position;
    for (const p of log.ahead) if (p <= position) log.ahead.delete(p);
    for (const p of log.waiting.keys()) if (p <= position) log.waiting.delete(p);
  }

  /** Moves `through` over what has come, delivering the answers' entries that are next in turn. */
  private advance(log: TenantLog): void {
    while (log.through !== undefined) {
      const next = log.through + 1n;
      if (log.ahead.delete(next)) {
        log.through = next;
        continue;
      }
      const deliver = log.waiting.get(next);
      if (!deliver) return;
      log.waiting.delete(next);
      log.through = next;
      log.delivered.add(next);
      if (log.delivered.size > REMEMBERED)
        log.delivered.delete(log.delivered.values().next().value!);
      deliver();
    }
  }
}
