/**
 * The forms members fill, as last read, so a submit need not read its form before storing
 * the answer (bench/README.md, "Form submit"). A remembered form is never trusted on its own:
 * the statement that stores the response checks that the form is still at the version
 * validated against (store.insertSubmission), and a submit the remembered form would refuse
 * reads the form again before refusing. Every change a member could notice (schema, status,
 * assignment) raises the version; a deleted form stores nothing. Keyed by tenant and form, so
 * one tenant's form is never another's.
 */
import type { FormColumns } from '../store/forms';

/** Enough for every form being filled at once on a replica; the oldest is forgotten first. */
const MOST_FORMS = 2000;

export class FormsToFill {
  private readonly forms = new Map<string, FormColumns>();

  constructor(private readonly most = MOST_FORMS) {}

  get(tenantId: string, formId: string): FormColumns | undefined {
    return this.forms.get(`${tenantId} ${formId}`);
  }

  remember(form: FormColumns): void {
    const key = `${form.tenant_id} ${form.id}`;
    this.forms.delete(key);
    this.forms.set(key, form);
    if (this.forms.size > this.most) {
      const oldest = this.forms.keys().next().value;
      if (oldest !== undefined) this.forms.delete(oldest);
    }
  }

  forget(tenantId: string, formId: string): void {
    this.forms.delete(`${tenantId} ${formId}`);
  }
}
