import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  Badge,
  Button,
  EmptyState,
  Icon,
  QueryState,
  SkeletonList,
  Tabs,
  useApiQuery,
  useAuth,
  useApi,
  useToast,
  type ApiAnswer,
  type QueryLike,
} from '@portico/frontend-kit';
import { downloadFile } from '../files/fileBytes';
import { originLabel } from '../files/FilesPage';
import { UploadCard } from '../files/UploadCard';
import '../forms/render/forms.css';
import { relativeTime } from '../relativeTime';
import { LatestMessages } from '../messages/LatestMessages';
import { MemberTasks } from './MemberTasks';

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
  // The name the session already knows (GET /api/me): the banner, the page's largest paint,
  // shows it from the first render instead of changing once the profile answers.
  const { user } = useAuth();
  const files = useApiQuery('/api/files', {
    params: { query: { limit: 100, include_role_assigned: 'true' } },
  });
  const embeds = useApiQuery('/api/embeds', undefined);
  const forms = useApiQuery('/api/forms/assigned', undefined);
  const assigned = useApiQuery('/api/tasks/mine', undefined);
  // Open invoices become "Pay now" tasks; without client payments the list is empty or refused,
  // and the other tasks show regardless.
  const invoices = useApiQuery(
    '/api/payments/my-invoices',
    { params: { query: { status: 'open' } } },
    { retry: false },
  );
  const first = profile.data?.first_name ?? null;
  const last = profile.data?.last_name ?? null;
  const shownFirst = profile.data ? first : (user?.first_name ?? null);
  const shownLast = profile.data ? last : (user?.last_name ?? null);
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
        <h1>{welcomeText(shownFirst, shownLast)}</h1>
        <p>Your files, forms and tools from your team, all in one place.</p>
      </div>
      <MemberTasks
        forms={forms}
        files={files}
        assigned={assigned}
        invoices={invoices.data?.invoices}
      />
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
            content: <AssignedPages embeds={embeds} />,
          },
          { id: 'messages', label: 'Messages', content: <LatestMessages /> },
        ]}
      />
    </div>
  );
}

function AssignedFiles({ files }: { files: QueryLike<ApiAnswer<'get', '/api/files'>> }) {
  const api = useApi();
  const toast = useToast();
  return (
    <div className="pt-stack">
      <UploadCard mode="member" title="Upload Files" />
      <QueryState
        query={files}
        loadingLabel="Loading files"
        error="Failed to fetch files"
        isEmpty={(answer) => answer.files.length === 0}
        empty={<EmptyState title="No files yet." icon={<Icon name="file" />} />}
      >
        {({ files: list }) => {
          return (
            <>
              <section aria-labelledby="recent-activity">
                <h2 className="pt-card__title" id="recent-activity">
                  Recent Activity
                </h2>
                <ul className="item-list">
                  {list.slice(0, 3).map((file) => (
                    <li key={file.id}>
                      <span>{file.title || file.file_name}</span>
                      <span className="file-meta">{relativeTime(file.created_at)}</span>
                    </li>
                  ))}
                </ul>
              </section>
              <ul className="card-grid" aria-label="Your files">
                {list.map((file) => (
                  <li key={file.id} className="pt-card file-card">
                    <span className="file-card__title">{file.title || file.file_name}</span>
                    <Badge tone={file.origin === 'from_admin' ? 'purple' : 'blue'}>
                      {originLabel(file)}
                    </Badge>
                    <span className="file-meta">{file.size_display}</span>
                    <span className="pt-row">
                      <Link className="pt-button pt-button--secondary pt-button--sm" to="/files">
                        View
                      </Link>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Download ${file.file_name}`}
                        onClick={() =>
                          downloadFile(api, file).catch((e: Error) =>
                            toast(e.message, { tone: 'error' }),
                          )
                        }
                      >
                        Download
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

/** Pages tab: the embeds the person may open (spec part 1 §2). */
function AssignedPages({ embeds }: { embeds: QueryLike<ApiAnswer<'get', '/api/embeds'>> }) {
  const empty = <EmptyState title="No pages assigned yet." icon={<Icon name="puzzle" />} />;
  return (
    <QueryState
      query={embeds}
      loadingLabel="Loading pages"
      error="Failed to fetch embeds"
      isEmpty={(answer) => answer.embeds.length === 0}
      empty={empty}
    >
      {(answer) => (
        <ul className="card-grid" aria-label="Your pages">
          {answer.embeds.map((embed) => (
            <li key={embed.id} className="pt-card file-card">
              <span className="file-card__title">{embed.title}</span>
              <span className="file-meta">{embed.provider}</span>
              <Link
                className="pt-button pt-button--secondary pt-button--sm"
                to={`/embed/${embed.id}`}
              >
                Open Tool
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** Spec part 1 §8: a failed forms load shows the empty state, not an error. */
function AssignedForms({ forms }: { forms: QueryLike<ApiAnswer<'get', '/api/forms/assigned'>> }) {
  // Newest first from the server; each item is { form, answered }.
  const list = forms.status === 'success' ? (forms.data?.forms ?? []).map((item) => item.form) : [];
  if (forms.status === 'pending') return <SkeletonList label="Loading forms" />;
  if (list.length === 0)
    return <EmptyState title="No assigned forms at this time." icon={<Icon name="form" />} />;
  return (
    <ul className="item-list">
      {list.slice(0, 2).map((form) => (
        <li key={form.id}>
          <span>{form.title}</span>
          <Link className="pt-button pt-button--secondary pt-button--sm" to={`/forms/${form.id}`}>
            Open
          </Link>
        </li>
      ))}
    </ul>
  );
}
