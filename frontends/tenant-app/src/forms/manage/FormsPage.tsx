/**
 * Form management (/forms, docs/product.md §2): the list on the left (cards or a table, status
 * filter, sort, edit, copy, archive, delete) and the chosen form on the right (Preview, Role
 * Assignment, Responses). New Form goes to /forms/new; editing to /forms/new?edit={id}.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  EmptyState,
  Icon,
  QueryState,
  SelectField,
  errorMessage,
  useApiMutation,
  useApiQuery,
  useToast,
} from '@portico/frontend-kit';
import { useIntl } from '../../i18n';
import { ScreenHeader } from '../../screens/ScreenHeader';
import type { Form } from '../builder/questionTypes';
import { FormDetail } from './FormDetail';
import { FormList, type ViewMode } from './FormList';
import './manage.css';

type StatusFilter = 'all' | 'published' | 'draft';
type Sort = 'created_at' | 'updated_at' | 'title';

export function FormsPage() {
  const intl = useIntl();
  const toast = useToast();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<Sort>('created_at');
  const [view, setView] = useState<ViewMode>('cards');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const forms = useApiQuery('/api/forms', { params: { query: { limit: 200, status, sort } } });
  const stale = ['/api/forms', '/api/forms/assigned'] as const;
  const patch = useApiMutation('patch', '/api/forms', { invalidates: stale });
  const copy = useApiMutation('post', '/api/forms/{id}/copy', { invalidates: stale });
  const remove = useApiMutation('delete', '/api/forms/{id}', { invalidates: stale });

  const list = forms.data?.forms ?? [];
  const selected = list.find((f) => f.id === selectedId) ?? list[0];

  const onArchive = async (form: Form) => {
    if (!window.confirm(intl.formatMessage({ id: 'forms.archiveConfirm' }))) return;
    try {
      await patch.mutateAsync({ body: { id: form.id, status: 'archived' } });
      toast(intl.formatMessage({ id: 'forms.archived' }, { title: form.title }), {
        tone: 'success',
      });
    } catch (error) {
      toast(errorMessage(error, intl.formatMessage({ id: 'forms.saveFailed' })), { tone: 'error' });
    }
  };

  const onCopy = async (form: Form) => {
    try {
      const made = await copy.mutateAsync({ params: { path: { id: form.id } } });
      setSelectedId(made.id);
      toast(intl.formatMessage({ id: 'forms.copied' }, { title: made.title }), { tone: 'success' });
    } catch (error) {
      toast(errorMessage(error, intl.formatMessage({ id: 'forms.saveFailed' })), { tone: 'error' });
    }
  };

  const onDelete = async (form: Form) => {
    if (!window.confirm(intl.formatMessage({ id: 'forms.deleteConfirm' }))) return;
    try {
      await remove.mutateAsync({ params: { path: { id: form.id } } });
      toast(intl.formatMessage({ id: 'forms.deleted' }, { title: form.title }), {
        tone: 'success',
      });
    } catch {
      toast(intl.formatMessage({ id: 'forms.deleteFailed' }), { tone: 'error' });
    }
  };

  return (
    <div className="screen">
      <ScreenHeader
        title={intl.formatMessage({ id: 'forms.title' })}
        subtitle={intl.formatMessage({ id: 'forms.subtitle' })}
        actions={
          <Link className="pt-button pt-button--primary" to="/forms/new">
            {intl.formatMessage({ id: 'forms.new' })}
          </Link>
        }
      />
      {/* The table needs the full width: the chosen form then sits below it. */}
      <div className={view === 'table' ? 'forms-manage forms-manage--table' : 'forms-manage'}>
        <section className="pt-card forms-manage__list" aria-labelledby="forms-list-title">
          <h2 className="pt-card__title" id="forms-list-title">
            {intl.formatMessage({ id: 'forms.yours' })}
          </h2>
          <div className="forms-manage__controls">
            <SelectField
              label={intl.formatMessage({ id: 'forms.status' })}
              value={status}
              options={[
                { value: 'all', label: intl.formatMessage({ id: 'forms.status.all' }) },
                { value: 'published', label: intl.formatMessage({ id: 'forms.status.published' }) },
                { value: 'draft', label: intl.formatMessage({ id: 'forms.status.draft' }) },
              ]}
              onChange={(e) => setStatus(e.target.value as StatusFilter)}
            />
            <SelectField
              label={intl.formatMessage({ id: 'forms.sort' })}
              value={sort}
              options={[
                { value: 'created_at', label: intl.formatMessage({ id: 'forms.sort.created' }) },
                { value: 'updated_at', label: intl.formatMessage({ id: 'forms.sort.updated' }) },
                { value: 'title', label: intl.formatMessage({ id: 'forms.sort.title' }) },
              ]}
              onChange={(e) => setSort(e.target.value as Sort)}
            />
            <div
              className="forms-manage__view"
              role="group"
              aria-label={intl.formatMessage({ id: 'forms.view' })}
            >
              {(['cards', 'table'] as const).map((mode) => (
                <button
                  key={mode}
                  type="button"
                  className="pt-button pt-button--secondary pt-button--sm"
                  aria-pressed={view === mode}
                  onClick={() => setView(mode)}
                >
                  {intl.formatMessage({
                    id: mode === 'cards' ? 'forms.view.cards' : 'forms.view.table',
                  })}
                </button>
              ))}
            </div>
          </div>
          <QueryState
            query={forms}
            loadingLabel={intl.formatMessage({ id: 'forms.loading' })}
            error={(cause) => errorMessage(cause, intl.formatMessage({ id: 'forms.loadFailed' }))}
            retry
            isEmpty={(answer) => answer.forms.length === 0}
            empty={
              <EmptyState
                title={intl.formatMessage({ id: 'forms.empty' })}
                icon={<Icon name="form" />}
                action={
                  <Link className="forms-link" to="/forms/new">
                    {intl.formatMessage({ id: 'forms.createFirst' })}
                  </Link>
                }
              />
            }
          >
            {(answer) => (
              <FormList
                forms={answer.forms}
                view={view}
                selectedId={selected?.id ?? null}
                onSelect={setSelectedId}
                onArchive={(f) => void onArchive(f)}
                onCopy={(f) => void onCopy(f)}
                onDelete={(f) => void onDelete(f)}
              />
            )}
          </QueryState>
        </section>
        <section
          className="pt-card forms-manage__detail"
          aria-label={intl.formatMessage({ id: 'forms.selected' })}
        >
          {selected ? (
            <FormDetail key={selected.id} form={selected} />
          ) : forms.status === 'success' ? (
            <Alert tone="info">{intl.formatMessage({ id: 'forms.choose' })}</Alert>
          ) : null}
        </section>
      </div>
    </div>
  );
}
