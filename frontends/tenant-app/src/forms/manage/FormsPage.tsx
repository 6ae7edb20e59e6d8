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
import { ScreenHeader } from '../../screens/ScreenHeader';
import type { Form } from '../builder/questionTypes';
import { FormDetail } from './FormDetail';
import { FormList, type ViewMode } from './FormList';
import './manage.css';

type StatusFilter = 'all' | 'published' | 'draft';
type Sort = 'created_at' | 'updated_at' | 'title';

export const ARCHIVE_CONFIRM = 'Archive this form? It will be hidden from lists.';
export const DELETE_CONFIRM = 'Delete this form?';

export function FormsPage() {
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
    if (!window.confirm(ARCHIVE_CONFIRM)) return;
    try {
      await patch.mutateAsync({ body: { id: form.id, status: 'archived' } });
      toast(`“${form.title}” archived`, { tone: 'success' });
    } catch (error) {
      toast(errorMessage(error, 'Failed to save'), { tone: 'error' });
    }
  };

  const onCopy = async (form: Form) => {
    try {
      const made = await copy.mutateAsync({ params: { path: { id: form.id } } });
      setSelectedId(made.id);
      toast(`Copied as “${made.title}”`, { tone: 'success' });
    } catch (error) {
      toast(errorMessage(error, 'Failed to save'), { tone: 'error' });
    }
  };

  const onDelete = async (form: Form) => {
    if (!window.confirm(DELETE_CONFIRM)) return;
    try {
      await remove.mutateAsync({ params: { path: { id: form.id } } });
      toast(`“${form.title}” deleted`, { tone: 'success' });
    } catch {
      toast('Failed to delete form', { tone: 'error' });
    }
  };

  return (
    <div className="screen">
      <ScreenHeader
        title="Forms"
        subtitle="Build intake forms, publish them and choose who fills them in."
        actions={
          <Link className="pt-button pt-button--primary" to="/forms/new">
            New Form
          </Link>
        }
      />
      {/* The table needs the full width: the chosen form then sits below it. */}
      <div className={view === 'table' ? 'forms-manage forms-manage--table' : 'forms-manage'}>
        <section className="pt-card forms-manage__list" aria-labelledby="forms-list-title">
          <h2 className="pt-card__title" id="forms-list-title">
            Your forms
          </h2>
          <div className="forms-manage__controls">
            <SelectField
              label="Status"
              value={status}
              options={[
                { value: 'all', label: 'All' },
                { value: 'published', label: 'Published' },
                { value: 'draft', label: 'Draft' },
              ]}
              onChange={(e) => setStatus(e.target.value as StatusFilter)}
            />
            <SelectField
              label="Sort"
              value={sort}
              options={[
                { value: 'created_at', label: 'Newest first' },
                { value: 'updated_at', label: 'Recently edited' },
                { value: 'title', label: 'Title A–Z' },
              ]}
              onChange={(e) => setSort(e.target.value as Sort)}
            />
            <div className="forms-manage__view" role="group" aria-label="View">
              {(['cards', 'table'] as const).map((mode) => (
                <button
                  key={mode}
                  type="button"
                  className="pt-button pt-button--secondary pt-button--sm"
                  aria-pressed={view === mode}
                  onClick={() => setView(mode)}
                >
                  {mode === 'cards' ? 'Cards' : 'Table'}
                </button>
              ))}
            </div>
          </div>
          <QueryState
            query={forms}
            loadingLabel="Loading forms"
            error={(cause) => errorMessage(cause, 'Failed to load')}
            retry
            isEmpty={(answer) => answer.forms.length === 0}
            empty={
              <EmptyState
                title="No forms yet"
                icon={<Icon name="form" />}
                action={
                  <Link className="forms-link" to="/forms/new">
                    Create your first form
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
        <section className="pt-card forms-manage__detail" aria-label="Selected form">
          {selected ? (
            <FormDetail key={selected.id} form={selected} />
          ) : forms.status === 'success' ? (
            <Alert tone="info">Choose a form to see it here.</Alert>
          ) : null}
        </section>
      </div>
    </div>
  );
}
