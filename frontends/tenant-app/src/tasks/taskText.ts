/** How a task reads on every screen: its due day in words and where it is done. */
import type { components } from '@portico/frontend-kit';

export type TaskItem = components['schemas']['Task'];

const DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "Due Fri, 4 Dec", or "Overdue since …" once the day has passed and it is not done. */
export function dueText(task: Pick<TaskItem, 'due_on' | 'overdue'>): string {
  if (!task.due_on) return 'No due date';
  const day = DAY.format(new Date(`${task.due_on}T00:00:00Z`));
  return task.overdue ? `Overdue since ${day}` : `Due ${day}`;
}

/** Where the member does a linked task; null for one they tick themselves. */
export function taskLink(task: Pick<TaskItem, 'link'>): string | null {
  if (!task.link) return null;
  if (task.link.kind === 'form') return `/forms/${task.link.id}`;
  if (task.link.kind === 'file_request') return `/tasks#request-${task.link.id}`;
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
