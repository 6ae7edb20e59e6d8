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
} from '@portico/frontend-kit';
import { relativeTime } from '../relativeTime';
import { downloadVersion, type FileItem } from './fileBytes';

type Round = ApiAnswer<'get', '/api/files/{id}/approvals'>['approvals'][number];

const STATUS: Record<
  Round['status'],
  { label: string; tone: 'blue' | 'green' | 'orange' | 'gray' }
> = {
  open: { label: 'Waiting', tone: 'blue' },
  approved: { label: 'Approved', tone: 'green' },
  changes_requested: { label: 'Changes requested', tone: 'orange' },
  superseded: { label: 'Superseded by a newer version', tone: 'gray' },
};

/**
 * A file's versions and its rounds of approval (issue 28 items 4-5): every version, newest
 * first, with its size, day and SHA-256, each downloadable; each round with its version and
 * what every approver decided. Staff ask for approval of the newest version here.
 */
export function FileVersions({ file, isAdmin }: { file: FileItem; isAdmin: boolean }) {
  const api = useApi();
  const toast = useToast();
  const path = { params: { path: { id: file.id } } };
  const versions = useApiQuery('/api/files/{id}/versions', path);
  const rounds = useApiQuery('/api/files/{id}/approvals', path);
  return (
    <div className="pt-stack">
      <h3 className="pt-card__title">Versions</h3>
      <QueryState
        query={versions}
        loadingLabel="Loading versions"
        error="Versions could not be loaded."
      >
        {(answer) => (
          <ul className="task-list" aria-label="Versions">
            {answer.versions.map((version) => (
              <li key={version.id} className="task-row">
                <div className="task-row__main">
                  <span className="task-row__title">
                    Version {version.number} {version.current && <Badge tone="green">Shown</Badge>}
                  </span>
                  <span className="task-row__due">
                    {version.file_name} · {version.size_display} ·{' '}
                    {relativeTime(version.created_at)}
                  </span>
                  <span className="task-row__due">SHA-256 {version.sha256}</span>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Download version ${version.number}`}
                  onClick={() =>
                    downloadVersion(api, file.id, version).catch((e: Error) =>
                      toast(e.message, { tone: 'error' }),
                    )
                  }
                >
                  Download
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <h3 className="pt-card__title">Approvals</h3>
      <QueryState
        query={rounds}
        loadingLabel="Loading approvals"
        error="Approvals could not be loaded."
        isEmpty={(answer) => answer.approvals.length === 0}
        empty={<p>No approval asked for yet.</p>}
      >
        {(answer) => (
          <ul className="task-list" aria-label="Approvals">
            {answer.approvals.map((round) => (
              <li key={round.id} className="task-row">
                <div className="task-row__main">
                  <span className="task-row__title">
                    Version {round.version_number}{' '}
                    <Badge tone={STATUS[round.status].tone}>{STATUS[round.status].label}</Badge>
                  </span>
                  <span className="task-row__due">
                    {round.decisions.filter((d) => d.decision === 'approved').length} of{' '}
                    {round.decisions.length} approved
                  </span>
                  {round.decisions
                    .filter((d) => d.comment)
                    .map((d) => (
                      <p key={d.approver_id} className="task-row__description">
                        “{d.comment}”
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
        label="Ask for approval from"
        value={who}
        options={[
          { value: '', label: 'Choose a person' },
          ...(users.data?.users ?? []).map((u) => ({
            value: u.id,
            label: `${u.name} (${u.email})`,
          })),
        ]}
        onChange={(e) => setWho(e.target.value)}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button
        disabled={ask.isPending}
        onClick={() => {
          setError(null);
          if (!who) return setError('Choose who should approve');
          ask.mutate(
            { params: { path: { id: fileId } }, body: { approver_ids: [who] } },
            {
              onSuccess: () => toast('Approval asked for', { tone: 'success' }),
              onError: (failure) => setError(errorMessage(failure, 'Approval could not be asked')),
            },
          );
        }}
      >
        Ask for approval of the newest version
      </Button>
    </div>
  );
}
