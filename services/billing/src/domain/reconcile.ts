/**
 * The scheduled reconcile: a webhook Stripe gave up on (or sent while billing was down) is
 * found in Stripe's events list and applied; events already applied are skipped by id.
 */
import type { Database, Logger } from '@portico/kit';
import type { PaymentProvider } from '../provider/types';
import { applyProviderEvent } from './webhooks';

/** Stripe keeps events 30 days; a day back covers any outage a retry schedule would not. */
const LOOKBACK_SECONDS = 24 * 60 * 60;

export async function reconcile(db: Database, provider: PaymentProvider): Promise<number> {
  const since = Math.floor(Date.now() / 1000) - LOOKBACK_SECONDS;
  let applied = 0;
  for (const event of await provider.listEventsSince(since)) {
    if ((await applyProviderEvent(db, event)).applied) applied += 1;
  }
  return applied;
}

export function scheduleReconcile(
  db: Database,
  provider: PaymentProvider,
  everyMs: number,
  logger: Logger,
): () => void {
  const timer = setInterval(() => {
    reconcile(db, provider)
      .then((applied) => applied && logger.info({ applied }, 'reconcile applied missed events'))
      .catch((err) => logger.warn({ err }, 'reconcile failed; next run retries'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
