import { useId, type ReactNode } from 'react';
import { useIntl } from '../../i18n';
import { kindOf, type Question } from './questions';

export interface QuestionFieldProps {
  question: Question;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The server's or the page's message for this question. */
  error?: string;
  /** The management Preview: every control shown, none usable. */
  readOnly?: boolean;
  /** The control for a file question (the fill page's uploader); a disabled input otherwise. */
  renderFile?: (props: { question: Question; inputId: string; describedBy?: string }) => ReactNode;
}

const textValue = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * One question, drawn with the native control of its type so it works from the keyboard and
 * with assistive technology as browsers already make them work: text inputs and textareas,
 * radio groups (choice, rating), checkboxes (multi), a select (dropdown), a date input, and the
 * file uploader. Required questions carry the required attribute (docs/product.md §6).
 */
export function QuestionField({
  question,
  value,
  onChange,
  error,
  readOnly = false,
  renderFile,
}: QuestionFieldProps) {
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;
  const kind = kindOf(question);
  const label = (
    <>
      {question.label}
      {question.required && (
        <span className="form-question__required" aria-hidden="true">
          {intl.formatMessage({ id: 'form.requiredMark' })}
        </span>
      )}
    </>
  );
  const message = error && (
    <span className="pt-field__error" id={errorId} role="alert">
      {error}
    </span>
  );

  if (kind === 'choice' || kind === 'multi' || kind === 'rating') {
    const options = kind === 'rating' ? ['1', '2', '3', '4', '5'] : question.options;
    const chosen = Array.isArray(value) ? value.map(String) : [textValue(value)];
    const toggle = (option: string, on: boolean) => {
      const list = Array.isArray(value) ? value.map(String) : [];
      onChange(on ? [...list, option] : list.filter((v) => v !== option));
    };
    // One answer (choice, rating) is a radio group, which may say it is required; a group of
    // checkboxes may not (WAI-ARIA), so its legend says so in words.
    const radios = kind !== 'multi';
    return (
      <fieldset
        className="form-question"
        role={radios ? 'radiogroup' : undefined}
        aria-labelledby={`${id}-legend`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={radios && question.required ? true : undefined}
      >
        <legend className="pt-field__label" id={`${id}-legend`}>
          {label}
          {!radios && question.required && (
            <span className="pt-visually-hidden">
              {intl.formatMessage({ id: 'form.requiredWord' })}
            </span>
          )}
        </legend>
        <div className={kind === 'rating' ? 'form-question__rating' : 'form-question__options'}>
          {options.map((option) => (
            <label key={option} className="pt-check">
              <input
                type={kind === 'multi' ? 'checkbox' : 'radio'}
                name={`${id}-${question.id}`}
                value={option}
                checked={chosen.includes(option)}
                disabled={readOnly}
                // A radio group is required once; checkboxes have no native "at least one".
                required={kind !== 'multi' && question.required}
                onChange={(event) =>
                  kind === 'multi'
                    ? toggle(option, event.target.checked)
                    : onChange(kind === 'rating' ? Number(option) : option)
                }
              />
              <span>
                {kind === 'rating' ? intl.formatMessage({ id: 'form.rating' }, { option }) : option}
              </span>
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }

  const common = {
    id,
    required: question.required,
    disabled: readOnly,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  let control: ReactNode;
  if (kind === 'long') {
    control = (
      <textarea
        {...common}
        className="pt-textarea"
        rows={4}
        value={textValue(value)}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else if (kind === 'dropdown') {
    control = (
      <select
        {...common}
        className="pt-select"
        value={textValue(value)}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{intl.formatMessage({ id: 'form.selectOption' })}</option>
        {question.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (kind === 'file') {
    control =
      renderFile && !readOnly ? (
        renderFile({ question, inputId: id, describedBy })
      ) : (
        <input {...common} className="pt-input" type="file" />
      );
  } else {
    control = (
      <input
        {...common}
        className="pt-input"
        type={kind === 'date' ? 'date' : 'text'}
        value={textValue(value)}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <div className="pt-field form-question">
      <label className="pt-field__label" htmlFor={id}>
        {label}
      </label>
      {control}
      {message}
    </div>
  );
}
