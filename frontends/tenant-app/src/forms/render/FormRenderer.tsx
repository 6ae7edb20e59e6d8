import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from '../../i18n';
import './forms.css';
import { QuestionField, type QuestionFieldProps } from './QuestionField';
import { themeStyle, visibleQuestions, type Answers, type Form } from './questions';

/**
 * A form as its members see it: the theme's font and colours, and only the questions its logic
 * shows for the answers so far, re-evaluated on every change. The fill page passes answers and
 * errors; the management Preview renders it read-only with no answers.
 */
export function FormRenderer({
  form,
  answers = {},
  onAnswer,
  errors = {},
  readOnly = false,
  renderFile,
  footer,
}: {
  form: Pick<Form, 'title' | 'description' | 'schema' | 'theme'>;
  answers?: Answers;
  onAnswer?: (label: string, value: unknown) => void;
  /** Messages keyed by question id. */
  errors?: Record<string, string>;
  readOnly?: boolean;
  renderFile?: QuestionFieldProps['renderFile'];
  /** The submit row (the fill page). */
  footer?: ReactNode;
}) {
  const intl = useIntl();
  const shown = visibleQuestions(form.schema, answers);
  return (
    <div className="form-theme" style={themeStyle(form.theme) as CSSProperties}>
      <div className="form-theme__card">
        <h1 className="form-theme__title">{form.title}</h1>
        {form.description && <p className="form-theme__description">{form.description}</p>}
        {shown.length === 0 ? (
          <p>{intl.formatMessage({ id: 'form.empty' })}</p>
        ) : (
          shown.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              value={answers[question.label]}
              onChange={(value) => onAnswer?.(question.label, value)}
              error={errors[question.id]}
              readOnly={readOnly}
              renderFile={renderFile}
            />
          ))
        )}
        {footer}
      </div>
    </div>
  );
}
