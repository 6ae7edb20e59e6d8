/**
 * Assign Forms to User Roles (spec part 1 §2, part 2 §2): choose a form, tick roles, Save
 * Assignments. Saved with PATCH /api/forms; the messages are the spec's ('Please select a
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
    <section className="pt-card assign-forms" aria-labelledby={headingId}>
      <h2 className="pt-card__title" id={headingId}>
        {form ? 'Role Assignment' : 'Assign Forms to User Roles'}
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

/** The tenant's roles as checkboxes, ticked from the form's assigned_roles, and the save. */
function RoleChecklist({ form, formId }: { form: Form | undefined; formId: string }) {
  const [ticked, setTicked] = useState<string[]>(form?.assigned_roles ?? []);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = useApiMutation('patch', '/api/forms', {
    invalidates: ['/api/forms', '/api/form-responses'],
  });

  // A newer answer for the same form (another tab, the builder) re-ticks the boxes.
  const assigned = (form?.assigned_roles ?? []).join(',');
  useEffect(() => setTicked(assigned ? assigned.split(',') : []), [assigned]);

  const onSave = async () => {
    if (!formId) {
      setOutcome({ tone: 'error', text: 'Please select a form' });
      return;
    }
    setOutcome(null);
    try {
      await save.mutateAsync({ body: { id: formId, assigned_roles: ticked } });
      setOutcome({ tone: 'success', text: 'Assignments saved successfully' });
    } catch {
      setOutcome({ tone: 'error', text: 'Error saving assignments' });
    }
  };

  return (
    <div className="pt-stack">
      <RoleChips ticked={ticked} onChange={setTicked} />
      <div>
        <Button busy={save.isPending} onClick={() => void onSave()}>
          Save Assignments
        </Button>
      </div>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
    </div>
  );
}
