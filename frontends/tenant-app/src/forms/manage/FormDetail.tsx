/**
 * The chosen form in the management panel (docs/product.md §2): Preview (the real form, read-only),
 * Role Assignment, and Responses (the count, the completion rate, the newest answers in a
 * drawer and the way to the full responses page).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, QueryState, Tabs, useApiQuery, useKitIntl } from '@portico/frontend-kit';
import { useIntl } from '../../i18n';
import { AssignFormsPanel } from '../assign/AssignFormsPanel';
import { ruleShowing, type Form } from '../builder/questionTypes';
import { FormRenderer } from '../render/FormRenderer';
import { ResponseDetail } from '../responses/ResponseDetail';
import { StatusBadge } from './FormList';

type Tab = 'preview' | 'roles' | 'responses';

export function FormDetail({ form }: { form: Form }) {
  const intl = useIntl();
  const [tab, setTab] = useState<Tab>('preview');
  return (
    <div className="pt-stack">
      <div className="forms-detail__head">
        <h2 className="pt-card__title">{form.title}</h2>
        <StatusBadge form={form} />
      </div>
      <Tabs
        label={intl.formatMessage({ id: 'forms.detail.label' }, { title: form.title })}
        selected={tab}
        onSelect={(id) => setTab(id as Tab)}
        tabs={[
          {
            id: 'preview',
            label: intl.formatMessage({ id: 'forms.detail.preview' }),
            content: <Preview form={form} />,
          },
          {
            id: 'roles',
            label: intl.formatMessage({ id: 'forms.detail.roles' }),
            content: <AssignFormsPanel form={form} />,
          },
          {
            id: 'responses',
            label: intl.formatMessage({ id: 'forms.detail.responses' }),
            content: <ResponsesSummary form={form} />,
          },
        ]}
      />
    </div>
  );
}

/**
 * The form as a member first sees it (the fill page's own renderer, read-only), then the
 * questions its logic keeps hidden until an answer shows them.
 */
function Preview({ form }: { form: Form }) {
  const intl = useIntl();
  const conditional = form.schema.flatMap((q) => {
    const rule = ruleShowing(form.schema, q.id);
    const trigger = rule && form.schema.find((t) => t.id === rule.whenQuestionId);
    return rule && trigger ? [{ question: q, trigger, equals: rule.equals }] : [];
  });
  return (
    <div className="pt-stack forms-detail__preview">
      <FormRenderer form={form} readOnly />
      {conditional.length > 0 && (
        <div>
          <h3 className="forms-detail__subtitle">
            {intl.formatMessage({ id: 'forms.detail.logic' })}
          </h3>
          <ul className="forms-detail__logic">
            {conditional.map(({ question, trigger, equals }) => (
              <li key={question.id}>
                {intl.formatMessage(
                  { id: 'forms.detail.logicRule' },
                  { question: question.label, trigger: trigger.label, equals },
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

const LATEST = 5;

function ResponsesSummary({ form }: { form: Form }) {
  const intl = useIntl();
  const { formatTimeAgo: relativeTime } = useKitIntl();
  const responses = useApiQuery('/api/form-responses', {
    params: { query: { formId: form.id } },
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const open = responses.data?.responses.find((r) => r.id === openId);
  return (
    <div className="pt-stack">
      <dl className="forms-detail__figures">
        <div>
          <dt>{intl.formatMessage({ id: 'forms.detail.responses' })}</dt>
          <dd>{form.responses_count}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'forms.detail.completion' })}</dt>
          <dd>
            {intl.formatNumber(form.completion_rate, {
              style: 'percent',
              maximumFractionDigits: 0,
            })}
          </dd>
        </div>
      </dl>
      <QueryState
        query={responses}
        loadingLabel={intl.formatMessage({ id: 'forms.detail.loading' })}
        error={intl.formatMessage({ id: 'forms.detail.loadFailed' })}
        isEmpty={(answer) => answer.responses.length === 0}
        empty={<EmptyState title={intl.formatMessage({ id: 'forms.detail.none' })} />}
      >
        {(answer) => (
          <ul
            className="forms-detail__responses"
            aria-label={intl.formatMessage({ id: 'forms.detail.newest' })}
          >
            {answer.responses.slice(0, LATEST).map((r) => (
              <li key={r.id}>
                <span>{r.user_email || intl.formatMessage({ id: 'forms.detail.unknown' })}</span>
                <span className="forms-detail__when">{relativeTime(r.created_at)}</span>
                <button
                  type="button"
                  className="forms-link"
                  aria-label={intl.formatMessage(
                    { id: 'forms.detail.viewFrom' },
                    { who: r.user_email || intl.formatMessage({ id: 'forms.detail.unknown' }) },
                  )}
                  onClick={() => setOpenId(r.id)}
                >
                  {intl.formatMessage({ id: 'forms.detail.view' })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Link className="forms-link" to={`/forms/${form.id}/responses`}>
        {intl.formatMessage({ id: 'forms.detail.all' }, { count: form.responses_count })}
      </Link>
      {/* The responses page's own panel: the form's order, file links, numbers as answers. */}
      {open && (
        <ResponseDetail
          form={form}
          response={open}
          title={intl.formatMessage(
            { id: 'forms.detail.from' },
            { who: open.user_email || intl.formatMessage({ id: 'forms.detail.unknown' }) },
          )}
          onClose={() => setOpenId(null)}
        />
      )}
    </div>
  );
}
