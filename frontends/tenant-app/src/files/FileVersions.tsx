import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  QueryState,
  SelectField,
  errorMessage,
  useApi,
  useApiMutation,
  useApiQuery,
  useToast,
  type ApiAnswer,
  useKitIntl,
} from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import { downloadFailure, downloadVersion, type FileItem } from './fileBytes';

type Round = ApiAnswer<'get', '/api/files/{id}/approvals'>['approvals'][number];

/** Each round's status: its words in the catalogue (versions.status.<status>) and its tone. */
const STATUS_TONE: Record<Round['status'], 'blue' | 'green' | 'orange' | 'gray'> = {
  open: 'blue',
  approved: 'green',
  changes_requested: 'orange',
  superseded: 'gray',
};

/**
 * A file's versions and its rounds of approval (issue 28 items 4-5): every version, newest
 * first, with its size, day and SHA-256, each downloadable; each round with its version and
 * what every approver decided. Staff ask for approval of the newest version here.
 */
export function FileVersions({ file, isAdmin }: { file: FileItem; isAdmin: boolean }) {
  const intl = useIntl();
  const { formatTimeAgo: relativeTime } = useKitIntl();
  const api = useApi();
  const toast = useToast();
  const path = { params: { path: { id: file.id } } };
  const versions = useApiQuery('/api/files/{id}/versions', path);
  const rounds = useApiQuery('/api/files/{id}/approvals', path);
  return (
    <div className="pt-stack">
      <h3 className="pt-card__title">{intl.formatMessage({ id: 'versions.title' })}</h3>
      <QueryState
        query={versions}
        loadingLabel={intl.formatMessage({ id: 'versions.loading' })}
        error={intl.formatMessage({ id: 'versions.failed' })}
      >
        {(answer) => (
          <ul className="task-list" aria-label={intl.formatMessage({ id: 'versions.title' })}>
            {answer.versions.map((version) => (
              <li key={version.id} className="task-row">
                <div className="task-row__main">
                  <span className="task-row__title pt-row">
                    {intl.formatMessage({ id: 'versions.number' }, { n: version.number })}
                    {version.current && (
                      <Badge tone="green">{intl.formatMessage({ id: 'versions.shown' })}</Badge>
                    )}
                  </span>
                  <span className="task-row__due">
                    {intl.formatMessage(
                      { id: 'versions.meta' },
                      {
                        name: version.file_name,
                        size: version.size_display,
                        ago: relativeTime(version.created_at),
                      },
                    )}
                  </span>
                  <span className="task-row__due">
                    {intl.formatMessage({ id: 'versions.sha' }, { hash: version.sha256 })}
                  </span>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={intl.formatMessage(
                    { id: 'versions.download' },
                    { n: version.number },
                  )}
                  onClick={() =>
                    downloadVersion(api, file.id, version).catch((e: unknown) =>
                      toast(downloadFailure(intl, e), { tone: 'error' }),
                    )
                  }
                >
                  {intl.formatMessage({ id: 'files.download' })}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <h3 className="pt-card__title">{intl.formatMessage({ id: 'approvals.title' })}</h3>
      <QueryState
        query={rounds}
        loadingLabel={intl.formatMessage({ id: 'approvals.loading' })}
        error={intl.formatMessage({ id: 'approvals.failed' })}
        isEmpty={(answer) => answer.approvals.length === 0}
        empty={<p>{intl.formatMessage({ id: 'approvals.empty' })}</p>}
      >
        {(answer) => (
          <ul className="task-list" aria-label={intl.formatMessage({ id: 'approvals.title' })}>
            {answer.approvals.map((round) => (
              <li key={round.id} className="task-row">
                <div className="task-row__main">
                  <span className="task-row__title pt-row">
                    {intl.formatMessage({ id: 'versions.number' }, { n: round.version_number })}
                    <Badge tone={STATUS_TONE[round.status]}>
                      {intl.formatMessage({ id: `approvals.status.${round.status}` })}
                    </Badge>
                  </span>
                  <span className="task-row__due">
                    {intl.formatMessage(
                      { id: 'approvals.count' },
                      {
                        approved: round.decisions.filter((d) => d.decision === 'approved').length,
                        total: round.decisions.length,
                      },
                    )}
                  </span>
                  {round.decisions
                    .filter((d) => d.comment)
                    .map((d) => (
                      <p key={d.approver_id} className="task-row__description">
                        {intl.formatMessage({ id: 'approvals.comment' }, { comment: d.comment })}
                      </p>
                    ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {isAdmin && <AskApproval fileId={file.id} />}
    </div>
  );
}

function AskApproval({ fileId }: { fileId: string }) {
  const intl = useIntl();
  const toast = useToast();
  const users = useApiQuery('/api/files/tenant-users', undefined);
  const [who, setWho] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ask = useApiMutation('post', '/api/files/{id}/approvals', {
    invalidates: ['/api/files/{id}/approvals'],
  });
  return (
    <div className="pt-stack">
      <SelectField
        label={intl.formatMessage({ id: 'approvals.askFrom' })}
        value={who}
        options={[
          { value: '', label: intl.formatMessage({ id: 'upload.choosePerson' }) },
          ...(users.data?.users ?? []).map((u) => ({
            value: u.id,
            label: intl.formatMessage({ id: 'upload.person' }, { name: u.name, email: u.email }),
          })),
        ]}
        onChange={(e) => setWho(e.target.value)}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button
        disabled={ask.isPending}
        onClick={() => {
          setError(null);
          if (!who) return setError(intl.formatMessage({ id: 'approvals.needsWho' }));
          ask.mutate(
            { params: { path: { id: fileId } }, body: { approver_ids: [who] } },
            {
              onSuccess: () =>
                toast(intl.formatMessage({ id: 'approvals.asked' }), { tone: 'success' }),
              onError: (failure) =>
                setError(errorMessage(failure, intl.formatMessage({ id: 'approvals.askFailed' }))),
            },
          );
        }}
      >
        {intl.formatMessage({ id: 'approvals.ask' })}
      </Button>
    </div>
  );
}
