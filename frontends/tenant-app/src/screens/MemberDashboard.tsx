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
  useKitIntl,
} from '@portico/frontend-kit';
import { downloadFailure, downloadFile, fromAdmin } from '../files/fileBytes';
import { originLabel } from '../files/FilesPage';
import { UploadCard } from '../files/UploadCard';
import '../forms/render/forms.css';
import { LatestMessages } from '../messages/LatestMessages';
import { useIntl, type Intl } from '../i18n';
import { MemberTasks } from './MemberTasks';

/** Which member dashboard this is: the team member's (recruitpro), the job seeker's or a client's. */
const dashboardOf = (pathname: string) =>
  pathname.includes('/recruitpro')
    ? 'recruitpro'
    : pathname.includes('/jobseeker')
      ? 'jobseeker'
      : 'client';

/** Banner colour by dashboard (docs/product.md §2): purple for recruitpro, green for jobseeker. */
const BANNER_TONE = { recruitpro: 'purple', jobseeker: 'green', client: 'blue' } as const;

export function welcomeText(intl: Intl, first?: string | null, last?: string | null): string {
  const name = [first, last].filter((p) => p && p.trim()).join(' ');
  return name
    ? intl.formatMessage({ id: 'dashboard.welcomeNamed' }, { name })
    : intl.formatMessage({ id: 'dashboard.welcome' });
}

export function MemberDashboard() {
  const intl = useIntl();
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
  const dashboard = dashboardOf(pathname);

  // docs/product.md §2: the recruitpro and jobseeker dashboards need a full name first.
  const needsName =
    dashboard !== 'client' && profile.status === 'success' && !(first?.trim() && last?.trim());
  useEffect(() => {
    if (needsName) navigate('/complete-profile', { replace: true });
  }, [needsName, navigate]);

  return (
    <div className="screen">
      <div className={`welcome-banner welcome-banner--${BANNER_TONE[dashboard]}`}>
        <h1>{welcomeText(intl, shownFirst, shownLast)}</h1>
        <p>
          {intl.formatMessage({
            // A team member works with the clients; the client wording ("from your team") is not theirs.
            id: dashboard === 'recruitpro' ? 'dashboard.introTeam' : 'dashboard.intro',
          })}
        </p>
      </div>
      <MemberTasks
        forms={forms}
        files={files}
        assigned={assigned}
        invoices={invoices.data?.invoices}
      />
      <Tabs
        label={intl.formatMessage({ id: 'dashboard.content' })}
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'files',
            label: intl.formatMessage({ id: 'dashboard.tab.files' }),
            content: <AssignedFiles files={files} />,
          },
          {
            id: 'forms',
            label: intl.formatMessage({ id: 'dashboard.tab.forms' }),
            content: <AssignedForms forms={forms} />,
          },
          {
            id: 'pages',
            label: intl.formatMessage({ id: 'dashboard.tab.pages' }),
            content: <AssignedPages embeds={embeds} />,
          },
          {
            id: 'messages',
            label: intl.formatMessage({ id: 'dashboard.tab.messages' }),
            content: <LatestMessages />,
          },
        ]}
      />
    </div>
  );
}

function AssignedFiles({ files }: { files: QueryLike<ApiAnswer<'get', '/api/files'>> }) {
  const intl = useIntl();
  const { formatTimeAgo: relativeTime } = useKitIntl();
  const api = useApi();
  const toast = useToast();
  return (
    <div className="pt-stack">
      <UploadCard mode="member" />
      <QueryState
        query={files}
        loadingLabel={intl.formatMessage({ id: 'files.loading' })}
        error={intl.formatMessage({ id: 'dashboard.files.failed' })}
        isEmpty={(answer) => answer.files.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage({ id: 'dashboard.files.empty' })}
            icon={<Icon name="file" />}
          />
        }
      >
        {({ files: list }) => {
          return (
            <>
              <section aria-labelledby="recent-activity">
                <h2 className="pt-card__title" id="recent-activity">
                  {intl.formatMessage({ id: 'dashboard.files.recent' })}
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
              <ul
                className="card-grid"
                aria-label={intl.formatMessage({ id: 'dashboard.files.list' })}
              >
                {list.map((file) => (
                  <li key={file.id} className="pt-card file-card">
                    <span className="file-card__title">{file.title || file.file_name}</span>
                    <Badge tone={fromAdmin(file) ? 'purple' : 'blue'}>
                      {originLabel(intl, file)}
                    </Badge>
                    <span className="file-meta">{file.size_display}</span>
                    <span className="pt-row">
                      <Link className="pt-button pt-button--secondary pt-button--sm" to="/files">
                        {intl.formatMessage({ id: 'dashboard.files.view' })}
                      </Link>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={intl.formatMessage(
                          { id: 'files.downloadNamed' },
                          { name: file.file_name },
                        )}
                        onClick={() =>
                          downloadFile(api, file).catch((e: unknown) =>
                            toast(downloadFailure(intl, e), { tone: 'error' }),
                          )
                        }
                      >
                        {intl.formatMessage({ id: 'files.download' })}
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

/** Pages tab: the embeds the person may open (docs/product.md §2). */
function AssignedPages({ embeds }: { embeds: QueryLike<ApiAnswer<'get', '/api/embeds'>> }) {
  const intl = useIntl();
  const empty = (
    <EmptyState
      title={intl.formatMessage({ id: 'dashboard.pages.empty' })}
      icon={<Icon name="puzzle" />}
    />
  );
  return (
    <QueryState
      query={embeds}
      loadingLabel={intl.formatMessage({ id: 'dashboard.pages.loading' })}
      error={intl.formatMessage({ id: 'dashboard.pages.failed' })}
      isEmpty={(answer) => answer.embeds.length === 0}
      empty={empty}
    >
      {(answer) => (
        <ul className="card-grid" aria-label={intl.formatMessage({ id: 'dashboard.pages.list' })}>
          {answer.embeds.map((embed) => (
            <li key={embed.id} className="pt-card file-card">
              <span className="file-card__title">{embed.title}</span>
              <span className="file-meta">{embed.provider}</span>
              <Link
                className="pt-button pt-button--secondary pt-button--sm"
                to={`/embed/${embed.id}`}
              >
                {intl.formatMessage({ id: 'dashboard.pages.open' })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** docs/product.md §8: a failed forms load shows the empty state, not an error. */
function AssignedForms({ forms }: { forms: QueryLike<ApiAnswer<'get', '/api/forms/assigned'>> }) {
  const intl = useIntl();
  // Newest first from the server; each item is { form, answered }.
  const list = forms.status === 'success' ? (forms.data?.forms ?? []).map((item) => item.form) : [];
  if (forms.status === 'pending')
    return <SkeletonList label={intl.formatMessage({ id: 'dashboard.forms.loading' })} />;
  if (list.length === 0)
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'dashboard.forms.empty' })}
        icon={<Icon name="form" />}
      />
    );
  return (
    <ul className="item-list">
      {list.slice(0, 2).map((form) => (
        <li key={form.id}>
          <span>{form.title}</span>
          <Link className="pt-button pt-button--secondary pt-button--sm" to={`/forms/${form.id}`}>
            {intl.formatMessage({ id: 'dashboard.forms.open' })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
