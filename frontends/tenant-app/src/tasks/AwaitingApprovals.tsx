import { useId, useState } from 'react';
import {
  Alert,
  Button,
  QueryState,
  errorMessage,
  useApiMutation,
  useApiQuery,
  type ApiAnswer,
} from '@portico/frontend-kit';

import { useIntl } from '../i18n';

type Approval = ApiAnswer<'get', '/api/approvals/awaiting'>['approvals'][number];

/**
 * The versions a member was asked to approve (issue 28 item 5): each names the version and its
 * SHA-256, and the decision sent names that hash, so it holds for exactly what they reviewed.
 * Nothing is shown when nothing waits.
 */
export function AwaitingApprovals() {
  const intl = useIntl();
  const awaiting = useApiQuery('/api/approvals/awaiting', undefined);
  if (awaiting.data?.approvals.length === 0) return null;
  return (
    <section className="pt-card" aria-labelledby="awaiting-approvals">
      <h2 className="pt-card__title" id="awaiting-approvals">
        {intl.formatMessage({ id: 'awaiting.title' })}
      </h2>
      <QueryState
        query={awaiting}
        loadingLabel={intl.formatMessage({ id: 'awaiting.loading' })}
        error={intl.formatMessage({ id: 'awaiting.failed' })}
      >
        {(answer) => (
          <ul className="task-list">
            {answer.approvals.map((approval) => (
              <ApprovalRow key={approval.id} approval={approval} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function ApprovalRow({ approval }: { approval: Approval }) {
  const intl = useIntl();
  const commentId = useId();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useApiMutation('post', '/api/approvals/{id}/decision', {
    invalidates: ['/api/approvals/awaiting', '/api/tasks/mine'],
  });
  const send = (decision: 'approved' | 'changes_requested') => {
    setError(null);
    if (decision === 'changes_requested' && !comment.trim())
      return setError(intl.formatMessage({ id: 'awaiting.sayWhat' }));
    decide.mutate(
      {
        params: { path: { id: approval.id } },
        body: { decision, sha256: approval.sha256, ...(comment.trim() ? { comment } : {}) },
      },
      {
        onError: (failure) =>
          setError(errorMessage(failure, intl.formatMessage({ id: 'awaiting.notSaved' }))),
      },
    );
  };
  return (
    <li className="task-row" id={`approval-${approval.id}`}>
      <div className="task-row__main">
        <span className="task-row__title">
          {intl.formatMessage(
            { id: 'awaiting.version' },
            { title: approval.file_title, version: approval.version_number },
          )}
        </span>
        {approval.message && <p className="task-row__description">{approval.message}</p>}
        <span className="task-row__due">
          {intl.formatMessage({ id: 'awaiting.hash' }, { hash: approval.sha256.slice(0, 12) })}
        </span>
        <div className="pt-field">
          <label className="pt-field__label" htmlFor={commentId}>
            {intl.formatMessage({ id: 'awaiting.comment' })}
          </label>
          <textarea
            id={commentId}
            className="pt-textarea"
            rows={2}
            maxLength={2000}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        </div>
        {error && <Alert tone="error">{error}</Alert>}
      </div>
      <div className="task-row__action">
        <Button disabled={decide.isPending} onClick={() => send('approved')}>
          {intl.formatMessage({ id: 'awaiting.approve' })}
        </Button>
        <Button
          variant="secondary"
          disabled={decide.isPending}
          onClick={() => send('changes_requested')}
        >
          {intl.formatMessage({ id: 'awaiting.requestChanges' })}
        </Button>
      </div>
    </li>
  );
}
