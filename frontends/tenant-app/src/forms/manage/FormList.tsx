/**
 * The forms of the management list, as cards or as a table (the view toggle of spec part 2
 * §2). Choosing a form shows it in the panel; each row carries Edit, Copy, Archive and Delete
 * with the form's title in their accessible names.
 */
import { Link } from 'react-router';
import { Badge, Button, useKitIntl } from '@portico/frontend-kit';
import type { Form } from '../builder/questionTypes';

export type ViewMode = 'cards' | 'table';

interface FormListProps {
  forms: Form[];
  view: ViewMode;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onArchive: (form: Form) => void;
  onCopy: (form: Form) => void;
  onDelete: (form: Form) => void;
}

export function StatusBadge({ form }: { form: Form }) {
  if (form.status === 'published') return <Badge tone="green">Published</Badge>;
  if (form.status === 'archived') return <Badge tone="gray">Archived</Badge>;
  return <Badge tone="orange">Draft</Badge>;
}

const countOf = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function Actions({
  form,
  ...props
}: { form: Form } & Omit<FormListProps, 'forms' | 'view' | 'selectedId' | 'onSelect'>) {
  return (
    <div className="forms-manage__actions">
      <Link
        className="pt-button pt-button--secondary pt-button--sm"
        to={`/forms/new?edit=${form.id}`}
        aria-label={`Edit ${form.title}`}
      >
        Edit
      </Link>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Copy ${form.title}`}
        onClick={() => props.onCopy(form)}
      >
        Copy
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Archive ${form.title}`}
        onClick={() => props.onArchive(form)}
      >
        Archive
      </Button>
      <Button
        size="sm"
        variant="danger"
        aria-label={`Delete ${form.title}`}
        onClick={() => props.onDelete(form)}
      >
        Delete
      </Button>
    </div>
  );
}

export function FormList({ forms, view, selectedId, onSelect, ...actions }: FormListProps) {
  const { formatTimeAgo: relativeTime } = useKitIntl();
  if (view === 'table') {
    return (
      <div className="pt-table-wrap" tabIndex={0} role="region" aria-label="Forms">
        <table className="pt-table">
          <caption className="pt-visually-hidden">Forms</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Responses</th>
              <th scope="col">Updated</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {forms.map((form) => (
              <tr key={form.id} className={form.id === selectedId ? 'is-selected' : undefined}>
                <td>
                  <button
                    type="button"
                    className="forms-link"
                    aria-current={form.id === selectedId ? 'true' : undefined}
                    onClick={() => onSelect(form.id)}
                  >
                    {form.title}
                  </button>
                </td>
                <td>
                  <StatusBadge form={form} />
                </td>
                <td>{form.responses_count}</td>
                <td>{relativeTime(form.updated_at)}</td>
                <td>
                  <Actions form={form} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <ul className="form-cards" aria-label="Forms">
      {forms.map((form) => (
        <li
          key={form.id}
          className={form.id === selectedId ? 'form-card is-selected' : 'form-card'}
        >
          <button
            type="button"
            className="form-card__select"
            aria-current={form.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(form.id)}
          >
            <span className="form-card__title">{form.title}</span>
            <span className="form-card__meta">
              {countOf(form.schema.length, 'question')} ·{' '}
              {countOf(form.responses_count, 'response')} · edited {relativeTime(form.updated_at)}
            </span>
          </button>
          <div className="form-card__footer">
            <StatusBadge form={form} />
            <Actions form={form} {...actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
