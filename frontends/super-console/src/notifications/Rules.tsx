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

type Metric = 'errorRate' | 'queueDepth' | 'webhookFailures';
type Window = '5m' | '15m' | '1h';

const METRICS: Metric[] = ['errorRate', 'queueDepth', 'webhookFailures'];
const WINDOWS: Window[] = ['5m', '15m', '1h'];
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
      return setError('Please enter a number');
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
      setError(errorMessage(cause, 'Failed to save the rule'));
    }
  };

  const act = async (run: () => Promise<unknown>) => {
    setError(null);
    try {
      await run();
    } catch (cause) {
      setError(errorMessage(cause, 'Failed to change the rule'));
    }
  };

  return (
    <div className="pt-stack">
      <section className="pt-card" aria-labelledby="rule-create">
        <h2 className="pt-card__title" id="rule-create">
          Create rule
        </h2>
        <form className="pt-stack" onSubmit={onSubmit} noValidate>
          <SelectField
            label="Metric"
            value={form.metric}
            options={METRICS.map((m) => ({ value: m, label: m }))}
            onChange={(e) => set({ metric: e.target.value as Metric })}
          />
          <SelectField
            label="Operator"
            value={form.op}
            options={[
              { value: '>', label: 'greater than (>)' },
              { value: '<', label: 'less than (<)' },
            ]}
            onChange={(e) => set({ op: e.target.value as '>' | '<' })}
          />
          <TextField
            label="Value"
            inputMode="decimal"
            value={form.value}
            onChange={(e) => set({ value: e.target.value })}
          />
          <SelectField
            label="Window"
            value={form.window}
            options={WINDOWS.map((w) => ({ value: w, label: w }))}
            aria-describedby="rule-window-hint"
            onChange={(e) => set({ window: e.target.value as Window })}
          />
          <p className="console__subtitle" id="rule-window-hint">
            Error rate: the share of the gateway&rsquo;s answers that failed (5xx) over the window,
            from Prometheus; while Prometheus cannot answer, the rule waits. Webhook failures:
            failed deliveries within the window. Queue depth: jobs waiting now.
          </p>
          <fieldset className="console__fieldset">
            <legend>Actions</legend>
            <label className="console__radio">
              <input
                type="checkbox"
                checked={form.email}
                onChange={(e) => set({ email: e.target.checked })}
              />{' '}
              Email super admins
            </label>
            <label className="console__radio">
              <input
                type="checkbox"
                checked={form.slack}
                onChange={(e) => set({ slack: e.target.checked })}
              />{' '}
              Slack
            </label>
          </fieldset>
          {error && <Alert tone="error">{error}</Alert>}
          {saved && <Alert tone="success">Rule created</Alert>}
          <Button type="submit" busy={create.isPending}>
            Create Rule
          </Button>
        </form>
      </section>
      <section className="pt-card" aria-labelledby="rule-list">
        <h2 className="pt-card__title" id="rule-list">
          Rules
        </h2>
        <QueryState
          query={rules}
          loadingLabel="Loading rules"
          error="Failed to load rules"
          retry
          isEmpty={(answer) => answer.rules.length === 0}
          empty={<EmptyState title="No rules yet">Rules you create appear here</EmptyState>}
        >
          {(answer) => (
            <Table
              caption="Alert rules"
              rowKey={(row) => row.id}
              rows={answer.rules}
              columns={[
                {
                  key: 'rule',
                  header: 'Rule',
                  render: (row) => <code>{`${row.metric} ${row.op} ${String(row.value)}`}</code>,
                },
                { key: 'window', header: 'Window', render: (row) => row.window },
                { key: 'actions', header: 'Actions', render: (row) => row.actions.join(', ') },
                {
                  key: 'enabled',
                  header: 'Enabled',
                  render: (row) => (
                    <Badge tone={row.enabled ? 'green' : 'gray'}>
                      {row.enabled ? 'Yes' : 'No'}
                    </Badge>
                  ),
                },
                {
                  key: 'last',
                  header: 'Last triggered',
                  render: (row) =>
                    row.last_triggered_at
                      ? new Date(row.last_triggered_at).toLocaleString()
                      : 'Never',
                },
                {
                  key: 'do',
                  header: 'Actions',
                  render: (row) => (
                    <span className="console__row-actions">
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`${row.enabled ? 'Disable' : 'Enable'} rule ${row.metric} ${row.op} ${String(row.value)}`}
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
                        {row.enabled ? 'Disable' : 'Enable'}
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={`Delete rule ${row.metric} ${row.op} ${String(row.value)}`}
                        onClick={() =>
                          void act(() =>
                            remove.mutateAsync({
                              tenantId: null,
                              params: { path: { id: row.id } },
                            }),
                          )
                        }
                      >
                        Delete
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
