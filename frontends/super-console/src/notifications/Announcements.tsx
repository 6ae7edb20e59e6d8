import { useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  errorMessage,
  PLAN_IDS,
  QueryState,
  SelectField,
  Table,
  TextField,
  useApiMutation,
  useApiQuery,
} from '@portico/frontend-kit';

type Audience = 'all' | 'plan' | 'tenants';

const AUDIENCES: { value: Audience; label: string }[] = [
  { value: 'all', label: 'All tenants' },
  { value: 'plan', label: 'By plan' },
  { value: 'tenants', label: 'Specific tenants' },
];

const STATUS_TONE = { active: 'green', scheduled: 'blue', ended: 'gray' } as const;

const EMPTY = {
  title: '',
  message: '',
  audience: 'all' as Audience,
  plan: 'pro',
  tenants: '',
  start: '',
  end: '',
  emailAdmins: false,
};

/** A datetime-local value (the browser's local time) as an ISO instant; blank stays blank. */
const instant = (local: string) => (local ? new Date(local).toISOString() : undefined);
const when = (iso: string) => new Date(iso).toLocaleString();

/** How many admins were emailed; a dash when the announcement was a banner only. */
function emailedText(row: { email_admins: boolean; emailed: number; email_pending: number }) {
  if (!row.email_admins) return '—';
  const sent = `${String(row.emailed)} admin${row.emailed === 1 ? '' : 's'}`;
  return row.email_pending > 0 ? `${sent}, ${String(row.email_pending)} pending` : sent;
}

/**
 * The Announcements tab (spec part 2 §2 Notifications, §3, §8): compose for all tenants, one
 * plan or listed tenants, shown from Start (now when blank) to End (24 h later when blank),
 * optionally emailed to the tenants' admins; history below, newest first, with each
 * announcement's status and how many admins were emailed.
 */
export function Announcements() {
  const [form, setForm] = useState(EMPTY);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const history = useApiQuery('/api/notifications/history', { tenantId: null });
  const announce = useApiMutation('post', '/api/notifications/announce', {
    invalidates: ['/api/notifications/history'],
  });
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    try {
      await announce.mutateAsync({
        tenantId: null,
        body: {
          title: form.title,
          message: form.message,
          audience: form.audience,
          ...(form.audience === 'plan' ? { plan: form.plan } : {}),
          ...(form.audience === 'tenants'
            ? {
                tenantIds: form.tenants
                  .split(',')
                  .map((t) => t.trim())
                  .filter(Boolean),
              }
            : {}),
          startAt: instant(form.start),
          endAt: instant(form.end),
          // Off unless ticked: a banner alone is the default.
          ...(form.emailAdmins ? { emailAdmins: true } : {}),
        },
      });
      setResult({ ok: true, text: 'Announcement queued' });
      setForm(EMPTY);
    } catch (cause) {
      setResult({ ok: false, text: `Failed to announce: ${errorMessage(cause, 'Error')}` });
    }
  };

  return (
    <div className="pt-stack">
      <section className="pt-card" aria-labelledby="announce-compose">
        <h2 className="pt-card__title" id="announce-compose">
          Compose announcement
        </h2>
        <form className="pt-stack" onSubmit={onSubmit} noValidate>
          <TextField
            label="Title"
            value={form.title}
            maxLength={200}
            onChange={(e) => set({ title: e.target.value })}
          />
          <div className="pt-field">
            <label htmlFor="announce-message">Message</label>
            <textarea
              id="announce-message"
              className="pt-textarea"
              rows={3}
              maxLength={2000}
              value={form.message}
              onChange={(e) => set({ message: e.target.value })}
            />
          </div>
          <fieldset className="console__fieldset">
            <legend>Audience</legend>
            {AUDIENCES.map((a) => (
              <label key={a.value} className="console__radio">
                <input
                  type="radio"
                  name="audience"
                  value={a.value}
                  checked={form.audience === a.value}
                  onChange={() => set({ audience: a.value })}
                />{' '}
                {a.label}
              </label>
            ))}
          </fieldset>
          {form.audience === 'plan' && (
            <SelectField
              label="Plan"
              value={form.plan}
              options={PLAN_IDS.map((p) => ({ value: p, label: p[0]!.toUpperCase() + p.slice(1) }))}
              onChange={(e) => set({ plan: e.target.value })}
            />
          )}
          {form.audience === 'tenants' && (
            <TextField
              label="Tenant IDs (comma separated)"
              value={form.tenants}
              onChange={(e) => set({ tenants: e.target.value })}
            />
          )}
          <TextField
            label="Start"
            type="datetime-local"
            value={form.start}
            hint="Blank: now"
            onChange={(e) => set({ start: e.target.value })}
          />
          <TextField
            label="End"
            type="datetime-local"
            value={form.end}
            hint="Blank: 24 hours after the start"
            onChange={(e) => set({ end: e.target.value })}
          />
          <label className="console__radio">
            <input
              type="checkbox"
              checked={form.emailAdmins}
              aria-describedby="announce-email-hint"
              onChange={(e) => set({ emailAdmins: e.target.checked })}
            />{' '}
            Also email tenant admins
          </label>
          <p className="console__subtitle" id="announce-email-hint">
            Each owner and admin of every tenant in the audience gets one email, in the
            tenant&rsquo;s branding.
          </p>
          {result &&
            (result.ok ? (
              <Alert tone="success">{result.text}</Alert>
            ) : (
              <Alert tone="error">{result.text}</Alert>
            ))}
          <Button type="submit" busy={announce.isPending}>
            {announce.isPending ? 'Sending...' : 'Send'}
          </Button>
        </form>
      </section>
      <section className="pt-card" aria-labelledby="announce-history">
        <h2 className="pt-card__title" id="announce-history">
          History
        </h2>
        <QueryState
          query={history}
          loadingLabel="Loading announcements"
          error="Failed to load announcements"
          retry
          isEmpty={(answer) => answer.history.length === 0}
          empty={
            <EmptyState title="No announcements yet">Announcements you send appear here</EmptyState>
          }
        >
          {(answer) => (
            <Table
              caption="Announcements, newest first"
              rowKey={(row) => row.id}
              rows={answer.history}
              columns={[
                { key: 'title', header: 'Title', render: (row) => row.title },
                {
                  key: 'audience',
                  header: 'Audience',
                  render: (row) =>
                    row.audience === 'plan'
                      ? `plan: ${row.plan}`
                      : row.audience === 'tenants'
                        ? `${String(row.tenant_ids.length)} tenant(s)`
                        : 'all',
                },
                {
                  key: 'start',
                  header: 'Start',
                  render: (row) => <time dateTime={row.start_at}>{when(row.start_at)}</time>,
                },
                {
                  key: 'end',
                  header: 'End',
                  render: (row) => <time dateTime={row.end_at}>{when(row.end_at)}</time>,
                },
                {
                  key: 'status',
                  header: 'Status',
                  render: (row) => <Badge tone={STATUS_TONE[row.status]}>{row.status}</Badge>,
                },
                {
                  key: 'emailed',
                  header: 'Emailed',
                  render: (row) => emailedText(row),
                },
              ]}
            />
          )}
        </QueryState>
      </section>
    </div>
  );
}
