import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  EmptyState,
  Icon,
  listItems,
  NotAvailableYet,
  QueryState,
  SkeletonList,
  Tabs,
  textOf,
  useApiQuery,
  useFeatureQuery,
  type FeatureQuery,
} from '@portico/frontend-kit';

/** Banner colour by dashboard (spec part 1 §2): purple for recruitpro, green for jobseeker. */
const bannerTone = (pathname: string) =>
  pathname.includes('recruitpro') ? 'purple' : pathname.includes('jobseeker') ? 'green' : 'blue';

export function welcomeText(first?: string | null, last?: string | null): string {
  const name = [first, last].filter((p) => p && p.trim()).join(' ');
  return name ? `Welcome back, ${name}!` : 'Welcome back!';
}

export function MemberDashboard() {
  const { pathname } = useLocation();
  const [tab, setTab] = useState('files');
  const profile = useApiQuery('/api/profile', { tenantId: null });
  const files = useFeatureQuery('/api/files', { limit: 100 });
  const forms = useFeatureQuery('/api/forms', { limit: 1000 });
  const first = profile.data?.first_name ?? null;
  const last = profile.data?.last_name ?? null;
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
          { id: 'files', label: 'Files', content: <AssignedFiles files={files} /> },
          { id: 'forms', label: 'Forms', content: <AssignedForms forms={forms} /> },
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

function AssignedFiles({ files }: { files: FeatureQuery<'/api/files'> }) {
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
            .slice(0, 3)
            .map((file) => (
              <li key={String(file.id)}>{textOf(file, 'title', 'name')}</li>
            ))}
        </ul>
      )}
    </QueryState>
  );
}

/** Spec part 1 §8: a failed forms load shows the empty state, not an error. */
function AssignedForms({ forms }: { forms: FeatureQuery<'/api/forms'> }) {
  if (!forms.declared) return <NotAvailableYet feature="Forms" />;
  const list = forms.status === 'success' ? listItems(forms.data) : [];
  if (forms.status === 'pending') return <SkeletonList label="Loading forms" />;
  if (list.length === 0)
    return <EmptyState title="No assigned forms at this time." icon={<Icon name="form" />} />;
  return (
    <ul className="item-list">
      {list.slice(0, 2).map((form) => (
        <li key={String(form.id)}>
          <span>{textOf(form, 'title', 'name')}</span>
          <Link
            className="pt-button pt-button--secondary pt-button--sm"
            to={`/forms/${String(form.id)}`}
          >
            Open
          </Link>
        </li>
      ))}
    </ul>
  );
}
