/**
 * The forms of the management list, as cards or as a table (the view toggle of spec part 2
 * §2). Choosing a form shows it in the panel; each row carries Edit, Copy, Archive and Delete
 * with the form's title in their accessible names.
 */
import { Link } from 'react-router';
import { Badge, Button, TableRegion, useKitIntl } from '@portico/frontend-kit';
import { useIntl } from '../../i18n';
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
  const intl = useIntl();
  if (form.status === 'published')
    return <Badge tone="green">{intl.formatMessage({ id: 'forms.status.published' })}</Badge>;
  if (form.status === 'archived')
    return <Badge tone="gray">{intl.formatMessage({ id: 'forms.status.archived' })}</Badge>;
  return <Badge tone="orange">{intl.formatMessage({ id: 'forms.status.draft' })}</Badge>;
}

function Actions({
  form,
  ...props
}: { form: Form } & Omit<FormListProps, 'forms' | 'view' | 'selectedId' | 'onSelect'>) {
  const intl = useIntl();
  return (
    <div className="forms-manage__actions">
      <Link
        className="pt-button pt-button--secondary pt-button--sm"
        to={`/forms/new?edit=${form.id}`}
        aria-label={intl.formatMessage({ id: 'forms.editOne' }, { title: form.title })}
      >
        {intl.formatMessage({ id: 'forms.edit' })}
      </Link>
      <Button
        size="sm"
        variant="ghost"
        aria-label={intl.formatMessage({ id: 'forms.copyOne' }, { title: form.title })}
        onClick={() => props.onCopy(form)}
      >
        {intl.formatMessage({ id: 'forms.copy' })}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={intl.formatMessage({ id: 'forms.archiveOne' }, { title: form.title })}
        onClick={() => props.onArchive(form)}
      >
        {intl.formatMessage({ id: 'forms.archive' })}
      </Button>
      <Button
        size="sm"
        variant="danger"
        aria-label={intl.formatMessage({ id: 'forms.deleteOne' }, { title: form.title })}
        onClick={() => props.onDelete(form)}
      >
        {intl.formatMessage({ id: 'forms.delete' })}
      </Button>
    </div>
  );
}

export function FormList({ forms, view, selectedId, onSelect, ...actions }: FormListProps) {
  const intl = useIntl();
  const { formatTimeAgo: relativeTime } = useKitIntl();
  if (view === 'table') {
    return (
      <TableRegion label={intl.formatMessage({ id: 'forms.table' })}>
        <table className="pt-table">
          <caption className="pt-visually-hidden">
            {intl.formatMessage({ id: 'forms.table' })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'forms.col.title' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'forms.status' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'forms.col.responses' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'forms.col.updated' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'forms.col.actions' })}</th>
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
      </TableRegion>
    );
  }
  return (
    <ul className="form-cards" aria-label={intl.formatMessage({ id: 'forms.table' })}>
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
              {intl.formatMessage(
                { id: 'forms.cardMeta' },
                {
                  questions: form.schema.length,
                  responses: form.responses_count,
                  ago: relativeTime(form.updated_at),
                },
              )}
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
