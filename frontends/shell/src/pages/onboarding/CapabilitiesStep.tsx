import { useState, type FormEvent } from 'react';
import { Button, TextField, type CapabilitiesRequest } from '@portico/frontend-kit';
import { isEmail, isUrl } from '../auth/validation';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from './i18n';

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

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

  const intl = useIntl();
  const toggle = (key: 'useEmbeds' | 'useForms' | 'useFiles') => () =>
    setValue((v) => ({ ...v, [key]: !v[key] }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      slackWebhook:
        value.slackWebhook.trim() && !isUrl(value.slackWebhook)
          ? intl.formatMessage({ id: 'onboarding.capabilities.slackInvalid' })
          : undefined,
      emailFromAddress:
        value.emailFromAddress.trim() && !isEmail(value.emailFromAddress)
          ? intl.formatMessage({ id: 'onboarding.capabilities.emailInvalid' })
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
        <legend className="pt-field__label">
          {intl.formatMessage({ id: 'onboarding.capabilities.legend' })}
        </legend>
        <label className="pt-check">
          <input type="checkbox" checked={value.useEmbeds} onChange={toggle('useEmbeds')} />
          <span>
            <FormattedMessage id="onboarding.capabilities.embeds" values={{ strong }} />
          </span>
        </label>
        <label className="pt-check">
          <input type="checkbox" checked={value.useForms} onChange={toggle('useForms')} />
          <span>
            <FormattedMessage id="onboarding.capabilities.forms" values={{ strong }} />
          </span>
        </label>
        <label className="pt-check">
          <input type="checkbox" checked={value.useFiles} onChange={toggle('useFiles')} />
          <span>
            <FormattedMessage id="onboarding.capabilities.files" values={{ strong }} />
          </span>
        </label>
      </fieldset>
      <TextField
        label={intl.formatMessage({ id: 'onboarding.capabilities.slack' })}
        type="url"
        value={value.slackWebhook}
        onChange={(e) => setValue((v) => ({ ...v, slackWebhook: e.target.value }))}
        error={errors.slackWebhook}
        placeholder={intl.formatMessage({ id: 'onboarding.capabilities.slackPlaceholder' })}
      />
      <div className="auth-grid-2">
        <TextField
          label={intl.formatMessage({ id: 'onboarding.capabilities.senderName' })}
          value={value.emailFromName}
          onChange={(e) => setValue((v) => ({ ...v, emailFromName: e.target.value }))}
        />
        <TextField
          label={intl.formatMessage({ id: 'onboarding.capabilities.senderAddress' })}
          type="email"
          value={value.emailFromAddress}
          onChange={(e) => setValue((v) => ({ ...v, emailFromAddress: e.target.value }))}
          error={errors.emailFromAddress}
        />
      </div>
      <div className="onb-actions">
        <Button variant="secondary" onClick={onBack}>
          {intl.formatMessage({ id: 'onboarding.back' })}
        </Button>
        <Button type="submit" busy={busy}>
          {intl.formatMessage({ id: 'onboarding.continue' })}
        </Button>
      </div>
    </form>
  );
}
