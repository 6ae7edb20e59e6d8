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
  useKitIntl,
} from '@portico/frontend-kit';
import { UploadCard } from '../files/UploadCard';
import { useIntl } from '../i18n';
import { DueThisWeek } from '../tasks/DueThisWeek';
import { ScreenHeader } from './ScreenHeader';
import { StatCard } from './StatCard';
import { activeClients, RecentUsers, totalClients } from './users/RecentUsers';

type FilesAnswer = ApiAnswer<'get', '/api/files'>;

const fileCount = (answer: FilesAnswer) => answer.files.length;
const formCount = (answer: ApiAnswer<'get', '/api/forms'>) => answer.forms.length;

/**
 * The tenant admin dashboard (docs/product.md §2): counts, recent uploads, recent users. Total Forms
 * counts the tenant's forms from GET /api/forms (archived ones excluded, as in the lists).
 */
export function AdminDashboard() {
  const intl = useIntl();
  const { activeMembership } = useActiveTenant();
  const { config } = useTenantBranding();
  const files = useApiQuery('/api/files', { params: { query: { limit: 1000 } } });
  const forms = useApiQuery('/api/forms', { params: { query: { limit: 1000 } } });
  const users = useApiQuery('/api/users/recent', undefined);
  const name = config?.name ?? activeMembership?.tenant_name;

  return (
    <div className="screen">
      <ScreenHeader
        title={intl.formatMessage({ id: 'admin.title' })}
        subtitle={
          name
            ? intl.formatMessage({ id: 'admin.subtitle' }, { name })
            : intl.formatMessage({ id: 'admin.subtitleUnnamed' })
        }
      />
      <div className="stat-grid">
        <StatCard
          label={intl.formatMessage({ id: 'admin.stat.totalClients' })}
          query={users}
          count={totalClients}
        />
        <StatCard
          label={intl.formatMessage({ id: 'admin.stat.activeClients' })}
          query={users}
          count={activeClients}
        />
        <StatCard
          label={intl.formatMessage({ id: 'admin.stat.totalForms' })}
          query={forms}
          count={formCount}
        />
        <StatCard
          label={intl.formatMessage({ id: 'admin.stat.files' })}
          query={files}
          count={fileCount}
        />
      </div>
      <div className="panel-grid">
        <UploadCard mode="admin" hint={intl.formatMessage({ id: 'admin.upload.hint' })} />
        <DueThisWeek />
        <section className="pt-card" aria-labelledby="recent-uploads">
          <h2 className="pt-card__title" id="recent-uploads">
            {intl.formatMessage({ id: 'admin.recentUploads' })}
          </h2>
          <RecentUploads files={files} />
        </section>
        <section className="pt-card" aria-labelledby="recent-users">
          <h2 className="pt-card__title" id="recent-users">
            {intl.formatMessage({ id: 'admin.recentUsers' })}
          </h2>
          <RecentUsers users={users} />
          <Link to="/crm/users" className="panel-link">
            {intl.formatMessage({ id: 'admin.viewAllUsers' })}
          </Link>
        </section>
      </div>
    </div>
  );
}

function RecentUploads({ files }: { files: QueryLike<FilesAnswer> }) {
  const intl = useIntl();
  const { formatTimeAgo: relativeTime } = useKitIntl();
  return (
    <QueryState
      query={files}
      loadingLabel={intl.formatMessage({ id: 'files.loading' })}
      error={intl.formatMessage({ id: 'files.failed' })}
      isEmpty={(answer) => answer.files.length === 0}
      empty={
        <EmptyState
          title={intl.formatMessage({ id: 'dashboard.files.empty' })}
          icon={<Icon name="file" />}
        />
      }
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
