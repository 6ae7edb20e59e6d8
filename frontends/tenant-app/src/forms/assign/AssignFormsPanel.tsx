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
  QueryState,
  SelectField,
  useApiMutation,
  useApiQuery,
} from '@portico/frontend-kit';
import type { Form } from '../builder/questionTypes';
import { RoleChips } from './RoleChips';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export function AssignFormsPanel({ form }: { form?: Form }) {
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
        {form ? `Role Assignment for ${form.title}` : 'Assign Forms to User Roles'}
      </h2>
      {form ? (
        <RoleChecklist key={form.id} form={form} formId={form.id} />
      ) : (
        <QueryState query={forms} loadingLabel="Loading forms" error={(e) => messageOf(e)}>
          {() => (
            <>
              <SelectField
                label="Form"
                value={formId}
                options={[
                  { value: '', label: 'Choose a form' },
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

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Failed to load';

/**
 * The tenant's roles as checkboxes, ticked from the form's assigned_roles, the one person it
 * may be assigned to instead (issue 13: visible only to them and admins), and the save.
 */
function RoleChecklist({ form, formId }: { form: Form | undefined; formId: string }) {
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
      setOutcome({ tone: 'error', text: 'Please select a form' });
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
      setOutcome({ tone: 'success', text: 'Assignments saved successfully' });
    } catch {
      setOutcome({ tone: 'error', text: 'Error saving assignments' });
    }
  };

  return (
    <div className="pt-stack">
      <RoleChips ticked={ticked} onChange={setTicked} />
      <PersonSelect value={person} onChange={setPerson} />
      <div>
        <Button busy={save.isPending} onClick={() => void onSave()}>
          Save Assignments
        </Button>
      </div>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
    </div>
  );
}

/** One person instead of roles; the people come from the tenant's member list (admins only). */
function PersonSelect({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const people = useApiQuery('/api/files/tenant-users', undefined, { retry: false });
  if (people.status !== 'success') return null;
  return (
    <div>
      <SelectField
        label="Or one person only"
        value={value}
        options={[
          { value: '', label: 'Nobody in particular (use the roles)' },
          ...people.data.users.map((u) => ({
            value: u.id,
            label: `${u.name || u.email} (${u.email})`,
          })),
        ]}
        onChange={(e) => onChange(e.target.value)}
      />
      {value && (
        <p className="pt-field__hint">
          Only this person and admins see the form; the roles above do not apply.
        </p>
      )}
    </div>
  );
}
