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
import { TaskTemplates } from './TaskTemplates';
import { dueText, type TaskItem } from './taskText';

/**
 * Staff's tasks (issue 28 items 1-2): give a task to a client or to everyone of a role, or ask
 * a client for files (which gives them the task to upload them); every task by due day with how
 * many of its people have done it; and the onboarding checklists new members of a role get.
 */
export function AdminTasks() {
  const tasks = useApiQuery('/api/tasks', { params: { query: { limit: 200 } } });
  return (
    <div className="screen">
      <ScreenHeader title="Tasks" subtitle="What your clients have to do, and by when." />
      <div className="panel-grid">
        <NewTask />
        <section className="pt-card" aria-label="All tasks">
          <QueryState
            query={tasks}
            loadingLabel="Loading tasks"
            error="Tasks could not be loaded."
            isEmpty={(answer) => answer.tasks.length === 0}
            empty={<EmptyState title="No tasks yet." icon={<Icon name="form" />} />}
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

export const doneCount = (task: Pick<TaskItem, 'assignees'>) =>
  `${task.assignees.filter((a) => a.done_at).length} of ${task.assignees.length} done`;

function AdminTaskRow({ task }: { task: TaskItem }) {
  const toast = useToast();
  const remove = useApiMutation('delete', '/api/tasks/{id}', { invalidates: ['/api/tasks'] });
  return (
    <li className="task-row">
      <div className="task-row__main">
        <span className="task-row__title">{task.title}</span>
        <span className="task-row__due">
          {`${dueText(task)} · ${doneCount(task)}`}{' '}
          {task.status === 'done' ? (
            <Badge tone="green">Done</Badge>
          ) : task.overdue ? (
            <Badge tone="red">Overdue</Badge>
          ) : null}
        </span>
      </div>
      <div className="task-row__action">
        <Button
          variant="ghost"
          aria-label={`Delete ${task.title}`}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(
              { params: { path: { id: task.id } } },
              { onError: (error) => toast(errorMessage(error, 'The task could not be deleted')) },
            )
          }
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

function NewTask() {
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
    label: `${u.name} (${u.email})`,
  }));
  const roleOptions = (roles.data?.roles ?? [])
    .filter((r) => r.role_key !== 'admin')
    .map((r) => ({ value: `role:${r.role_key}`, label: `Everyone who is ${r.role_label}` }));

  const done = (what: string) => {
    toast(what, { tone: 'success' });
    setTitle('');
    setDescription('');
    setDueOn('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!title.trim()) return setError('Give the task a title');
    if (!who) return setError('Choose who the task is for');
    const [by, id = ''] = who.split(':');
    const fail = (failure: unknown) =>
      setError(errorMessage(failure, 'The task could not be saved'));
    if (kind === 'files') {
      if (by !== 'user') return setError('Ask one person for files');
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
        { onSuccess: () => done('Files requested'), onError: fail },
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
      { onSuccess: () => done('Task created'), onError: fail },
    );
  };

  return (
    <section className="pt-card" aria-labelledby={headingId}>
      <h2 className="pt-card__title" id={headingId}>
        New task
      </h2>
      <form className="pt-stack" onSubmit={onSubmit} noValidate>
        <SelectField
          label="Kind"
          value={kind}
          options={[
            { value: 'task', label: 'A task to do' },
            { value: 'files', label: 'Ask for files' },
          ]}
          onChange={(e) => setKind(e.target.value === 'files' ? 'files' : 'task')}
        />
        <TextField
          label={kind === 'files' ? 'Files needed' : 'Title'}
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextField
          label="Details (optional)"
          value={description}
          maxLength={4000}
          onChange={(e) => setDescription(e.target.value)}
        />
        <TextField
          label="Due date (optional)"
          type="date"
          value={dueOn}
          onChange={(e) => setDueOn(e.target.value)}
        />
        <SelectField
          label="For"
          value={who}
          options={[
            { value: '', label: 'Choose a person or a role' },
            ...people,
            ...(kind === 'task' ? roleOptions : []),
          ]}
          onChange={(e) => setWho(e.target.value)}
        />
        {kind === 'files' && (
          <>
            <TextField
              label="How many files"
              type="number"
              min={1}
              max={20}
              value={count}
              onChange={(e) => setCount(e.target.value)}
            />
            <TextField
              label="Accepted types (optional)"
              hint="File extensions, separated by commas: pdf, png"
              value={types}
              onChange={(e) => setTypes(e.target.value)}
            />
          </>
        )}
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" disabled={pending}>
          {kind === 'files' ? 'Ask for files' : 'Create task'}
        </Button>
      </form>
    </section>
  );
}
