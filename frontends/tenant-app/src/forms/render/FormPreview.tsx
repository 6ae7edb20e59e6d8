/**
 * A form drawn read-only (the management panel's Preview tab, spec part 2 §2): every question
 * as the member will see it, in the form's theme, with the conditional ones saying when they
 * appear. Controls are disabled, so nothing here can be filled or submitted.
 */
import { useId } from 'react';
import { canonicalType, ruleShowing, type Form, type Question } from './formModel';
import './formPreview.css';

export function FormPreview({
  form,
}: {
  form: Pick<Form, 'title' | 'description' | 'schema' | 'theme'>;
}) {
  const { theme } = form;
  const background =
    theme.variant === 'gradient'
      ? `linear-gradient(160deg, ${theme.bg}, ${theme.secondary}22)`
      : theme.bg;
  return (
    <div
      className="form-preview"
      style={{ background, fontFamily: `${theme.font}, var(--font-sans)` }}
    >
      <div className="form-preview__bar" style={{ background: theme.primary }} />
      <h3 className="form-preview__title">{form.title}</h3>
      {form.description && <p className="form-preview__description">{form.description}</p>}
      {form.schema.length === 0 ? (
        <p className="form-preview__empty">This form has no questions yet.</p>
      ) : (
        <ol className="form-preview__questions">
          {form.schema.map((q) => (
            <li key={q.id}>
              <PreviewQuestion question={q} questions={form.schema} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function PreviewQuestion({
  question,
  questions,
}: {
  question: Question;
  questions: readonly Question[];
}) {
  const id = useId();
  const type = canonicalType(question.type);
  const rule = ruleShowing(questions, question.id);
  const trigger = rule && questions.find((q) => q.id === rule.whenQuestionId);
  const label = (
    <>
      {question.label}
      {question.required && (
        <span className="form-preview__required" aria-label="required">
          {' '}
          *
        </span>
      )}
    </>
  );
  const note = trigger && (
    <p className="form-preview__note">
      Shown when “{trigger.label}” is “{rule.equals}”
    </p>
  );

  if (type === 'choice' || type === 'multi' || type === 'rating') {
    const options = type === 'rating' ? ['1', '2', '3', '4', '5'] : question.options;
    return (
      <fieldset className="form-preview__field" disabled>
        <legend className="form-preview__label">{label}</legend>
        {note}
        <div className={type === 'rating' ? 'form-preview__rating' : 'form-preview__options'}>
          {options.map((option) => (
            <label key={option} className="pt-check">
              <input type={type === 'multi' ? 'checkbox' : 'radio'} name={id} value={option} />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    <div className="form-preview__field">
      <label className="form-preview__label" htmlFor={id}>
        {label}
      </label>
      {note}
      {type === 'long' ? (
        <textarea id={id} className="pt-textarea" rows={3} disabled />
      ) : type === 'dropdown' ? (
        <select id={id} className="pt-select" disabled>
          <option value="">Choose…</option>
          {question.options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          className="pt-input"
          type={type === 'date' ? 'date' : type === 'file' ? 'file' : 'text'}
          disabled
        />
      )}
    </div>
  );
}
