import { Alert, QueryState, SelectField, TextField, useApiQuery } from '@portico/frontend-kit';
import {
  isValidIpAllowlistLine,
  PASSWORD_COMPLEXITIES,
  PASSWORD_MIN_FLOOR,
  SESSION_IDLE_MINUTES_MAX,
  SESSION_IDLE_MINUTES_MIN,
  SESSION_MAX_HOURS_MAX,
  SESSION_MAX_HOURS_MIN,
  sessionLimitsProblem,
} from '@portico/rules';
import { useIntl } from '../i18n';
import { FeatureFlags } from './FeatureFlags';
import { ProviderChoices } from './ProviderClients';
import { LinesField, NumberField, SectionForm, type PlatformSettings } from './SectionForm';
import './settings.css';

const badIpLine = (line: string) => !isValidIpAllowlistLine(line);

/**
 * /super/settings (docs/product.md §2 Super Settings): Brand & Legal, Auth, Security, Data &
 * Retention, Rate Limits and Feature Flags. Each section saves alone; the gateway enforces
 * the IP allowlist, rate limits and password minimum from the next request on.
 */
export function SuperSettings() {
  const intl = useIntl();
  const settings = useApiQuery('/api/settings', { tenantId: null });
  return (
    <div className="console">
      <div>
        <h1>{intl.formatMessage({ id: 'settings.title' })}</h1>
        <p className="console__subtitle">{intl.formatMessage({ id: 'settings.subtitle' })}</p>
      </div>
      <QueryState
        query={settings}
        loadingLabel={intl.formatMessage({ id: 'settings.loading' })}
        retry
        error={intl.formatMessage({ id: 'settings.failed' })}
      >
        {(answer) => <Sections key={answer.updated_at ?? 'defaults'} settings={answer.settings} />}
      </QueryState>
      <FeatureFlags />
    </div>
  );
}

function Sections({ settings }: { settings: PlatformSettings }) {
  const intl = useIntl();
  return (
    <>
      <SectionForm
        section="brand"
        title={intl.formatMessage({ id: 'settings.brand' })}
        initial={settings.brand}
      >
        {(d, set) => (
          <>
            <TextField
              label={intl.formatMessage({ id: 'settings.brand.appName' })}
              value={d.appName}
              onChange={(e) => set({ appName: e.target.value })}
            />
            <TextField
              label={intl.formatMessage({ id: 'settings.brand.supportEmail' })}
              type="email"
              value={d.supportEmail}
              onChange={(e) => set({ supportEmail: e.target.value })}
            />
            <TextField
              label={intl.formatMessage({ id: 'settings.brand.logoUrl' })}
              value={d.logoUrl}
              onChange={(e) => set({ logoUrl: e.target.value })}
            />
            <TextField
              label={intl.formatMessage({ id: 'settings.brand.faviconUrl' })}
              value={d.faviconUrl}
              onChange={(e) => set({ faviconUrl: e.target.value })}
            />
            <TextField
              label={intl.formatMessage({ id: 'settings.brand.privacyUrl' })}
              value={d.privacyUrl}
              onChange={(e) => set({ privacyUrl: e.target.value })}
            />
            <TextField
              label={intl.formatMessage({ id: 'settings.brand.termsUrl' })}
              value={d.termsUrl}
              onChange={(e) => set({ termsUrl: e.target.value })}
            />
          </>
        )}
      </SectionForm>

      <SectionForm
        section="auth"
        title={intl.formatMessage({ id: 'settings.auth' })}
        initial={settings.auth}
        valid={(d) => !sessionLimitsProblem(d)}
      >
        {(d, set) => (
          <>
            <label className="pt-check">
              <input
                type="checkbox"
                checked={d.require2fa}
                aria-describedby="require2fa-hint"
                onChange={(e) => set({ require2fa: e.target.checked })}
              />
              {intl.formatMessage({ id: 'settings.auth.require2fa' })}
            </label>
            <p className="pt-field__hint" id="require2fa-hint">
              {intl.formatMessage({ id: 'settings.auth.require2fa.hint' })}
            </p>
            <ProviderChoices chosen={d.providers} onChange={(providers) => set({ providers })} />
            <NumberField
              label={intl.formatMessage({ id: 'settings.auth.sessionMax' })}
              min={SESSION_MAX_HOURS_MIN}
              value={d.sessionMaxHours}
              onChange={(v) => set({ sessionMaxHours: v })}
              hint={intl.formatMessage(
                { id: 'settings.auth.sessionMax.hint' },
                {
                  min: SESSION_MAX_HOURS_MIN,
                  max: SESSION_MAX_HOURS_MAX,
                },
              )}
            />
            <NumberField
              label={intl.formatMessage({ id: 'settings.auth.sessionIdle' })}
              min={SESSION_IDLE_MINUTES_MIN}
              value={d.sessionIdleMinutes}
              onChange={(v) => set({ sessionIdleMinutes: v })}
              hint={intl.formatMessage(
                { id: 'settings.auth.sessionIdle.hint' },
                {
                  min: SESSION_IDLE_MINUTES_MIN,
                  max: SESSION_IDLE_MINUTES_MAX,
                },
              )}
            />
            {sessionLimitsProblem(d) && <Alert tone="error">{sessionLimitsProblem(d)}</Alert>}
          </>
        )}
      </SectionForm>

      <SectionForm
        section="security"
        title={intl.formatMessage({ id: 'settings.security' })}
        initial={settings.security}
        valid={(d) => d.ipAllowlist.every(isValidIpAllowlistLine)}
      >
        {(d, set) => (
          <>
            <LinesField
              label={intl.formatMessage({ id: 'settings.security.ipAllowlist' })}
              lines={d.ipAllowlist}
              invalidLine={badIpLine}
              onChange={(ipAllowlist) => set({ ipAllowlist })}
              hint={intl.formatMessage({ id: 'settings.security.ipAllowlist.hint' })}
            />
            <NumberField
              label={intl.formatMessage({ id: 'settings.security.passwordMin' })}
              min={PASSWORD_MIN_FLOOR}
              value={d.passwordMin}
              onChange={(v) => set({ passwordMin: v })}
              hint={intl.formatMessage(
                { id: 'settings.security.passwordMin.hint' },
                { floor: PASSWORD_MIN_FLOOR },
              )}
            />
            <SelectField
              label={intl.formatMessage({ id: 'settings.security.passwordComplexity' })}
              value={d.passwordComplexity}
              options={PASSWORD_COMPLEXITIES.map((c) => ({ value: c, label: c }))}
              onChange={(e) =>
                set({ passwordComplexity: e.target.value as typeof d.passwordComplexity })
              }
            />
            <LinesField
              label={intl.formatMessage({ id: 'settings.security.domainAllowlist' })}
              lines={d.domainAllowlist}
              onChange={(domainAllowlist) => set({ domainAllowlist })}
              hint={intl.formatMessage({ id: 'settings.security.domainAllowlist.hint' })}
            />
          </>
        )}
      </SectionForm>

      <SectionForm
        section="retention"
        title={intl.formatMessage({ id: 'settings.retention' })}
        initial={settings.retention}
      >
        {(d, set) => (
          <>
            <NumberField
              label={intl.formatMessage({ id: 'settings.retention.audit' })}
              min={1}
              value={d.auditDays}
              onChange={(v) => set({ auditDays: v })}
            />
            <NumberField
              label={intl.formatMessage({ id: 'settings.retention.webhooks' })}
              min={1}
              value={d.webhookDays}
              onChange={(v) => set({ webhookDays: v })}
            />
            <NumberField
              label={intl.formatMessage({ id: 'settings.retention.exports' })}
              min={1}
              value={d.exportDays}
              onChange={(v) => set({ exportDays: v })}
            />
            <NumberField
              label={intl.formatMessage({ id: 'settings.retention.messages' })}
              min={0}
              value={d.messageDays ?? 0}
              onChange={(v) => set({ messageDays: v })}
            />
            <SelectField
              label={intl.formatMessage({ id: 'settings.retention.policy' })}
              value={d.policy}
              options={[
                {
                  value: 'delete',
                  label: intl.formatMessage({ id: 'settings.retention.policy.delete' }),
                },
                {
                  value: 'archive',
                  label: intl.formatMessage({ id: 'settings.retention.policy.archive' }),
                },
              ]}
              onChange={(e) => set({ policy: e.target.value as typeof d.policy })}
            />
          </>
        )}
      </SectionForm>

      <SectionForm
        section="rate"
        title={intl.formatMessage({ id: 'settings.rate' })}
        initial={settings.rate}
      >
        {(d, set) => (
          <>
            <p className="pt-field__hint">{intl.formatMessage({ id: 'settings.rate.hint' })}</p>
            <NumberField
              label={intl.formatMessage({ id: 'settings.rate.global' })}
              min={0}
              value={d.globalRpm}
              onChange={(v) => set({ globalRpm: v })}
            />
            <NumberField
              label={intl.formatMessage({ id: 'settings.rate.perTenant' })}
              min={0}
              value={d.perTenantRpm}
              onChange={(v) => set({ perTenantRpm: v })}
            />
          </>
        )}
      </SectionForm>
    </>
  );
}
