import { Link } from 'react-router';
import {
  EmptyState,
  Icon,
  QueryState,
  useActiveTenant,
  useApiQuery,
  useTenantBranding,
  type ApiAnswer,
  type QueryLike,
} from '@portico/frontend-kit';
import { UploadCard } from '../files/UploadCard';
import { DueThisWeek } from '../tasks/DueThisWeek';
import { relativeTime } from '../relativeTime';
import { ScreenHeader } from './ScreenHeader';
import { StatCard } from './StatCard';
import { activeClients, RecentUsers, totalClients } from './users/RecentUsers';

type FilesAnswer = ApiAnswer<'get', '/api/files'>;

const fileCount = (answer: FilesAnswer) => answer.files.length;
const formCount = (answer: ApiAnswer<'get', '/api/forms'>) => answer.forms.length;

/**
 * The tenant admin dashboard (spec part 1 §2): counts, recent uploads, recent users. Total Forms
 * counts the tenant's forms from GET /api/forms (archived ones excluded, as in the lists).
 */
export function AdminDashboard() {
  const { activeMembership } = useActiveTenant();
  const { config } = useTenantBranding();
  const files = useApiQuery('/api/files', { params: { query: { limit: 1000 } } });
  const forms = useApiQuery('/api/forms', { params: { query: { limit: 1000 } } });
  const users = useApiQuery('/api/users/recent', undefined);
  const name = config?.name ?? activeMembership?.tenant_name ?? 'your workspace';

  return (
    <div className="screen">
      <ScreenHeader title="Dashboard" subtitle={`Here is what is happening in ${name}.`} />
      <div className="stat-grid">
        <StatCard label="Total Clients" query={users} count={totalClients} />
        <StatCard label="Active Clients" query={users} count={activeClients} />
        <StatCard label="Total Forms" query={forms} count={formCount} />
        <StatCard label="Files Uploaded" query={files} count={fileCount} />
      </div>
      <div className="panel-grid">
        <UploadCard mode="admin" hint="Supports: PDF, DOC, XLS, JPG, PNG (Max 10MB)" />
        <DueThisWeek />
        <section className="pt-card" aria-labelledby="recent-uploads">
          <h2 className="pt-card__title" id="recent-uploads">
            Recent Uploads
          </h2>
          <RecentUploads files={files} />
        </section>
        <section className="pt-card" aria-labelledby="recent-users">
          <h2 className="pt-card__title" id="recent-users">
            Recent Users
          </h2>
          <RecentUsers users={users} />
          <Link to="/crm/users" className="panel-link">
            View All Users
          </Link>
        </section>
      </div>
    </div>
  );
}

function RecentUploads({ files }: { files: QueryLike<FilesAnswer> }) {
  return (
    <QueryState
      query={files}
      loadingLabel="Loading files"
      error="Failed to fetch files"
      isEmpty={(answer) => answer.files.length === 0}
      empty={<EmptyState title="No files yet." icon={<Icon name="file" />} />}
    >
      {(answer) => (
        <ul className="item-list">
          {answer.files.slice(0, 5).map((file) => (
            <li key={file.id}>
              <span>{file.title || file.file_name}</span>
              {file.created_at && (
                <span className="item-list__meta">{relativeTime(file.created_at)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
