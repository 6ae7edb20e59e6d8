import { useState, type FormEvent } from 'react';
import { Button, TextField, type CapabilitiesRequest } from '@portico/frontend-kit';
import { isEmail, isUrl } from '../auth/validation';

export function CapabilitiesStep({
  busy,
  onBack,
  onSubmit,
}: {
  busy: boolean;
  onBack: () => void;
  onSubmit: (c: CapabilitiesRequest) => void;
}) {
  const [value, setValue] = useState<Required<CapabilitiesRequest>>({
    useEmbeds: true,
    useForms: true,
    useFiles: true,
    slackWebhook: '',
    emailFromName: '',
    emailFromAddress: '',
  });
  const [errors, setErrors] = useState<{ slackWebhook?: string; emailFromAddress?: string }>({});

  const toggle = (key: 'useEmbeds' | 'useForms' | 'useFiles') => () =>
    setValue((v) => ({ ...v, [key]: !v[key] }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      slackWebhook:
        value.slackWebhook.trim() && !isUrl(value.slackWebhook)
          ? 'Enter the full webhook URL'
          : undefined,
      emailFromAddress:
        value.emailFromAddress.trim() && !isEmail(value.emailFromAddress)
          ? 'Enter a valid email address'
          : undefined,
    };
    setErrors(found);
    if (found.slackWebhook || found.emailFromAddress || busy) return;
    onSubmit({
      ...value,
      slackWebhook: value.slackWebhook.trim(),
      emailFromName: value.emailFromName.trim(),
      emailFromAddress: value.emailFromAddress.trim(),
    });
  };

  return (
    <form className="onb-form" onSubmit={submit} noValidate>
      <fieldset className="onb-capabilities">
        <legend className="pt-field__label">What will your clients use?</legend>
        <label className="pt-check">
          <input type="checkbox" checked={value.useEmbeds} onChange={toggle('useEmbeds')} />
          <span>
            <strong>Embedded tools</strong> — Notion pages, calendars, boards inside the portal
          </span>
        </label>
        <label className="pt-check">
          <input type="checkbox" checked={value.useForms} onChange={toggle('useForms')} />
          <span>
            <strong>Forms</strong> — intake questionnaires and requests
          </span>
        </label>
        <label className="pt-check">
          <input type="checkbox" checked={value.useFiles} onChange={toggle('useFiles')} />
          <span>
            <strong>Files</strong> — share documents both ways
          </span>
        </label>
      </fieldset>
      <TextField
        label="Slack webhook (optional)"
        type="url"
        value={value.slackWebhook}
        onChange={(e) => setValue((v) => ({ ...v, slackWebhook: e.target.value }))}
        error={errors.slackWebhook}
        placeholder="https://hooks.slack.com/services/…"
      />
      <div className="auth-grid-2">
        <TextField
          label="Email sender name (optional)"
          value={value.emailFromName}
          onChange={(e) => setValue((v) => ({ ...v, emailFromName: e.target.value }))}
        />
        <TextField
          label="Email sender address (optional)"
          type="email"
          value={value.emailFromAddress}
          onChange={(e) => setValue((v) => ({ ...v, emailFromAddress: e.target.value }))}
          error={errors.emailFromAddress}
        />
      </div>
      <div className="onb-actions">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" busy={busy}>
          Continue
        </Button>
      </div>
    </form>
  );
}
