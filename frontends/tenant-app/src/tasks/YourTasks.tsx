import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  Icon,
  QueryState,
  errorMessage,
  startUpload,
  useActiveTenantId,
  useApi,
  useApiMutation,
  useApiQuery,
  useToast,
} from '@portico/frontend-kit';
import { useTasksLive } from './useTasksLive';
import { useIntl } from '../i18n';
import { ScreenHeader } from '../screens/ScreenHeader';
import { AwaitingApprovals } from './AwaitingApprovals';
import { dueText, taskLink, type TaskItem } from './taskText';
import { ReminderEmails } from './ReminderEmails';

/**
 * A member's tasks (issue 28 items 1-2): what their team asked of them, to do first by due
 * day. A task that links nothing is ticked here; a file request's files upload from its task;
 * a form or a file opens where it is done, and the task follows when it is.
 */
export function YourTasks() {
  const intl = useIntl();
  const tasks = useApiQuery('/api/tasks/mine', undefined);
  useTasksLive();
  return (
    <div className="screen">
      <ScreenHeader
        title={intl.formatMessage({ id: 'yourTasks.title' })}
        subtitle={intl.formatMessage({ id: 'yourTasks.subtitle' })}
      />
      <AwaitingApprovals />
      <section className="pt-card" aria-label={intl.formatMessage({ id: 'yourTasks.region' })}>
        <ReminderEmails />
        <QueryState
          query={tasks}
          loadingLabel={intl.formatMessage({ id: 'yourTasks.loading' })}
          error={intl.formatMessage({ id: 'yourTasks.failed' })}
          isEmpty={(answer) => answer.tasks.length === 0}
          empty={
            <EmptyState
              title={intl.formatMessage({ id: 'yourTasks.empty' })}
              icon={<Icon name="form" />}
            />
          }
        >
          {(answer) => (
            <ul className="task-list">
              {answer.tasks.map((task) => (
                <TaskRow key={task.id} task={task} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}

function TaskRow({ task }: { task: TaskItem }) {
  const intl = useIntl();
  const done = task.status === 'done';
  const to = taskLink(task);
  return (
    <li className={`task-row${done ? ' task-row--done' : ''}`}>
      <div className="task-row__main">
        <span className="task-row__title">{task.title}</span>
        {task.description && <p className="task-row__description">{task.description}</p>}
        <span className="task-row__due">
          {done ? (
            <Badge tone="green">{intl.formatMessage({ id: 'yourTasks.done' })}</Badge>
          ) : (
            dueText(intl, task)
          )}
          {task.overdue && !done && (
            <>
              {' '}
              <Badge tone="red">{intl.formatMessage({ id: 'yourTasks.overdue' })}</Badge>
            </>
          )}
        </span>
      </div>
      <div className="task-row__action">
        {!task.link && <TickButton task={task} />}
        {!done && task.link?.kind === 'file_request' && (
          <RequestUpload requestId={task.link.id} title={task.title} />
        )}
        {!done && to && task.link?.kind !== 'file_request' && (
          <Link to={to} className="pt-button pt-button--secondary">
            {intl.formatMessage({ id: 'yourTasks.open' })}
          </Link>
        )}
      </div>
    </li>
  );
}

function TickButton({ task }: { task: TaskItem }) {
  const intl = useIntl();
  const toast = useToast();
  const tick = useApiMutation('put', '/api/tasks/{id}/done', { invalidates: ['/api/tasks/mine'] });
  const done = task.status === 'done';
  return (
    <Button
      variant={done ? 'secondary' : 'primary'}
      disabled={tick.isPending}
      onClick={() =>
        tick.mutate(
          { params: { path: { id: task.id } }, body: { done: !done } },
          {
            onError: (error) =>
              toast(errorMessage(error, intl.formatMessage({ id: 'yourTasks.saveFailed' }))),
          },
        )
      }
    >
      {intl.formatMessage({ id: done ? 'yourTasks.markTodo' : 'yourTasks.markDone' })}
    </Button>
  );
}

/** Uploads one file into the request; the task is done with the request's last file. */
function RequestUpload({ requestId, title }: { requestId: string; title: string }) {
  const intl = useIntl();
  const api = useApi();
  const tenantId = useActiveTenantId();
  const queryClient = useQueryClient();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const request = useApiQuery('/api/file-requests/{id}', { params: { path: { id: requestId } } });

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setSending(true);
    try {
      await startUpload(api, file, { title: file.name, requestId }, { tenantId }).done;
      toast(intl.formatMessage({ id: 'yourTasks.fileSent' }), { tone: 'success' });
      await queryClient.invalidateQueries();
    } catch (failure) {
      setError(errorMessage(failure, intl.formatMessage({ id: 'yourTasks.sendFailed' })));
    } finally {
      setSending(false);
    }
  };

  const types = request.data?.accepted_types ?? [];
  const sent = request.data?.files.length ?? 0;
  const wanted = request.data?.file_count ?? 0;
  return (
    <div className="task-upload" id={`request-${requestId}`}>
      {request.data && (
        <span className="task-upload__count">
          {intl.formatMessage(
            { id: types.length > 0 ? 'yourTasks.sentOfTypes' : 'yourTasks.sentOf' },
            { sent, wanted, types: types.join(', ').toUpperCase() },
          )}
        </span>
      )}
      <Button disabled={sending} onClick={() => input.current?.click()}>
        {intl.formatMessage({ id: sending ? 'yourTasks.sending' : 'yourTasks.upload' })}
      </Button>
      {/* The button opens the picker; the input itself is neither seen nor tabbed to. */}
      <input
        ref={input}
        type="file"
        className="pt-visually-hidden"
        tabIndex={-1}
        aria-label={intl.formatMessage({ id: 'yourTasks.uploadFor' }, { title })}
        accept={types.map((t) => `.${t}`).join(',') || undefined}
        disabled={sending}
        onChange={(event) => void onChoose(event)}
      />
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
