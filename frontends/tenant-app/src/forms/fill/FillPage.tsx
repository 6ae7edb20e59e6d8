import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  Alert,
  Button,
  isApiError,
  SkeletonList,
  useActiveTenant,
  useApi,
  useApiQuery,
  type ApiError,
} from '@portico/frontend-kit';
import { dashboardPathFor } from '@portico/frontend-kit/screens';
import { FormRenderer } from '../render/FormRenderer';
import {
  answersToSend,
  kindOf,
  questionOfMessage,
  visibleQuestions,
  type Answers,
  type Form,
} from '../render/questions';
import { useIntl } from '../../i18n';
import { FileAnswer } from './FileAnswer';
import { useAnswerDraft } from './useAnswerDraft';

/**
 * The fill page (docs/product.md §2, /forms/{id}): the form if the server lets this member fill it,
 * '🚫 You do not have access to this form.' if not, back to /forms when there is no such form.
 */
export function FillPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const form = useApiQuery('/api/forms/{id}', { params: { path: { id } } }, { retry: false });
  const missing =
    form.status === 'error' && (form.error.status === 404 || form.error.status === 400);
  useEffect(() => {
    if (missing) navigate('/forms', { replace: true });
  }, [missing, navigate]);

  if (form.status === 'pending' || missing)
    return <SkeletonList label={intl.formatMessage({ id: 'fill.loading' })} />;
  if (form.status === 'error') {
    return (
      <div className="screen">
        <Alert tone="error">
          {intl.formatMessage({ id: form.error.status === 403 ? 'fill.noAccess' : 'fill.failed' })}
          {form.error.status !== 403 && (
            <>
              {' '}
              <button type="button" className="form-link" onClick={() => void form.refetch()}>
                {intl.formatMessage({ id: 'fill.retry' })}
              </button>
            </>
          )}
        </Alert>
      </div>
    );
  }
  return <FillForm key={form.data.id} form={form.data} />;
}

function FillForm({ form }: { form: Form }) {
  const intl = useIntl();
  const api = useApi();
  const queryClient = useQueryClient();
  const { activeMembership } = useActiveTenant();
  const draft = useAnswerDraft(form.id);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  // One key per submit attempt; kept only while an attempt's outcome is unknown (the network
  // or the gateway failed), so pressing Submit again cannot store the response twice.
  const pendingKey = useRef<string | null>(null);

  if (done) {
    return (
      <div className="screen">
        <Alert tone="success">{intl.formatMessage({ id: 'fill.submitted' })}</Alert>
        <Link
          className="pt-button pt-button--secondary"
          to={dashboardPathFor(activeMembership?.role_key ?? activeMembership?.role) ?? '/'}
        >
          {intl.formatMessage({ id: 'fill.back' })}
        </Link>
      </div>
    );
  }
  if (draft.status === 'pending')
    return <SkeletonList label={intl.formatMessage({ id: 'fill.loadingAnswers' })} />;

  const answers = draft.answers;
  const onAnswer = (label: string, value: unknown) => {
    draft.change({ ...answers, [label]: value });
    const question = form.schema.find((q) => q.label === label);
    if (question && errors[question.id]) {
      const { [question.id]: _cleared, ...rest } = errors;
      setErrors(rest);
    }
  };

  const localErrors = (current: Answers) => {
    const found: Record<string, string> = {};
    for (const q of visibleQuestions(form.schema, current)) {
      const value = current[q.label];
      const empty =
        value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
      // Native `required` covers the rest; a checkbox group and an upload still running do not.
      if (q.required && empty && (kindOf(q) === 'multi' || kindOf(q) === 'file'))
        found[q.id] = intl.formatMessage({ id: 'fill.required' }, { label: q.label });
    }
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found = localErrors(answers);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const key = pendingKey.current ?? crypto.randomUUID();
    pendingKey.current = key;
    setSending(true);
    try {
      await draft.flush();
      await api.post('/api/forms/{id}/responses', {
        params: { path: { id: form.id } },
        body: { answers: answersToSend(form.schema, answers), submission_id: key },
      });
      pendingKey.current = null;
      draft.forget();
      await queryClient.invalidateQueries();
      setDone(true);
    } catch (cause) {
      const error = cause as ApiError;
      if (!isApiError(error) || !error.retryable) pendingKey.current = null;
      const message =
        isApiError(error) && error.status !== 0
          ? error.message
          : intl.formatMessage({ id: 'fill.network' });
      const question = questionOfMessage(form.schema, message);
      if (question) setErrors({ [question.id]: message });
      else setProblem(error.status === 403 ? intl.formatMessage({ id: 'fill.noAccess' }) : message);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="screen">
      <form onSubmit={onSubmit} aria-label={form.title}>
        <FormRenderer
          form={form}
          answers={answers}
          onAnswer={onAnswer}
          errors={errors}
          renderFile={({ question, inputId, describedBy }) => (
            <FileAnswer
              inputId={inputId}
              describedBy={describedBy}
              required={question.required}
              value={answers[question.label]}
              onChange={(value) => onAnswer(question.label, value)}
            />
          )}
          footer={
            <div className="form-theme__footer">
              {problem && <Alert tone="error">{problem}</Alert>}
              <span className="form-theme__saved" role="status">
                {draft.saveText}
              </span>
              <Button type="submit" className="form-theme__submit" busy={sending}>
                {intl.formatMessage({ id: 'fill.submit' })}
              </Button>
            </div>
          }
        />
      </form>
    </div>
  );
}
