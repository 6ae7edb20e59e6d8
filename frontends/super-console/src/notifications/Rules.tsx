import { useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  errorMessage,
  QueryState,
  SelectField,
  Table,
  TextField,
  useApiMutation,
  useApiQuery,
} from '@portico/frontend-kit';
import { useIntl } from '../i18n';

type Metric = 'errorRate' | 'queueDepth' | 'webhookFailures';
type Window = '5m' | '15m' | '1h';

const METRICS: Metric[] = ['errorRate', 'queueDepth', 'webhookFailures'];
const WINDOWS: Window[] = ['5m', '15m', '1h'];
/** A rule as written: 'errorRate > 5'. */
const ruleText = (rule: { metric: string; op: string; value: number }) =>
  `${rule.metric} ${rule.op} ${String(rule.value)}`;
const EMPTY = {
  metric: 'errorRate' as Metric,
  op: '>' as '>' | '<',
  value: '',
  window: '5m' as Window,
  email: true,
  slack: false,
};

/**
 * The Rules tab (docs/product.md §2 Notifications, §3 rule): a metric, > or <, a value and a
 * window; the notifications service evaluates them every minute and a rule fires once per
 * breach. Each row can be switched off and on, or deleted.
 */
export function Rules() {
  const intl = useIntl();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const rules = useApiQuery('/api/notifications/rules', { tenantId: null });
  const create = useApiMutation('post', '/api/notifications/rules', {
    invalidates: ['/api/notifications/rules'],
  });
  const toggle = useApiMutation('patch', '/api/notifications/rules/{id}', {
    invalidates: ['/api/notifications/rules'],
  });
  const remove = useApiMutation('delete', '/api/notifications/rules/{id}', {
    invalidates: ['/api/notifications/rules'],
  });
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved(false);
    const value = Number(form.value);
    if (form.value.trim() === '' || !Number.isFinite(value))
      return setError(intl.formatMessage({ id: 'rules.value.invalid' }));
    try {
      await create.mutateAsync({
        tenantId: null,
        body: {
          metric: form.metric,
          op: form.op,
          value,
          window: form.window,
          actions: [
            ...(form.email ? (['email'] as const) : []),
            ...(form.slack ? (['slack'] as const) : []),
          ],
          enabled: true,
        },
      });
      setForm(EMPTY);
      setSaved(true);
    } catch (cause) {
      setError(errorMessage(cause, intl.formatMessage({ id: 'rules.saveFailed' })));
    }
  };

  const act = async (run: () => Promise<unknown>) => {
    setError(null);
    try {
      await run();
    } catch (cause) {
      setError(errorMessage(cause, intl.formatMessage({ id: 'rules.changeFailed' })));
    }
  };

  return (
    <div className="pt-stack">
      <section className="pt-card" aria-labelledby="rule-create">
        <h2 className="pt-card__title" id="rule-create">
          {intl.formatMessage({ id: 'rules.create.title' })}
        </h2>
        <form className="pt-stack" onSubmit={onSubmit} noValidate>
          <SelectField
            label={intl.formatMessage({ id: 'rules.metric' })}
            value={form.metric}
            options={METRICS.map((m) => ({ value: m, label: m }))}
            onChange={(e) => set({ metric: e.target.value as Metric })}
          />
          <SelectField
            label={intl.formatMessage({ id: 'rules.operator' })}
            value={form.op}
            options={[
              { value: '>', label: intl.formatMessage({ id: 'rules.operator.greater' }) },
              { value: '<', label: intl.formatMessage({ id: 'rules.operator.less' }) },
            ]}
            onChange={(e) => set({ op: e.target.value as '>' | '<' })}
          />
          <TextField
            label={intl.formatMessage({ id: 'rules.value' })}
            inputMode="decimal"
            value={form.value}
            onChange={(e) => set({ value: e.target.value })}
          />
          <SelectField
            label={intl.formatMessage({ id: 'rules.window' })}
            value={form.window}
            options={WINDOWS.map((w) => ({ value: w, label: w }))}
            aria-describedby="rule-window-hint"
            onChange={(e) => set({ window: e.target.value as Window })}
          />
          <p className="console__subtitle" id="rule-window-hint">
            {intl.formatMessage({ id: 'rules.window.hint' })}
          </p>
          <fieldset className="console__fieldset">
            <legend>{intl.formatMessage({ id: 'rules.actions' })}</legend>
            <label className="console__radio">
              <input
                type="checkbox"
                checked={form.email}
                onChange={(e) => set({ email: e.target.checked })}
              />
              {intl.formatMessage({ id: 'rules.actions.email' })}
            </label>
            <label className="console__radio">
              <input
                type="checkbox"
                checked={form.slack}
                onChange={(e) => set({ slack: e.target.checked })}
              />
              {intl.formatMessage({ id: 'rules.actions.slack' })}
            </label>
          </fieldset>
          {error && <Alert tone="error">{error}</Alert>}
          {saved && <Alert tone="success">{intl.formatMessage({ id: 'rules.created' })}</Alert>}
          <Button type="submit" busy={create.isPending}>
            {intl.formatMessage({ id: 'rules.create' })}
          </Button>
        </form>
      </section>
      <section className="pt-card" aria-labelledby="rule-list">
        <h2 className="pt-card__title" id="rule-list">
          {intl.formatMessage({ id: 'notifications.tab.rules' })}
        </h2>
        <QueryState
          query={rules}
          loadingLabel={intl.formatMessage({ id: 'rules.loading' })}
          error={intl.formatMessage({ id: 'rules.loadFailed' })}
          retry
          isEmpty={(answer) => answer.rules.length === 0}
          empty={
            <EmptyState title={intl.formatMessage({ id: 'rules.empty.title' })}>
              {intl.formatMessage({ id: 'rules.empty.body' })}
            </EmptyState>
          }
        >
          {(answer) => (
            <Table
              caption={intl.formatMessage({ id: 'rules.caption' })}
              rowKey={(row) => row.id}
              rows={answer.rules}
              columns={[
                {
                  key: 'rule',
                  header: intl.formatMessage({ id: 'rules.rule' }),
                  render: (row) => <code>{ruleText(row)}</code>,
                },
                {
                  key: 'window',
                  header: intl.formatMessage({ id: 'rules.window' }),
                  render: (row) => row.window,
                },
                {
                  key: 'actions',
                  header: intl.formatMessage({ id: 'rules.actions' }),
                  render: (row) => row.actions.join(', '),
                },
                {
                  key: 'enabled',
                  header: intl.formatMessage({ id: 'rules.enabled' }),
                  render: (row) => (
                    <Badge tone={row.enabled ? 'green' : 'gray'}>
                      {intl.formatMessage({ id: row.enabled ? 'rules.yes' : 'rules.no' })}
                    </Badge>
                  ),
                },
                {
                  key: 'last',
                  header: intl.formatMessage({ id: 'rules.lastTriggered' }),
                  render: (row) =>
                    row.last_triggered_at
                      ? intl.formatDateTime(row.last_triggered_at)
                      : intl.formatMessage({ id: 'rules.never' }),
                },
                {
                  key: 'do',
                  header: intl.formatMessage({ id: 'rules.actions' }),
                  render: (row) => (
                    <span className="console__row-actions">
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={intl.formatMessage(
                          { id: row.enabled ? 'rules.disable.label' : 'rules.enable.label' },
                          { rule: ruleText(row) },
                        )}
                        onClick={() =>
                          void act(() =>
                            toggle.mutateAsync({
                              tenantId: null,
                              params: { path: { id: row.id } },
                              body: { enabled: !row.enabled },
                            }),
                          )
                        }
                      >
                        {intl.formatMessage({ id: row.enabled ? 'rules.disable' : 'rules.enable' })}
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={intl.formatMessage(
                          { id: 'rules.delete.label' },
                          {
                            rule: ruleText(row),
                          },
                        )}
                        onClick={() =>
                          void act(() =>
                            remove.mutateAsync({
                              tenantId: null,
                              params: { path: { id: row.id } },
                            }),
                          )
                        }
                      >
                        {intl.formatMessage({ id: 'rules.delete' })}
                      </Button>
                    </span>
                  ),
                },
              ]}
            />
          )}
        </QueryState>
      </section>
    </div>
  );
}
