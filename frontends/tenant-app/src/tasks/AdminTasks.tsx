import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  Icon,
  QueryState,
  SelectField,
  TextField,
  errorMessage,
  useApiMutation,
  useApiQuery,
  useTenantRoles,
  useToast,
} from '@portico/frontend-kit';
import { ScreenHeader } from '../screens/ScreenHeader';
import { useTasksLive } from './useTasksLive';
import { useIntl, type Intl } from '../i18n';
import { TaskTemplates } from './TaskTemplates';
import { dueText, type TaskItem } from './taskText';

/**
 * Staff's tasks (issue 28 items 1-2): give a task to a client or to everyone of a role, or ask
 * a client for files (which gives them the task to upload them); every task by due day with how
 * many of its people have done it; and the onboarding checklists new members of a role get.
 */
export function AdminTasks() {
  const intl = useIntl();
  const tasks = useApiQuery('/api/tasks', { params: { query: { limit: 200 } } });
  useTasksLive();
  return (
    <div className="screen">
      <ScreenHeader
        title={intl.formatMessage({ id: 'adminTasks.title' })}
        subtitle={intl.formatMessage({ id: 'adminTasks.subtitle' })}
      />
      <div className="panel-grid">
        <NewTask />
        <section className="pt-card" aria-label={intl.formatMessage({ id: 'adminTasks.all' })}>
          <QueryState
            query={tasks}
            loadingLabel={intl.formatMessage({ id: 'adminTasks.loading' })}
            error={intl.formatMessage({ id: 'adminTasks.failed' })}
            isEmpty={(answer) => answer.tasks.length === 0}
            empty={
              <EmptyState
                title={intl.formatMessage({ id: 'adminTasks.empty' })}
                icon={<Icon name="form" />}
              />
            }
          >
            {(answer) => (
              <ul className="task-list">
                {answer.tasks.map((task) => (
                  <AdminTaskRow key={task.id} task={task} />
                ))}
              </ul>
            )}
          </QueryState>
        </section>
        <TaskTemplates />
      </div>
    </div>
  );
}

export const doneCount = (intl: Intl, task: Pick<TaskItem, 'assignees'>) =>
  intl.formatMessage(
    { id: 'adminTasks.doneCount' },
    { done: task.assignees.filter((a) => a.done_at).length, total: task.assignees.length },
  );

function AdminTaskRow({ task }: { task: TaskItem }) {
  const intl = useIntl();
  const toast = useToast();
  const remove = useApiMutation('delete', '/api/tasks/{id}', { invalidates: ['/api/tasks'] });
  return (
    <li className="task-row">
      <div className="task-row__main">
        <span className="task-row__title">{task.title}</span>
        <span className="task-row__due">
          {intl.formatMessage(
            { id: 'adminTasks.dueLine' },
            { due: dueText(intl, task), done: doneCount(intl, task) },
          )}
          {task.status === 'done' ? (
            <Badge tone="green">{intl.formatMessage({ id: 'yourTasks.done' })}</Badge>
          ) : task.overdue ? (
            <Badge tone="red">{intl.formatMessage({ id: 'yourTasks.overdue' })}</Badge>
          ) : null}
        </span>
      </div>
      <div className="task-row__action">
        <Button
          variant="ghost"
          aria-label={intl.formatMessage({ id: 'adminTasks.deleteOne' }, { title: task.title })}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(
              { params: { path: { id: task.id } } },
              {
                onError: (error) =>
                  toast(errorMessage(error, intl.formatMessage({ id: 'adminTasks.deleteFailed' }))),
              },
            )
          }
        >
          {intl.formatMessage({ id: 'adminTasks.delete' })}
        </Button>
      </div>
    </li>
  );
}

function NewTask() {
  const intl = useIntl();
  const headingId = useId();
  const toast = useToast();
  const users = useApiQuery('/api/files/tenant-users', undefined);
  const roles = useTenantRoles();
  const [kind, setKind] = useState<'task' | 'files'>('task');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [dueOn, setDueOn] = useState('');
  const [who, setWho] = useState('');
  const [count, setCount] = useState('1');
  const [types, setTypes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const options = { invalidates: ['/api/tasks', '/api/tasks/mine'] as const };
  const createTask = useApiMutation('post', '/api/tasks', options);
  const askFiles = useApiMutation('post', '/api/file-requests', options);
  const pending = createTask.isPending || askFiles.isPending;

  const people = (users.data?.users ?? []).map((u) => ({
    value: `user:${u.id}`,
    label: intl.formatMessage({ id: 'adminTasks.personOption' }, { name: u.name, email: u.email }),
  }));
  const roleOptions = (roles.data?.roles ?? [])
    .filter((r) => r.role_key !== 'admin')
    .map((r) => ({
      value: `role:${r.role_key}`,
      label: intl.formatMessage({ id: 'adminTasks.everyoneWho' }, { role: r.role_label }),
    }));

  const done = (what: string) => {
    toast(what, { tone: 'success' });
    setTitle('');
    setDescription('');
    setDueOn('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!title.trim()) return setError(intl.formatMessage({ id: 'adminTasks.needTitle' }));
    if (!who) return setError(intl.formatMessage({ id: 'adminTasks.needWho' }));
    const [by, id = ''] = who.split(':');
    const fail = (failure: unknown) =>
      setError(errorMessage(failure, intl.formatMessage({ id: 'adminTasks.saveFailed' })));
    if (kind === 'files') {
      if (by !== 'user') return setError(intl.formatMessage({ id: 'adminTasks.onePerson' }));
      askFiles.mutate(
        {
          body: {
            user_id: id,
            title: title.trim(),
            description,
            file_count: Number(count),
            accepted_types: types
              .split(',')
              .map((t) => t.trim())
              .filter(Boolean),
            due_on: dueOn || null,
          },
        },
        {
          onSuccess: () => done(intl.formatMessage({ id: 'adminTasks.filesRequested' })),
          onError: fail,
        },
      );
      return;
    }
    createTask.mutate(
      {
        body: {
          title: title.trim(),
          description,
          due_on: dueOn || null,
          ...(by === 'user' ? { user_ids: [id] } : { roles: [id] }),
        },
      },
      { onSuccess: () => done(intl.formatMessage({ id: 'adminTasks.created' })), onError: fail },
    );
  };

  return (
    <section className="pt-card" aria-labelledby={headingId}>
      <h2 className="pt-card__title" id={headingId}>
        {intl.formatMessage({ id: 'adminTasks.new' })}
      </h2>
      <form className="pt-stack" onSubmit={onSubmit} noValidate>
        <SelectField
          label={intl.formatMessage({ id: 'adminTasks.kind' })}
          value={kind}
          options={[
            { value: 'task', label: intl.formatMessage({ id: 'adminTasks.kind.task' }) },
            { value: 'files', label: intl.formatMessage({ id: 'adminTasks.kind.files' }) },
          ]}
          onChange={(e) => setKind(e.target.value === 'files' ? 'files' : 'task')}
        />
        <TextField
          label={intl.formatMessage({
            id: kind === 'files' ? 'adminTasks.filesNeeded' : 'adminTasks.taskTitle',
          })}
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'adminTasks.details' })}
          value={description}
          maxLength={4000}
          onChange={(e) => setDescription(e.target.value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'adminTasks.dueDate' })}
          type="date"
          value={dueOn}
          onChange={(e) => setDueOn(e.target.value)}
        />
        <SelectField
          label={intl.formatMessage({ id: 'adminTasks.for' })}
          value={who}
          options={[
            { value: '', label: intl.formatMessage({ id: 'adminTasks.choose' }) },
            ...people,
            ...(kind === 'task' ? roleOptions : []),
          ]}
          onChange={(e) => setWho(e.target.value)}
        />
        {kind === 'files' && (
          <>
            <TextField
              label={intl.formatMessage({ id: 'adminTasks.howMany' })}
              type="number"
              min={1}
              max={20}
              value={count}
              onChange={(e) => setCount(e.target.value)}
            />
            <TextField
              label={intl.formatMessage({ id: 'adminTasks.types' })}
              hint={intl.formatMessage({ id: 'adminTasks.typesHint' })}
              value={types}
              onChange={(e) => setTypes(e.target.value)}
            />
          </>
        )}
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" disabled={pending}>
          {intl.formatMessage({
            id: kind === 'files' ? 'adminTasks.kind.files' : 'adminTasks.create',
          })}
        </Button>
      </form>
    </section>
  );
}
