import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  errorMessage,
  useApiMutation,
  useToast,
  type ApiAnswer,
} from '@portico/frontend-kit';
import { useIntl } from '../i18n';

export type PlatformSettings = ApiAnswer<'get', '/api/settings'>['settings'];

/** docs/product.md §4, §9: the settings toast 'Saved' lasts 2000 ms. */
export const SAVED_TOAST_MS = 2000;

export type SectionName = keyof PlatformSettings;

interface SectionFormProps<K extends SectionName> {
  section: K;
  title: string;
  initial: PlatformSettings[K];
  /** Fields for the draft; `valid` false keeps Save disabled (e.g. a bad allowlist line). */
  children: (
    draft: PlatformSettings[K],
    set: (patch: Partial<PlatformSettings[K]>) => void,
  ) => ReactNode;
  valid?: (draft: PlatformSettings[K]) => boolean;
}

/** One section of Super Settings: its own draft and Save, written alone (docs/product.md §7). */
export function SectionForm<K extends SectionName>({
  section,
  title,
  initial,
  children,
  valid,
}: SectionFormProps<K>) {
  const toast = useToast();
  const intl = useIntl();
  const [draft, setDraft] = useState<PlatformSettings[K]>(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation('put', '/api/settings', {
    invalidates: ['/api/settings'],
    onSuccess: () =>
      toast(intl.formatMessage({ id: 'settings.saved' }), {
        tone: 'success',
        durationMs: SAVED_TOAST_MS,
      }),
  });
  const set = (patch: Partial<PlatformSettings[K]>) => setDraft((d) => ({ ...d, ...patch }));
  const headingId = `settings-${section}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({ tenantId: null, body: { [section]: draft } } as never);
    } catch (cause) {
      setError(errorMessage(cause, intl.formatMessage({ id: 'settings.saveFailed' })));
    }
  };

  return (
    <section className="pt-card" aria-labelledby={headingId}>
      <h2 className="pt-card__title" id={headingId}>
        {title}
      </h2>
      <form className="pt-stack" onSubmit={onSubmit} noValidate>
        {children(draft, set)}
        {error && <Alert tone="error">{error}</Alert>}
        <div>
          <Button
            type="submit"
            variant="primary"
            disabled={save.isPending || (valid ? !valid(draft) : false)}
          >
            {save.isPending
              ? intl.formatMessage({ id: 'settings.saving' })
              : intl.formatMessage({ id: 'settings.save' }, { section: title })}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** A number input that keeps the draft numeric (an empty box is 0 until typed). */
export function NumberField({
  label,
  value,
  onChange,
  min,
  hint,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  hint?: string;
}) {
  const id = `num-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className="pt-field">
      <label className="pt-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="pt-input"
        type="number"
        inputMode="numeric"
        min={min}
        value={Number.isFinite(value) ? value : ''}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value === '' ? 0 : Number(e.target.value))}
      />
      {hint && (
        <span className="pt-field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
    </div>
  );
}

/** One entry per line, as the product's list fields (IP allowlist, domain allowlist). */
export function LinesField({
  label,
  lines,
  onChange,
  invalidLine,
  hint,
}: {
  label: string;
  lines: string[];
  onChange: (lines: string[]) => void;
  invalidLine?: (line: string) => boolean;
  hint: string;
}) {
  const id = `lines-${label.replace(/\W+/g, '-').toLowerCase()}`;
  const bad = invalidLine ? lines.filter(invalidLine) : [];
  const intl = useIntl();
  return (
    <div className="pt-field">
      <label className="pt-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={bad.length > 0 ? 'pt-textarea settings__invalid' : 'pt-textarea'}
        rows={4}
        value={lines.join('\n')}
        aria-invalid={bad.length > 0 ? true : undefined}
        aria-describedby={`${id}-hint${bad.length > 0 ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value.split('\n'))}
      />
      <span className="pt-field__hint" id={`${id}-hint`}>
        {hint}
      </span>
      {bad.length > 0 && (
        <span className="pt-field__error" id={`${id}-error`} role="alert">
          {intl.formatMessage({ id: 'settings.lines.invalid' }, { entries: bad.join(', ') })}
        </span>
      )}
    </div>
  );
}
