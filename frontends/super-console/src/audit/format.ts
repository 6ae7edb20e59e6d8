/** The Audit Logs table's display rules (docs/product.md §2 Audit Logs, §4 audit badge). */
import type { BadgeTone } from '@portico/frontend-kit';
import type { Intl } from '../i18n';

const first8 = (id: string) => id.slice(0, 8);

export const actorText = (actorUserId: string | null, intl: Intl) =>
  actorUserId ? first8(actorUserId) : intl.formatMessage({ id: 'audit.system' });

/** A person the gateway named: their name, else their email. */
export const personText = (person: { name: string; email: string }) => person.name || person.email;

export const tenantText = (tenantId: string | null) => (tenantId ? first8(tenantId) : '-');

export const entityText = (type: string, id: string) => `${type}:${first8(id)}`;

/** Red for failures, green for successes and creations, blue for the rest. */
export function actionTone(action: string): BadgeTone {
  const text = action.toLowerCase();
  if (text.includes('failed') || text.includes('error')) return 'red';
  if (text.includes('success') || text.includes('created')) return 'green';
  return 'blue';
}

export const REASON_MAX = 50;

export const reasonText = (reason: string) =>
  reason.length > REASON_MAX ? `${reason.slice(0, REASON_MAX)}…` : reason;

/** In the viewer's own time zone (the browser's) and language, to the second. */
export const timeText = (iso: string, intl: Intl) =>
  intl.formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'medium' });
