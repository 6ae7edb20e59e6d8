import { Link } from 'react-router';
import {
  EmptyState,
  Icon,
  listItems,
  NotAvailableYet,
  QueryState,
  textOf,
  useActiveTenant,
  useFeatureQuery,
  useTenantBranding,
  type FeatureQuery,
} from '@portico/frontend-kit';
import { UploadCard } from '../files/UploadCard';
import { relativeTime } from '../relativeTime';
import { ScreenHeader } from './ScreenHeader';
import { StatCard } from './StatCard';
import { activeClients, RecentUsers, totalClients } from './users/RecentUsers';

const countOf = (answer: unknown) => listItems(answer).length;

/**
 * The tenant admin dashboard (spec part 1 §2): counts, recent uploads, recent users. Total Forms
 * counts the tenant's forms from GET /api/forms (archived ones excluded, as in the lists). Each
 * panel asks the gateway's document whether its route is declared and says plainly when not.
 */
export function AdminDashboard() {
  const { activeMembership } = useActiveTenant();
  const { config } = useTenantBranding();
  const files = useFeatureQuery('/api/files', { limit: 1000 });
  const forms = useFeatureQuery('/api/forms', { limit: 1000 });
  const users = useFeatureQuery('/api/users/recent');
  const name = config?.name ?? activeMembership?.tenant_name ?? 'your workspace';

  return (
    <div className="screen">
      <ScreenHeader title="Dashboard" subtitle={`Here is what is happening in ${name}.`} />
      <div className="stat-grid">
        <StatCard label="Total Clients" query={users} count={totalClients} />
        <StatCard label="Active Clients" query={users} count={activeClients} />
        <StatCard label="Total Forms" query={forms} count={countOf} />
        <StatCard label="Files Uploaded" query={files} count={countOf} />
      </div>
      <div className="panel-grid">
        <UploadCard mode="admin" hint="Supports: PDF, DOC, XLS, JPG, PNG (Max 10MB)" />
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

function RecentUploads({ files }: { files: FeatureQuery<'/api/files'> }) {
  if (!files.declared) return <NotAvailableYet feature="File sharing" />;
  return (
    <QueryState
      query={files}
      loadingLabel="Loading files"
      error="Failed to fetch files"
      isEmpty={(answer) => listItems(answer).length === 0}
      empty={<EmptyState title="No files yet." icon={<Icon name="file" />} />}
    >
      {(answer) => (
        <ul className="item-list">
          {listItems(answer)
            .slice(0, 5)
            .map((file) => {
              const created = textOf(file, 'created_at');
              return (
                <li key={String(file.id)}>
                  <span>{textOf(file, 'title', 'name')}</span>
                  {created && <span className="item-list__meta">{relativeTime(created)}</span>}
                </li>
              );
            })}
        </ul>
      )}
    </QueryState>
  );
}
