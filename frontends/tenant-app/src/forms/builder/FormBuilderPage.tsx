/**
 * The form builder (/forms/new, /forms/new?edit={id}; docs/product.md §2): title, questions with
 * their settings and logic, theme colours, role chips, Save Draft and Publish, and the
 * autosave status. A new form is created by its first save; the address then names it, so a
 * reload keeps editing the same form.
 */
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  QueryState,
  TextField,
  errorMessage,
  isAdminRole,
  useActiveTenant,
  useApiQuery,
  useToast,
} from '@portico/frontend-kit';
import { dashboardPathFor } from '@portico/frontend-kit/screens';
import { useIntl } from '../../i18n';
import { ScreenHeader } from '../../screens/ScreenHeader';
import { RoleChips } from '../assign/RoleChips';
import type { Form } from './questionTypes';
import { FieldMappingEditor } from './FieldMappingEditor';
import { draftOf, duplicateLabels, emptyDraft, type Draft } from './builderState';
import { QuestionList } from './QuestionList';
import { SaveStatus } from './SaveStatus';
import { ThemeEditor } from './ThemeEditor';
import { useFormSaver } from './useFormSaver';
import './builder.css';

export function FormBuilderPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  // The form this page created itself: its id reaching the address must not reload it.
  const [ownId, setOwnId] = useState<string | null>(null);
  const loadId = editId && editId !== ownId ? editId : null;
  if (!loadId) return <Builder key="new" initial={null} onCreated={setOwnId} />;
  return <EditLoader key={loadId} id={loadId} />;
}

function EditLoader({ id }: { id: string }) {
  const intl = useIntl();
  const form = useApiQuery('/api/forms/{id}', { params: { path: { id } } }, { retry: false });
  const [generation, setGeneration] = useState(0);
  return (
    <QueryState
      query={form}
      loadingLabel={intl.formatMessage({ id: 'builder.loading' })}
      error={(cause) => (
        <span className="pt-row">
          {errorMessage(cause, intl.formatMessage({ id: 'builder.loadFailed' }))}
          <Link to="/forms">{intl.formatMessage({ id: 'builder.backToForms' })}</Link>
        </span>
      )}
    >
      {(loaded) => (
        <Builder
          key={`${loaded.id}:${generation}`}
          initial={loaded}
          onCreated={() => undefined}
          onReload={async () => {
            await form.refetch();
            setGeneration((g) => g + 1);
          }}
        />
      )}
    </QueryState>
  );
}

/**
 * Where the builder leads back to: the management list for admins; the list is admin-only
 * (docs/product.md §2), so a recruitpro goes back to their dashboard.
 */
function useFormsHome(): string {
  const { activeMembership, isSuperAdmin } = useActiveTenant();
  const role = activeMembership?.role_key || activeMembership?.role || '';
  if (isSuperAdmin || isAdminRole(role)) return '/forms';
  return dashboardPathFor(role) ?? '/forms';
}

function Builder({
  initial,
  onCreated,
  onReload,
}: {
  initial: Form | null;
  onCreated: (id: string) => void;
  onReload?: () => Promise<void>;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const home = useFormsHome();
  const [draft, setDraft] = useState<Draft>(() => (initial ? draftOf(initial) : emptyDraft()));
  const [publishing, setPublishing] = useState(false);
  const saver = useFormSaver(initial, (form) => {
    onCreated(form.id);
    void navigate(`/forms/new?edit=${form.id}`, { replace: true });
  });

  const change = (next: Partial<Draft>) => {
    setDraft((d) => {
      const updated = { ...d, ...next };
      saver.changed(updated);
      return updated;
    });
  };

  const dupes = duplicateLabels(draft.schema);
  const onSaveDraft = async () => {
    const saved = await saver.saveNow(draft, 'draft');
    if (saved)
      toast(intl.formatMessage({ id: 'builder.status.saved' }), {
        tone: 'success',
        durationMs: 2000,
      });
  };
  const onPublish = async () => {
    setPublishing(true);
    const saved = await saver.saveNow(draft, 'publish');
    setPublishing(false);
    if (!saved) return;
    toast(intl.formatMessage({ id: 'builder.published' }, { title: saved.title }), {
      tone: 'success',
    });
    void navigate(home);
  };
  const stale = saver.state.kind === 'stale';

  return (
    <div className="screen form-builder">
      <ScreenHeader
        title={intl.formatMessage({ id: initial ? 'builder.editTitle' : 'builder.newTitle' })}
        subtitle={<SaveStatus state={saver.state} />}
        actions={
          <>
            <Link className="pt-button pt-button--ghost" to={home}>
              {intl.formatMessage({
                id: home === '/forms' ? 'builder.backToForms' : 'builder.backToDashboard',
              })}
            </Link>
            <Button
              variant="secondary"
              disabled={stale}
              busy={saver.state.kind === 'saving' && !publishing}
              onClick={() => void onSaveDraft()}
            >
              {intl.formatMessage({ id: 'builder.saveDraft' })}
            </Button>
            <Button disabled={stale} busy={publishing} onClick={() => void onPublish()}>
              {intl.formatMessage({ id: 'builder.publish' })}
            </Button>
          </>
        }
      />
      {saver.state.kind === 'stale' && (
        <Alert tone="error">
          {saver.state.message}
          <Button
            size="sm"
            variant="secondary"
            // A form this page created has its id in the address by now: reloading loads it.
            onClick={() => void (onReload ? onReload() : window.location.reload())}
          >
            {intl.formatMessage({ id: 'builder.reload' })}
          </Button>
        </Alert>
      )}
      {saver.state.kind === 'failed' && (
        <Alert tone="error">
          {saver.state.message ?? intl.formatMessage({ id: 'builder.saveFailed' })}
        </Alert>
      )}
      <section className="pt-card pt-stack" aria-labelledby="builder-details">
        <h2 className="pt-card__title" id="builder-details">
          {intl.formatMessage({ id: 'builder.details' })}
        </h2>
        <TextField
          label={intl.formatMessage({ id: 'builder.formTitle' })}
          value={draft.title}
          maxLength={200}
          required
          onChange={(e) => change({ title: e.target.value })}
        />
        <div className="pt-field">
          <label className="pt-field__label" htmlFor="builder-description">
            {intl.formatMessage({ id: 'builder.description' })}
          </label>
          <textarea
            id="builder-description"
            className="pt-textarea"
            rows={2}
            maxLength={5000}
            value={draft.description}
            onChange={(e) => change({ description: e.target.value })}
          />
        </div>
      </section>
      <section className="pt-card pt-stack" aria-labelledby="builder-questions">
        <h2 className="pt-card__title" id="builder-questions">
          {intl.formatMessage({ id: 'builder.questions' })}
        </h2>
        {dupes.length > 0 && (
          <Alert tone="warning">
            {intl.formatMessage({ id: 'builder.duplicate' }, { label: dupes[0] })}
          </Alert>
        )}
        <QuestionList questions={draft.schema} onChange={(schema) => change({ schema })} />
      </section>
      <div className="form-builder__side">
        <section className="pt-card pt-stack" aria-labelledby="builder-theme">
          <h2 className="pt-card__title" id="builder-theme">
            {intl.formatMessage({ id: 'builder.theme' })}
          </h2>
          <ThemeEditor theme={draft.theme} onChange={(theme) => change({ theme })} />
        </section>
        <section className="pt-card pt-stack" aria-labelledby="builder-roles">
          <h2 className="pt-card__title" id="builder-roles">
            {intl.formatMessage({ id: 'builder.roles' })}
          </h2>
          <RoleChips
            ticked={draft.assigned_roles}
            onChange={(assigned_roles) => change({ assigned_roles })}
          />
        </section>
      </div>
      <section className="pt-card pt-stack" aria-labelledby="builder-webhook">
        <h2 className="pt-card__title" id="builder-webhook">
          {intl.formatMessage({ id: 'builder.mapping' })}
        </h2>
        <FieldMappingEditor
          mapping={draft.field_mapping}
          questions={draft.schema}
          onChange={(field_mapping) => change({ field_mapping })}
        />
      </section>
    </div>
  );
}
