import { Button, Drawer, type components } from '@portico/frontend-kit';
import type { Form } from '../render/questions';
import { INVALID_ANSWER, respondentName, showAnswer } from './answers';
import { FileLink } from './FileLink';

export type FormResponse = components['schemas']['FormResponse'];

/**
 * The right-hand detail panel (docs/product.md §2): every question of the form with its answer, in
 * the form's order, then any answer to a question the form no longer has; multi-line text on
 * its lines, links as file links, anything that is not an answer as '⚠️ Invalid answer'.
 */
export function ResponseDetail({
  form,
  response,
  onClose,
  title,
}: {
  form: Form;
  response: FormResponse;
  onClose: () => void;
  /** The drawer's title; the respondent's name, else their email, by default. */
  title?: string;
}) {
  const asked = form.schema.map((q) => q.label);
  const labels = [...asked, ...Object.keys(response.answers).filter((l) => !asked.includes(l))];
  return (
    <Drawer
      title={title ?? (respondentName(response.answers) || response.user_email)}
      onClose={onClose}
    >
      <p className="form-response__meta">
        {response.user_email} · {new Date(response.created_at).toLocaleString()}
      </p>
      <dl className="detail-list form-response">
        {labels.map((label) => {
          const shown = showAnswer(response.answers[label]);
          return (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                {shown.kind === 'none' && '—'}
                {shown.kind === 'invalid' && INVALID_ANSWER}
                {shown.kind === 'link' && <FileLink url={shown.url} label="View File" />}
                {shown.kind === 'lines' &&
                  shown.lines.map((line, i) => (
                    <span key={i} className="form-response__line">
                      {line}
                    </span>
                  ))}
              </dd>
            </div>
          );
        })}
      </dl>
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </Drawer>
  );
}
