import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  accountsApi,
  Alert,
  EmptyState,
  Icon,
  SkeletonList,
  Tabs,
  useActiveTenant,
  useApi,
  useAsync,
} from '@portico/frontend-kit';
import { tenantApi } from '../api';

/** Banner colour by dashboard (spec part 1 §2): purple for recruitpro, green for jobseeker. */
const bannerTone = (pathname: string) =>
  pathname.includes('recruitpro') ? 'purple' : pathname.includes('jobseeker') ? 'green' : 'blue';

export function welcomeText(first?: string | null, last?: string | null): string {
  const name = [first, last].filter((p) => p && p.trim()).join(' ');
  return name ? `Welcome back, ${name}!` : 'Welcome back!';
}

export function MemberDashboard() {
  const api = useApi();
  const { activeTenantId } = useActiveTenant();
  const { pathname } = useLocation();
  const [tab, setTab] = useState('files');
  const profile = useAsync(() => accountsApi(api).getProfile(), [api]);
  const files = useAsync(() => tenantApi(api).files(100), [api, activeTenantId]);
  const forms = useAsync(() => tenantApi(api).forms(1000), [api, activeTenantId]);
  const first = profile.status === 'success' ? profile.data.first_name : null;
  const last = profile.status === 'success' ? profile.data.last_name : null;
  const navigate = useNavigate();

  // Spec part 1 §2: the recruitpro and jobseeker dashboards need a full name first.
  const needsName =
    /\/dashboard\/(recruitpro|jobseeker)/.test(pathname) &&
    profile.status === 'success' &&
    !(first?.trim() && last?.trim());
  useEffect(() => {
    if (needsName) navigate('/complete-profile', { replace: true });
  }, [needsName, navigate]);

  return (
    <div className="screen">
      <div className={`welcome-banner welcome-banner--${bannerTone(pathname)}`}>
        <h1>{welcomeText(first, last)}</h1>
        <p>Your files, forms and tools from your team, all in one place.</p>
      </div>
      <Tabs
        label="Your content"
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'files',
            label: 'Files',
            content:
              files.status === 'loading' ? (
                <SkeletonList label="Loading files" />
              ) : files.status === 'error' ? (
                <Alert tone="error">Failed to fetch files</Alert>
              ) : files.data.length === 0 ? (
                <EmptyState title="No files yet." icon={<Icon name="file" />} />
              ) : (
                <ul className="item-list">
                  {files.data.slice(0, 3).map((f) => (
                    <li key={f.id}>{f.title}</li>
                  ))}
                </ul>
              ),
          },
          {
            id: 'forms',
            label: 'Forms',
            content:
              forms.status === 'success' && forms.data.length > 0 ? (
                <ul className="item-list">
                  {forms.data.slice(0, 2).map((f) => (
                    <li key={f.id}>
                      <span>{f.title}</span>
                      <Link
                        className="pt-button pt-button--secondary pt-button--sm"
                        to={`/forms/${f.id}`}
                      >
                        Open
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : forms.status === 'loading' ? (
                <SkeletonList label="Loading forms" />
              ) : (
                <EmptyState title="No assigned forms at this time." icon={<Icon name="form" />} />
              ),
          },
          {
            id: 'pages',
            label: 'Pages',
            content: <EmptyState title="No pages assigned yet." icon={<Icon name="puzzle" />} />,
          },
        ]}
      />
    </div>
  );
}
