import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  errorMessage,
  PLAN_IDS,
  SelectField,
  TextField,
  useApiMutation,
} from '@portico/frontend-kit';

type Audience = 'all' | 'plan' | 'tenants';

const AUDIENCES: { value: Audience; label: string }[] = [
  { value: 'all', label: 'All tenants' },
  { value: 'plan', label: 'By plan' },
  { value: 'tenants', label: 'Specific tenants' },
];

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

/**
 * The announcement compose form (docs/product.md §2: title, message, audience All tenants / By
 * plan / Specific tenants, plan, comma-separated tenant IDs, Start and End, Send 'Sending...'),
 * shared by the Announcements tab and Mission Control's Notify Admins modal so both send the
 * same thing. A failure stays in the form; on success the tab shows it in place, while a
 * caller passing `onSent` (the modal) takes over.
 */
export function AnnouncementForm({
  onSent,
  onCancel,
}: {
  onSent?: () => void;
  /** Shows a Cancel button beside Send. */
  onCancel?: () => void;
}) {
  const id = useId();
  const [form, setForm] = useState(EMPTY);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
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
      setForm(EMPTY);
      if (onSent) onSent();
      else setResult({ ok: true, text: 'Announcement queued' });
    } catch (cause) {
      setResult({ ok: false, text: `Failed to announce: ${errorMessage(cause, 'Error')}` });
    }
  };

  return (
    <form className="pt-stack" onSubmit={onSubmit} noValidate>
      <TextField
        label="Title"
        value={form.title}
        maxLength={200}
        onChange={(e) => set({ title: e.target.value })}
      />
      <div className="pt-field">
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea
          id={`${id}-message`}
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
              name={`${id}-audience`}
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
          aria-describedby={`${id}-email-hint`}
          onChange={(e) => set({ emailAdmins: e.target.checked })}
        />{' '}
        Also email tenant admins
      </label>
      <p className="console__subtitle" id={`${id}-email-hint`}>
        Each owner and admin of every tenant in the audience gets one email, in the tenant&rsquo;s
        branding.
      </p>
      {result &&
        (result.ok ? (
          <Alert tone="success">{result.text}</Alert>
        ) : (
          <Alert tone="error">{result.text}</Alert>
        ))}
      <div className="quick-actions">
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" busy={announce.isPending}>
          {announce.isPending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
