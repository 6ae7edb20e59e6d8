import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  SelectField,
  TextField,
  useApiQuery,
  useTenantRoles,
} from '@portico/frontend-kit';
import { defineMessages, useIntl } from '../i18n';
import { sandboxFor } from './EmbedPage';

export interface EmbedDraft {
  title: string;
  provider: string;
  url: string;
  embed_type: 'role' | 'user';
  role: string;
  user_id: string;
  is_active: boolean;
  /** Append the signed client-context token (off unless the admin chooses it). */
  pass_context: boolean;
}

const PROVIDERS = ['notion', 'calendly', 'monday', 'airtable', 'hirepilot', 'custom'];

/** The provider a URL belongs to (the create form's default; the server detects it again). */
export function detectProvider(url: string): string {
  let host = '';
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'custom';
  }
  const found = PROVIDERS.find((p) => p !== 'custom' && (host === `${p}.so` || host.includes(p)));
  return found ?? 'custom';
}

const EMPTY: EmbedDraft = {
  title: '',
  provider: '',
  url: '',
  embed_type: 'role',
  role: 'all',
  user_id: '',
  is_active: true,
  pass_context: false,
};

const PROBLEMS = defineMessages({
  details: { id: 'embeds.form.fillDetails' },
  user: { id: 'embeds.form.chooseUserFirst' },
});
const STEPS = defineMessages({
  1: { id: 'embeds.form.step.details' },
  2: { id: 'embeds.form.step.audience' },
  3: { id: 'embeds.form.step.settings' },
});

/** The spec's form rules (docs/product.md §5), checked before anything is sent. */
export function embedFormError(draft: EmbedDraft, step: number): { id: string } | null {
  if (step >= 1 && (!draft.title.trim() || !draft.provider || !draft.url.trim()))
    return PROBLEMS.details;
  if (step >= 2 && draft.embed_type === 'user' && !draft.user_id) return PROBLEMS.user;
  return null;
}

/** A provider's name as its makers write it; "custom" is a word, so it is translated. */
const providerLabel = (provider: string) => provider[0]!.toUpperCase() + provider.slice(1);

/**
 * The three-step create form (docs/product.md §2 Admin Embed Manager): details with a live preview,
 * target audience (a role or all, or one person), settings.
 */
export function EmbedForm({
  onSave,
  saving,
}: {
  onSave: (draft: EmbedDraft) => Promise<boolean>;
  saving: boolean;
}) {
  const intl = useIntl();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [draft, setDraft] = useState<EmbedDraft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const users = useApiQuery('/api/files/tenant-users', undefined);
  const roles = useTenantRoles();
  const set = (patch: Partial<EmbedDraft>) => setDraft((d) => ({ ...d, ...patch }));

  // docs/product.md §5: form errors clear after about 2.5 s.
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), 2500);
    return () => clearTimeout(timer);
  }, [error]);

  const next = (event: FormEvent) => {
    event.preventDefault();
    const problem = embedFormError(draft, step);
    if (problem) return setError(intl.formatMessage(problem));
    setError(null);
    if (step < 3) return setStep(step === 1 ? 2 : 3);
    void onSave(draft).then((saved) => {
      if (saved) {
        setDraft(EMPTY);
        setStep(1);
      }
    });
  };

  const previewable = /^https:\/\//.test(draft.url);
  return (
    <form
      className="pt-stack"
      onSubmit={next}
      noValidate
      aria-label={intl.formatMessage({ id: 'embeds.form.label' })}
    >
      <p className="file-meta" aria-live="polite">
        {intl.formatMessage(
          { id: 'embeds.form.step' },
          { step, total: 3, name: intl.formatMessage(STEPS[step]) },
        )}
      </p>
      {step === 1 && (
        <>
          <TextField
            label={intl.formatMessage({ id: 'embeds.form.title' })}
            value={draft.title}
            onChange={(e) => set({ title: e.target.value })}
          />
          <TextField
            label={intl.formatMessage({ id: 'embeds.form.url' })}
            type="url"
            value={draft.url}
            onChange={(e) =>
              set({
                url: e.target.value,
                provider: draft.provider || detectProvider(e.target.value),
              })
            }
          />
          <SelectField
            label={intl.formatMessage({ id: 'embeds.form.provider' })}
            value={draft.provider}
            options={[
              { value: '', label: intl.formatMessage({ id: 'embeds.form.chooseProvider' }) },
              ...PROVIDERS.map((p) => ({
                value: p,
                label:
                  p === 'custom'
                    ? intl.formatMessage({ id: 'embeds.form.provider.custom' })
                    : providerLabel(p),
              })),
            ]}
            onChange={(e) => set({ provider: e.target.value })}
          />
          {previewable && (
            <iframe
              className="embed-preview"
              title={intl.formatMessage({ id: 'embeds.form.preview' })}
              src={draft.url}
              sandbox={sandboxFor(draft.provider)}
            />
          )}
        </>
      )}
      {step === 2 && (
        <>
          <SelectField
            label={intl.formatMessage({ id: 'embeds.form.audience' })}
            value={draft.embed_type}
            options={[
              { value: 'role', label: intl.formatMessage({ id: 'embeds.form.audience.role' }) },
              { value: 'user', label: intl.formatMessage({ id: 'embeds.type.user' }) },
            ]}
            onChange={(e) => set({ embed_type: e.target.value as EmbedDraft['embed_type'] })}
          />
          {draft.embed_type === 'role' ? (
            <SelectField
              label={intl.formatMessage({ id: 'embeds.form.role' })}
              value={draft.role}
              options={[
                { value: 'all', label: intl.formatMessage({ id: 'embeds.form.allRoles' }) },
                ...(roles.data?.roles ?? []).map((r) => ({
                  value: r.role_key,
                  label: r.role_label || r.role_key,
                })),
              ]}
              onChange={(e) => set({ role: e.target.value })}
            />
          ) : (
            <SelectField
              label={intl.formatMessage({ id: 'embeds.form.user' })}
              value={draft.user_id}
              options={[
                { value: '', label: intl.formatMessage({ id: 'embeds.form.chooseUser' }) },
                ...(users.data?.users ?? []).map((u) => ({
                  value: u.id,
                  label: intl.formatMessage(
                    { id: 'embeds.form.personOption' },
                    { name: u.name, email: u.email },
                  ),
                })),
              ]}
              onChange={(e) => set({ user_id: e.target.value })}
            />
          )}
        </>
      )}
      {step === 3 && (
        <>
          <label className="pt-check">
            <input
              type="checkbox"
              checked={draft.is_active}
              onChange={(e) => set({ is_active: e.target.checked })}
            />
            {intl.formatMessage({ id: 'embeds.form.active' })}
          </label>
          <label className="pt-check">
            <input
              type="checkbox"
              checked={draft.pass_context}
              onChange={(e) => set({ pass_context: e.target.checked })}
            />
            {intl.formatMessage({ id: 'embeds.form.passContext' })}
          </label>
        </>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="pt-row">
        {step > 1 && (
          <Button type="button" variant="secondary" onClick={() => setStep(step === 3 ? 2 : 1)}>
            {intl.formatMessage({ id: 'embeds.form.back' })}
          </Button>
        )}
        <Button type="submit" busy={saving}>
          {intl.formatMessage({ id: step < 3 ? 'embeds.form.next' : 'embeds.add' })}
        </Button>
      </div>
    </form>
  );
}
