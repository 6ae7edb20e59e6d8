import { Link } from 'react-router';
import {
  Alert,
  EmptyState,
  Icon,
  SkeletonList,
  type ApiAnswer,
  type QueryLike,
} from '@portico/frontend-kit';
import { fromAdmin, type FileItem } from '../files/fileBytes';
import { formatMoney } from '../payments/money';
import { tenantCatalogue, useIntl, type Intl } from '../i18n';
import { dueText, taskLink, type TaskItem } from '../tasks/taskText';

export interface Task {
  key: string;
  text: string;
  to: string;
  done: boolean;
}

type AssignedItem = { form: { id: string; title: string }; answered: boolean };
type OpenInvoice = { id: string; number: string; total: number; currency: string };

/**
 * The member's tasks: those their team gave them (issue 28 item 1), then every form assigned
 * to them and every file an admin shared with them that no such task already stands for. A
 * form is done once answered, a file once opened; every open invoice addressed to them
 * (issue 29) is "Pay now" until it is paid. What is not done is listed with a link to where it
 * is done.
 */
export function memberTasks(
  forms: AssignedItem[],
  files: FileItem[],
  assigned: TaskItem[] = [],
  invoices: OpenInvoice[] = [],
  intl: Intl = tenantCatalogue.intl(),
): Task[] {
  // A task the team gave that links a form or a file stands for it: the derived one goes.
  const linked = new Set(assigned.flatMap((t) => (t.link ? [t.link.id] : [])));
  return [
    ...invoices.map((invoice) => ({
      key: `invoice-${invoice.id}`,
      text: intl.formatMessage(
        { id: 'tasks.payNow' },
        { number: invoice.number, amount: formatMoney(invoice.total, invoice.currency) },
      ),
      to: `/invoices/${invoice.id}`,
      done: false,
    })),
    ...assigned.map((task) => ({
      key: `task-${task.id}`,
      text: task.due_on ? `${task.title} (${dueText(intl, task)})` : task.title,
      to: taskLink(task) ?? '/tasks',
      done: task.status === 'done',
    })),
    ...forms
      .filter((item) => !linked.has(item.form.id))
      .map((item) => ({
        key: `form-${item.form.id}`,
        text: intl.formatMessage({ id: 'tasks.fillIn' }, { title: item.form.title }),
        to: `/forms/${item.form.id}`,
        done: item.answered,
      })),
    ...files
      .filter((file) => fromAdmin(file) && !linked.has(file.id))
      .map((file) => ({
        key: `file-${file.id}`,
        text: intl.formatMessage({ id: 'tasks.open' }, { title: file.title || file.file_name }),
        to: '/files',
        done: file.opened_at !== '',
      })),
  ];
}

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Done out of assigned as a ring, its figure also given as text for assistive technology. */
export function ProgressRing({ done, total }: { done: number; total: number }) {
  const intl = useIntl();
  const share = total === 0 ? 0 : done / total;
  const percent = intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <svg
      className="progress-ring"
      viewBox="0 0 100 100"
      role="img"
      aria-label={intl.formatMessage({ id: 'tasks.progress' }, { done, total, percent })}
    >
      <circle
        className="progress-ring__track"
        cx="50"
        cy="50"
        r={RADIUS}
        fill="none"
        strokeWidth="10"
      />
      <circle
        className="progress-ring__value"
        cx="50"
        cy="50"
        r={RADIUS}
        fill="none"
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray={CIRCUMFERENCE}
        strokeDashoffset={CIRCUMFERENCE * (1 - share)}
        transform="rotate(-90 50 50)"
      />
      <text
        className="progress-ring__text"
        x="50"
        y="50"
        textAnchor="middle"
        dominantBaseline="central"
      >
        {percent}
      </text>
    </svg>
  );
}

export function MemberTasks({
  forms,
  files,
  assigned,
  invoices = [],
}: {
  forms: QueryLike<ApiAnswer<'get', '/api/forms/assigned'>>;
  files: QueryLike<ApiAnswer<'get', '/api/files'>>;
  assigned: QueryLike<ApiAnswer<'get', '/api/tasks/mine'>>;
  /** Open invoices addressed to the member; a workspace without client payments has none. */
  invoices?: ApiAnswer<'get', '/api/payments/my-invoices'>['invoices'];
}) {
  const intl = useIntl();
  const queries = [forms, files, assigned];
  let body;
  if (queries.some((q) => q.status === 'error')) {
    body = <Alert tone="error">{intl.formatMessage({ id: 'tasks.failed' })}</Alert>;
  } else if (queries.some((q) => q.status === 'pending')) {
    body = <SkeletonList label={intl.formatMessage({ id: 'tasks.loading' })} />;
  } else {
    const tasks = memberTasks(
      forms.data?.forms ?? [],
      files.data?.files ?? [],
      assigned.data?.tasks ?? [],
      invoices,
      intl,
    );
    const open = tasks.filter((t) => !t.done);
    body =
      tasks.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'tasks.empty' })} icon={<Icon name="form" />} />
      ) : (
        <div className="form-tasks">
          <ProgressRing done={tasks.length - open.length} total={tasks.length} />
          {open.length === 0 ? (
            <p>{intl.formatMessage({ id: 'tasks.allDone' })}</p>
          ) : (
            <ul className="item-list">
              {open.map((task) => (
                <li key={task.key}>
                  <Link to={task.to}>{task.text}</Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      );
  }
  return (
    <section className="pt-card" aria-labelledby="member-tasks">
      <h2 className="pt-card__title" id="member-tasks">
        {intl.formatMessage({ id: 'tasks.title' })}
      </h2>
      {body}
    </section>
  );
}
