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
  const settings = useApiQuery('/api/settings', { tenantId: null });
  return (
    <div className="console">
      <div>
        <h1>Super Settings</h1>
        <p className="console__subtitle">Platform-wide settings, each in force once saved</p>
      </div>
      <QueryState
        query={settings}
        loadingLabel="Loading settings"
        retry
        error="Failed to load settings"
      >
        {(answer) => <Sections key={answer.updated_at ?? 'defaults'} settings={answer.settings} />}
      </QueryState>
      <FeatureFlags />
    </div>
  );
}

function Sections({ settings }: { settings: PlatformSettings }) {
  return (
    <>
      <SectionForm section="brand" title="Brand & Legal" initial={settings.brand}>
        {(d, set) => (
          <>
            <TextField
              label="App name"
              value={d.appName}
              onChange={(e) => set({ appName: e.target.value })}
            />
            <TextField
              label="Support email"
              type="email"
              value={d.supportEmail}
              onChange={(e) => set({ supportEmail: e.target.value })}
            />
            <TextField
              label="Logo URL"
              value={d.logoUrl}
              onChange={(e) => set({ logoUrl: e.target.value })}
            />
            <TextField
              label="Favicon URL"
              value={d.faviconUrl}
              onChange={(e) => set({ faviconUrl: e.target.value })}
            />
            <TextField
              label="Privacy policy URL"
              value={d.privacyUrl}
              onChange={(e) => set({ privacyUrl: e.target.value })}
            />
            <TextField
              label="Terms of service URL"
              value={d.termsUrl}
              onChange={(e) => set({ termsUrl: e.target.value })}
            />
          </>
        )}
      </SectionForm>

      <SectionForm
        section="auth"
        title="Auth"
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
              Require two-factor authentication
            </label>
            <p className="pt-field__hint" id="require2fa-hint">
              Everyone who has not turned it on, you included, can only set it up until they do.
            </p>
            <ProviderChoices chosen={d.providers} onChange={(providers) => set({ providers })} />
            <NumberField
              label="Session maximum (hours)"
              min={SESSION_MAX_HOURS_MIN}
              value={d.sessionMaxHours}
              onChange={(v) => set({ sessionMaxHours: v })}
              hint={`${SESSION_MAX_HOURS_MIN} to ${SESSION_MAX_HOURS_MAX}, counted from sign-in; staying active does not extend it.`}
            />
            <NumberField
              label="Session idle timeout (minutes)"
              min={SESSION_IDLE_MINUTES_MIN}
              value={d.sessionIdleMinutes}
              onChange={(v) => set({ sessionIdleMinutes: v })}
              hint={`${SESSION_IDLE_MINUTES_MIN} to ${SESSION_IDLE_MINUTES_MAX}, and no longer than the maximum.`}
            />
            {sessionLimitsProblem(d) && <Alert tone="error">{sessionLimitsProblem(d)}</Alert>}
          </>
        )}
      </SectionForm>

      <SectionForm
        section="security"
        title="Security"
        initial={settings.security}
        valid={(d) => d.ipAllowlist.every(isValidIpAllowlistLine)}
      >
        {(d, set) => (
          <>
            <LinesField
              label="IP allowlist"
              lines={d.ipAllowlist}
              invalidLine={badIpLine}
              onChange={(ipAllowlist) => set({ ipAllowlist })}
              hint="One IPv4 address per line, with an optional /prefix. Empty: the console answers every address. Your own address must stay in the list."
            />
            <NumberField
              label="Password minimum length"
              min={PASSWORD_MIN_FLOOR}
              value={d.passwordMin}
              onChange={(v) => set({ passwordMin: v })}
              hint={`At least ${PASSWORD_MIN_FLOOR}; new passwords shorter than this are refused.`}
            />
            <SelectField
              label="Password complexity"
              value={d.passwordComplexity}
              options={PASSWORD_COMPLEXITIES.map((c) => ({ value: c, label: c }))}
              onChange={(e) =>
                set({ passwordComplexity: e.target.value as typeof d.passwordComplexity })
              }
            />
            <LinesField
              label="Domain allowlist"
              lines={d.domainAllowlist}
              onChange={(domainAllowlist) => set({ domainAllowlist })}
              hint="One domain per line."
            />
          </>
        )}
      </SectionForm>

      <SectionForm section="retention" title="Data & Retention" initial={settings.retention}>
        {(d, set) => (
          <>
            <NumberField
              label="Audit log (days)"
              min={1}
              value={d.auditDays}
              onChange={(v) => set({ auditDays: v })}
            />
            <NumberField
              label="Webhook deliveries (days)"
              min={1}
              value={d.webhookDays}
              onChange={(v) => set({ webhookDays: v })}
            />
            <NumberField
              label="Exports (days)"
              min={1}
              value={d.exportDays}
              onChange={(v) => set({ exportDays: v })}
            />
            <NumberField
              label="Messages (days, 0 keeps them)"
              min={0}
              value={d.messageDays ?? 0}
              onChange={(v) => set({ messageDays: v })}
            />
            <SelectField
              label="Policy"
              value={d.policy}
              options={[
                { value: 'delete', label: 'delete' },
                { value: 'archive', label: 'archive' },
              ]}
              onChange={(e) => set({ policy: e.target.value as typeof d.policy })}
            />
          </>
        )}
      </SectionForm>

      <SectionForm section="rate" title="Rate Limits" initial={settings.rate}>
        {(d, set) => (
          <>
            <p className="pt-field__hint">Requests per minute; 0 means no limit.</p>
            <NumberField
              label="Global (per client address)"
              min={0}
              value={d.globalRpm}
              onChange={(v) => set({ globalRpm: v })}
            />
            <NumberField
              label="Per tenant"
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
