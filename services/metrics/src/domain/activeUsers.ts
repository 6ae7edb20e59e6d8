/**
 * Mission Control's Active Users card: people and tenants active since a moment of today (the
 * gateway names today's 00:00 UTC), counted from the audit log (store/active-users.ts says
 * what counts as activity).
 */
import { invalid, type Queryable } from '@portico/kit';
import { countActive } from '../store/active-users';

/** A day back at most: the card says "today", and the audit log is indexed by time. */
const LONGEST_MS = 24 * 60 * 60 * 1000;

export async function activeSince(
  db: Queryable,
  since: Date,
  now = new Date(),
): Promise<{ users: number; tenants: number }> {
  if (Number.isNaN(since.getTime()) || now.getTime() - since.getTime() > LONGEST_MS)
    throw invalid('since must be a time within the last 24 hours', 'since');
  return countActive(db, since);
}
