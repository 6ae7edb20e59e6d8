/**
 * The Rules tab (spec part 2 §2 Notifications, §3 rule): create, list, switch on or off and
 * delete alert rules. A rule compares a metric with a value over a window; actions say who
 * hears when it fires (email to super admins, the global Slack webhook).
 */
import { randomUUID } from 'node:crypto';
import { invalid, notFound, type Queryable } from '@portico/kit';
import type { Metric, Op, RuleRow, RuleWindow } from './ruleEvaluation';

export const METRICS: readonly Metric[] = ['errorRate', 'queueDepth', 'webhookFailures'];
export const OPS: readonly Op[] = ['>', '<'];
export const WINDOWS: readonly RuleWindow[] = ['5m', '15m', '1h'];
export const ACTIONS = ['email', 'slack'] as const;

export const RULE_MESSAGES = {
  metric: 'Please choose a metric: errorRate, queueDepth or webhookFailures',
  op: 'Please choose > or <',
  value: 'Please enter a number',
  window: 'Please choose a window: 5m, 15m or 1h',
  actions: 'Actions may be email and slack',
  notFound: 'Rule not found',
} as const;

export interface RuleInput {
  metric: string;
  op: string;
  value: number;
  window: string;
  actions: string[];
  enabled: boolean;
}

export async function createRule(db: Queryable, input: RuleInput): Promise<RuleRow> {
  if (!METRICS.includes(input.metric as Metric)) throw invalid(RULE_MESSAGES.metric, 'metric');
  if (!OPS.includes(input.op as Op)) throw invalid(RULE_MESSAGES.op, 'op');
  if (!Number.isFinite(input.value)) throw invalid(RULE_MESSAGES.value, 'value');
  if (!WINDOWS.includes(input.window as RuleWindow)) throw invalid(RULE_MESSAGES.window, 'window');
  const actions = [...new Set(input.actions.length ? input.actions : ['email'])];
  if (!actions.every((a) => (ACTIONS as readonly string[]).includes(a)))
    throw invalid(RULE_MESSAGES.actions, 'actions');
  const { rows } = await db.query<RuleRow>(
    `INSERT INTO alert_rules (id, metric, op, value, time_window, actions, enabled)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [randomUUID(), input.metric, input.op, input.value, input.window, actions, input.enabled],
  );
  return rows[0]!;
}

export async function listRules(db: Queryable): Promise<(RuleRow & { created_at: Date })[]> {
  const { rows } = await db.query<RuleRow & { created_at: Date }>(
    'SELECT * FROM alert_rules ORDER BY created_at DESC, id',
  );
  return rows;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function setRuleEnabled(
  db: Queryable,
  id: string,
  enabled: boolean,
): Promise<RuleRow & { created_at: Date }> {
  if (!UUID.test(id)) throw notFound(RULE_MESSAGES.notFound);
  // Switching a rule off forgets its breach, so switching it on during one fires again.
  const { rows } = await db.query<RuleRow & { created_at: Date }>(
    `UPDATE alert_rules SET enabled = $2, breaching = CASE WHEN $2 THEN breaching ELSE false END
      WHERE id = $1 RETURNING *`,
    [id, enabled],
  );
  if (!rows[0]) throw notFound(RULE_MESSAGES.notFound);
  return rows[0];
}

export async function deleteRule(db: Queryable, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound(RULE_MESSAGES.notFound);
  const { rowCount } = await db.query('DELETE FROM alert_rules WHERE id = $1', [id]);
  if (rowCount !== 1) throw notFound(RULE_MESSAGES.notFound);
}
