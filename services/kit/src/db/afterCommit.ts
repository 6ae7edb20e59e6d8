/**
 * Runs what a transaction's `afterCommit` held, once it committed. The change is in whatever
 * these do, so a throw must not reach the transaction's caller (who would take the committed
 * change for a failed one and try again): each runs, and a throw is reported as a process
 * warning, where the service's logs show it.
 */
export function runCommitted(committed: readonly (() => void)[]): void {
  for (const fn of committed) {
    try {
      fn();
    } catch (error) {
      process.emitWarning(error instanceof Error ? error : new Error(String(error)), {
        code: 'PORTICO_AFTER_COMMIT',
      });
    }
  }
}
