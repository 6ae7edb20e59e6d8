/** How a task reads on every screen: its due day in words and where it is done. */
import type { components } from '@portico/frontend-kit';
import type { Intl } from '../i18n';

export type TaskItem = components['schemas']['Task'];

/**
 * "Due Fri, Dec 4", or "Overdue since …" once the day has passed and it is not done, in the
 * reader's language (a due day is a calendar day: read in UTC, as the server keeps it).
 */
export function dueText(intl: Intl, task: Pick<TaskItem, 'due_on' | 'overdue'>): string {
  if (!task.due_on) return intl.formatMessage({ id: 'tasks.noDue' });
  const day = intl.formatDate(`${task.due_on}T00:00:00Z`, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return intl.formatMessage({ id: task.overdue ? 'tasks.overdueSince' : 'tasks.dueOn' }, { day });
}

/** Where the member does a linked task; null for one they tick themselves. */
export function taskLink(task: Pick<TaskItem, 'link'>): string | null {
  if (!task.link) return null;
  if (task.link.kind === 'form') return `/forms/${task.link.id}`;
  if (task.link.kind === 'file_request') return `/tasks#request-${task.link.id}`;
  // Approvals are decided where they wait, on the Tasks screen (AwaitingApprovals).
  if (task.link.kind === 'approval') return `/tasks#approval-${task.link.id}`;
  return '/files';
}

/** Monday to Sunday (UTC days) of the week that holds `now`. */
export function weekOf(now: Date): { from: string; to: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  const end = new Date(start);
  end.setUTCDate(end.getUTCDate() + 6);
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}
