/** The console's onboarding log: the newest events first, all tenants' or one tenant's. */
import type { Queryable } from '@portico/kit';
import { listOnboardingEvents, type OnboardingEventRow } from '../store/onboarding-events';

const DEFAULT_EVENTS = 100;
const MAX_EVENTS = 500;

/** `limit` 0 asks for the default; no more than MAX_EVENTS at once. */
export const onboardingEvents = (
  db: Queryable,
  filter: { limit: number; tenantId?: string },
): Promise<OnboardingEventRow[]> =>
  listOnboardingEvents(db, {
    limit: filter.limit > 0 ? Math.min(filter.limit, MAX_EVENTS) : DEFAULT_EVENTS,
    tenantId: filter.tenantId,
  });
