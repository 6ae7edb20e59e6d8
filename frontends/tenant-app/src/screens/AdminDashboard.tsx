import { Link } from 'react-router';
import {
  Alert,
  Badge,
  Icon,
  EmptyState,
  SkeletonList,
  useActiveTenant,
  useApi,
  useAsync,
  useTenantBranding,
} from '@portico/frontend-kit';
import { relativeTime, tenantApi } from '../api';
import { ScreenHeader } from './ScreenHeader';
import { StatCard } from './StatCard';

/** The tenant admin dashboard frame (spec part 1 §2): counts, recent uploads, recent users. */
export function AdminDashboard() {
  const api = useApi();
  const { activeTenantId, activeMembership } = useActiveTenant();
  const { config } = useTenantBranding();
  const reads = tenantApi(api);
  const files = useAsync(() => reads.files(1000), [api, activeTenantId]);
  const forms = useAsync(() => reads.forms(1000), [api, activeTenantId]);
  const users = useAsync(() => reads.recentUsers(), [api, activeTenantId]);
  const count = <T,>(state: typeof files | typeof forms | typeof users) =>
    (state.status === 'success'
      ? { ...state, data: (state.data as T[]).length }
      : state) as Parameters<typeof StatCard>[0]['state'];
  const name = config?.name ?? activeMembership?.tenant_name ?? 'your workspace';

  return (
    <div className="screen">
      <ScreenHeader title="Dashboard" subtitle={`Here is what is happening in ${name}.`} />
      <div className="stat-grid">
        <StatCard label="Total Clients" state={count(users)} />
        <StatCard label="Total Forms" state={count(forms)} />
        <StatCard label="Files Uploaded" state={count(files)} />
      </div>
      <div className="panel-grid">
        <section className="pt-card" aria-labelledby="recent-uploads">
          <h2 className="pt-card__title" id="recent-uploads">
            Recent Uploads
          </h2>
          {files.status === 'loading' && <SkeletonList rows={3} label="Loading files" />}
          {files.status === 'error' && <Alert tone="error">Failed to fetch files</Alert>}
          {files.status === 'success' && files.data.length === 0 && (
            <EmptyState title="No files yet." icon={<Icon name="file" />} />
          )}
          {files.status === 'success' && files.data.length > 0 && (
            <ul className="item-list">
              {files.data.slice(0, 5).map((f) => (
                <li key={f.id}>
                  <span>{f.title}</span>
                  <span className="item-list__meta">{relativeTime(f.created_at)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="pt-card" aria-labelledby="recent-users">
          <h2 className="pt-card__title" id="recent-users">
            Recent Users
          </h2>
          {users.status === 'loading' && <SkeletonList rows={3} label="Loading users" />}
          {users.status === 'error' && <Alert tone="error">Failed to fetch users</Alert>}
          {users.status === 'success' && users.data.length === 0 && (
            <EmptyState title="No users yet" icon={<Icon name="users" />} />
          )}
          {users.status === 'success' && users.data.length > 0 && (
            <ul className="item-list">
              {users.data.slice(0, 5).map((u) => (
                <li key={u.id}>
                  <span>{u.name || u.email}</span>
                  {u.last_sign_in_at ? (
                    <Badge tone="green">Active</Badge>
                  ) : (
                    <Badge tone="orange">Pending</Badge>
                  )}
                </li>
              ))}
            </ul>
          )}
          <Link to="/crm/users" className="panel-link">
            View All Users
          </Link>
        </section>
      </div>
    </div>
  );
}
