import { useMemo } from 'react';
import { Link } from 'react-router';
import { Badge, EmptyState, Icon, QueryState, useApiQuery } from '@portico/frontend-kit';
import { useTasksLive } from './useTasksLive';
import { useIntl } from '../i18n';
import { doneCount } from './AdminTasks';
import { weekOf, type TaskItem } from './taskText';

/** Tasks by day, in the order the list gave them (by due day already). */
export function byDay(tasks: readonly TaskItem[]): [string, TaskItem[]][] {
  const days = new Map<string, TaskItem[]>();
  for (const task of tasks) {
    if (!task.due_on) continue;
    days.set(task.due_on, [...(days.get(task.due_on) ?? []), task]);
  }
  return [...days];
}

/** The admin dashboard's calendar of this week's tasks (issue 28 item 6), Monday to Sunday. */
export function DueThisWeek({ now = new Date() }: { now?: Date }) {
  const intl = useIntl();
  const week = useMemo(() => weekOf(now), [now]);
  useTasksLive();
  const tasks = useApiQuery('/api/tasks', {
    params: { query: { due_from: week.from, due_to: week.to, limit: 200 } },
  });
  return (
    <section className="pt-card" aria-labelledby="due-this-week">
      <h2 className="pt-card__title" id="due-this-week">
        {intl.formatMessage({ id: 'dueWeek.title' })}
      </h2>
      <QueryState
        query={tasks}
        loadingLabel={intl.formatMessage({ id: 'dueWeek.loading' })}
        error={intl.formatMessage({ id: 'dueWeek.failed' })}
        isEmpty={(answer) => answer.tasks.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage({ id: 'dueWeek.empty' })}
            icon={<Icon name="form" />}
          />
        }
      >
        {(answer) => (
          <ol className="due-week">
            {byDay(answer.tasks).map(([day, list]) => (
              <li key={day}>
                <h3 className="due-week__day">
                  {intl.formatDate(`${day}T00:00:00Z`, {
                    weekday: 'long',
                    day: 'numeric',
                    month: 'short',
                    timeZone: 'UTC',
                  })}
                </h3>
                <ul className="item-list">
                  {list.map((task) => (
                    <li key={task.id}>
                      <span>{task.title}</span>
                      <span className="task-row__due">{doneCount(intl, task)}</span>
                      {task.overdue && (
                        <Badge tone="red">{intl.formatMessage({ id: 'yourTasks.overdue' })}</Badge>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      <Link to="/admin/tasks" className="panel-link">
        {intl.formatMessage({ id: 'dueWeek.all' })}
      </Link>
    </section>
  );
}
