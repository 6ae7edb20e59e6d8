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
import { defineMessages, useIntl } from '../i18n';

type Audience = 'all' | 'plan' | 'tenants';

const AUDIENCE_LABELS = defineMessages({
  all: { id: 'announcements.audience.all' },
  plan: { id: 'announcements.audience.plan' },
  tenants: { id: 'announcements.audience.tenants' },
});
const AUDIENCES: Audience[] = ['all', 'plan', 'tenants'];

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
  const intl = useIntl();
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
      else setResult({ ok: true, text: intl.formatMessage({ id: 'announcements.queued' }) });
    } catch (cause) {
      setResult({
        ok: false,
        text: intl.formatMessage(
          { id: 'announcements.failed' },
          { reason: errorMessage(cause, intl.formatMessage({ id: 'announcements.error' })) },
        ),
      });
    }
  };

  return (
    <form className="pt-stack" onSubmit={onSubmit} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'announcements.title' })}
        value={form.title}
        maxLength={200}
        onChange={(e) => set({ title: e.target.value })}
      />
      <div className="pt-field">
        <label htmlFor={`${id}-message`}>
          {intl.formatMessage({ id: 'announcements.message' })}
        </label>
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
        <legend>{intl.formatMessage({ id: 'announcements.audience' })}</legend>
        {AUDIENCES.map((a) => (
          <label key={a} className="console__radio">
            <input
              type="radio"
              name={`${id}-audience`}
              value={a}
              checked={form.audience === a}
              onChange={() => set({ audience: a })}
            />
            {intl.formatMessage(AUDIENCE_LABELS[a])}
          </label>
        ))}
      </fieldset>
      {form.audience === 'plan' && (
        <SelectField
          label={intl.formatMessage({ id: 'announcements.plan' })}
          value={form.plan}
          options={PLAN_IDS.map((p) => ({ value: p, label: p[0]!.toUpperCase() + p.slice(1) }))}
          onChange={(e) => set({ plan: e.target.value })}
        />
      )}
      {form.audience === 'tenants' && (
        <TextField
          label={intl.formatMessage({ id: 'announcements.tenantIds' })}
          value={form.tenants}
          onChange={(e) => set({ tenants: e.target.value })}
        />
      )}
      <TextField
        label={intl.formatMessage({ id: 'announcements.start' })}
        type="datetime-local"
        value={form.start}
        hint={intl.formatMessage({ id: 'announcements.start.hint' })}
        onChange={(e) => set({ start: e.target.value })}
      />
      <TextField
        label={intl.formatMessage({ id: 'announcements.end' })}
        type="datetime-local"
        value={form.end}
        hint={intl.formatMessage({ id: 'announcements.end.hint' })}
        onChange={(e) => set({ end: e.target.value })}
      />
      <label className="console__radio">
        <input
          type="checkbox"
          checked={form.emailAdmins}
          aria-describedby={`${id}-email-hint`}
          onChange={(e) => set({ emailAdmins: e.target.checked })}
        />
        {intl.formatMessage({ id: 'announcements.emailAdmins' })}
      </label>
      <p className="console__subtitle" id={`${id}-email-hint`}>
        {intl.formatMessage({ id: 'announcements.emailAdmins.hint' })}
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
            {intl.formatMessage({ id: 'announcements.cancel' })}
          </Button>
        )}
        <Button type="submit" busy={announce.isPending}>
          {intl.formatMessage({
            id: announce.isPending ? 'announcements.sending' : 'announcements.send',
          })}
        </Button>
      </div>
    </form>
  );
}
