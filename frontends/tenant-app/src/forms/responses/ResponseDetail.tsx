import { Button, Drawer, type components } from '@portico/frontend-kit';
import type { Form } from '../render/questions';
import { useIntl } from '../../i18n';
import { respondentName, showAnswer } from './answers';
import { FileLink } from './FileLink';

export type FormResponse = components['schemas']['FormResponse'];

/** A question left unanswered: a dash, the same in every language. */
const NO_ANSWER = '—';

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
  const intl = useIntl();
  const asked = form.schema.map((q) => q.label);
  const labels = [...asked, ...Object.keys(response.answers).filter((l) => !asked.includes(l))];
  return (
    <Drawer
      title={title ?? (respondentName(response.answers) || response.user_email)}
      onClose={onClose}
    >
      <p className="form-response__meta">
        {intl.formatMessage(
          { id: 'responses.meta' },
          { email: response.user_email, date: intl.formatDateTime(response.created_at) },
        )}
      </p>
      <dl className="detail-list form-response">
        {labels.map((label) => {
          const shown = showAnswer(response.answers[label]);
          return (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                {shown.kind === 'none' && NO_ANSWER}
                {shown.kind === 'invalid' && intl.formatMessage({ id: 'responses.invalid' })}
                {shown.kind === 'link' && (
                  <FileLink
                    url={shown.url}
                    label={intl.formatMessage({ id: 'responses.viewFile' })}
                  />
                )}
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
        {intl.formatMessage({ id: 'responses.close' })}
      </Button>
    </Drawer>
  );
}
