/**
 * Each person's email about messages they have not read, per workspace: batched (the default:
 * one email per conversation, 5 minutes after a message they have not read), a daily digest,
 * or off.
 */
import { invalid } from '@portico/kit';
import { cadencesOf, setCadence, type Cadence } from '../store/emails';
import type { MessagingDeps, Viewer } from './deps';

export const CADENCES: readonly Cadence[] = ['batched', 'digest', 'off'];
export const DEFAULT_CADENCE: Cadence = 'batched';

export function getEmailPreference(
  deps: Pick<MessagingDeps, 'db'>,
  tenantId: string,
  viewer: Viewer,
): Promise<Cadence> {
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    const found = await cadencesOf(tx, [viewer.userId]);
    return found.get(viewer.userId) ?? DEFAULT_CADENCE;
  });
}

export function setEmailPreference(
  deps: Pick<MessagingDeps, 'db'>,
  tenantId: string,
  viewer: Viewer,
  cadence: string,
): Promise<Cadence> {
  if (!(CADENCES as readonly string[]).includes(cadence))
    throw invalid('Choose batched, digest or off', 'cadence');
  return deps.db.tenantTransaction(tenantId, async (tx) => {
    await setCadence(tx, tenantId, viewer.userId, cadence as Cadence);
    return cadence as Cadence;
  });
}
