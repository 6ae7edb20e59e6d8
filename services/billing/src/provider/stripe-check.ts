/**
 * App Health's Stripe row. With a Stripe key: the configured API base (api.stripe.com, or the
 * STRIPE_API_* endpoint) answers HTTP at all. The request carries no key, so Stripe's 401 is
 * an answer and nothing secret leaves the service for a health check. Without a key the
 * sandbox takes payments inside billing itself: its state is billing's database, so the row
 * says "sandbox" and follows that database.
 */
import type { Database, DependencyCheck } from '@portico/kit';
import type { BillingConfig } from '../config';

export function stripeDependencyCheck(config: BillingConfig, db: Pick<Database, 'query'>) {
  const check: DependencyCheck = {
    name: 'stripe',
    async check(signal) {
      if (!config.STRIPE_SECRET_KEY) {
        await db.query('SELECT 1');
        return { note: 'sandbox: payments are simulated (STRIPE_SECRET_KEY unset)' };
      }
      const protocol = config.STRIPE_API_PROTOCOL ?? 'https';
      const host = config.STRIPE_API_HOST ?? 'api.stripe.com';
      const port = config.STRIPE_API_PORT ? `:${config.STRIPE_API_PORT}` : '';
      const response = await fetch(`${protocol}://${host}${port}/v1/`, { signal });
      await response.body?.cancel();
      // Any HTTP answer means the API is there; 5xx means it is there but failing.
      if (response.status >= 500) throw new Error(`Stripe answered ${response.status}`);
    },
  };
  return check;
}
