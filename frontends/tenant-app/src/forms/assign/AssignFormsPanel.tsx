/**
 * Assign Forms to User Roles (docs/product.md §2): choose a form, tick roles, Save
 * Assignments. Saved with PATCH /api/forms; the messages are the product's ('Please select a
 * form', 'Assignments saved successfully', 'Error saving assignments'). The management
 * screen's Role Assignment tab is the same panel with its form already chosen.
 */
import { useEffect, useId, useState } from 'react';
import {
  Alert,
  Button,
  errorMessage,
  QueryState,
  SelectField,
  useApiMutation,
  useApiQuery,
} from '@portico/frontend-kit';
import type { Form } from '../builder/questionTypes';
import { useIntl } from '../../i18n';
import { RoleChips } from './RoleChips';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export function AssignFormsPanel({ form }: { form?: Form }) {
  const intl = useIntl();
  const headingId = useId();
  const forms = useApiQuery(
    '/api/forms',
    { params: { query: { limit: 200 } } },
    { enabled: !form },
  );
  const [formId, setFormId] = useState(form?.id ?? '');
  const list = form ? [form] : (forms.data?.forms ?? []);
  const chosen = list.find((f) => f.id === formId);

  return (
    // Inside the management panel's tab it is no card of its own, and the tab already names it.
    <section className={form ? 'assign-forms' : 'pt-card assign-forms'} aria-labelledby={headingId}>
      <h2 className={form ? 'pt-visually-hidden' : 'pt-card__title'} id={headingId}>
        {form
          ? intl.formatMessage({ id: 'assignForms.forForm' }, { title: form.title })
          : intl.formatMessage({ id: 'assignForms.title' })}
      </h2>
      {form ? (
        <RoleChecklist key={form.id} form={form} formId={form.id} />
      ) : (
        <QueryState
          query={forms}
          loadingLabel={intl.formatMessage({ id: 'assignForms.loading' })}
          error={(e) => errorMessage(e, intl.formatMessage({ id: 'assignForms.loadFailed' }))}
        >
          {() => (
            <>
              <SelectField
                label={intl.formatMessage({ id: 'assignForms.form' })}
                value={formId}
                options={[
                  { value: '', label: intl.formatMessage({ id: 'assignForms.choose' }) },
                  ...list.map((f) => ({ value: f.id, label: f.title })),
                ]}
                onChange={(e) => setFormId(e.target.value)}
              />
              <RoleChecklist key={formId} form={chosen} formId={formId} />
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}

/**
 * The tenant's roles as checkboxes, ticked from the form's assigned_roles, the one person it
 * may be assigned to instead (issue 13: visible only to them and admins), and the save.
 */
function RoleChecklist({ form, formId }: { form: Form | undefined; formId: string }) {
  const intl = useIntl();
  const [ticked, setTicked] = useState<string[]>(form?.assigned_roles ?? []);
  const [person, setPerson] = useState(form?.assigned_user_id ?? '');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = useApiMutation('patch', '/api/forms', {
    invalidates: ['/api/forms', '/api/form-responses'],
  });

  // A newer answer for the same form (another tab, the builder) re-ticks the boxes.
  const assigned = (form?.assigned_roles ?? []).join(',');
  useEffect(() => setTicked(assigned ? assigned.split(',') : []), [assigned]);
  const assignedPerson = form?.assigned_user_id ?? '';
  useEffect(() => setPerson(assignedPerson), [assignedPerson]);

  const onSave = async () => {
    if (!formId) {
      setOutcome({ tone: 'error', text: intl.formatMessage({ id: 'assignForms.selectForm' }) });
      return;
    }
    setOutcome(null);
    try {
      await save.mutateAsync({
        body: {
          id: formId,
          assigned_roles: ticked,
          ...(person !== assignedPerson ? { assigned_user_id: person } : {}),
        },
      });
      setOutcome({ tone: 'success', text: intl.formatMessage({ id: 'assignForms.saved' }) });
    } catch {
      setOutcome({ tone: 'error', text: intl.formatMessage({ id: 'assignForms.saveFailed' }) });
    }
  };

  return (
    <div className="pt-stack">
      <RoleChips ticked={ticked} onChange={setTicked} />
      <PersonSelect value={person} onChange={setPerson} />
      <div>
        <Button busy={save.isPending} onClick={() => void onSave()}>
          {intl.formatMessage({ id: 'assignForms.save' })}
        </Button>
      </div>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
    </div>
  );
}

/** One person instead of roles; the people come from the tenant's member list (admins only). */
function PersonSelect({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const intl = useIntl();
  const people = useApiQuery('/api/files/tenant-users', undefined, { retry: false });
  if (people.status !== 'success') return null;
  return (
    <div>
      <SelectField
        label={intl.formatMessage({ id: 'assignForms.person' })}
        value={value}
        options={[
          { value: '', label: intl.formatMessage({ id: 'assignForms.nobody' }) },
          ...people.data.users.map((u) => ({
            value: u.id,
            label: intl.formatMessage(
              { id: 'assignForms.personOption' },
              { name: u.name || u.email, email: u.email },
            ),
          })),
        ]}
        onChange={(e) => onChange(e.target.value)}
      />
      {value && (
        <p className="pt-field__hint">{intl.formatMessage({ id: 'assignForms.personHint' })}</p>
      )}
    </div>
  );
}
