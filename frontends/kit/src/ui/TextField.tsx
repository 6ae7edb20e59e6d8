import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Validation message shown under the field and announced with it. */
  error?: string | null;
  hint?: ReactNode;
  /** Text joined to the right of the input, e.g. the subdomain suffix. */
  addon?: ReactNode;
  /** Status line under the field (e.g. subdomain availability). */
  status?: { tone: 'ok' | 'bad' | 'pending'; text: string } | null;
  id?: string;
}

export function TextField({
  label,
  error,
  hint,
  addon,
  status,
  id,
  className,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy =
    [error && `${fieldId}-error`, hint && `${fieldId}-hint`, status && `${fieldId}-status`]
      .filter(Boolean)
      .join(' ') || undefined;
  const control = (
    <input
      id={fieldId}
      className="pt-input"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...input}
    />
  );
  return (
    <div className={['pt-field', className].filter(Boolean).join(' ')}>
      <label className="pt-field__label" htmlFor={fieldId}>
        {label}
      </label>
      {addon ? (
        <div className="pt-input-group">
          {control}
          <span className="pt-input-group__addon">{addon}</span>
        </div>
      ) : (
        control
      )}
      {hint && (
        <span className="pt-field__hint" id={`${fieldId}-hint`}>
          {hint}
        </span>
      )}
      {status && (
        <span
          className={`pt-field__status pt-field__status--${status.tone}`}
          id={`${fieldId}-status`}
          role="status"
        >
          {status.text}
        </span>
      )}
      {error && (
        <span className="pt-field__error" id={`${fieldId}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
